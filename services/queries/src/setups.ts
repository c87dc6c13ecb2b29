import Router from '@koa/router';
import type { Setup, SetupGear } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { SETUP_COLLECTION, SETUP_GEAR_COLLECTION, type GearNameDoc, type SetupDoc } from '@tackle/projections';

/** GET /api/setups: each setup with its rod, reel and lure embedded by name; deleted gear is marked. */
export async function listSetups(store: ReadStore, userId: string): Promise<Setup[]> {
  const [setups, gear] = await Promise.all([
    store.find<SetupDoc>(SETUP_COLLECTION, { userId }, { sort: { field: 'createdAt', direction: 'desc' } }),
    store.find<GearNameDoc>(SETUP_GEAR_COLLECTION, { userId }),
  ]);
  const gearById = new Map(gear.map((item) => [item.id, item]));
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
