import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type GearInputBody } from '@tackle/contracts';
import { useApi } from '@tackle/ui';
import { gearKeys } from './queries';

export type UpdateGearVariables = {
  id: string;
  input: GearInputBody;
  /** The revision the user edited; a concurrent change makes the server answer 409. */
  expectedRevision: number;
};

function gearPath(id: string): string {
  return `/api/gear/${encodeURIComponent(id)}`;
}

/**
 * The list is refetched before the mutation settles (the API waits for the read models to catch up
 * with the command's position), so callers that await it never see a stale list.
 */
function useInvalidateGear() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gearKeys.all });
}

/** POST /api/gear */
export function useAddGear() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<CommandResult, Error, GearInputBody>({
    mutationFn: (input) => api.post('/api/gear', input, commandResultSchema),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/gear/:id (full replacement, optimistic concurrency through expectedRevision) */
export function useUpdateGear() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<CommandResult, Error, UpdateGearVariables>({
    mutationFn: ({ id, input, expectedRevision }) =>
      api.put(gearPath(id), { ...input, expectedRevision }, commandResultSchema),
    // On failure too: after a 409 (or a 404) the list must show what the server holds now.
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/gear/:id (no confirmation, per spec) */
export function useDeleteGear() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => api.del(gearPath(id)),
    onSettled: () => invalidate(),
  });
}
