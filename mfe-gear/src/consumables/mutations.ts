import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commandResultSchema,
  type CommandResult,
  type ConsumableInputBody,
  type ConsumableUpdateBody,
  type ConsumableUsageInput,
} from '@tackle/contracts';
import { useApi } from '@tackle/ui';

export type UpdateConsumableVariables = {
  id: string;
  /** From an edit: `currentQuantity` is the count on hand (editedConsumableBody). */
  input: ConsumableUpdateBody;
  /** The revision the user edited; a concurrent change (e.g. usage tracked meanwhile) answers 409. */
  expectedRevision: number;
};

export type TrackUsageVariables = { gearId: string } & ConsumableUsageInput;

function consumablePath(id: string): string {
  return `/api/consumables/${encodeURIComponent(id)}`;
}

/**
 * Every cached answer that holds consumable stock: this area's lists and histories, and the gear
 * screen's per-type lists (GET /api/gear-types/:id/consumables), whatever their exact keys.
 */
function useInvalidateConsumables() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('consumables') });
}

/** POST /api/consumables */
export function useAddConsumable() {
  const api = useApi();
  const invalidate = useInvalidateConsumables();
  return useMutation<CommandResult, Error, ConsumableInputBody>({
    mutationFn: (input) => api.post('/api/consumables', input, commandResultSchema),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/consumables/:id (a changed quantity is recorded as a restock or an adjustment) */
export function useUpdateConsumable() {
  const api = useApi();
  const invalidate = useInvalidateConsumables();
  return useMutation<CommandResult, Error, UpdateConsumableVariables>({
    mutationFn: ({ id, input, expectedRevision }) =>
      api.put(consumablePath(id), { ...input, expectedRevision }, commandResultSchema),
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/consumables/:id (after the confirmation dialog) */
export function useDeleteConsumable() {
  const api = useApi();
  const invalidate = useInvalidateConsumables();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => api.del(consumablePath(id)),
    onSettled: () => invalidate(),
  });
}

/** POST /api/gear/:id/consumables: some of an item was used on a piece of gear. */
export function useTrackConsumableUsage() {
  const api = useApi();
  const invalidate = useInvalidateConsumables();
  return useMutation<CommandResult, Error, TrackUsageVariables>({
    mutationFn: ({ gearId, ...usage }) =>
      api.post(`/api/gear/${encodeURIComponent(gearId)}/consumables`, usage, commandResultSchema),
    onSettled: () => invalidate(),
  });
}
