import Router from '@koa/router';
import type { AppState, EventStore } from '@tackle/platform';
import { gearRoutes } from './gear/routes';

export { gearDecider } from './gear/decider';
export { addGear, updateGear, removeGear } from './gear/gear-commands';

/** Every command route of the inventory service. Callers mount auth + JSON body parsing before it. */
export function inventoryRoutes(store: EventStore): Router<AppState> {
  const router = new Router<AppState>();
  const gear = gearRoutes(store);
  router.use(gear.routes(), gear.allowedMethods());
  return router;
}
