import { z } from 'zod';
import {
  caseInsensitiveChoice,
  entityIdSchema,
  isoDateTimeSchema,
  optionalChoice,
  optionalDate,
  optionalInteger,
  optionalMoney,
  optionalNonNegative,
  optionalText,
  requiredText,
  userIdSchema,
  type LabelledOption,
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
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Stream revision, sent back as expectedRevision so concurrent edits get 409. */
  revision: z.number().int().min(0),
});
export type Gear = z.infer<typeof gearSchema>;

export const gearListResponseSchema = z.array(gearSchema);
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

export const GEAR_STREAM_PREFIX = 'gear-';
export function gearStreamName(gearId: string): string {
  return `${GEAR_STREAM_PREFIX}${gearId}`;
}

export const GEAR_EVENT_SCHEMA_VERSION = 1;

export const gearAddedSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  ...gearFieldsShape,
  addedAt: isoDateTimeSchema,
});
export type GearAdded = z.infer<typeof gearAddedSchema>;

/** Full replacement: the event carries every field, so projections never merge partial state. */
export const gearUpdatedSchema = z.object({
  gearId: entityIdSchema,
  ...gearFieldsShape,
  updatedAt: isoDateTimeSchema,
});
export type GearUpdated = z.infer<typeof gearUpdatedSchema>;

export const gearRemovedSchema = z.object({
  gearId: entityIdSchema,
  removedAt: isoDateTimeSchema,
});
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
} as const;
export type GearEventType = keyof typeof gearEventSchemas;
export const GEAR_EVENT_TYPES = Object.keys(gearEventSchemas) as GearEventType[];

export const gearEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GearAdded'), data: gearAddedSchema }),
  z.object({ type: z.literal('GearUpdated'), data: gearUpdatedSchema }),
  z.object({ type: z.literal('GearRemoved'), data: gearRemovedSchema }),
  z.object({ type: z.literal('GearImageSet'), data: gearImageSetSchema }),
]);
export type GearEvent = {
  [K in GearEventType]: { type: K; data: z.infer<(typeof gearEventSchemas)[K]> };
}[GearEventType];

export function isGearEventType(type: string): type is GearEventType {
  return Object.hasOwn(gearEventSchemas, type);
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

const expectedRevisionSchema = z.number().int().min(0).optional();

export const addGearSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  ...gearFieldsShape,
});
export type AddGear = z.infer<typeof addGearSchema>;

export const updateGearSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  ...gearFieldsShape,
  expectedRevision: expectedRevisionSchema,
});
export type UpdateGear = z.infer<typeof updateGearSchema>;

export const removeGearSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  expectedRevision: expectedRevisionSchema,
});
export type RemoveGear = z.infer<typeof removeGearSchema>;

export const setGearImageSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  imageUrl: z.string().min(1).max(IMAGE_URL_MAX),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type SetGearImage = z.infer<typeof setGearImageSchema>;

export const gearCommandSchemas = {
  AddGear: addGearSchema,
  UpdateGear: updateGearSchema,
  RemoveGear: removeGearSchema,
  SetGearImage: setGearImageSchema,
} as const;
export type GearCommandType = keyof typeof gearCommandSchemas;
export type GearCommand = {
  [K in GearCommandType]: { type: K; data: z.infer<(typeof gearCommandSchemas)[K]> };
}[GearCommandType];

// ---------------------------------------------------------------------------------------------
// Form (spec §3 "Gear form fields") and its mapping to the HTTP body
// ---------------------------------------------------------------------------------------------

const blankOr = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);
const formNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();
const formInteger = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();

/**
 * The gear dialog's state: text inputs hold strings ('' when empty), number inputs hold a number
 * or null when empty, selects hold '' until chosen.
 */
export const gearFormSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(GEAR_NAME_MAX),
  typeId: z
    .number({ error: GEAR_TYPE_REQUIRED_MESSAGE })
    .int(GEAR_TYPE_REQUIRED_MESSAGE)
    .min(1, GEAR_TYPE_REQUIRED_MESSAGE)
    .max(3, GEAR_TYPE_REQUIRED_MESSAGE)
    .nullable()
    .refine((id) => id !== null, GEAR_TYPE_REQUIRED_MESSAGE),
  brand: z.string().max(GEAR_NAME_MAX),
  model: z.string().max(GEAR_NAME_MAX),
  purchaseDate: z.string(),
  condition: z.enum(GEAR_CONDITIONS),
  retailCost: formNumber('Retail cost', 0, 10_000_000),
  purchaseCost: formNumber('Purchase cost', 0, 10_000_000),
  notes: z.string().max(GEAR_NOTES_MAX),
  imageUrl: z.string().max(IMAGE_URL_MAX),
  /** The form's quantity input is a whole number (spec §5). */
  consumables: z.array(
    gearConsumableLinkSchema.extend({
      quantity: z
        .number({ error: CONSUMABLE_QUANTITY_MESSAGE })
        .int(CONSUMABLE_QUANTITY_MESSAGE)
        .min(0, CONSUMABLE_QUANTITY_MESSAGE),
      notes: z.string().optional(),
    }),
  ),
  lengthFeet: formNumber('Length (feet)', 0, MAX_ROD_LENGTH_FEET),
  lengthInches: formInteger('Length (inches)', 0, 11),
  power: blankOr(ROD_POWERS),
  action: blankOr(ROD_ACTIONS),
  lineWeight: z.string(),
  pieces: formInteger('Pieces', 1, 20),
  rodType: blankOr(ROD_TYPES),
  reelType: blankOr(REEL_TYPES),
  gearRatio: z.string(),
  bearings: z.string().refine((text) => text.trim() === '' || normaliseBearings(text) !== null, BEARINGS_MESSAGE),
  capacity: z.string(),
  drag: formNumber('Drag', 0, 1000),
  reelSize: z.string().max(20, 'Reel size must be at most 20 characters'),
  lureType: blankOr(LURE_TYPES),
  size: z.string(),
  weight: formNumber('Lure weight', 0, 1000),
  color: z.string(),
  hooks: z.string(),
});
/** Dialog state, before validation (typeId is null until a type is chosen). */
export type GearForm = z.input<typeof gearFormSchema>;
/** Dialog state that passed gearFormSchema: the only thing gearFormToInput accepts. */
export type ValidGearForm = z.output<typeof gearFormSchema>;

