import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type SetupInputBody } from '@tackle/contracts';
import { useApi } from '@tackle/ui';
import { setupKeys } from './queries';

function setupPath(id: string): string {
  return `/api/setups/${encodeURIComponent(id)}`;
}

function useInvalidateSetups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: setupKeys.all });
}

/** POST /api/setups */
export function useCreateSetup() {
  const api = useApi();
  const invalidate = useInvalidateSetups();
  return useMutation<CommandResult, Error, SetupInputBody>({
    mutationFn: (input) => api.post('/api/setups', input, commandResultSchema),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/setups/:id */
export function useUpdateSetup() {
  const api = useApi();
  const invalidate = useInvalidateSetups();
  return useMutation<CommandResult, Error, { id: string; input: SetupInputBody; expectedRevision: number }>({
    mutationFn: ({ id, input, expectedRevision }) => api.put(setupPath(id), { ...input, expectedRevision }, commandResultSchema),
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/setups/:id */
export function useDeleteSetup() {
  const api = useApi();
  const invalidate = useInvalidateSetups();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => api.del(setupPath(id)),
    onSettled: () => invalidate(),
  });
}
