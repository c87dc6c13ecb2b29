import { z } from 'zod';
import {
  entityIdSchema,
  expectedRevisionSchema,
  isoDateTimeSchema,
  nameFromBrandAndModel,
  optionalDate,
  optionalMoney,
  optionalText,
  roundToCents,
  streamNames,
  tagGuard,
  userIdSchema,
  type LabelledOption,
  type TaggedUnion,
} from './common';
import { GEAR_TYPE_IDS } from './gear';
import { displayNumber, readNumber, shortestCanonicalText, toStoredUnit, unitOf, type Quantity, type UnitSystem } from './units';

// ---------------------------------------------------------------------------------------------
// Categories and units
// ---------------------------------------------------------------------------------------------

export const CONSUMABLE_CATEGORIES = ['hook', 'line', 'scent', 'sinker', 'soft plastic', 'stopper', 'swivel'] as const;
export type ConsumableCategory = (typeof CONSUMABLE_CATEGORIES)[number];

export const CONSUMABLE_CATEGORY_LABELS: Readonly<Record<ConsumableCategory, string>> = {
  hook: 'Hook',
  line: 'Line',
  scent: 'Scent',
  sinker: 'Sinker',
  'soft plastic': 'Soft Plastic',
  stopper: 'Stopper',
  swivel: 'Swivel',
};
export const CONSUMABLE_CATEGORY_OPTIONS: ReadonlyArray<LabelledOption<ConsumableCategory>> = CONSUMABLE_CATEGORIES.map(
  (value) => ({ value, label: CONSUMABLE_CATEGORY_LABELS[value] }),
);

/**
 * The spec's five units, then the ones line is sold in: spools are labelled in yards or metres
 * (decision 038), and the metric-units issue will convert between them.
 */
export const CONSUMABLE_UNITS = ['feet', 'pieces', 'ml', 'oz', 'packs', 'yards', 'metres'] as const;
export type ConsumableUnit = (typeof CONSUMABLE_UNITS)[number];
/** Smart entry lists the units in its own order, most common first. */
export const SMART_ENTRY_UNITS = ['pieces', 'feet', 'ml', 'oz', 'packs', 'yards', 'metres'] as const satisfies readonly ConsumableUnit[];

export const CONSUMABLE_UNIT_LABELS: Readonly<Record<ConsumableUnit, string>> = {
  feet: 'Feet',
  pieces: 'Pieces',
  ml: 'ml',
  oz: 'oz',
  packs: 'Packs',
  yards: 'Yards',
  metres: 'Metres',
};
export const CONSUMABLE_UNIT_OPTIONS: ReadonlyArray<LabelledOption<ConsumableUnit>> = CONSUMABLE_UNITS.map((value) => ({
  value,
  label: CONSUMABLE_UNIT_LABELS[value],
}));

/** Categories whose size is required, and how the size field is labelled for them. */
export const SIZE_LABEL_BY_CATEGORY = {
  'soft plastic': 'Length (inches)',
  sinker: 'Weight (oz)',
  hook: 'Size',
} as const satisfies Partial<Record<ConsumableCategory, string>>;
export const CATEGORIES_REQUIRING_SIZE = Object.keys(SIZE_LABEL_BY_CATEGORY) as ConsumableCategory[];
/** Label of the size field for categories that do not require one. */
export const DEFAULT_SIZE_LABEL = 'Size/Weight';

/**
 * What a category's size measures, where it is a measure: a soft plastic's length (inches), a
 * sinker's weight (ounces). A metric angler sees and types these in cm and g (decision 121); the
 * size is stored as text in the canonical unit, as the spec's labels name it.
 */
export const SIZE_QUANTITY_BY_CATEGORY = {
  'soft plastic': 'length',
  sinker: 'lureWeight',
} as const satisfies Partial<Record<ConsumableCategory, Quantity>>;
const METRIC_SIZE_LABELS: Readonly<Record<keyof typeof SIZE_QUANTITY_BY_CATEGORY, string>> = {
  'soft plastic': 'Length',
  sinker: 'Weight',
};

