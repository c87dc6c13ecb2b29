import { commandResultSchema, type StorageLocationInputBody, type StoreGearInputBody } from '@tackle/contracts';
import { commandHooks, itemPath } from '@tackle/ui';
import { storageKeys } from './queries';

/** Storage changes refresh the storage list and the gear screen's "where is it" answers. */
const locations = commandHooks<StorageLocationInputBody>({
  path: '/api/storage-locations',
  result: commandResultSchema,
  refresh: [storageKeys.all, storageKeys.gearLocations],
});

/**
 * POST /api/storage-locations; PUT and DELETE /api/storage-locations/:id (the gear in a deleted
 * location stays in the inventory).
 */
export const { useCreate: useCreateStorageLocation, useUpdate: useUpdateStorageLocation, useDelete: useDeleteStorageLocation } = locations;

/** POST /api/storage-locations/:id/gear */
export function useStoreGear() {
  return locations.useCommand((api, { locationId, input }: { locationId: string; input: StoreGearInputBody }) =>
    api.post(`${itemPath(locations.target, locationId)}/gear`, input, commandResultSchema),
  );
}

/** DELETE /api/storage-locations/:id/gear/:gearId */
export function useUnstoreGear() {
  return locations.useCommand((api, { locationId, gearId }: { locationId: string; gearId: string }) =>
    api.del(`${itemPath(locations.target, locationId)}/gear/${encodeURIComponent(gearId)}`),
  );
}
