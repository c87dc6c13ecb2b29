import { z } from 'zod';
import { reelSpooledSchema, reelSpoolingSchema } from './line';
import {
  caseInsensitiveChoice,
  entityIdSchema,
  expectedRevisionSchema,
  isoDateTimeSchema,
  streamNames,
  optionalChoice,
  optionalDate,
  optionalInteger,
  optionalMoney,
  optionalNonNegative,
  optionalText,
  requiredText,
  tagGuard,
  taggedUnionSchema,
  userIdSchema,
  type LabelledOption,
  type TaggedUnion,
} from './common';

export { commandResultSchema, errorResponseSchema, type CommandResult, type ErrorResponse } from './common';

// ---------------------------------------------------------------------------------------------
// Gear types
// ---------------------------------------------------------------------------------------------

export const GEAR_TYPE_IDS = { rod: 1, reel: 2, lure: 3 } as const;
export type GearTypeName = keyof typeof GEAR_TYPE_IDS;
export type GearTypeId = (typeof GEAR_TYPE_IDS)[GearTypeName];

export const gearTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type GearType = z.infer<typeof gearTypeSchema>;
export const gearTypeListResponseSchema = z.array(gearTypeSchema);

/** Seed rows of gear_types; ids are fixed because forms, smart capture and URLs rely on them. */
export const GEAR_TYPES = [
  { id: 1, name: 'rod' },
  { id: 2, name: 'reel' },
  { id: 3, name: 'lure' },
] as const satisfies ReadonlyArray<{ id: GearTypeId; name: GearTypeName }>;

export function gearTypeName(typeId: number): GearTypeName | null {
  return GEAR_TYPES.find((type) => type.id === typeId)?.name ?? null;
}

/** Resolves the /gear?type= query parameter, which is matched case-insensitively. */
export function gearTypeIdFromName(name: string | null | undefined): GearTypeId | null {
  const wanted = name?.trim().toLowerCase();
  return GEAR_TYPES.find((type) => type.name === wanted)?.id ?? null;
}

/** 'rod' -> 'Rod', for filters and badges. */
export function gearTypeLabel(typeId: number): string {
  const name = gearTypeName(typeId);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Unknown';
}

// ---------------------------------------------------------------------------------------------
// Option lists
// ---------------------------------------------------------------------------------------------

export const GEAR_CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor'] as const;
export type GearCondition = (typeof GEAR_CONDITIONS)[number];
export const DEFAULT_GEAR_CONDITION: GearCondition = 'new';
export const GEAR_CONDITION_OPTIONS: ReadonlyArray<LabelledOption<GearCondition>> = GEAR_CONDITIONS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export const ROD_POWERS = [
  'Ultra Light',
  'Light',
  'Medium Light',
  'Medium',
  'Medium Heavy',
  'Heavy',
  'Extra Heavy',
] as const;
export type RodPower = (typeof ROD_POWERS)[number];

export const ROD_ACTIONS = ['Fast', 'Moderate Fast', 'Moderate', 'Slow'] as const;
export type RodAction = (typeof ROD_ACTIONS)[number];

/**
 * Which reel seat and guides the rod has (decision 037): pairing advice matches it to the reel's
 * type. Not in the spec's rod details; old rods have none ("not set").
 */
export const ROD_TYPES = ['Spinning', 'Casting', 'Fly', 'Ice', 'Surf', 'Trolling'] as const;
export type RodType = (typeof ROD_TYPES)[number];

export const REEL_TYPES = ['Spinning', 'Baitcasting', 'Conventional', 'Fly'] as const;
export type ReelType = (typeof REEL_TYPES)[number];

/** Labels as shown in the lure type select. */
export const LURE_TYPES = ['Crankbait', 'Jig', 'Spinnerbait', 'Soft Plastic', 'Topwater', 'Fly'] as const;
export type LureTypeLabel = (typeof LURE_TYPES)[number];

/** Stored values: the form sends the lure type lower-cased. */
export const LURE_TYPE_VALUES = ['crankbait', 'jig', 'spinnerbait', 'soft plastic', 'topwater', 'fly'] as const;
export type LureType = (typeof LURE_TYPE_VALUES)[number];

