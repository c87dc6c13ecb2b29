import Router from '@koa/router';
import type { Setup, SetupConsumable, SetupGear } from '@tackle/contracts';
import { currentUser, ownedDocuments, type AppState, type ReadStore } from '@tackle/platform';
import type { ConsumableNameDoc } from '../consumables/public';
import { gearNames } from '../gear/public';
import { SETUP_COLLECTION, SETUP_CONSUMABLES_COLLECTION, SETUP_GEAR_COLLECTION, type SetupDoc, type SetupGearDoc } from './projection';

/**
 * GET /api/setups: each setup with its rod, reel and lure embedded by name (deleted gear is marked),
 * its line, leader and hook by name, and the line its reel was last spooled with (decision 159).
 */
export async function listSetups(store: ReadStore, userId: string): Promise<Setup[]> {
  const setups = await store.find<SetupDoc>(SETUP_COLLECTION, { userId }, { sort: { field: 'createdAt', direction: 'desc' } });
  // Only the gear and consumables the setups name are read (an angler may own thousands).
  const [gearById, consumableById] = await Promise.all([
    gearNames<SetupGearDoc>(
      store,
      SETUP_GEAR_COLLECTION,
      userId,
      setups.flatMap((setup) => [setup.rodId, setup.reelId, setup.lureId]),
    ),
    ownedDocuments<ConsumableNameDoc>(
      store,
      SETUP_CONSUMABLES_COLLECTION,
      userId,
      setups.flatMap((setup) => [setup.lineId, setup.leaderId, setup.hookId]),
    ),
  ]);
  const embed = (id: string | null): SetupGear => {
    if (!id) return null;
    const found = gearById.get(id);
    if (!found) return { id, name: 'Unknown gear', typeId: null, removed: true };
    return { id, name: found.name, typeId: found.typeId, removed: found.removed };
  };
  const named = (id: string | null): SetupConsumable => {
    if (!id) return null;
    const found = consumableById.get(id);
    return found ? { id, name: found.name, removed: found.removed } : { id, name: 'Unknown consumable', removed: true };
  };
  const reelLine = (reelId: string | null): string | null => {
    const reel = reelId ? gearById.get(reelId) : undefined;
    return reel && !reel.removed ? (reel.lineName ?? null) : null;
  };
  return setups.map((setup) => ({
    ...setup,
    rod: embed(setup.rodId),
    reel: embed(setup.reelId),
    lure: embed(setup.lureId),
    line: named(setup.lineId),
    leader: named(setup.leaderId),
    hook: named(setup.hookId),
    reelLine: reelLine(setup.reelId),
  }));
}

export function setupQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/setups', async (ctx) => {
    ctx.body = await listSetups(store, currentUser(ctx).id);
  });
  return router;
}
