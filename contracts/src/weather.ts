import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { WIND_DIRECTIONS, type CatchSkies, type CatchTrend, type WindDirection } from './catches';
import {
  DEFAULT_SEASON_SUB_TYPE,
  type RecommendationSkies,
  type RecommendationTrend,
  type RecommendationWind,
  type Season,
  type SeasonSubType,
} from './fish-spots';
import { coordinatesQuerySchema, coordinatesSchema } from './geo';
import { unitOf, type UnitSystem } from './units';

// ---------------------------------------------------------------------------------------------
// GET /api/weather?lat=&lon=
// ---------------------------------------------------------------------------------------------

/** `open-meteo-historical`: the weather of a past hour, from Open-Meteo's archive or its recent past. */
export const WEATHER_SOURCES = ['open-meteo', 'openweathermap', 'open-meteo-historical'] as const;

/**
 * Current weather, in the shape the spec's screens read (main.*, wind.*, weather[0].*) whichever
 * provider answered. Units are fixed so the conversions below apply: temperatures °F, pressure
 * hPa, wind speed m/s, wind direction degrees. The provider's key is never part of it.
 */
export const weatherResponseSchema = z.object({
  main: z.object({
    temp: z.number(),
    pressure: z.number(),
    temp_min: z.number(),
    temp_max: z.number(),
  }),
  wind: z.object({
    speed: z.number().min(0),
    deg: z.number(),
  }),
  weather: z.array(z.object({ main: z.string(), description: z.string() })).min(1),
  /** Place name when the provider knows one. */
  name: z.string().nullable(),
  coordinates: coordinatesSchema,
  observedAt: isoDateTimeSchema,
  /** Offset of the place's local time from UTC, when the provider tells it. */
  utcOffsetSeconds: z.number().int().min(-86_400).max(86_400).nullable(),
  source: z.enum(WEATHER_SOURCES),
  /**
   * Change of sea-level pressure over the past 3 hours (hPa, now minus then), from the provider's
   * hourly history; null when the provider gave none (OpenWeatherMap's current weather has no
   * history). Optional so an answer cached or sent by an older server still reads.
   */
  pressureChange3h: z.number().nullish(),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

/**
 * The hour (0..23) at the place when the weather was observed, which is what the air temperature
 * trend depends on; the browser's own hour when the provider gave no offset.
 */
export function localHourOfObservation(weather: Pick<WeatherResponse, 'observedAt' | 'utcOffsetSeconds'>): number {
  const observed = new Date(weather.observedAt);
  if (weather.utcOffsetSeconds == null) return observed.getHours();
  return new Date(observed.getTime() + weather.utcOffsetSeconds * 1000).getUTCHours();
}

/** °C -> °F with 1 decimal (providers that answer in Celsius). */
export function celsiusToFahrenheit(celsius: number): number {
  return roundTo((celsius * 9) / 5 + 32, 1);
}

// ---------------------------------------------------------------------------------------------
// Conversions for the catch form
// ---------------------------------------------------------------------------------------------

/** Metres per second in miles per hour (as the spec rounds it). */
export const MPH_PER_MPS = 2.237;
const INHG_PER_HPA = 0.02953;
const HPA_PER_INHG = 33.8639;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** m/s -> whole mph (the form's wind speed is an integer). */
export function windMpsToMph(metresPerSecond: number): number {
  return Math.round(metresPerSecond * MPH_PER_MPS);
}

/** Degrees -> one of 8 compass points, each owning a 45° sector centred on it (N = 337.5..22.5). */
export function degreesToCompass(degrees: number): WindDirection {
  const normalised = ((degrees % 360) + 360) % 360;
  return WIND_DIRECTIONS[Math.round(normalised / 45) % WIND_DIRECTIONS.length]!;
}

/** hPa -> inHg with 2 decimals, the precision of the pressure field. */
export function hPaToInHg(hectopascals: number): number {
  return roundTo(hectopascals * INHG_PER_HPA, 2);
}

/**
 * A change within this many hPa over 3 hours reads as steady (about 0.03 inHg: what a barometer
 * needle and the forecast model's rounding do on a quiet day). docs/decisions/046.
 */
export const PRESSURE_STEADY_HPA_3H = 1;

/**
 * The pressure trend measured over the past 3 hours; null when the change is unknown. A single
 * reading says nothing about the trend (the spec's "under 29.8 is increasing" logged a barometer
 * falling before a front as rising), so it is never guessed from one (docs/decisions/046).
 */
export function pressureTrendFromChange(changeHpa3h: number | null | undefined): CatchTrend | null {
  if (changeHpa3h == null || !Number.isFinite(changeHpa3h)) return null;
  if (changeHpa3h > PRESSURE_STEADY_HPA_3H) return 'Increasing';
  if (changeHpa3h < -PRESSURE_STEADY_HPA_3H) return 'Decreasing';
  return 'Stable';
}

/** The recommendation form's words for a measured trend. */
export function recommendationTrendFromChange(changeHpa3h: number | null | undefined): RecommendationTrend | null {
  const trend = pressureTrendFromChange(changeHpa3h);
  if (trend === 'Increasing') return 'Rising';
  if (trend === 'Decreasing') return 'Falling';
  return trend;
}

/**
 * Water lags the air; 2° below is the spec's rough estimate. It is an estimate, never a reading:
 * whatever stores or shows it says so (CatchEstimates, docs/decisions/047).
 */
export function estimateWaterTemp(airTemp: number): number {
  return roundTo(airTemp - WATER_TEMP_ESTIMATE_DROP_F, 1);
}
const WATER_TEMP_ESTIMATE_DROP_F = 2;

/** The estimate's rule as people read it: 'air − 2 °F', or 'air − 1.1 °C' for a metric angler (decision 121). */
export function waterTempEstimateRule(system: UnitSystem): string {
  const drop = system === 'metric' ? String(Number(((WATER_TEMP_ESTIMATE_DROP_F * 5) / 9).toFixed(1))) : String(WATER_TEMP_ESTIMATE_DROP_F);
  return `air − ${drop} ${unitOf(system, 'temperature').symbol}`;
}

/** Air warms through the morning and cools in the afternoon (local hour 0..23). */
export function airTempTrendByHour(hour: number): CatchTrend {
  if (hour >= 6 && hour <= 12) return 'Increasing';
  if (hour >= 14 && hour <= 18) return 'Decreasing';
  return 'Stable';
}

/** Provider condition ('Clouds', 'Rain' ...) -> the catch form's skies list. */
export function catchSkiesFromWeather(main: string, description = ''): CatchSkies | null {
  const condition = main.toLowerCase();
  const detail = description.toLowerCase();
  if (condition === 'clear') return 'Clear';
  if (condition === 'clouds') {
    if (detail.includes('overcast')) return 'Overcast';
    if (detail.includes('few') || detail.includes('scattered') || detail.includes('partly')) return 'Partly Cloudy';
    return 'Cloudy';
  }
  if (condition === 'thunderstorm') return 'Thunderstorm';
  if (condition === 'snow') return 'Snow';
  if (condition === 'rain' || condition === 'drizzle') {
    return detail.includes('heavy') || detail.includes('extreme') ? 'Heavy Rain' : 'Light Rain';
  }
  if (['mist', 'fog', 'haze', 'smoke', 'dust'].includes(condition)) return 'Overcast';
  return null;
}

export interface CatchWeatherFields {
  airTemp: number;
  /** Estimated from the air temperature (estimateWaterTemp), never measured. */
  waterTemp: number;
  /** Estimated from the hour of the day (airTempTrendByHour), never measured. */
  airTempChange: CatchTrend;
  barometer: number;
  /** Measured over the past 3 hours; null when the provider gave no history. */
  barometerChange: CatchTrend | null;
  windSpeed: number;
  windDirection: WindDirection;
  skies: CatchSkies | null;
}

/** What 'Get Current Weather' fills into the catch form. */
export function catchWeatherFromResponse(weather: WeatherResponse, localHour: number): CatchWeatherFields {
  const barometer = hPaToInHg(weather.main.pressure);
  const airTemp = roundTo(weather.main.temp, 1);
  return {
    airTemp,
    waterTemp: estimateWaterTemp(airTemp),
    airTempChange: airTempTrendByHour(localHour),
    barometer,
    barometerChange: pressureTrendFromChange(weather.pressureChange3h),
    windSpeed: windMpsToMph(weather.wind.speed),
    windDirection: degreesToCompass(weather.wind.deg),
    skies: catchSkiesFromWeather(weather.weather[0]?.main ?? '', weather.weather[0]?.description),
  };
}

// ---------------------------------------------------------------------------------------------
// Conversions for the recommendation form
// ---------------------------------------------------------------------------------------------

export function windMphToRecommendationWind(milesPerHour: number): RecommendationWind {
  if (milesPerHour < 5) return 'Calm';
  if (milesPerHour < 12) return 'Light';
  if (milesPerHour < 20) return 'Moderate';
  return 'Strong';
}

/** Northern-hemisphere meteorological seasons; month is 1-based (1 = January). */
export function seasonForMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'Spring';
  if (month >= 6 && month <= 8) return 'Summer';
  if (month >= 9 && month <= 11) return 'Fall';
  return 'Winter';
}

/**
 * hPa -> inHg by division, rounded to 2 decimals. (The spec says "rounded"; a whole inch would
 * make every normal day read 30, so the barometer field's precision is kept.)
 */
export function hPaToInHgForRecommendation(hectopascals: number): number {
  return roundTo(hectopascals / HPA_PER_INHG, 2);
}

/** Provider condition -> the recommendation form's shorter skies list. */
export function recommendationSkiesFromWeather(main: string, description = ''): RecommendationSkies | null {
  const skies = catchSkiesFromWeather(main, description);
  switch (skies) {
    case null:
      return null;
    case 'Clear':
    case 'Partly Cloudy':
    case 'Overcast':
      return skies;
    case 'Cloudy':
      return 'Overcast';
    case 'Light Rain':
    case 'Heavy Rain':
    case 'Thunderstorm':
    case 'Snow':
      return 'Rain';
  }
}

export interface RecommendationWeatherFields {
  season: Season;
  seasonSubType: SeasonSubType;
  airTemp: number;
  /** Estimated from the air temperature, never measured. */
  waterTemp: number;
  barometer: number;
  /** Measured over the past 3 hours; null when the provider gave no history. */
  barometerChange: RecommendationTrend | null;
  wind: RecommendationWind;
  skies: RecommendationSkies | null;
}

/** Fields auto-filled (and flagged as such) after a weather load; month is 1-based. */
export function recommendationConditionsFromWeather(
  weather: WeatherResponse,
  month: number,
): RecommendationWeatherFields {
  const airTemp = roundTo(weather.main.temp, 1);
  return {
    season: seasonForMonth(month),
    seasonSubType: DEFAULT_SEASON_SUB_TYPE,
    airTemp,
    waterTemp: estimateWaterTemp(airTemp),
    barometer: hPaToInHgForRecommendation(weather.main.pressure),
    barometerChange: recommendationTrendFromChange(weather.pressureChange3h),
    wind: windMphToRecommendationWind(windMpsToMph(weather.wind.speed)),
    skies: recommendationSkiesFromWeather(weather.weather[0]?.main ?? '', weather.weather[0]?.description),
  };
}

/** `GET /api/weather?at=`: the time whose weather is wanted (a catch's time), with its offset. */
export const weatherAtQuerySchema = z.iso
  .datetime({ offset: true })
  .describe('A past time (ISO date-time with offset): the weather of its hour instead of now, when more than an hour ago.');

/** The query of `GET /api/weather`: the place and, optionally, a past time. */
export const weatherQuerySchema = coordinatesQuerySchema.extend({ at: weatherAtQuerySchema.optional() });
