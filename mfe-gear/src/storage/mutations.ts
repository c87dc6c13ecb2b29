import { commandResultSchema, type StorageLocationInputBody, type StoreGearInputBody } from '@tackle/contracts';
import {
  itemPath,
  useCommandMutation,
  useCreateCommand,
  useDeleteCommand,
  useUpdateCommand,
  type CommandTarget,
} from '@tackle/ui';
import { storageKeys } from './queries';

/** Storage changes refresh the storage list and the gear screen's "where is it" answers. */
const locations: CommandTarget = {
  path: '/api/storage-locations',
  result: commandResultSchema,
  refresh: [storageKeys.all, storageKeys.gearLocations],
};

/** POST /api/storage-locations */
export const useCreateStorageLocation = () => useCreateCommand<StorageLocationInputBody>(locations);

/** PUT /api/storage-locations/:id */
export const useUpdateStorageLocation = () => useUpdateCommand<StorageLocationInputBody>(locations);

/** DELETE /api/storage-locations/:id (the gear in it stays in the inventory) */
export const useDeleteStorageLocation = () => useDeleteCommand(locations);

/** POST /api/storage-locations/:id/gear */
export function useStoreGear() {
  return useCommandMutation({
    send: (api, { locationId, input }: { locationId: string; input: StoreGearInputBody }) =>
      api.post(`${itemPath(locations, locationId)}/gear`, input, commandResultSchema),
    refresh: locations.refresh,
  });
}

/** DELETE /api/storage-locations/:id/gear/:gearId */
export function useUnstoreGear() {
  return useCommandMutation({
    send: (api, { locationId, gearId }: { locationId: string; gearId: string }) =>
      api.del(`${itemPath(locations, locationId)}/gear/${encodeURIComponent(gearId)}`),
    refresh: locations.refresh,
  });
}
