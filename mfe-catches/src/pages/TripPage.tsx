import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './TripPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../contracts-base'),
    () => import(/* webpackMode: "eager" */ '../catches/queries'),
    () => import(/* webpackMode: "eager" */ '../trips/queries'),
    () => import(/* webpackMode: "eager" */ '../catches/CatchCards'),
    () => import(/* webpackMode: "eager" */ '../catches/CatchEditing'),
    () => import(/* webpackMode: "eager" */ '../trips/TripSections'),
    () => import(/* webpackMode: "eager" */ '../trips/TripViews'),
  ],
  () => import(/* webpackMode: "eager" */ '../trips/TripPage'),
);