export const EMPTY_GEAR_FORM: GearForm = {
  name: '',
  typeId: null,
  brand: '',
  model: '',
  purchaseDate: '',
  condition: DEFAULT_GEAR_CONDITION,
  retailCost: null,
  purchaseCost: null,
  notes: '',
  imageUrl: '',
  consumables: [],
  lengthFeet: null,
  lengthInches: null,
  power: '',
  action: '',
  lineWeight: '',
  pieces: null,
  rodType: '',
  reelType: '',
  gearRatio: '',
  bearings: '',
  capacity: '',
  drag: null,
  reelSize: '',
  lureType: '',
  size: '',
  weight: null,
  color: '',
  hooks: '',
};

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Total rod length in decimal feet; one part alone counts the other as 0. */
export function rodLengthFromFeetAndInches(feet: number | null, inches: number | null): number | null {
  if (feet == null && inches == null) return null;
  return (feet ?? 0) + (inches ?? 0) / 12;
}

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

/**
 * Form state -> HTTP body. Only the section of the chosen type is sent, so switching a rod to a
 * reel in the dialog does not leave stale rod details behind.
 */
export function gearFormToInput(form: ValidGearForm): GearInput {
  const typeId = form.typeId as GearTypeId;
  return {
    name: form.name.trim(),
    typeId,
    brand: blankToNull(form.brand),
    model: blankToNull(form.model),
    purchaseDate: blankToNull(form.purchaseDate),
    condition: form.condition,
    retailCost: form.retailCost,
    purchaseCost: form.purchaseCost,
    notes: blankToNull(form.notes),
    imageUrl: blankToNull(form.imageUrl),
    consumables: form.consumables.map((link) => ({
      consumableId: link.consumableId,
      quantity: link.quantity,
      notes: blankToNull(link.notes),
    })),
    rodDetails:
      typeId === GEAR_TYPE_IDS.rod
        ? {
            length: rodLengthFromFeetAndInches(form.lengthFeet, form.lengthInches),
            power: form.power || null,
            action: form.action || null,
            lineWeight: blankToNull(form.lineWeight),
            pieces: form.pieces,
            type: form.rodType || null,
          }
        : null,
    reelDetails:
      typeId === GEAR_TYPE_IDS.reel
        ? {
            type: form.reelType || null,
            gearRatio: blankToNull(form.gearRatio),
            bearings: blankToNull(form.bearings) === null ? null : normaliseBearings(form.bearings),
            capacity: blankToNull(form.capacity),
            drag: form.drag,
            size: blankToNull(form.reelSize),
          }
        : null,
    lureDetails:
      typeId === GEAR_TYPE_IDS.lure
        ? {
            type: form.lureType ? (form.lureType.toLowerCase() as LureType) : null,
            size: blankToNull(form.size),
            weight: form.weight,
            color: blankToNull(form.color),
            hooks: blankToNull(form.hooks),
          }
        : null,
  };
}

/** Stored gear (or a normalised input) -> form state, for edit and copy. */
export function gearToForm(gear: GearInput): GearForm {
  const { feet, inches } = feetAndInchesFromRodLength(gear.rodDetails?.length);
  return {
    name: gear.name,
    typeId: gear.typeId,
    brand: gear.brand ?? '',
    model: gear.model ?? '',
    // A stored instant is shown in a date input as its calendar day.
    purchaseDate: gear.purchaseDate ? gear.purchaseDate.slice(0, 10) : '',
    condition: gear.condition,
    retailCost: gear.retailCost,
    purchaseCost: gear.purchaseCost,
    notes: gear.notes ?? '',
    imageUrl: gear.imageUrl ?? '',
    consumables: gear.consumables.map((link) => ({
      consumableId: link.consumableId,
      quantity: link.quantity,
      notes: link.notes ?? '',
    })),
    lengthFeet: feet,
    lengthInches: inches,
    power: gear.rodDetails?.power ?? '',
    action: gear.rodDetails?.action ?? '',
    lineWeight: gear.rodDetails?.lineWeight ?? '',
    pieces: gear.rodDetails?.pieces ?? null,
    rodType: gear.rodDetails?.type ?? '',
    reelType: gear.reelDetails?.type ?? '',
    gearRatio: gear.reelDetails?.gearRatio ?? '',
    // Read models written before decision 039 may still hold a number.
    bearings: gear.reelDetails?.bearings == null ? '' : String(gear.reelDetails.bearings),
    capacity: gear.reelDetails?.capacity ?? '',
    drag: gear.reelDetails?.drag ?? null,
    reelSize: gear.reelDetails?.size ?? '',
    lureType: lureTypeLabel(gear.lureDetails?.type) ?? '',
    size: gear.lureDetails?.size ?? '',
    weight: gear.lureDetails?.weight ?? null,
    color: gear.lureDetails?.color ?? '',
    hooks: gear.lureDetails?.hooks ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Display helpers
// ---------------------------------------------------------------------------------------------

/** Gear pairing confidence (0..1) as a percent with one decimal: 0.8734 -> '87.3%'. */
export function formatConfidencePercent(confidence: number): string {
  return `${(confidence * 100).toFixed(1)}%`;
}
