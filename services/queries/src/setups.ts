import Router from '@koa/router';
import type { Setup, SetupGear } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { SETUP_COLLECTION, SETUP_GEAR_COLLECTION, type GearNameDoc, type SetupDoc } from '@tackle/projections';

/** The name documents of the given gear ids that belong to `userId`, by id. */
export async function gearNames(store: ReadStore, collection: string, userId: string, ids: Array<string | null>) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const docs = await Promise.all(unique.map((id) => store.get<GearNameDoc>(collection, id)));
  return new Map(docs.flatMap((doc) => (doc && doc.userId === userId ? [[doc.id, doc] as const] : [])));
}

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
