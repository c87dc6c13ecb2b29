import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catchImportResponseSchema,
  commandResultSchema,
  type CatchImportResponse,
  type CatchInput,
  type CommandResult,
} from '@tackle/contracts';
import { useApi } from '@tackle/ui';
import { statsKeys } from '../stats/queries';
import { catchKeys } from './queries';

export type UpdateCatchVariables = {
  id: string;
  input: CatchInput;
  /** The revision the angler edited; a concurrent change makes the server answer 409. */
  expectedRevision: number;
};

function catchPath(id: string): string {
  return `/api/catches/${encodeURIComponent(id)}`;
}

/**
 * The list (and the statistics built from it) are refetched before the mutation settles: the API
 * waits for the read models to include the command's position, so the list is never stale.
 */
function useInvalidateCatches() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catchKeys.all }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    ]);
}

/** POST /api/catches */
export function useLogCatch() {
  const api = useApi();
  const invalidate = useInvalidateCatches();
  return useMutation<CommandResult, Error, CatchInput>({
    mutationFn: (input) => api.post('/api/catches', input, commandResultSchema),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/catches/:id (full replacement, optimistic concurrency through expectedRevision) */
export function useUpdateCatch() {
  const api = useApi();
  const invalidate = useInvalidateCatches();
  return useMutation<CommandResult, Error, UpdateCatchVariables>({
    mutationFn: ({ id, input, expectedRevision }) => api.put(catchPath(id), { ...input, expectedRevision }, commandResultSchema),
    // On failure too: after a 409 (or a 404) the list must show what the server holds now.
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/catches/:id (after the confirmation dialog) */
export function useDeleteCatch() {
  const api = useApi();
  const invalidate = useInvalidateCatches();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => api.del(catchPath(id)),
    onSettled: () => invalidate(),
  });
}

/** POST /api/catches/import, one batch of rows; the caller splits larger imports. */
export function useImportCatches() {
  const api = useApi();
  const invalidate = useInvalidateCatches();
  return useMutation<CatchImportResponse, Error, CatchInput[]>({
    mutationFn: (rows) => api.post('/api/catches/import', { rows }, catchImportResponseSchema),
    onSettled: () => invalidate(),
  });
}
