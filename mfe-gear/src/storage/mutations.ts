import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commandResultSchema,
  type CommandResult,
  type StorageLocationInputBody,
  type StoreGearInputBody,
} from '@tackle/contracts';
import { useApi } from '@tackle/ui';
import { storageKeys } from './queries';

function locationPath(id: string): string {
  return `/api/storage-locations/${encodeURIComponent(id)}`;
}

/** Storage changes refresh the storage list and the gear screen's "where is it" answers. */
function useInvalidateStorage() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: storageKeys.all }),
      queryClient.invalidateQueries({ queryKey: storageKeys.gearLocations }),
    ]);
}

/** POST /api/storage-locations */
export function useCreateStorageLocation() {
  const api = useApi();
  const invalidate = useInvalidateStorage();
  return useMutation<CommandResult, Error, StorageLocationInputBody>({
    mutationFn: (input) => api.post('/api/storage-locations', input, commandResultSchema),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/storage-locations/:id */
export function useUpdateStorageLocation() {
  const api = useApi();
  const invalidate = useInvalidateStorage();
  return useMutation<CommandResult, Error, { id: string; input: StorageLocationInputBody; expectedRevision: number }>({
    mutationFn: ({ id, input, expectedRevision }) =>
      api.put(locationPath(id), { ...input, expectedRevision }, commandResultSchema),
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/storage-locations/:id (the gear in it stays in the inventory) */
export function useDeleteStorageLocation() {
  const api = useApi();
  const invalidate = useInvalidateStorage();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => api.del(locationPath(id)),
    onSettled: () => invalidate(),
  });
}

/** POST /api/storage-locations/:id/gear */
export function useStoreGear() {
  const api = useApi();
  const invalidate = useInvalidateStorage();
  return useMutation<CommandResult, Error, { locationId: string; input: StoreGearInputBody }>({
    mutationFn: ({ locationId, input }) => api.post(`${locationPath(locationId)}/gear`, input, commandResultSchema),
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/storage-locations/:id/gear/:gearId */
export function useUnstoreGear() {
  const api = useApi();
  const invalidate = useInvalidateStorage();
  return useMutation<unknown, Error, { locationId: string; gearId: string }>({
    mutationFn: ({ locationId, gearId }) => api.del(`${locationPath(locationId)}/gear/${encodeURIComponent(gearId)}`),
    onSettled: () => invalidate(),
  });
}