export function sizeQuantityForCategory(category: string | null | undefined): Quantity | null {
  return (SIZE_QUANTITY_BY_CATEGORY as Record<string, Quantity>)[category ?? ''] ?? null;
}

/** 'Length (inches)' / 'Weight (oz)' (spec §5), or 'Length (cm)' / 'Weight (g)' for a metric angler. */
export function sizeLabelForCategory(category: string | null | undefined, system: UnitSystem = 'imperial'): string {
  const quantity = sizeQuantityForCategory(category);
  if (system === 'metric' && quantity) {
    return `${METRIC_SIZE_LABELS[category as keyof typeof METRIC_SIZE_LABELS]} (${unitOf('metric', quantity).symbol})`;
  }
  return (SIZE_LABEL_BY_CATEGORY as Record<string, string>)[category ?? ''] ?? DEFAULT_SIZE_LABEL;
}

/** Unit words a size may be written with, by quantity and system ('6.5 in', '3/8 oz', '15 cm'). */
const SIZE_UNIT_WORDS: Readonly<Record<'length' | 'lureWeight', Record<UnitSystem, RegExp>>> = {
  length: { imperial: /^(?:in|inch|inches|"|″|'')$/i, metric: /^(?:cm)$/i },
  lureWeight: { imperial: /^(?:oz|ounces?)$/i, metric: /^(?:g|grams?)$/i },
};

/** The number of a size written as a number or fraction, with or without the system's unit; else null. */
function sizeNumber(text: string, quantity: Quantity, system: UnitSystem, unitRequired: boolean): number | null {
  const words = SIZE_UNIT_WORDS[quantity as 'length' | 'lureWeight'];
  if (!words) return null;
  const match = /^(.*?\d)\s*([^\d\s/.,]*)$/.exec(text.trim());
  if (!match) return null;
  const unit = match[2] ?? '';
  if (unit === '' ? unitRequired : !words[system].test(unit)) return null;
  return readNumber(match[1] ?? '');
}

/** A stored size as a number in its canonical unit ('3/8' -> 0.375 oz), or null when it is not one. */
export function sizeMeasure(category: string | null | undefined, stored: string | null | undefined): number | null {
  const quantity = sizeQuantityForCategory(category);
  return quantity && stored ? sizeNumber(stored, quantity, 'imperial', false) : null;
}

/** What the size field shows: a metric angler's stored size in cm or g; otherwise the text as stored. */
export function sizeFieldText(system: UnitSystem, category: string | null | undefined, stored: string | null | undefined): string {
  const quantity = sizeQuantityForCategory(category);
  const measure = sizeMeasure(category, stored);
  if (system === 'metric' && quantity && measure !== null) return displayNumber('metric', quantity, measure);
  return stored ?? '';
}

/**
 * The size to store for what the field holds. A field still showing the stored size keeps it
 * exactly (decision 121); a metric number ('15', '15 cm', '10.6 g') is stored in the canonical
 * unit to the shortest decimal that reads back the same; other text ('3/8 oz', 'Large') is kept
 * as typed.
 */
export function storedSizeFromField(
  system: UnitSystem,
  category: string | null | undefined,
  field: string,
  original: string | null | undefined,
): string {
  if (original != null && field.trim() === sizeFieldText(system, category, original).trim()) return original;
  const quantity = sizeQuantityForCategory(category);
  if (system !== 'metric' || !quantity) return field;
  if (sizeNumber(field, quantity, 'imperial', true) !== null) return field;
  const typed = sizeNumber(field, quantity, 'metric', false);
  const canonical = typed === null ? null : toStoredUnit('metric', quantity, typed);
  return canonical === null ? field : shortestCanonicalText('metric', quantity, canonical);
}

/** A size for the table and the CSV: '16.5 cm' / '10.6 g' for a metric angler, else as stored. */
export function formatSize(system: UnitSystem, category: string | null | undefined, stored: string | null | undefined): string {
  const quantity = sizeQuantityForCategory(category);
  const measure = sizeMeasure(category, stored);
  if (system === 'metric' && quantity && measure !== null) return `${displayNumber('metric', quantity, measure)} ${unitOf('metric', quantity).symbol}`;
  return stored ?? '';
}

export function isSizeRequired(category: string | null | undefined): boolean {
  return Object.hasOwn(SIZE_LABEL_BY_CATEGORY, category ?? '');
}

export const DEFAULT_MIN_STOCK_LEVEL = 5;
export const DEFAULT_CONSUMABLE_UNIT: ConsumableUnit = 'pieces';
export const DEFAULT_CONSUMABLE_CATEGORY: ConsumableCategory = 'hook';

export const CONSUMABLE_MESSAGES = {
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  unitRequired: 'Unit is required',
  quantityPositive: 'Quantity must be positive',
  sizeRequired: (category: string) => `Size is required for ${category}`,
  usageRequired: 'Please select a consumable and specify quantity',
} as const;

// ---------------------------------------------------------------------------------------------
// Input (POST /api/consumables, PUT /api/consumables/:id)
// ---------------------------------------------------------------------------------------------

const quantitySchema = z
  .number({ error: CONSUMABLE_MESSAGES.quantityPositive })
  .min(0, CONSUMABLE_MESSAGES.quantityPositive)
  .max(10_000_000, 'Quantity must be at most 10000000');

const gearTypeIdListSchema = z
  .array(
    z
      .number({ error: 'Gear types must be gear type ids' })
      .int('Gear types must be gear type ids')
      .min(GEAR_TYPE_IDS.rod, 'Gear types must be gear type ids')
      .max(GEAR_TYPE_IDS.lure, 'Gear types must be gear type ids'),
  )
  .nullish()
  // A set, kept in a stable order so equal inputs produce equal events.
  .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b));

