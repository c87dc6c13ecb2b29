import Router from '@koa/router';
import type { AppState, ReadStore } from '@tackle/platform';
import { dashboardQueries } from './dashboard';
import { gearQueries } from './gear';
import { catalogQueries } from './catalog';
import { recommendationQueries } from './recommendations';
import { consumableQueries } from './consumables';
import { storageQueries } from './storage';
import { setupQueries } from './setups';
import { catchQueries } from './catches';
import { statsQueries } from './stats';

export { queryIndexes } from './indexes';
export { countLowStockConsumables } from './consumables';
export { listStorageLocations, listGearLocations } from './storage';
export { listSetups } from './setups';
export { countCatchesThisMonth } from './catches';
export { getDashboard, dashboardCounters } from './dashboard';

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(store: ReadStore) => Router<AppState>> = [gearQueries, catalogQueries, recommendationQueries, dashboardQueries, catchQueries, statsQueries, consumableQueries, storageQueries, setupQueries];

/** The read API: every GET of the spec's table, answered from read models for the caller only. */
export function queryRoutes(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(store);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
export { loadCatalog, suggestGearFromText, normaliseWords } from './catalog';
