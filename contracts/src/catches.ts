import { z } from 'zod';
import {
  entityIdSchema,
  expectedRevisionSchema,
  isoDateTimeSchema,
  optionalNumberBetween,
  optionalText,
  streamNames,
  tagGuard,
  userIdSchema,
  type TaggedUnion,
} from './common';
import { coordinatesSchema } from './geo';
import { biteTimesSchema } from './solunar';

// ---------------------------------------------------------------------------------------------
// Catch form lists (spec §9)
// ---------------------------------------------------------------------------------------------

export const WATER_CLARITY_OPTIONS = ['Clear', 'Stained', 'Muddy'] as const;
export const CATCH_SKIES = [
  'Clear',
  'Partly Cloudy',
  'Cloudy',
  'Overcast',
  'Light Rain',
  'Heavy Rain',
  'Thunderstorm',
  'Snow',
] as const;
export type CatchSkies = (typeof CATCH_SKIES)[number];
export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];
export const CATCH_COVER = ['Open Water', 'Vegetation', 'Structure', 'Shadow'] as const;
export const CATCH_TRENDS = ['Increasing', 'Decreasing', 'Stable'] as const;
export type CatchTrend = (typeof CATCH_TRENDS)[number];

/**
 * inHg; the spec's default of the pressure field. Not used as a default: a new catch starts with
 * no pressure, since 29.92 is no reading (docs/decisions/045). Kept as the standard atmosphere.
 */
export const DEFAULT_BAROMETER = 29.92;

/** Condition fields whose value can be an estimate rather than a reading (docs/decisions/047). */
export const ESTIMABLE_CATCH_FIELDS = ['waterTemp', 'airTempChange'] as const;
export type EstimableCatchField = (typeof ESTIMABLE_CATCH_FIELDS)[number];
export type CatchEstimates = Record<EstimableCatchField, boolean>;
export const NO_ESTIMATES: CatchEstimates = { waterTemp: false, airTempChange: false };

/** HTML input steps and bounds of the catch form (spec §5). */
export const CATCH_INPUT_LIMITS = {
  weightOuncesMax: 15,
  weightOuncesStep: 1,
  depthStep: 0.1,
  temperatureStep: 0.1,
  pressureStep: 0.01,
} as const;

/** How many fish one catch entry can hold (a school, a counter tap; issue 19). */
export const CATCH_QUANTITY_MAX = 1000;

export const CATCH_MESSAGES = {
  speciesRequired: 'Species is required',
  dateRequired: 'Date is required',
  quantity: `Quantity must be a whole number from 1 to ${CATCH_QUANTITY_MAX}`,
  trip: 'Trip must be one of your trips',
} as const;

// ---------------------------------------------------------------------------------------------
// Weight: the form has pounds and ounces, the API decimal pounds
// ---------------------------------------------------------------------------------------------

/** lbs + oz/16; null when both are empty. */
export function catchWeightFromForm(
  pounds: number | null | undefined,
  ounces: number | null | undefined,
): number | null {
  if (pounds == null && ounces == null) return null;
  return (pounds ?? 0) + (ounces ?? 0) / 16;
}

/** Decimal pounds back to the form's fields; 16 rounded ounces carry into the pounds. */
export function poundsAndOuncesFromWeight(weight: number | null | undefined): {
  pounds: number | null;
  ounces: number | null;
} {
  if (weight == null || !Number.isFinite(weight)) return { pounds: null, ounces: null };
  let pounds = Math.floor(weight);
  let ounces = Math.round((weight - pounds) * 16);
  if (ounces >= 16) {
    pounds += 1;
    ounces -= 16;
  }
  return { pounds, ounces };
}

// ---------------------------------------------------------------------------------------------
// Input (POST /api/catches, PUT /api/catches/:id)
// ---------------------------------------------------------------------------------------------

const optionalId = z
  .union([z.literal(''), entityIdSchema], { error: 'Must be one of your items' })
  .nullish()
  .transform((id) => (id ? id : null));

