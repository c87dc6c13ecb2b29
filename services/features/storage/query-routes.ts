import Router from '@koa/router';
import { gearTypeName, type GearLocationsResponse, type StorageLocation } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import {
  STORAGE_COLLECTION,
  STORAGE_GEAR_COLLECTION,
  type StorageLocationDoc,
} from './projection';
import { gearNames } from '../gear/public';

async function locationsWithGear(store: ReadStore, userId: string) {
  const locations = await store.find<StorageLocationDoc>(STORAGE_COLLECTION, { userId }, { sort: { field: 'createdAt', direction: 'desc' } });
  // Only the gear the locations hold is read (an angler may own thousands of pieces).
  const gearById = await gearNames(store, STORAGE_GEAR_COLLECTION, userId, locations.flatMap((location) => location.entries.map((entry) => entry.gearId)));
  return { locations, gearById };
}

/**
 * GET /api/storage-locations: each location with `gearStorage` embedded as the spec shows it.
 * Gear no longer in the inventory is left out even if a removal raced a store command.
 */
export async function listStorageLocations(store: ReadStore, userId: string): Promise<StorageLocation[]> {
  const { locations, gearById } = await locationsWithGear(store, userId);
  return locations.map(({ entries, ...location }) => ({
    ...location,
    gearStorage: entries.flatMap((entry) => {
      const gear = gearById.get(entry.gearId);
      if (!gear) return [];
      return [
        {
          ...entry,
          gear: { id: gear.id, name: gear.name, type: { name: (gear.typeId && gearTypeName(gear.typeId)) || 'unknown' } },
        },
      ];
    }),
  }));
}

/** GET /api/gear-locations: which of the user's locations hold each piece of gear. */
async function listGearLocations(store: ReadStore, userId: string): Promise<GearLocationsResponse> {
  const { locations, gearById } = await locationsWithGear(store, userId);
  const result: GearLocationsResponse = {};
  for (const location of [...locations].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const entry of location.entries) {
      if (!gearById.has(entry.gearId)) continue;
      (result[entry.gearId] ??= []).push({ id: location.id, name: location.name });
    }
  }
  return result;
}

export function storageQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/storage-locations', async (ctx) => {
    ctx.body = await listStorageLocations(store, currentUser(ctx).id);
  });
  router.get('/api/gear-locations', async (ctx) => {
    ctx.body = await listGearLocations(store, currentUser(ctx).id);
  });
  return router;
}
