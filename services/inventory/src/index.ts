import Router from '@koa/router';
import type { AppState, EventStore } from '@tackle/platform';
import { gearRoutes } from './gear/routes';

export { gearDecider } from './gear/decider';
export { addGear, updateGear, removeGear } from './gear/gear-commands';

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(store: EventStore) => Router<AppState>> = [gearRoutes];

/** Every command route of the inventory service. Callers mount auth + JSON body parsing before it. */
export function inventoryRoutes(store: EventStore): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(store);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