const conditionText = (label: string) => optionalText(100, label);

/**
 * When the fish was caught: a calendar day, a datetime-local value ('2024-05-01T06:30') or an
 * instant; the form's date-and-time field sends the local form.
 */
export const catchDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: CATCH_MESSAGES.dateRequired })
  .refine((date) => !Number.isNaN(Date.parse(date)), CATCH_MESSAGES.dateRequired);

/**
 * How many fish the entry stands for: 1 (the default, and what older catches without it mean) up to
 * CATCH_QUANTITY_MAX. Weight and length describe the fish that was measured, not the sum.
 */
const quantitySchema = z
  .number({ error: CATCH_MESSAGES.quantity })
  .int(CATCH_MESSAGES.quantity)
  .min(1, CATCH_MESSAGES.quantity)
  .max(CATCH_QUANTITY_MAX, CATCH_MESSAGES.quantity)
  .nullish()
  .transform((quantity) => quantity ?? 1);

/**
 * The trip the catch belongs to (issue 19), null for none. On POST /api/catches (and the CSV
 * import, the backup's restore) a body without the `tripId` key joins the angler's open trip when
 * its start is at or before the catch's time; an explicit null means no trip. On PUT a body
 * without the key keeps the catch's trip; another id moves it (docs/decisions/125-trips.md).
 * Older catches have none.
 */
const tripRefSchema = z
  .union([z.literal(''), z.uuid({ error: CATCH_MESSAGES.trip })], { error: CATCH_MESSAGES.trip })
  .nullish()
  .transform((id) => (id ? id : null));

export const catchFieldsShape = {
  species: z
    .string({ error: CATCH_MESSAGES.speciesRequired })
    .trim()
    .min(1, CATCH_MESSAGES.speciesRequired)
    .max(100, 'Species must be at most 100 characters'),
  /** Decimal pounds (see catchWeightFromForm). */
  weight: optionalNumberBetween('Weight', 0, 2000),
  quantity: quantitySchema,
  tripId: tripRefSchema,
  /** Inches. */
  length: optionalNumberBetween('Length', 0, 600),
  date: catchDateSchema,
  location: optionalText(500, 'Location'),
  coordinates: coordinatesSchema.nullish().transform((coordinates) => coordinates ?? null),
  gearId: optionalId,
  setupId: optionalId,
  notes: optionalText(5000, 'Notes'),
  imageUrl: optionalText(2048, 'Image URL'),
  season: conditionText('Season'),
  seasonSubType: conditionText('Season phase'),
  /** °F */
  waterTemp: optionalNumberBetween('Water temperature', -40, 150),
  waterTempChange: conditionText('Water temperature trend'),
  waterLevel: conditionText('Water level'),
  waterClarity: conditionText('Water clarity'),
  /** °F */
  airTemp: optionalNumberBetween('Air temperature', -80, 150),
  airTempChange: conditionText('Air temperature trend'),
  skies: conditionText('Skies'),
  wind: conditionText('Wind'),
  /** mph; the spec's form has it but drops it from the body; we keep it (see windDirection). */
  windSpeed: z
    .number({ error: 'Wind speed must be a whole number of at least 0' })
    .int('Wind speed must be a whole number of at least 0')
    .min(0, 'Wind speed must be a whole number of at least 0')
    .max(300, 'Wind speed must be at most 300')
    .nullish()
    .transform((speed) => speed ?? null),
  windDirection: z
    .enum(WIND_DIRECTIONS, { error: `Wind direction must be one of: ${WIND_DIRECTIONS.join(', ')}` })
    .nullish()
    .transform((direction) => direction ?? null),
  /** inHg */
  barometer: optionalNumberBetween('Air pressure', 0, 40),
  barometerChange: conditionText('Pressure trend'),
  current: conditionText('Current'),
  biteType: conditionText('Bite type'),
  cover: conditionText('Cover'),
  locationSubType: conditionText('Location type'),
  /** Feet. */
  depth: optionalNumberBetween('Depth', 0, 2000),
  bait: optionalText(200, 'Bait'),
  rig: optionalText(200, 'Rig'),
  color: optionalText(100, 'Color'),
  /** Ounces. */
  baitWeight: optionalNumberBetween('Bait weight', 0, 1000),
  retrieve: optionalText(200, 'Retrieve'),
  /**
   * A flag per field that holds an estimate, not a reading: waterTemp estimated from the air
   * (air - 2 °F), airTempChange from the hour of the day. Absent on older catches, which read as
   * all false: their values count as they were stored (docs/decisions/047).
   */
  estimated: z
    .object(
      {
        waterTemp: z.boolean({ error: 'estimated.waterTemp must be true or false' }).optional(),
        airTempChange: z.boolean({ error: 'estimated.airTempChange must be true or false' }).optional(),
      },
      { error: 'estimated must be an object of true/false flags' },
    )
    .nullish()
    .transform(
      (flags): CatchEstimates => ({ waterTemp: flags?.waterTemp ?? false, airTempChange: flags?.airTempChange ?? false }),
    ),
  /**
   * The hour the weather fields describe, when they came from the weather service (its
   * `observedAt`): the catch's own hour for one logged later or synced after being offline
   * (docs/decisions/115). Null when the angler typed them or there are none.
   */
  weatherObservedAt: z.iso
    .datetime({ offset: true, error: 'weatherObservedAt must be an ISO date-time' })
    .nullish()
    .transform((at) => at ?? null),
};

