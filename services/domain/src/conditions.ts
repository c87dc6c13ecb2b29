import {
  RECOMMENDATION_WIND,
  SEASON_SUB_TYPES,
  SEASONS,
  WATER_CLARITY_OPTIONS,
  catchDay,
  recommendationSkiesFromWeather,
  seasonForMonth,
  windMphToRecommendationWind,
  type RecommendationSkies,
  type RecommendationTrend,
  type RecommendationWind,
  type Season,
  type SeasonSubType,
} from '@tackle/contracts';

/*
 * A catch's recorded conditions in the words of the conditions form (the recommendation lists):
 * the catch form and older entries use other lists (Increasing/Decreasing, 'Cloudy', 'Light Rain',
 * a wind speed instead of a word). Fish spots (personal spots) and patterns compare a catch with
 * today's conditions through these, so both read a catch the same way. No I/O.
 */

/** `value` when it is one of `values`, else null. */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The catch form says Increasing/Decreasing; the conditions form Rising/Falling. */
export function conditionTrend(value: string | null | undefined): RecommendationTrend | null {
  if (value == null) return null;
  const lower = value.toLowerCase();
  if (lower === 'increasing' || lower === 'rising') return 'Rising';
  if (lower === 'decreasing' || lower === 'falling') return 'Falling';
  if (lower === 'stable') return 'Stable';
  return null;
}

/** Catch form skies (eight words) -> Clear, Partly Cloudy, Overcast or Rain (snow and storms count as rain). */
export function conditionSkies(value: string | null | undefined): RecommendationSkies | null {
  if (value == null) return null;
  if (value === 'Rain') return 'Rain';
  const lower = value.toLowerCase();
  if (lower.includes('rain') || lower.includes('thunder') || lower.includes('snow')) return 'Rain';
  if (lower === 'cloudy') return 'Overcast';
  return recommendationSkiesFromWeather(lower === 'clear' ? 'Clear' : 'Clouds', lower);
}

/** The wind word, or the one its speed (mph) gives. */
export function conditionWind(wind: string | null | undefined, windSpeedMph: number | null | undefined): RecommendationWind | null {
  return oneOf(RECOMMENDATION_WIND, wind) ?? (windSpeedMph != null ? windMphToRecommendationWind(windSpeedMph) : null);
}

/** The season recorded, else the one of the catch's month (the date is what the angler logged). */
export function conditionSeason(season: string | null | undefined, date: string): Season {
  return oneOf(SEASONS, season) ?? seasonForMonth(Number(catchDay(date).slice(5, 7)));
}

export function conditionPhase(phase: string | null | undefined): SeasonSubType | null {
  return oneOf(SEASON_SUB_TYPES, phase);
}

export function conditionClarity(clarity: string | null | undefined): (typeof WATER_CLARITY_OPTIONS)[number] | null {
  return oneOf(WATER_CLARITY_OPTIONS, clarity);
}

/** What of a catch its conditions are read from. */
export interface RecordedConditions {
  date: string;
  season?: string | null;
  seasonSubType?: string | null;
  waterClarity?: string | null;
  skies?: string | null;
  wind?: string | null;
  windSpeed?: number | null;
  barometerChange?: string | null;
}

/** A catch's recorded conditions, each in the conditions form's words (null where not recorded). */
export function catchConditions(entry: RecordedConditions) {
  return {
    season: conditionSeason(entry.season, entry.date),
    phase: conditionPhase(entry.seasonSubType),
    clarity: conditionClarity(entry.waterClarity),
    skies: conditionSkies(entry.skies),
    wind: conditionWind(entry.wind, entry.windSpeed),
    trend: conditionTrend(entry.barometerChange),
  };
}
