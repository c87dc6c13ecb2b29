import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema, optionalText, userIdSchema } from './common';
import { coordinatesSchema } from './geo';

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

/** inHg; the pressure field's default before any weather is loaded. */
export const DEFAULT_BAROMETER = 29.92;

/** HTML input steps and bounds of the catch form (spec §5). */
export const CATCH_INPUT_LIMITS = {
  weightOuncesMax: 15,
  weightOuncesStep: 1,
  depthStep: 0.1,
  temperatureStep: 0.1,
  pressureStep: 0.01,
} as const;

export const CATCH_MESSAGES = {
  speciesRequired: 'Species is required',
  dateRequired: 'Date is required',
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

const optionalNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((value) => value ?? null);

const optionalId = z
  .union([z.literal(''), entityIdSchema], { error: 'Must be one of your items' })
  .nullish()
  .transform((id) => (id ? id : null));

const conditionText = (label: string) => optionalText(100, label);

/**
 * When the fish was caught: a calendar day, a datetime-local value ('2024-05-01T06:30') or an
 * instant; the form's date-and-time field sends the local form.
 */
const catchDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: CATCH_MESSAGES.dateRequired })
  .refine((date) => !Number.isNaN(Date.parse(date)), CATCH_MESSAGES.dateRequired);

export const catchFieldsShape = {
  species: z
    .string({ error: CATCH_MESSAGES.speciesRequired })
    .trim()
    .min(1, CATCH_MESSAGES.speciesRequired)
    .max(100, 'Species must be at most 100 characters'),
  /** Decimal pounds (see catchWeightFromForm). */
  weight: optionalNumber('Weight', 0, 2000),
  /** Inches. */
  length: optionalNumber('Length', 0, 600),
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
  waterTemp: optionalNumber('Water temperature', -40, 150),
  waterTempChange: conditionText('Water temperature trend'),
  waterLevel: conditionText('Water level'),
  waterClarity: conditionText('Water clarity'),
  /** °F */
  airTemp: optionalNumber('Air temperature', -80, 150),
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
  barometer: optionalNumber('Air pressure', 0, 40),
  barometerChange: conditionText('Pressure trend'),
  current: conditionText('Current'),
  biteType: conditionText('Bite type'),
  cover: conditionText('Cover'),
  locationSubType: conditionText('Location type'),
  /** Feet. */
  depth: optionalNumber('Depth', 0, 2000),
  bait: optionalText(200, 'Bait'),
  rig: optionalText(200, 'Rig'),
  color: optionalText(100, 'Color'),
  /** Ounces. */
  baitWeight: optionalNumber('Bait weight', 0, 1000),
  retrieve: optionalText(200, 'Retrieve'),
};

/**
 * Catch payload. Condition fields are free text (the catch form and the recommendation form use
 * different lists, and older entries hold other words); the lists above are what the form offers.
 */
export const catchInputSchema = z.object(catchFieldsShape);
export type CatchInputBody = z.input<typeof catchInputSchema>;
export type CatchInput = z.output<typeof catchInputSchema>;

/** GET /api/catches item. */
export const catchSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  ...catchFieldsShape,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type Catch = z.infer<typeof catchSchema>;
export const catchListResponseSchema = z.array(catchSchema);