const hasIssueAt = (issues: ReadonlyArray<{ path?: PropertyKey[] }>, fields: readonly string[]) =>
  issues.some((issue) => fields.includes(String(issue.path?.[0])));

/** Fields of the consumable payload before the cross-field rules are applied. */
const consumableFieldsSchema = z.object({
  name: z
    .string({ error: CONSUMABLE_MESSAGES.nameRequired })
    .trim()
    .max(200, 'Name must be at most 200 characters')
    .nullish(),
  description: optionalText(2000, 'Description'),
  category: z.enum(CONSUMABLE_CATEGORIES, { error: CONSUMABLE_MESSAGES.categoryRequired }),
  unit: z.enum(CONSUMABLE_UNITS, { error: CONSUMABLE_MESSAGES.unitRequired }),
  initialQuantity: quantitySchema,
  minStockLevel: z
    .number({ error: 'Min stock level must be a non-negative number' })
    .min(0, 'Min stock level must be a non-negative number')
    .max(10_000_000)
    .nullish(),
  cost: optionalMoney('Cost'),
  /** Smart entry sends the cost as `price`; accepted as an alias so both clients share one schema. */
  price: optionalMoney('Price'),
  size: optionalText(100, 'Size'),
  brand: optionalText(200, 'Brand'),
  model: optionalText(200, 'Model'),
  color: optionalText(100, 'Color'),
  notes: optionalText(5000, 'Notes'),
  purchaseDate: optionalDate('Purchase date'),
  expiryDate: optionalDate('Expiry date'),
  imageUrl: optionalText(2048, 'Image URL'),
  gearTypeIds: gearTypeIdListSchema,
});

/**
 * Consumable payload. Besides field checks: a missing name is made from brand + model, pieces are
 * counted in whole numbers, the size is required for hooks, sinkers and soft plastics, and
 * minStockLevel defaults to DEFAULT_MIN_STOCK_LEVEL so every item can raise a restock alert.
 */
