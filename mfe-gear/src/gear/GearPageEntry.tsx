import { pageInSteps } from '@tackle/ui';

/**
 * The module the remote exposes as './GearPage' (decision 103): the page's modules evaluated in
 * steps with a task boundary between them (`pageInSteps`, Total Blocking Time). The imports are
 * "eager": the modules are in the chunks the remote loads for this module (no extra request, the
 * gateway's preload links still cover them); only their evaluation is spread out.
 */
export default pageInSteps(
  [
    // zod, and the contracts' common schemas.
    () => import(/* webpackMode: "eager" */ './contracts-base'),
    // The gear schemas and the list's filtering and sorting.
    () => import(/* webpackMode: "eager" */ './view'),
    // The other response schemas of the page's lists (catalog, consumables), then storage's.
    () => import(/* webpackMode: "eager" */ './queries'),
    () => import(/* webpackMode: "eager" */ '../storage/queries'),
    // The cards and the table (the icons).
    () => import(/* webpackMode: "eager" */ './GearViews'),
  ],
  () => import(/* webpackMode: "eager" */ './GearPage'),
);
