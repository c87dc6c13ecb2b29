import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './StatsPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../contracts-base'),
    () => import(/* webpackMode: "eager" */ '../stats/queries'),
    () => import(/* webpackMode: "eager" */ '../stats/CatchTab'),
    () => import(/* webpackMode: "eager" */ '../stats/StatsTabs'),
  ],
  () => import(/* webpackMode: "eager" */ '../stats/StatsPage'),
);
