import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './TripsPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../contracts-base'),
    () => import(/* webpackMode: "eager" */ '../trips/queries'),
    () => import(/* webpackMode: "eager" */ '../trips/TripViews'),
    () => import(/* webpackMode: "eager" */ '../trips/TripCalendar'),
    () => import(/* webpackMode: "eager" */ '../trips/StartTripSheet'),
    () => import(/* webpackMode: "eager" */ '../trips/EndTripSheet'),
  ],
  () => import(/* webpackMode: "eager" */ '../trips/TripsPage'),
);