export const consumableInputSchema = consumableFieldsSchema
  // Each rule runs as soon as the fields it reads are valid, so a form gets every message at once.
  .superRefine(
    (input, ctx) => {
      if (!input.name && !nameFromBrandAndModel(input.brand, input.model)) {
        ctx.addIssue({ code: 'custom', message: CONSUMABLE_MESSAGES.nameRequired, path: ['name'] });
      }
    },
    { when: (payload) => !hasIssueAt(payload.issues, ['name', 'brand', 'model']) },
  )
  .superRefine(
    (input, ctx) => {
      if (isSizeRequired(input.category) && !input.size) {
        ctx.addIssue({ code: 'custom', message: CONSUMABLE_MESSAGES.sizeRequired(input.category), path: ['size'] });
      }
    },
    { when: (payload) => !hasIssueAt(payload.issues, ['category', 'size']) },
  )
  .transform(({ price, ...input }) => ({
    ...input,
    name: input.name || nameFromBrandAndModel(input.brand, input.model),
    initialQuantity: input.unit === 'pieces' ? Math.round(input.initialQuantity) : input.initialQuantity,
    minStockLevel: input.minStockLevel ?? DEFAULT_MIN_STOCK_LEVEL,
    cost: input.cost ?? price,
  }));
export type ConsumableInputBody = z.input<typeof consumableInputSchema>;

/**
 * PUT /api/consumables/:id may carry `currentQuantity`: the count on hand the angler set. It is
 * what GET answers, so a body sent back as read changes no stock; a different count is recorded as
 * a restock or a correction. `initialQuantity` stays the quantity the item was added with
 * (docs/decisions/098-consumable-round-trip.md).
 */
export const countOnHandSchema = z
  .number({ error: 'Quantity on hand must be a non-negative number' })
  .min(0, 'Quantity on hand must be a non-negative number')
  .max(10_000_000, 'Quantity on hand must be at most 10,000,000')
  .nullish();
export type ConsumableUpdateBody = ConsumableInputBody & { currentQuantity?: number | null };
export type ConsumableInput = z.output<typeof consumableInputSchema>;

// ---------------------------------------------------------------------------------------------
// Read models
// ---------------------------------------------------------------------------------------------

export const consumableGearTypeSchema = z.object({
  consumableId: entityIdSchema,
  gearTypeId: z.number().int(),
});
export type ConsumableGearType = z.infer<typeof consumableGearTypeSchema>;

/** What an item records besides its name, kind and counts: the same on the item and in its events. */
const consumableAttributesShape = {
  size: z.string().nullable(),
  minStockLevel: z.number().min(0),
  cost: z.number().nullable(),
  purchaseDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  notes: z.string().nullable(),
  imageUrl: z.string().nullable(),
};

/** GET /api/consumables item. */
export const consumableSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(CONSUMABLE_CATEGORIES),
  unit: z.enum(CONSUMABLE_UNITS),
  initialQuantity: z.number(),
  /**
   * Stock on hand: goes down with usage; an edit that sets another count records a restock or an
   * adjustment instead of resetting it (docs/decisions/020).
   */
  currentQuantity: z.number(),
  ...consumableAttributesShape,
  /** Compatible gear types, in the spec's response form. */
  gearTypes: z.array(z.object({ gearTypeId: z.number().int() })),
  /** At or below minStockLevel: the restock alert (kept on the document so it can be counted). */
  lowStock: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type Consumable = z.infer<typeof consumableSchema>;
export const consumableListResponseSchema = z.array(consumableSchema);

/**
 * The consumables table's sortable columns: the page's sort, and `?sort=` of GET /api/consumables
 * for a long list (docs/decisions/133-server-side-lists.md).
 */
export const CONSUMABLE_SORT_KEYS = ['name', 'category', 'brand', 'currentQuantity', 'minStockLevel', 'cost'] as const;
export type ConsumableSortKey = (typeof CONSUMABLE_SORT_KEYS)[number];

/** GET /api/gear-types/:typeId/consumables item: what the gear form's checklist needs. */
export const consumableSummarySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  currentQuantity: z.number(),
  unit: z.enum(CONSUMABLE_UNITS),
});
export type ConsumableSummary = z.infer<typeof consumableSummarySchema>;
export const consumableSummaryListResponseSchema = z.array(consumableSummarySchema);

/** At or below the minimum level counts as low: the alert should fire before running out. */
export function isLowStock(consumable: Pick<Consumable, 'currentQuantity' | 'minStockLevel'>): boolean {
  return consumable.currentQuantity <= consumable.minStockLevel;
}

// ---------------------------------------------------------------------------------------------
// Usage of consumables on gear
// ---------------------------------------------------------------------------------------------

