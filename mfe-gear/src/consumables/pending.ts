import { isLowStock, type Consumable } from '@tackle/contracts';
import { usePendingList, withPending, type Listed, type PendingRules, type QueuedChange } from '@tackle/ui';

/*
 * The consumables list while usage tracked without signal waits in the outbox
 * (docs/decisions/117-offline-first-writes.md): the stock on hand already counts it, and the item
 * is marked "Waiting to sync" until the server has it.
 */

export type ListedConsumable = Listed<Consumable>;

/** The item after a waiting use of it; a refused one (waiting for the angler) is not counted. */
function afterUse(item: Consumable, change: QueuedChange): Consumable {
  const used = Number(change.body?.quantityUsed);
  if (change.state !== 'pending' || !Number.isFinite(used)) return item;
  const currentQuantity = item.currentQuantity - used;
  return { ...item, currentQuantity, lowStock: isLowStock({ currentQuantity, minStockLevel: item.minStockLevel }) };
}

const USAGE_RULES: PendingRules<Consumable> = { entity: 'consumable-usage', changed: afterUse };
const usageRules = () => USAGE_RULES;

export function withPendingUsage(items: readonly Consumable[], changes: readonly QueuedChange[]): ListedConsumable[] {
  return withPending(items, changes, USAGE_RULES);
}

/** The signed-in angler's consumables (undefined while loading) with their waiting usage counted. */
export const useConsumablesWithPending = (items: readonly Consumable[] | undefined) => usePendingList(items, usageRules);
