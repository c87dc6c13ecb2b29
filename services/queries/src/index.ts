import Router from '@koa/router';
import type { AppState, ReadStore } from '@tackle/platform';
import { dashboardQueries } from './dashboard';
import { gearQueries } from './gear';

export { listGear } from './gear';
export { getDashboard, dashboardCounters } from './dashboard';

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(store: ReadStore) => Router<AppState>> = [gearQueries, dashboardQueries];

/** The read API: every GET of the spec's table, answered from read models for the caller only. */
export function queryRoutes(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(store);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
