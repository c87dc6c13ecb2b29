import { commandResultSchema } from '@tackle/contracts';
import type { ConsumableInputBody, ConsumableUpdateBody, ConsumableUsageInput } from '@tackle/contracts';
import { useCreateCommand, useDeleteCommand, useOutboxCommand, useUpdateCommand, type CommandTarget } from '@tackle/ui';

export type TrackUsageVariables = { gearId: string } & ConsumableUsageInput;

/**
 * Every cached answer that holds consumable stock: this area's lists and histories, and the gear
 * screen's per-type lists (GET /api/gear-types/:id/consumables), whatever their exact keys.
 */
const consumables: CommandTarget = {
  path: '/api/consumables',
  result: commandResultSchema,
  refresh: (queryKey) => JSON.stringify(queryKey).includes('consumables'),
};

/** POST /api/consumables */
export const useAddConsumable = () => useCreateCommand<ConsumableInputBody>(consumables);

/**
 * PUT /api/consumables/:id (a changed quantity is recorded as a restock or an adjustment). From an
 * edit, `input.currentQuantity` is the count on hand (editedConsumableBody); a concurrent change
 * (e.g. usage tracked meanwhile) answers 409.
 */
export const useUpdateConsumable = () => useUpdateCommand<ConsumableUpdateBody>(consumables);

/** DELETE /api/consumables/:id (after the confirmation dialog) */
export const useDeleteConsumable = () => useDeleteCommand(consumables);

/**
 * POST /api/gear/:id/consumables: some of an item was used on a piece of gear. Works without
 * signal: kept on the device and sent when the signal returns (docs/decisions/117).
 */
export function useTrackConsumableUsage() {
  return useOutboxCommand<TrackUsageVariables & { label: string }>({
    entity: 'consumable-usage',
    method: 'POST',
    path: ({ gearId }) => `/api/gear/${encodeURIComponent(gearId)}/consumables`,
    body: ({ consumableId, quantityUsed, notes }) => ({ consumableId, quantityUsed, ...(notes !== undefined ? { notes } : {}) }),
    targetId: ({ consumableId }) => consumableId,
    label: ({ label }) => label,
    refresh: consumables.refresh,
  });
}