export const LURE_TYPE_OPTIONS: ReadonlyArray<LabelledOption<LureType>> = LURE_TYPE_VALUES.map((value, index) => ({
  value,
  label: LURE_TYPES[index]!,
}));

export function lureTypeLabel(value: string | null | undefined): LureTypeLabel | null {
  const wanted = value?.trim().toLowerCase();
  return (LURE_TYPE_OPTIONS.find((option) => option.value === wanted)?.label as LureTypeLabel | undefined) ?? null;
}

/** HTML input steps of the gear form (spec §5); values off the step are accepted, not rejected. */
export const GEAR_INPUT_STEPS = {
  cost: 0.01,
  drag: 0.1,
  lureWeight: 0.1,
  quantityUsed: 0.01,
} as const;

export const GEAR_NAME_MAX = 200;
export const GEAR_NOTES_MAX = 5000;
export const IMAGE_URL_MAX = 2048;
export const MAX_ROD_LENGTH_FEET = 30;

/**
 * Where a gear photo may live: a photo stored by our upload endpoint ('/media/...') or an http(s)
 * URL. Anything else (javascript:, data:, relative paths into the app) is refused.
 */
export const IMAGE_URL_PATTERN = /^(\/media\/[A-Za-z0-9._-]+|https?:\/\/[^\s"'<>]+)$/;
export const IMAGE_URL_MESSAGE = 'Image URL must be an uploaded photo or an http(s) address';

/** Multipart field of POST /api/gear/:id/image and POST /api/gear/analyze-image. */
export const GEAR_IMAGE_FIELD = 'image';
/** What the photo inputs accept (spec §5: image files only). */
export const GEAR_IMAGE_ACCEPT = 'image/*';

// ---------------------------------------------------------------------------------------------
// Type-specific details
// ---------------------------------------------------------------------------------------------

/** '6+1' (ball + roller bearings) or '7'; spaces around '+' are dropped. */
export const BEARINGS_PATTERN = /^(\d{1,3})(?:\s*\+\s*(\d{1,3}))?$/;
export const BEARINGS_MESSAGE = 'Bearings must be a count such as 7 or 6+1';
const BEARINGS_MAX = 100;

/** Normalised bearings text, or null when the text is not a bearing count. */
export function normaliseBearings(text: string): string | null {
  const match = BEARINGS_PATTERN.exec(text.trim());
  if (!match) return null;
  const balls = Number(match[1]);
  const rollers = match[2] === undefined ? 0 : Number(match[2]);
  if (balls + rollers > BEARINGS_MAX) return null;
  return match[2] === undefined ? String(balls) : `${balls}+${rollers}`;
}

/**
 * Bearings as anglers and makers write them: '6+1' (ball + roller) or '7'. Stored as text; events
 * written before decision 039 hold a whole number (0..100), read here as the same count in text.
 */
export const bearingsSchema = z
  .union(
    [
      z.number().int(BEARINGS_MESSAGE).min(0, BEARINGS_MESSAGE).max(BEARINGS_MAX, BEARINGS_MESSAGE),
      z.string().max(20, BEARINGS_MESSAGE),
    ],
    { error: BEARINGS_MESSAGE },
  )
  .nullish()
  .transform((value, ctx): string | null => {
    if (value == null) return null;
    if (typeof value === 'number') return String(value);
    if (value.trim() === '') return null;
    const normalised = normaliseBearings(value);
    if (normalised === null) {
      ctx.issues.push({ code: 'custom', message: BEARINGS_MESSAGE, input: value });
      return z.NEVER;
    }
    return normalised;
  });

export const rodDetailsSchema = z.object({
  /** Feet, decimal: 7'2" is 7.1666... */
  length: optionalNonNegative('Rod length', MAX_ROD_LENGTH_FEET),
  power: optionalChoice(ROD_POWERS, `Rod power must be one of: ${ROD_POWERS.join(', ')}`),
  action: optionalChoice(ROD_ACTIONS, `Rod action must be one of: ${ROD_ACTIONS.join(', ')}`),
  lineWeight: optionalText(100, 'Line weight'),
  pieces: optionalInteger('Pieces', 1, 20),
  /** Absent on rods saved before decision 037: not set. */
  type: optionalChoice(ROD_TYPES, `Rod type must be one of: ${ROD_TYPES.join(', ')}`),
});
export type RodDetails = z.infer<typeof rodDetailsSchema>;

export const reelDetailsSchema = z.object({
  type: optionalChoice(REEL_TYPES, `Reel type must be one of: ${REEL_TYPES.join(', ')}`),
  /** Free text such as '7.1:1'. */
  gearRatio: optionalText(50, 'Gear ratio'),
  bearings: bearingsSchema,
  capacity: optionalText(200, 'Line capacity'),
  drag: optionalNonNegative('Drag', 1000),
  /** The maker's size ('2500', 'C3000', '150'); absent on reels saved before decision 037. */
  size: optionalText(20, 'Reel size'),
});
export type ReelDetails = z.infer<typeof reelDetailsSchema>;

export const lureDetailsSchema = z.object({
  type: optionalChoice(LURE_TYPE_VALUES, `Lure type must be one of: ${LURE_TYPE_VALUES.join(', ')}`),
  size: optionalText(100, 'Size'),
  weight: optionalNonNegative('Lure weight', 1000),
  color: optionalText(100, 'Color'),
  hooks: optionalText(100, 'Hooks'),
});
export type LureDetails = z.infer<typeof lureDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Gear input (POST /api/gear, PUT /api/gear/:id)
// ---------------------------------------------------------------------------------------------

export const CONSUMABLE_QUANTITY_MESSAGE = 'Consumable quantities must be non-negative numbers';
export const GEAR_TYPE_REQUIRED_MESSAGE = 'Please select a gear type';
export const NAME_REQUIRED_MESSAGE = 'Name is required';

export const gearConsumableLinkSchema = z.object({
  consumableId: z.string({ error: 'Consumable is required' }).trim().min(1, 'Consumable is required'),
  quantity: z
    .number({ error: CONSUMABLE_QUANTITY_MESSAGE })
    .min(0, CONSUMABLE_QUANTITY_MESSAGE)
    .max(1_000_000, CONSUMABLE_QUANTITY_MESSAGE),
  notes: optionalText(1000, 'Notes'),
});
export type GearConsumableLink = z.infer<typeof gearConsumableLinkSchema>;

const gearTypeIdSchema = z
  .number({ error: GEAR_TYPE_REQUIRED_MESSAGE })
  .int(GEAR_TYPE_REQUIRED_MESSAGE)
  .min(1, GEAR_TYPE_REQUIRED_MESSAGE)
  .max(3, GEAR_TYPE_REQUIRED_MESSAGE)
  .transform((id) => id as GearTypeId);

const consumableLinksSchema = z
  .array(gearConsumableLinkSchema, { error: 'Consumables must be a list' })
  .max(500)
  .nullish()
  .transform((links) => links ?? [])
  .superRefine((links, ctx) => {
    // A checklist can tick a consumable once; duplicates would double-count usage.
    const seen = new Set<string>();
    links.forEach((link, index) => {
      if (seen.has(link.consumableId)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Each consumable can be linked only once',
          path: [index, 'consumableId'],
        });
      }
      seen.add(link.consumableId);
    });
  });

