import Router from '@koa/router';
import type { AppState, EventStore } from '@tackle/platform';
import { catchRoutes, type CatchesDeps } from './catches/routes';

export { catchDecider } from './catches/decider';
export { logCatch, updateCatch, deleteCatch, importCatches, storeCatchPhoto } from './catches/catch-commands';
export type { CatchesDeps } from './catches/routes';

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(store: EventStore, deps: CatchesDeps) => Router<AppState>> = [catchRoutes];

/** Command routes of the catch log service. Callers mount auth + JSON body parsing before it. */
export function catchesRoutes(store: EventStore, deps: CatchesDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(store, deps);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
