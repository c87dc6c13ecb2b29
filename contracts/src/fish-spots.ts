import { z } from 'zod';
import { isoDateTimeSchema, optionalNumberBetween } from './common';
import { WATER_CLARITY_OPTIONS } from './catches';
import { coordinatesSchema, latitudeSchema, longitudeSchema } from './geo';

// ---------------------------------------------------------------------------------------------
// Recommendation form lists (spec §9)
// ---------------------------------------------------------------------------------------------

export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_SUB_TYPES = ['Early', 'Mid', 'Late'] as const;
export type SeasonSubType = (typeof SEASON_SUB_TYPES)[number];
/** Weather never tells the phase of the season, so an auto-fill assumes the middle. */
export const DEFAULT_SEASON_SUB_TYPE: SeasonSubType = 'Mid';
export const WATER_LEVELS = ['Low', 'Normal', 'High'] as const;
export const RECOMMENDATION_SKIES = ['Clear', 'Partly Cloudy', 'Overcast', 'Rain'] as const;
export type RecommendationSkies = (typeof RECOMMENDATION_SKIES)[number];
export const RECOMMENDATION_WIND = ['Calm', 'Light', 'Moderate', 'Strong'] as const;
export type RecommendationWind = (typeof RECOMMENDATION_WIND)[number];
export const CURRENT_OPTIONS = ['None', 'Light', 'Moderate', 'Strong'] as const;
export const BITE_TYPES = ['Aggressive', 'Neutral', 'Finicky'] as const;
export const RECOMMENDATION_COVER = ['None', 'Brush', 'Rocks', 'Vegetation', 'Wood'] as const;
export const LOCATION_SUB_TYPES = ['Main Lake', 'Creek', 'Bay', 'Point'] as const;
export const RECOMMENDATION_TRENDS = ['Rising', 'Falling', 'Stable'] as const;
export type RecommendationTrend = (typeof RECOMMENDATION_TRENDS)[number];
/** The spec lists no water clarity for this form; the catch form's list is reused. */
export const RECOMMENDATION_WATER_CLARITY = WATER_CLARITY_OPTIONS;

export const NO_SPOT_RECOMMENDATIONS_MESSAGE =
  'No recommendations available. Try adjusting your conditions or get current weather data.';

// ---------------------------------------------------------------------------------------------
// Conditions (the 'Current Conditions' and 'Recommended Spots' forms)
// ---------------------------------------------------------------------------------------------

const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `${label} must be one of: ${values.join(', ')}` })
    .nullish()
    .transform((value): T[number] | null => (value ? value : null));

/** Conditions the spots are matched against; every field optional (unknown = not considered). */
export const fishingConditionsSchema = z.object({
  season: optionalOneOf(SEASONS, 'Season'),
  seasonSubType: optionalOneOf(SEASON_SUB_TYPES, 'Season phase'),
  /** °F */
  waterTemp: optionalNumberBetween('Water temperature', -40, 150),
  waterTempChange: optionalOneOf(RECOMMENDATION_TRENDS, 'Water temperature change'),
  waterLevel: optionalOneOf(WATER_LEVELS, 'Water level'),
  waterClarity: optionalOneOf(RECOMMENDATION_WATER_CLARITY, 'Water clarity'),
  /** °F */
  airTemp: optionalNumberBetween('Air temperature', -80, 150),
  airTempChange: optionalOneOf(RECOMMENDATION_TRENDS, 'Air temperature change'),
  skies: optionalOneOf(RECOMMENDATION_SKIES, 'Skies'),
  wind: optionalOneOf(RECOMMENDATION_WIND, 'Wind'),
  /** inHg */
  barometer: optionalNumberBetween('Barometer', 0, 40),
  barometerChange: optionalOneOf(RECOMMENDATION_TRENDS, 'Barometer change'),
  current: optionalOneOf(CURRENT_OPTIONS, 'Current'),
  biteType: optionalOneOf(BITE_TYPES, 'Bite type'),
  cover: optionalOneOf(RECOMMENDATION_COVER, 'Cover'),
  locationSubType: optionalOneOf(LOCATION_SUB_TYPES, 'Location type'),
  /** Feet. */
  depth: optionalNumberBetween('Depth', 0, 2000),
});
export type FishingConditionsInput = z.input<typeof fishingConditionsSchema>;
export type FishingConditions = z.output<typeof fishingConditionsSchema>;
export type FishingConditionField = keyof FishingConditions;

