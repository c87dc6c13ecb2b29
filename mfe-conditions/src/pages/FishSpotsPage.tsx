import { pageInSteps } from '@tackle/ui';

// What the remote exposes as './FishSpotsPage': its modules evaluated in steps (decision 139).
export default pageInSteps(
  [
    () => import(/* webpackMode: "eager" */ '../fish-spots/queries'),
    () => import(/* webpackMode: "eager" */ '../fish-spots/useFishSpots'),
    () => import(/* webpackMode: "eager" */ '../fish-spots/CurrentConditionsCard'),
    () => import(/* webpackMode: "eager" */ '../fish-spots/RecommendedSpotsCard'),
  ],
  () => import(/* webpackMode: "eager" */ '../fish-spots/FishSpotsPage'),
);