/** gear_consumables row: a consumable attached to a piece of gear. */
export const gearConsumableSchema = z.object({
  id: entityIdSchema,
  gearId: entityIdSchema,
  consumableId: entityIdSchema,
  quantityUsed: z.number().min(0),
  dateAttached: isoDateTimeSchema,
  dateRemoved: isoDateTimeSchema.nullable(),
  isActive: z.boolean().default(true),
  notes: z.string().nullable(),
});
export type GearConsumable = z.infer<typeof gearConsumableSchema>;

/**
 * Kinds of stock movement. The spec names the field but not its values: 'initial' for the
 * quantity given at creation, 'usage' when tracked on gear, 'restock' when bought, 'adjustment'
 * when the user corrects the count by editing.
 */
export const CONSUMABLE_TRANSACTION_TYPES = ['initial', 'usage', 'restock', 'adjustment'] as const;
export type ConsumableTransactionType = (typeof CONSUMABLE_TRANSACTION_TYPES)[number];

export const consumableTransactionSchema = z.object({
  id: entityIdSchema,
  consumableId: entityIdSchema,
  transactionType: z.enum(CONSUMABLE_TRANSACTION_TYPES),
  /** Signed change of stock: usage is negative. */
  quantity: z.number(),
  date: isoDateTimeSchema,
  gearConsumableId: entityIdSchema.nullable(),
  notes: z.string().nullable(),
});
export type ConsumableTransaction = z.infer<typeof consumableTransactionSchema>;

/** Body of POST /api/gear/:id/consumables ('Track Consumable Usage'). */
export const consumableUsageInputSchema = z.object({
  consumableId: z.string({ error: CONSUMABLE_MESSAGES.usageRequired }).trim().min(1, CONSUMABLE_MESSAGES.usageRequired),
  quantityUsed: z
    .number({ error: CONSUMABLE_MESSAGES.usageRequired })
    .gt(0, CONSUMABLE_MESSAGES.usageRequired)
    .max(10_000_000)
    // The input's step is 0.01; storing more digits would only be float noise.
    .transform(roundToCents),
  notes: optionalText(1000, 'Notes'),
});
export type ConsumableUsageInput = z.output<typeof consumableUsageInputSchema>;

// ---------------------------------------------------------------------------------------------
// Category suggestion for smart entry
// ---------------------------------------------------------------------------------------------

/** Fixed keyword lists behind the 'Smart Suggestions' group. */
export const CONSUMABLE_CATEGORY_KEYWORDS: Readonly<Record<ConsumableCategory, readonly string[]>> = {
  hook: [
    'hook',
    'hooks',
    'ewg',
    'offset',
    'octopus',
    'circle',
    'treble',
    'worm hook',
    'flipping',
    'drop shot',
    'jighead',
    'gamakatsu',
    'owner',
    'mustad',
    'vmc',
  ],
  line: [
    'line',
    'braid',
    'braided',
    'fluorocarbon',
    'fluoro',
    'monofilament',
    'mono',
    'leader',
    'spool',
    'yards',
    'yds',
    'lb test',
    'tippet',
  ],
  scent: [
    'scent',
    'attractant',
    'gel',
    'spray',
    'garlic',
    'anise',
    'crawfish scent',
    'megastrike',
    'smelly jelly',
    'pro-cure',
    'dip',
  ],
  sinker: [
    'sinker',
    'sinkers',
    'weight',
    'weights',
    'tungsten',
    'bullet',
    'split shot',
    'egg sinker',
    'drop shot weight',
    'lead',
    'bell sinker',
    'pyramid',
  ],
  'soft plastic': [
    'soft plastic',
    'plastic',
    'worm',
    'worms',
    'senko',
    'creature',
    'craw',
    'grub',
    'swimbait',
    'fluke',
    'tube',
    'stick bait',
    'trick worm',
    'ned',
    'zoom',
    'yamamoto',
  ],
  stopper: ['stopper', 'stoppers', 'bobber stop', 'bead', 'beads', 'peg', 'float stop'],
  swivel: ['swivel', 'swivels', 'snap', 'snap swivel', 'barrel', 'ball bearing', 'three-way', 'split ring', 'clip'],
};