/** A query parameter's first value, trimmed; undefined when absent or blank. */
export function queryText(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

/** A query parameter as a number (NaN when it is not one, for the schema to refuse); undefined when absent. */
export function queryNumber(query: Record<string, unknown>, key: string): number | undefined {
  const text = queryText(query, key);
  return text === undefined ? undefined : Number(text);
}

const NUMERIC_CONDITIONS: ReadonlySet<FishingConditionField> = new Set(['waterTemp', 'airTemp', 'barometer', 'depth']);

/**
 * The conditions of a query string (`?season=Summer&waterTemp=72...`) as the conditions schema
 * takes them: numbers converted, empty values dropped. Other parameters are left to the caller.
 */
export function conditionsFromQuery(
  query: Record<string, unknown>,
  fields: readonly FishingConditionField[] = Object.keys(fishingConditionsSchema.shape) as FishingConditionField[],
): Record<string, string | number | undefined> {
  return Object.fromEntries(
    fields.map((field) => [field, NUMERIC_CONDITIONS.has(field) ? queryNumber(query, field) : queryText(query, field)]),
  );
}

/**
 * GET /api/fish-spots/recommendations?lat=&lon=[&<condition>=...]. Query values are text;
 * numbers are converted and empty values dropped before the conditions schema applies.
 */
export const fishSpotRecommendationQuerySchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const query = raw as Record<string, unknown>;
    return { lat: queryNumber(query, 'lat'), lon: queryNumber(query, 'lon'), ...conditionsFromQuery(query) };
  },
  fishingConditionsSchema.extend({ lat: latitudeSchema, lon: longitudeSchema }),
);
export type FishSpotRecommendationQuery = z.output<typeof fishSpotRecommendationQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Spots
// ---------------------------------------------------------------------------------------------

/** fish_spots: a known spot and the conditions under which it fishes well. */
export const fishSpotSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().nullable(),
  species: z.string().nullable(),
  isActive: z.boolean().default(true),
  location: z.string().nullable(),
  coordinates: coordinatesSchema,
  season: z.string().nullable(),
  seasonSubType: z.string().nullable(),
  waterTemp: z.number().nullable(),
  waterTempChange: z.string().nullable(),
  waterLevel: z.string().nullable(),
  waterClarity: z.string().nullable(),
  airTemp: z.number().nullable(),
  airTempChange: z.string().nullable(),
  skies: z.string().nullable(),
  wind: z.string().nullable(),
  barometer: z.number().nullable(),
  barometerChange: z.string().nullable(),
  current: z.string().nullable(),
  biteType: z.string().nullable(),
  cover: z.string().nullable(),
  locationSubType: z.string().nullable(),
  depth: z.number().nullable(),
  recommendedBait: z.string().nullable(),
  recommendedRig: z.string().nullable(),
  recommendedColor: z.string().nullable(),
  timeOfDay: z.string().nullable(),
  bestTide: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type FishSpot = z.infer<typeof fishSpotSchema>;

/** A spot as shown in 'Recommended Spots'. */
export const recommendedSpotSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullable(),
  /** 0..100, higher is a better match for the given conditions. */
  matchScore: z.number().min(0).max(100),
  /** Shown under 'Recommended Techniques'. */
  recommendedRig: z.string().nullable(),
  recommendedBait: z.string().nullable().optional(),
  recommendedColor: z.string().nullable().optional(),
  coordinates: coordinatesSchema.nullable().optional(),
  /** 'reference' = curated water and pattern; 'personal' = learned from the angler's own catches. */
  source: z.enum(['reference', 'personal']).optional(),
  /** Straight-line distance from the searched point. */
  distanceMiles: z.number().min(0).nullable().optional(),
  /** Why it scored as it did, one line per factor that counted (e.g. 'Water 72°F is in the 68-80°F band (+15/15)'). */
  reasons: z.array(z.string()).optional(),
});
export type RecommendedSpot = z.infer<typeof recommendedSpotSchema>;
export const recommendedSpotListResponseSchema = z.array(recommendedSpotSchema);

/**
 * Where a personal spot is: catches within about 1 km (coordinates to 2 decimals) are one spot.
 * The recommendations group catches by it and the dashboard's 'saved spots' counts it
 * (docs/decisions/064).
 */
export function personalSpotKey({ lat, lon }: { lat: number; lon: number }): string {
  return `${lat.toFixed(2)},${lon.toFixed(2)}`;
}