/** Whether a catch's value of `field` is an estimate (a flag without a value means nothing). */
export function isEstimated(
  catchItem: Partial<Record<EstimableCatchField, unknown>> & { estimated?: Partial<CatchEstimates> | null },
  field: EstimableCatchField,
): boolean {
  const value = catchItem[field];
  return value != null && value !== '' && catchItem.estimated?.[field] === true;
}

/**
 * Catch payload. Condition fields are free text (the catch form and the recommendation form use
 * different lists, and older entries hold other words); the lists above are what the form offers.
 */
export const catchInputSchema = z.object({
  ...catchFieldsShape,
  /** Left out (undefined after parsing) when the body does not name a trip: see tripRefSchema. */
  tripId: tripRefSchema.optional(),
});
export type CatchInputBody = z.input<typeof catchInputSchema>;
export type CatchInput = z.output<typeof catchInputSchema>;

/** GET /api/catches item. */
export const catchSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  ...catchFieldsShape,
  /** Solunar day at the catch's place and date, computed when it was logged (absent on older catches). */
  biteTimes: biteTimesSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type Catch = z.infer<typeof catchSchema>;
/**
 * GET /api/catches item, the lean form (docs/decisions/130-lean-lists-compression-and-etags.md):
 * a catch without its bite times; a field without a value (null, no estimate flags, one fish) is
 * left out, and this schema reads it back as null (false, 1).
 */
export const catchListItemSchema = catchSchema.omit({ biteTimes: true });
export type CatchListItem = z.infer<typeof catchListItemSchema>;
export const catchListResponseSchema = z.array(catchListItemSchema);
/**
 * Catches on one page of the catch log (`GET /api/catches?limit=100`): a few screens on a phone,
 * 30–40 KB (docs/decisions/135-catch-log-in-pages.md). The shell keeps this first page for offline use.
 */
export const CATCH_LOG_PAGE_SIZE = 100;
/** `GET /api/catches?include=details`: every catch in full, as `GET /api/catches/:id` answers one. */
export const CATCH_LIST_INCLUDE = 'details';
export const catchFullListResponseSchema = z.array(catchSchema);

// ---------------------------------------------------------------------------------------------
// Events (stream catch-<id>)
// ---------------------------------------------------------------------------------------------

export const catchStreamName = streamNames('catch-');

export const catchLoggedSchema = z.object({
  catchId: entityIdSchema,
  userId: userIdSchema,
  ...catchFieldsShape,
  /** Bite times for the catch's day and place (null without coordinates; absent on older events). */
  biteTimes: biteTimesSchema.nullable().optional(),
  loggedAt: isoDateTimeSchema,
});
export type CatchLogged = z.infer<typeof catchLoggedSchema>;

