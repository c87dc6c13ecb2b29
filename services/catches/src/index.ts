import Router from '@koa/router';
import type { AppState, EventStore } from '@tackle/platform';

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(store: EventStore) => Router<AppState>> = [];

/** Command routes of the catch log service. Callers mount auth + JSON body parsing before it. */
export function catchesRoutes(store: EventStore): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(store);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
