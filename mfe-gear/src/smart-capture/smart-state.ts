import type { Consumable, Gear } from '@tackle/contracts';
import type { SmartField, SmartFieldErrors } from './field-errors';
import { findConsumableMatch, findGearMatch, restockAmount } from './inventory-match';
import type { SmartEntryForm } from './smart-entry';

/** The identified product already in the inventory: a consumable to restock, or gear already owned. */
export type InventoryMatch = { kind: 'consumable'; item: Consumable; amount: number } | { kind: 'gear'; item: Gear };

/** The product in the angler's own lists (null: none, or the list is not loaded yet). */
export function inventoryMatch(
  form: SmartEntryForm | null,
  consumables: readonly Consumable[] | undefined,
  gear: readonly Gear[] | undefined,
): InventoryMatch | null {
  if (!form) return null;
  if (form.type === 'consumable') {
    const item = consumables ? findConsumableMatch(form, consumables) : null;
    return item ? { kind: 'consumable', item, amount: restockAmount(form, item) } : null;
  }
  const item = gear ? findGearMatch(form, gear) : null;
  return item ? { kind: 'gear', item } : null;
}

/**
 * An edit of the identified product: the patch merged in; a corrected field loses its message, and
 * a new type makes every message stale.
 */
export function applyEdit(
  form: SmartEntryForm | null,
  errors: SmartFieldErrors,
  patch: Partial<SmartEntryForm>,
): { form: SmartEntryForm | null; errors: SmartFieldErrors } {
  const next = form ? { ...form, ...patch } : form;
  if ('type' in patch) return { form: next, errors: {} };
  const remaining = { ...errors };
  for (const key of Object.keys(patch)) delete remaining[key as SmartField];
  return { form: next, errors: remaining };
}