export interface ConsumableCategorySuggestion {
  category: ConsumableCategory;
  label: string;
  score: number;
  /** Share of the total score of all matching categories, 0..100. */
  matchPercent: number;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Scores categories against a product's name and description: each contained keyword adds its
 * length (twice when it is a whole word), the category value adds 15 and its label 12. Longer
 * keywords are more specific, hence length as weight. Best first; categories with no match are left out.
 */
export function suggestConsumableCategories(
  name: string | null | undefined,
  description?: string | null,
): ConsumableCategorySuggestion[] {
  const text = `${name ?? ''} ${description ?? ''}`.toLowerCase();
  if (!text.trim()) return [];
  const containsWord = (word: string) => new RegExp(`(^|[^a-z0-9])${escapeForRegExp(word)}($|[^a-z0-9])`).test(text);
  const scored = CONSUMABLE_CATEGORIES.map((category) => {
    let score = 0;
    for (const keyword of CONSUMABLE_CATEGORY_KEYWORDS[category]) {
      if (text.includes(keyword)) score += containsWord(keyword) ? keyword.length * 2 : keyword.length;
    }
    if (text.includes(category)) score += 15;
    if (text.includes(CONSUMABLE_CATEGORY_LABELS[category].toLowerCase())) score += 12;
    return { category, label: CONSUMABLE_CATEGORY_LABELS[category], score };
  }).filter((suggestion) => suggestion.score > 0);
  const total = scored.reduce((sum, suggestion) => sum + suggestion.score, 0);
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || CONSUMABLE_CATEGORIES.indexOf(a.category) - CONSUMABLE_CATEGORIES.indexOf(b.category),
    )
    .map((suggestion) => ({ ...suggestion, matchPercent: Math.round((suggestion.score / total) * 100) }));
}

// ---------------------------------------------------------------------------------------------
// Stock history (GET /api/consumables/:id/history)
// ---------------------------------------------------------------------------------------------

