import { z } from 'zod';
import { roundToCents } from './common';
import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_UNITS,
  DEFAULT_CONSUMABLE_CATEGORY,
  DEFAULT_CONSUMABLE_UNIT,
  DEFAULT_MIN_STOCK_LEVEL,
} from './consumables';
import { GEAR_TYPE_IDS, type GearCondition, type GearTypeId } from './gear';
import { CONFIDENCE_HIGH_THRESHOLD, CONFIDENCE_MEDIUM_THRESHOLD } from './ui-constants';

export const PRODUCT_KINDS = ['gear', 'consumable'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * Largest accepted image payload. Clients shrink photos to about 500 KB before sending; the
 * margin covers base64 (+33 %) and clients that could not shrink further.
 */
export const ANALYZE_IMAGE_MAX_CHARS = 8 * 1024 * 1024;

/** Body of POST /api/analyze-product: a JPEG as a data URL (or bare base64). */
export const analyzeProductInputSchema = z.object({
  imageData: z
    .string({ error: 'Please select an image file.' })
    .min(1, 'Please select an image file.')
    .max(ANALYZE_IMAGE_MAX_CHARS, 'Image is too large')
    .regex(/^(data:image\/[a-z0-9.+-]+;base64,)?[A-Za-z0-9+/=\s]+$/i, 'Please select an image file.'),
});
export type AnalyzeProductInput = z.infer<typeof analyzeProductInputSchema>;

/** 'unknown' is how an analyser says it could not tell the consumable's category. */
export const UNKNOWN_CATEGORY = 'unknown';

/** Answer of POST /api/analyze-product. */
export const productAnalysisResultSchema = z.object({
  type: z.enum(PRODUCT_KINDS),
  name: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  /** Free-text category as the analyser saw it ('spinning reel', 'soft plastic bait' ...). */
  category: z.string().nullable(),
  /** Gear type name for gear ('rod', 'reel', 'lure/tackle'), else null. */
  gearType: z.string().nullable(),
  consumableCategory: z.union([z.enum(CONSUMABLE_CATEGORIES), z.literal(UNKNOWN_CATEGORY)]).nullable(),
  unit: z.enum(CONSUMABLE_UNITS).nullable(),
  description: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  notes: z.string().nullable(),
  /** Dollars. */
  price: z.number().min(0).nullable(),
  quantity: z.number().int().min(0).nullable(),
  confidence: z.number().min(0).max(1),
});
export type ProductAnalysisResult = z.infer<typeof productAnalysisResultSchema>;

/** Answer of POST /api/gear/analyze-image (the gear form's photo pre-fill). */
export const gearImageAnalysisResultSchema = z.object({
  suggestedName: z.string().nullable(),
  suggestedBrand: z.string().nullable(),
  suggestedModel: z.string().nullable(),
  /** Gear type name: 'rod', 'reel' or 'lure'. */
  suggestedType: z.string().nullable(),
  suggestedNotes: z.string().nullable(),
});
export type GearImageAnalysisResult = z.infer<typeof gearImageAnalysisResultSchema>;

// ---------------------------------------------------------------------------------------------
// Turning an analysis into an inventory entry
// ---------------------------------------------------------------------------------------------

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Colour of the 'N% confident' badge: green, yellow, red. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= CONFIDENCE_HIGH_THRESHOLD) return 'high';
  if (confidence >= CONFIDENCE_MEDIUM_THRESHOLD) return 'medium';
  return 'low';
}

/** Names an analyser uses for whole product kinds, matched before the keyword rules. */
const GEAR_TYPE_BY_EXACT_NAME: Readonly<Record<string, GearTypeId>> = {
  'spinning rod': GEAR_TYPE_IDS.rod,
  'casting rod': GEAR_TYPE_IDS.rod,
  'medium rod': GEAR_TYPE_IDS.rod,
  'fly rod': GEAR_TYPE_IDS.rod,
  'spinning reel': GEAR_TYPE_IDS.reel,
  'baitcasting reel': GEAR_TYPE_IDS.reel,
  'fly reel': GEAR_TYPE_IDS.reel,
  crankbait: GEAR_TYPE_IDS.lure,
  spinnerbait: GEAR_TYPE_IDS.lure,
  jig: GEAR_TYPE_IDS.lure,
  'lure/tackle': GEAR_TYPE_IDS.lure,
  topwater: GEAR_TYPE_IDS.lure,
};

/**
 * Gear type id from an analyser's type or category name. 'rod' is checked before 'bait' so a
 * baitcasting rod stays a rod, and 'reel' before 'bait' so a baitcasting reel stays a reel.
 * Anything unrecognised is a rod, the most common gear.
 */
export function gearTypeIdFromAnalysis(name: string | null | undefined): GearTypeId {
  const normalised = (name ?? '').trim().toLowerCase();
  const exact = GEAR_TYPE_BY_EXACT_NAME[normalised];
  if (exact !== undefined) return exact;
  if (normalised.includes('rod')) return GEAR_TYPE_IDS.rod;
  if (normalised.includes('reel')) return GEAR_TYPE_IDS.reel;
  if (['lure', 'bait', 'jig', 'tackle'].some((word) => normalised.includes(word))) return GEAR_TYPE_IDS.lure;
  return GEAR_TYPE_IDS.rod;
}

export const SMART_ENTRY_NOTES_SEPARATOR = ' • ';

const joinNotes = (parts: ReadonlyArray<string | null | undefined>): string | null => {
  const kept = parts.map((part) => part?.trim() ?? '').filter((part) => part.length > 0);
  return kept.length > 0 ? kept.join(SMART_ENTRY_NOTES_SEPARATOR) : null;
};

/** Gear notes from smart entry: description, notes and size joined with ' • '. */
export function smartEntryGearNotes(
  result: Pick<ProductAnalysisResult, 'description' | 'notes' | 'size'>,
): string | null {
  return joinNotes([result.description, result.notes, result.size]);
}

/** Consumable notes from smart entry: description and notes (size has its own field). */
export function smartEntryConsumableNotes(result: Pick<ProductAnalysisResult, 'description' | 'notes'>): string | null {
  return joinNotes([result.description, result.notes]);
}

/** Price field: invalid or negative input becomes 0. */
export function smartEntryPrice(value: string | number | null | undefined): number {
  const price = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(price) && price >= 0 ? roundToCents(price) : 0;
}

/** Quantity field: a whole number >= 0; invalid or empty becomes 1. */
export function smartEntryQuantity(value: string | number | null | undefined): number {
  if (typeof value === 'string' && value.trim() === '') return 1;
  const quantity = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(quantity) && quantity >= 0 ? quantity : 1;
}

export const SMART_ENTRY_DEFAULTS = {
  unit: DEFAULT_CONSUMABLE_UNIT,
  consumableCategory: DEFAULT_CONSUMABLE_CATEGORY,
  condition: 'good' satisfies GearCondition,
  quantity: 1,
  price: 0,
  minStockLevel: DEFAULT_MIN_STOCK_LEVEL,
} as const;

/** True when the analysis left the consumable's category for the keyword suggestion to decide. */
export function needsCategorySuggestion(result: Pick<ProductAnalysisResult, 'type' | 'consumableCategory'>): boolean {
  return (
    result.type === 'consumable' &&
    (result.consumableCategory == null || result.consumableCategory === UNKNOWN_CATEGORY)
  );
}