/** Full replacement: the event carries every field, so projections never merge partial state. */
export const catchUpdatedSchema = catchLoggedSchema
  .omit({ userId: true, biteTimes: true, loggedAt: true })
  .extend({ updatedAt: isoDateTimeSchema });
export type CatchUpdated = z.infer<typeof catchUpdatedSchema>;

export const catchDeletedSchema = catchLoggedSchema.pick({ catchId: true }).extend({ deletedAt: isoDateTimeSchema });
export type CatchDeleted = z.infer<typeof catchDeletedSchema>;

export const catchEventSchemas = {
  CatchLogged: catchLoggedSchema,
  CatchUpdated: catchUpdatedSchema,
  CatchDeleted: catchDeletedSchema,
} as const;
export type CatchEvent = TaggedUnion<typeof catchEventSchemas>;
export const isCatchEventType = tagGuard(catchEventSchemas);

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

export const logCatchSchema = catchLoggedSchema.omit({ biteTimes: true, loggedAt: true });
export type LogCatch = z.infer<typeof logCatchSchema>;

export const updateCatchSchema = logCatchSchema.extend({ expectedRevision: expectedRevisionSchema });
export type UpdateCatch = z.infer<typeof updateCatchSchema>;

export const deleteCatchSchema = logCatchSchema.pick({ catchId: true, userId: true }).extend({ expectedRevision: expectedRevisionSchema });
export type DeleteCatch = z.infer<typeof deleteCatchSchema>;

// ---------------------------------------------------------------------------------------------
// Bulk import (POST /api/catches/import): the CSV import sends its valid rows in batches
// ---------------------------------------------------------------------------------------------

export const CATCH_IMPORT_BATCH_MAX = 100;

/** Rows are validated one by one on the server, so one bad row never sinks the batch. */
export const catchImportRequestSchema = z.object({
  rows: z
    .array(z.unknown(), { error: 'Send the rows to import' })
    .min(1, 'Send at least one row')
    .max(CATCH_IMPORT_BATCH_MAX, `Send at most ${CATCH_IMPORT_BATCH_MAX} rows at a time`),
});

export const catchImportResponseSchema = z.object({
  imported: z.array(z.object({ index: z.number().int().min(0), id: entityIdSchema })),
  failed: z.array(z.object({ index: z.number().int().min(0), message: z.string() })),
  /** Position of the last appended event (0 when nothing was imported). */
  position: z.number().int().min(0),
});
export type CatchImportResponse = z.infer<typeof catchImportResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Display
// ---------------------------------------------------------------------------------------------

/**
 * Pounds and ounces, as anglers weigh and say it: 3.5 -> '3 lb 8 oz', 6.25 -> '6 lb 4 oz', 4 ->
 * '4 lb', 0.5 -> '8 oz' (to the nearest ounce; stored as decimal pounds); null when not weighed.
 */
export function formatCatchWeight(weight: number | null | undefined): string | null {
  if (weight == null || !Number.isFinite(weight) || weight < 0) return null;
  const totalOunces = Math.round(weight * 16);
  const pounds = Math.floor(totalOunces / 16);
  const ounces = totalOunces % 16;
  if (pounds === 0) return `${ounces} oz`;
  return ounces === 0 ? `${pounds} lb` : `${pounds} lb ${ounces} oz`;
}

/** The calendar day of a catch date ('2024-05-01'), whichever form it was stored in. */
export function catchDay(date: string): string {
  return date.slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Photo (POST /api/catches/photos, multipart field 'image')
// ---------------------------------------------------------------------------------------------

export const CATCH_PHOTO_FIELD = 'image';
/** The stored, metadata-free photo; the form saves the catch with `imageUrl`. */
export const catchPhotoResponseSchema = z.object({
  imageUrl: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type CatchPhotoResponse = z.infer<typeof catchPhotoResponseSchema>;