/** One stock movement as the item's history shows it, newest first in the answer. */
export const consumableHistoryEntrySchema = z.object({
  /** Id of the event that recorded the movement. */
  id: z.string().min(1),
  consumableId: entityIdSchema,
  transactionType: z.enum(CONSUMABLE_TRANSACTION_TYPES),
  /** Signed change of stock: usage and downward adjustments are negative. */
  quantity: z.number(),
  /** Stock on hand right after this movement. */
  balance: z.number(),
  unit: z.enum(CONSUMABLE_UNITS),
  date: isoDateTimeSchema,
  /** The gear it was used on (usage only), named as it was at the time. */
  gearId: entityIdSchema.nullable(),
  gearName: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ConsumableHistoryEntry = z.infer<typeof consumableHistoryEntrySchema>;
export const consumableHistoryResponseSchema = z.array(consumableHistoryEntrySchema);

/** Quantities are summed and subtracted; this keeps 0.1 + 0.2 from showing as 0.30000000000000004. */
export function roundQuantity(quantity: number): number {
  return Math.round((quantity + Number.EPSILON) * 1_000_000) / 1_000_000;
}

/** '12', '2.5', '0.25': quantities as a person writes them. */
export function formatQuantity(quantity: number): string {
  return String(roundQuantity(quantity));
}

// ---------------------------------------------------------------------------------------------
// Events (stream consumable-<id>)
// ---------------------------------------------------------------------------------------------

export const consumableStreamName = streamNames('consumable-');

/** Everything a user describes about an item except the quantity, normalised by consumableInputSchema. */
export const consumableDetailsShape = {
  name: z.string().min(1),
  description: z.string().nullable(),
  category: z.enum(CONSUMABLE_CATEGORIES),
  unit: z.enum(CONSUMABLE_UNITS),
  ...consumableAttributesShape,
  gearTypeIds: z.array(z.number().int()),
};
export type ConsumableDetails = z.infer<z.ZodObject<typeof consumableDetailsShape>>;

export const consumableAddedSchema = z.object({
  consumableId: entityIdSchema,
  userId: userIdSchema,
  ...consumableDetailsShape,
  initialQuantity: z.number().min(0),
  addedAt: isoDateTimeSchema,
});
export type ConsumableAdded = z.infer<typeof consumableAddedSchema>;

/** Full replacement of the details; the quantity changes only through stock events. */
export const consumableUpdatedSchema = consumableAddedSchema
  .omit({ userId: true, initialQuantity: true, addedAt: true })
  .extend({ updatedAt: isoDateTimeSchema });
export type ConsumableUpdated = z.infer<typeof consumableUpdatedSchema>;

/**
 * The count on hand was set by the user: 'restock' when it went up, 'adjustment' when it went down
 * (a recount). Usage recorded before stays in the history.
 */
export const CONSUMABLE_RESTOCK_KINDS = ['restock', 'adjustment'] as const;
export const consumableRestockedSchema = z.object({
  consumableId: entityIdSchema,
  kind: z.enum(CONSUMABLE_RESTOCK_KINDS),
  /** Signed change: positive for a restock, negative for a downward adjustment. */
  quantityChange: z.number(),
  /** Stock on hand afterwards. */
  currentQuantity: z.number().min(0),
  notes: z.string().nullable(),
  restockedAt: isoDateTimeSchema,
});
export type ConsumableRestocked = z.infer<typeof consumableRestockedSchema>;

export const consumableUsedSchema = z.object({
  consumableId: entityIdSchema,
  /** The item's name at the time (activity feed, history). */
  name: z.string(),
  gearId: entityIdSchema,
  /** The gear's name at the time: the history says what it was used on even after the gear is gone. */
  gearName: z.string(),
  quantityUsed: z.number().gt(0),
  unit: z.enum(CONSUMABLE_UNITS),
  /** Stock on hand afterwards. */
  remainingQuantity: z.number().min(0),
  notes: z.string().nullable(),
  usedAt: isoDateTimeSchema,
});
export type ConsumableUsed = z.infer<typeof consumableUsedSchema>;

export const consumableRemovedSchema = consumableAddedSchema
  .pick({ consumableId: true })
  .extend({ removedAt: isoDateTimeSchema });
export type ConsumableRemoved = z.infer<typeof consumableRemovedSchema>;

export const consumableEventSchemas = {
  ConsumableAdded: consumableAddedSchema,
  ConsumableUpdated: consumableUpdatedSchema,
  ConsumableRestocked: consumableRestockedSchema,
  ConsumableUsed: consumableUsedSchema,
  ConsumableRemoved: consumableRemovedSchema,
} as const;
export type ConsumableEvent = TaggedUnion<typeof consumableEventSchemas>;
export const isConsumableEventType = tagGuard(consumableEventSchemas);

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

export const addConsumableSchema = consumableAddedSchema.omit({ addedAt: true });
export type AddConsumable = z.infer<typeof addConsumableSchema>;

/** `initialQuantity` is the count on hand the user wants; a different count records a stock event. */
export const updateConsumableSchema = addConsumableSchema.extend({
  /** The count on hand the client set, or null when it sent none. */
  countOnHand: z.number().min(0).nullable(),
  expectedRevision: expectedRevisionSchema,
});
export type UpdateConsumable = z.infer<typeof updateConsumableSchema>;

/** The gear as the command side found it in its stream (null: no such gear). */
export const usageGearSchema = z
  .object({
    gearId: entityIdSchema,
    ownerId: userIdSchema,
    name: z.string(),
    removed: z.boolean(),
  })
  .nullable();
export type UsageGear = z.infer<typeof usageGearSchema>;

export const trackConsumableUsageSchema = z.object({
  consumableId: entityIdSchema,
  userId: userIdSchema,
  gearId: entityIdSchema,
  gear: usageGearSchema,
  quantityUsed: z.number().gt(0),
  notes: z.string().nullable(),
});
export type TrackConsumableUsage = z.infer<typeof trackConsumableUsageSchema>;

export const removeConsumableSchema = addConsumableSchema
  .pick({ consumableId: true, userId: true })
  .extend({ expectedRevision: expectedRevisionSchema });
export type RemoveConsumable = z.infer<typeof removeConsumableSchema>;
