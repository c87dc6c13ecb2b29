import {
  formatQuantity,
  smartEntryQuantity,
  type Consumable,
  type ConsumableUpdateBody,
  type ConsumableUnit,
  type Gear,
} from '@tackle/contracts';
import { consumableFormSchema, consumableToForm, editedConsumableBody } from '../consumables/form';
import type { SmartEntryForm } from './smart-entry';

/*
 * Smart Capture restocks instead of duplicating (issue 14.5, decision 085): an identified product
 * that is already in the angler's inventory (same brand, model or name, and size) is offered as a
 * restock of the existing consumable, or named as already owned for gear (gear has no quantity).
 * The lists searched are the signed-in user's own (GET /api/consumables, GET /api/gear).
 */

/**
 * Text as a comparable key: case, accents and punctuation do not count. Dots and apostrophes join
 * ('X.L.' = 'XL', "Owner's" = 'Owners'); other punctuation separates words ('3/0' = '3 0', never
 * '30'); a number glued to a unit is split ('1/4oz' = '1/4 oz', '10lb' = '10 lb').
 */
export function normalizeForMatch(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ');
}

/** `text` with the whole-word run `part` taken out (the brand or the size inside a product name). */
function without(text: string, part: string): string {
  if (!part || !text) return text;
  return ` ${text} `.replace(` ${part} `, ' ').trim().replace(/\s+/g, ' ');
}

/** What a product is called, apart from its brand and size: its model, and its name without them. */
export interface ProductIdentity {
  brand: string;
  model: string;
  /** The name with the brand and the size taken out ('Gamakatsu EWG Hook 3/0' -> 'ewg hook'). */
  name: string;
  size: string;
}

export function productIdentity(item: {
  brand?: string | null;
  model?: string | null;
  name?: string | null;
  size?: string | null;
}): ProductIdentity {
  const brand = normalizeForMatch(item.brand);
  const size = normalizeForMatch(item.size);
  return { brand, model: normalizeForMatch(item.model), name: without(without(normalizeForMatch(item.name), brand), size), size };
}

/**
 * Same product: brand and size equal (both absent counts as equal), and the same model when both
 * name one; otherwise a model or name of one is the model or name of the other.
 */
export function sameProduct(a: ProductIdentity, b: ProductIdentity): boolean {
  if (a.brand !== b.brand || a.size !== b.size) return false;
  if (a.model && b.model) return a.model === b.model;
  const namesOf = (identity: ProductIdentity) => [identity.model, identity.name].filter((value) => value !== '');
  const other = namesOf(b);
  return namesOf(a).some((value) => other.includes(value));
}

function formIdentity(form: Pick<SmartEntryForm, 'brand' | 'model' | 'name' | 'size'>): ProductIdentity | null {
  const identity = productIdentity(form);
  // Nothing to go on: an unnamed product matches nothing.
  return identity.model === '' && identity.name === '' ? null : identity;
}

/** The user's consumable that the identified product is, if any (the first in list order). */
export function findConsumableMatch(
  form: Pick<SmartEntryForm, 'brand' | 'model' | 'name' | 'size'>,
  consumables: readonly Consumable[],
): Consumable | null {
  const wanted = formIdentity(form);
  if (!wanted) return null;
  return consumables.find((item) => sameProduct(wanted, productIdentity(item))) ?? null;
}

/**
 * The user's gear that the identified product is, if any. Gear stores a size only for lures
 * (lureDetails.size); for rods and reels the size is not compared (decision 085).
 */
export function findGearMatch(form: Pick<SmartEntryForm, 'brand' | 'model' | 'name' | 'size'>, gear: readonly Gear[]): Gear | null {
  const wanted = formIdentity(form);
  if (!wanted) return null;
  return (
    gear.find((item) => {
      const storedSize = item.lureDetails?.size ?? null;
      const identity = productIdentity({ ...item, size: storedSize });
      return sameProduct({ ...wanted, size: storedSize ? wanted.size : '' }, identity);
    }) ?? null
  );
}

/**
 * How much a restock adds, in the existing item's unit: the photographed quantity when the units
 * agree; one pack when the item is counted in packs but the photo counted something else (the
 * hooks in the pack); otherwise the photographed quantity, which the offer names with the item's unit.
 */
export function restockAmount(form: Pick<SmartEntryForm, 'quantity' | 'unit'>, existing: Pick<Consumable, 'unit'>): number {
  if (existing.unit === 'packs' && form.unit !== 'packs') return 1;
  return smartEntryQuantity(form.quantity);
}

const SINGULAR_UNIT: Readonly<Record<ConsumableUnit, string>> = { feet: 'foot', pieces: 'piece', ml: 'ml', oz: 'oz', packs: 'pack', yards: 'yard', metres: 'metre' };
const PLURAL_UNIT: Readonly<Record<ConsumableUnit, string>> = { feet: 'feet', pieces: 'pieces', ml: 'ml', oz: 'oz', packs: 'packs', yards: 'yards', metres: 'metres' };

/** '1 pack', '5 pieces', '600 feet' */
export function formatAmount(amount: number, unit: ConsumableUnit): string {
  return `${formatQuantity(amount)} ${amount === 1 ? SINGULAR_UNIT[unit] : PLURAL_UNIT[unit]}`;
}

/** 'Add 1 pack to your existing Gamakatsu EWG Worm Hook 3/0' */
export function restockOfferLabel(amount: number, existing: Pick<Consumable, 'unit' | 'name'>): string {
  return `Add ${formatAmount(amount, existing.unit)} to your existing ${existing.name}`;
}

/**
 * PUT /api/consumables/:id body of the restock: the item as stored with the count on hand raised by
 * `amount`, the same command a manual restock in the edit dialog sends, so the server records a
 * 'restock' in the item's history. Null when the stored item no longer passes the form's rules.
 */
export function restockInput(existing: Consumable, amount: number): ConsumableUpdateBody | null {
  const parsed = consumableFormSchema.safeParse({ ...consumableToForm(existing), initialQuantity: existing.currentQuantity + amount });
  return parsed.success ? editedConsumableBody(existing, parsed.data) : null;
}
