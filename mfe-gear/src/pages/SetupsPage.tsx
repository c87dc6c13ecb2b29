import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './SetupsPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../gear/contracts-base'),
    () => import(/* webpackMode: "eager" */ '../setups/queries'),
    () => import(/* webpackMode: "eager" */ '../setups/SetupCards'),
  ],
  () => import(/* webpackMode: "eager" */ '../setups/SetupsPage'),
);