/** Every field a user can set on a piece of gear; shared by the HTTP body, commands and events. */
export const gearFieldsShape = {
  name: requiredText(GEAR_NAME_MAX, NAME_REQUIRED_MESSAGE),
  typeId: gearTypeIdSchema,
  brand: optionalText(GEAR_NAME_MAX, 'Brand'),
  model: optionalText(GEAR_NAME_MAX, 'Model'),
  purchaseDate: optionalDate('Purchase date'),
  condition: caseInsensitiveChoice(GEAR_CONDITIONS, `Condition must be one of: ${GEAR_CONDITIONS.join(', ')}`)
    .nullish()
    .transform((condition): GearCondition => condition ?? DEFAULT_GEAR_CONDITION),
  retailCost: optionalMoney('Retail cost'),
  purchaseCost: optionalMoney('Purchase cost'),
  notes: optionalText(GEAR_NOTES_MAX, 'Notes'),
  imageUrl: optionalText(IMAGE_URL_MAX, 'Image URL').refine((url) => url === null || IMAGE_URL_PATTERN.test(url), IMAGE_URL_MESSAGE),
  consumables: consumableLinksSchema,
  rodDetails: rodDetailsSchema.nullish().transform((details) => details ?? null),
  reelDetails: reelDetailsSchema.nullish().transform((details) => details ?? null),
  lureDetails: lureDetailsSchema.nullish().transform((details) => details ?? null),
};

