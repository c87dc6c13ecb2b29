import { commandResultSchema, storageLocationListResponseSchema } from '@tackle/contracts';
import { errorMessage, type Api } from '@tackle/ui';
import type { StoragePlacement } from './homebox';

// After an import has added its gear: each item goes into its storage location, through the same
// storage API as the Storage page. A location with the item's location name (any case) is reused,
// a missing one is created once (docs/decisions/120-imports-from-other-apps.md).

export interface PlacementRequest {
  row: number;
  gearId: string;
  storage: StoragePlacement;
}

export interface PlacementOutcome {
  row: number;
  ok: boolean;
  message: string;
}

const STORAGE_PATH = '/api/storage-locations';

export async function storeImportedGear(api: Api, requests: readonly PlacementRequest[]): Promise<PlacementOutcome[]> {
  if (requests.length === 0) return [];
  let idByName: Map<string, string>;
  try {
    const existing = await api.get(STORAGE_PATH, storageLocationListResponseSchema);
    idByName = new Map(existing.map((location) => [location.name.trim().toLowerCase(), location.id]));
  } catch (error) {
    const message = `Added, but not stored: ${errorMessage(error, 'Failed to load storage locations')}`;
    return requests.map(({ row }) => ({ row, ok: false, message }));
  }
  const outcomes: PlacementOutcome[] = [];
  for (const { row, gearId, storage } of requests) {
    const key = storage.location.toLowerCase();
    try {
      let locationId = idByName.get(key);
      if (locationId === undefined) {
        const result = await api.post(STORAGE_PATH, { name: storage.location, type: storage.locationType }, commandResultSchema);
        locationId = result.id;
        idByName.set(key, locationId);
      }
      await api.post(`${STORAGE_PATH}/${encodeURIComponent(locationId)}/gear`, { gearId, quantity: storage.quantity }, commandResultSchema);
      const count = storage.quantity > 1 ? ` (${storage.quantity})` : '';
      outcomes.push({ row, ok: true, message: `Stored in ${storage.location}${count}` });
    } catch (error) {
      outcomes.push({ row, ok: false, message: `Added, but not stored in ${storage.location}: ${errorMessage(error, 'Failed to store gear')}` });
    }
  }
  return outcomes;
}
