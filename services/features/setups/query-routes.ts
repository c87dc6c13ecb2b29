import Router from '@koa/router';
import type { Setup, SetupGear } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { gearNames } from '../gear/public';
import { SETUP_COLLECTION, SETUP_GEAR_COLLECTION, type SetupDoc } from './projection';

/** GET /api/setups: each setup with its rod, reel and lure embedded by name; deleted gear is marked. */
export async function listSetups(store: ReadStore, userId: string): Promise<Setup[]> {
  const setups = await store.find<SetupDoc>(SETUP_COLLECTION, { userId }, { sort: { field: 'createdAt', direction: 'desc' } });
  // Only the gear the setups name is read (an angler may own thousands of pieces).
  const gearById = await gearNames(
    store,
    SETUP_GEAR_COLLECTION,
    userId,
    setups.flatMap((setup) => [setup.rodId, setup.reelId, setup.lureId]),
  );
  const embed = (id: string | null): SetupGear => {
    if (!id) return null;
    const found = gearById.get(id);
    if (!found) return { id, name: 'Unknown gear', typeId: null, removed: true };
    return { id, name: found.name, typeId: found.typeId, removed: found.removed };
  };
  return setups.map((setup) => ({ ...setup, rod: embed(setup.rodId), reel: embed(setup.reelId), lure: embed(setup.lureId) }));
}

export function setupQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/setups', async (ctx) => {
    ctx.body = await listSetups(store, currentUser(ctx).id);
  });
  return router;
}