/**
 * Body of POST /api/gear and PUT /api/gear/:id (PUT is a full replacement). Parsing normalises:
 * text trimmed and blank -> null, absent -> null, condition defaults to 'new', costs rounded to
 * cents, lure type lower-cased, unknown keys dropped.
 */
export const gearInputSchema = z.object(gearFieldsShape);
/** What the client may send. */
export type GearInputBody = z.input<typeof gearInputSchema>;

/**
 * The flat fields of the spec's gear form, by the details object and key they fill. A client may
 * send these instead of (or besides) `rodDetails` / `reelDetails` / `lureDetails`; a nested value
 * wins over a flat one. Rod length comes as `lengthFeet` + `lengthInches`.
 */
export const FLAT_GEAR_FIELDS = {
  lengthFeet: ['rodDetails', 'length'],
  lengthInches: ['rodDetails', 'length'],
  power: ['rodDetails', 'power'],
  action: ['rodDetails', 'action'],
  lineWeight: ['rodDetails', 'lineWeight'],
  pieces: ['rodDetails', 'pieces'],
  rodType: ['rodDetails', 'type'],
  reelType: ['reelDetails', 'type'],
  gearRatio: ['reelDetails', 'gearRatio'],
  bearings: ['reelDetails', 'bearings'],
  capacity: ['reelDetails', 'capacity'],
  drag: ['reelDetails', 'drag'],
  reelSize: ['reelDetails', 'size'],
  lureType: ['lureDetails', 'type'],
  size: ['lureDetails', 'size'],
  weight: ['lureDetails', 'weight'],
  color: ['lureDetails', 'color'],
  hooks: ['lureDetails', 'hooks'],
} as const satisfies Record<string, readonly ['rodDetails' | 'reelDetails' | 'lureDetails', string]>;
export type FlatGearField = keyof typeof FLAT_GEAR_FIELDS;

