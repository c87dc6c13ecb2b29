import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './StoragePage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../gear/contracts-base'),
    () => import(/* webpackMode: "eager" */ '../storage/queries'),
    () => import(/* webpackMode: "eager" */ '../storage/StorageCards'),
  ],
  () => import(/* webpackMode: "eager" */ '../storage/StoragePage'),
);
