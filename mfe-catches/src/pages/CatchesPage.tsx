import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './CatchesPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../contracts-base'),
    () => import(/* webpackMode: "eager" */ '../catches/queries'),
    () => import(/* webpackMode: "eager" */ '../catches/CatchCards'),
    () => import(/* webpackMode: "eager" */ '../catches/CatchEditing'),
    () => import(/* webpackMode: "eager" */ '../catches/ImportCatchesDialog'),
    () => import(/* webpackMode: "eager" */ '../catches/QuickCatchSheet'),
  ],
  () => import(/* webpackMode: "eager" */ '../catches/CatchesPage'),
);
