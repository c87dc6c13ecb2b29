import Router from '@koa/router';
import type { AppState, EventStore, Logger } from '@tackle/platform';
import { gearRoutes } from './gear/routes';
import { catalogRoutes } from './catalog/routes';
import { consumableRoutes } from './consumables/routes';
import { storageRoutes } from './storage/routes';
import { setupRoutes } from './setups/routes';

export { gearDecider } from './gear/decider';
export { addGear, updateGear, removeGear } from './gear/gear-commands';

/** What some features need besides the store: where uploaded photos go, where to log. */
export interface InventoryDeps {
  dataDir: string;
  logger?: Logger;
}

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(store: EventStore, deps: InventoryDeps) => Router<AppState>> = [gearRoutes, catalogRoutes, consumableRoutes, storageRoutes, setupRoutes];

/** Every command route of the inventory service. Callers mount auth + JSON body parsing before it. */
export function inventoryRoutes(store: EventStore, deps: InventoryDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(store, deps);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