const DETAILS_OF_TYPE: Record<number, 'rodDetails' | 'reelDetails' | 'lureDetails'> = {
  [GEAR_TYPE_IDS.rod]: 'rodDetails',
  [GEAR_TYPE_IDS.reel]: 'reelDetails',
  [GEAR_TYPE_IDS.lure]: 'lureDetails',
};
const TYPE_OF_DETAILS = { rodDetails: 'rod', reelDetails: 'reel', lureDetails: 'lure' } as const;
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The gear body as clients send it: nested details, or the spec form's flat fields
 * (FLAT_GEAR_FIELDS), mapped into the details of the gear's type. A flat field with a value for
 * another type (a reel's `gearRatio` on a rod) is refused with its name: it would be dropped.
 */
export const gearBodySchema = z
  .unknown()
  .transform((raw, ctx) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const body = { ...(raw as Record<string, unknown>) };
    const flat = Object.keys(FLAT_GEAR_FIELDS).filter((key) => Object.hasOwn(body, key)) as FlatGearField[];
    if (flat.length === 0) return body;
    const own = DETAILS_OF_TYPE[typeof body.typeId === 'number' ? body.typeId : 0];
    const filled: Record<string, Record<string, unknown>> = {};
    for (const key of flat) {
      const value = body[key];
      delete body[key];
      if (isBlank(value)) continue;
      const [details, field] = FLAT_GEAR_FIELDS[key];
      if (own !== details) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is a ${TYPE_OF_DETAILS[details]} detail; this gear is not a ${TYPE_OF_DETAILS[details]}` });
        continue;
      }
      if (key === 'lengthFeet' || key === 'lengthInches') continue;
      (filled[details] ??= {})[field] = value;
    }
    const feet = (raw as Record<string, unknown>).lengthFeet;
    const inches = (raw as Record<string, unknown>).lengthInches;
    if (own === 'rodDetails' && (!isBlank(feet) || !isBlank(inches))) {
      const wholeFeet = isBlank(feet) ? 0 : Number(feet);
      const extraInches = isBlank(inches) ? 0 : Number(inches);
      if (!Number.isFinite(wholeFeet) || !Number.isFinite(extraInches) || wholeFeet < 0 || extraInches < 0 || extraInches >= 12) {
        ctx.addIssue({ code: 'custom', path: ['lengthInches'], message: 'Rod length must be feet and inches (0-11)' });
      } else {
        (filled.rodDetails ??= {}).length = wholeFeet + extraInches / 12;
      }
    }
    for (const [details, values] of Object.entries(filled)) {
      const nested = body[details];
      body[details] = { ...values, ...(typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>) : {}) };
    }
    return body;
  })
  .pipe(gearInputSchema);

/** For the API's documentation: the body with the flat fields listed. */
export const gearBodyDocSchema = gearInputSchema.extend({
  lengthFeet: z.number().min(0).nullish().describe('Rod length, whole feet (with lengthInches; or rodDetails.length)'),
  lengthInches: z.number().min(0).max(11.99).nullish().describe('Rod length, inches 0-11'),
  power: z.string().nullish().describe('rodDetails.power'),
  action: z.string().nullish().describe('rodDetails.action'),
  lineWeight: z.string().nullish().describe('rodDetails.lineWeight'),
  pieces: z.number().int().nullish().describe('rodDetails.pieces'),
  rodType: z.string().nullish().describe('rodDetails.type'),
  reelType: z.string().nullish().describe('reelDetails.type'),
  gearRatio: z.string().nullish().describe('reelDetails.gearRatio'),
  bearings: z.union([z.string(), z.number()]).nullish().describe('reelDetails.bearings'),
  capacity: z.string().nullish().describe('reelDetails.capacity'),
  drag: z.number().nullish().describe('reelDetails.drag'),
  reelSize: z.string().nullish().describe('reelDetails.size'),
  lureType: z.string().nullish().describe('lureDetails.type'),
  size: z.string().nullish().describe('lureDetails.size'),
  weight: z.number().nullish().describe('lureDetails.weight'),
  color: z.string().nullish().describe('lureDetails.color'),
  hooks: z.string().nullish().describe('lureDetails.hooks'),
});
/** The normalised input every field present. */
export type GearInput = z.infer<typeof gearInputSchema>;

// ---------------------------------------------------------------------------------------------
// Read model (GET /api/gear)
// ---------------------------------------------------------------------------------------------

export const gearSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  ...gearFieldsShape,
  type: z.object({ id: z.number().int(), name: z.string() }),
  /** A reel's last spooling (decision 128); absent until it is first spooled. */
  spooling: reelSpoolingSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Stream revision, sent back as expectedRevision so concurrent edits get 409. */
  revision: z.number().int().min(0),
});
export type Gear = z.infer<typeof gearSchema>;

export const gearListResponseSchema = z.array(gearSchema);
/**
 * The gear page asks for this many first (docs/decisions/133-server-side-lists.md): a list that
 * fits is searched, filtered and sorted on the page; a longer one by the server, a page at a time.
 * The shell prefetches this page after sign-in (docs/decisions/137-prefetch-the-first-page.md).
 */
export const GEAR_PAGE_SIZE = 100;

/**
 * The gear table's sortable columns: the page's sort, and `?sort=` of GET /api/gear for a long list
 * (docs/decisions/133-server-side-lists.md).
 */
export const GEAR_SORT_KEYS = ['name', 'type', 'brand', 'condition', 'retailCost', 'purchaseCost'] as const;
export type GearSortKey = (typeof GEAR_SORT_KEYS)[number];
export type GearListResponse = z.infer<typeof gearListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Gear pairing recommendations (GET /api/gear/recommendations)
// ---------------------------------------------------------------------------------------------

const recommendedGearSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
});

export const gearRecommendationSchema = z.object({
  confidence: z.number().min(0).max(1),
  rod: recommendedGearSchema,
  reel: recommendedGearSchema,
  explanation: z.string(),
});
export type GearRecommendation = z.infer<typeof gearRecommendationSchema>;
export const gearRecommendationListResponseSchema = z.array(gearRecommendationSchema);

export const NO_GEAR_RECOMMENDATIONS_MESSAGE =
  'No recommendations available. Make sure you have both rods and reels in your inventory.';

// ---------------------------------------------------------------------------------------------
// Events (stream gear-<id>)
// ---------------------------------------------------------------------------------------------

export const gearStreamName = streamNames('gear-');

export const gearAddedSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  ...gearFieldsShape,
  addedAt: isoDateTimeSchema,
});
export type GearAdded = z.infer<typeof gearAddedSchema>;

/** Full replacement: the event carries every field, so projections never merge partial state. */
export const gearUpdatedSchema = gearAddedSchema.omit({ userId: true, addedAt: true }).extend({ updatedAt: isoDateTimeSchema });
export type GearUpdated = z.infer<typeof gearUpdatedSchema>;

export const gearRemovedSchema = gearAddedSchema.pick({ gearId: true }).extend({ removedAt: isoDateTimeSchema });
export type GearRemoved = z.infer<typeof gearRemovedSchema>;

/** A photo was uploaded for the gear (POST /api/gear/:id/image); the URL points at the stored JPEG. */
export const gearImageSetSchema = z.object({
  gearId: entityIdSchema,
  imageUrl: z.string().min(1).max(IMAGE_URL_MAX),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  setAt: isoDateTimeSchema,
});
export type GearImageSet = z.infer<typeof gearImageSetSchema>;

export const gearEventSchemas = {
  GearAdded: gearAddedSchema,
  GearUpdated: gearUpdatedSchema,
  GearRemoved: gearRemovedSchema,
  GearImageSet: gearImageSetSchema,
  ReelSpooled: reelSpooledSchema,
} as const;
export const gearEventSchema = taggedUnionSchema(gearEventSchemas);
export type GearEvent = TaggedUnion<typeof gearEventSchemas>;
export const isGearEventType = tagGuard(gearEventSchemas);

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

export const addGearSchema = gearAddedSchema.omit({ addedAt: true });
export type AddGear = z.infer<typeof addGearSchema>;

export const updateGearSchema = addGearSchema.extend({ expectedRevision: expectedRevisionSchema });
export type UpdateGear = z.infer<typeof updateGearSchema>;

export const removeGearSchema = addGearSchema.pick({ gearId: true, userId: true }).extend({ expectedRevision: expectedRevisionSchema });
export type RemoveGear = z.infer<typeof removeGearSchema>;

export const setGearImageSchema = gearImageSetSchema.omit({ setAt: true }).extend({ userId: userIdSchema });
export type SetGearImage = z.infer<typeof setGearImageSchema>;

// ---------------------------------------------------------------------------------------------
// Rod length (the form edits feet + inches; cards show both)
// ---------------------------------------------------------------------------------------------

/** Decimal feet back to whole feet and rounded inches; 12 rounded inches carry into the feet. */
export function feetAndInchesFromRodLength(length: number | null | undefined): {
  feet: number | null;
  inches: number | null;
} {
  if (length == null || !Number.isFinite(length)) return { feet: null, inches: null };
  let feet = Math.floor(length);
  let inches = Math.round((length - feet) * 12);
  if (inches >= 12) {
    feet += 1;
    inches -= 12;
  }
  return { feet, inches };
}

// ---------------------------------------------------------------------------------------------
// Display helpers
// ---------------------------------------------------------------------------------------------

/** Gear pairing confidence (0..1) as a percent with one decimal: 0.8734 -> '87.3%'. */
export function formatConfidencePercent(confidence: number): string {
  return `${(confidence * 100).toFixed(1)}%`;
}
