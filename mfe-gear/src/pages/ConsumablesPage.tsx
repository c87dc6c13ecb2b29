import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './ConsumablesPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../gear/contracts-base'),
    () => import(/* webpackMode: "eager" */ '../consumables/queries'),
    () => import(/* webpackMode: "eager" */ '../consumables/view'),
    () => import(/* webpackMode: "eager" */ '../consumables/ConsumableViews'),
    () => import(/* webpackMode: "eager" */ '../consumables/ConsumableFormDialog'),
    () => import(/* webpackMode: "eager" */ '../consumables/ConsumableDialogs'),
  ],
  () => import(/* webpackMode: "eager" */ '../consumables/ConsumablesPage'),
);
