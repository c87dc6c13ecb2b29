import { z } from 'zod';
import {
  catchSkiesFromWeather,
  degreesToCompass,
  hPaToInHg,
  TRIP_WEATHER_MAX_HOURS,
  windMpsToMph,
  type Coordinates,
  type TripWeatherHour,
  type WeatherResponse,
} from '@tackle/contracts';
import { placeUtcOffsetMinutes } from '@tackle/domain/solunar';
import { endpoint, fetchUpstreamJson } from '../upstream';
import { conditionFromWmoCode } from './open-meteo';

/*
 * The weather of a past hour at a place (docs/decisions/115-weather-of-the-catch-hour.md): a catch
 * logged later, or synced after a day offline, gets the weather of its own hour, not of the moment
 * it was typed. Hours older than the archive's delay come from Open-Meteo's archive
 * (`OPEN_METEO_ARCHIVE_URL`, /v1/archive); newer ones from the forecast API, which also answers
 * the past days (`OPEN_METEO_URL`, /v1/forecast with start and end dates). Both in UTC.
 */

/** The archive (reanalysis) lags a few days behind; hours newer than this come from the forecast API. */
export const ARCHIVE_DELAY_DAYS = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const hourlySchema = z.object({
  time: z.array(z.string()),
  temperature_2m: z.array(z.number().nullable()),
  pressure_msl: z.array(z.number().nullable()),
  wind_speed_10m: z.array(z.number().nullable()),
  wind_direction_10m: z.array(z.number().nullable()),
  weather_code: z.array(z.number().int().nullable()),
});
const historicalSchema = z.object({ latitude: z.number(), longitude: z.number(), hourly: hourlySchema });
type Hourly = z.infer<typeof hourlySchema>;

export interface HistoricalWeatherUrls {
  openMeteoUrl: string;
  openMeteoArchiveUrl: string;
}

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hourMs = (time: string) => Date.parse(`${time}${time.length === 16 ? ':00' : ''}Z`);

function refusal(status: number, body: unknown): string {
  const reason = typeof body === 'object' && body !== null && 'reason' in body ? String(body.reason) : null;
  return reason ? `The weather archive refused the request: ${reason}` : `The weather archive refused the request (${status}).`;
}

/** The value of `series` at the hour starting at `ms`, or null when the provider has none. */
function at<T>(hourly: Hourly, series: ReadonlyArray<T | null>, ms: number): T | null {
  const index = hourly.time.findIndex((time) => hourMs(time) === ms);
  return index === -1 ? null : (series[index] ?? null);
}

/** Asks the archive (or, for hours it has not reached yet, the forecast API) for the hourly series of UTC days `from`..`to`. */
async function fetchHourly(urls: HistoricalWeatherUrls, coordinates: Coordinates, from: number, to: number, now: Date, timeoutMs?: number): Promise<Hourly> {
  const fromArchive = now.getTime() - to > ARCHIVE_DELAY_DAYS * DAY_MS;
  const url = fromArchive ? endpoint(urls.openMeteoArchiveUrl, 'v1/archive') : endpoint(urls.openMeteoUrl, 'v1/forecast');
  url.search = new URLSearchParams({
    latitude: String(coordinates.lat),
    longitude: String(coordinates.lon),
    start_date: utcDate(from),
    end_date: utcDate(to),
    hourly: 'temperature_2m,pressure_msl,wind_speed_10m,wind_direction_10m,weather_code',
    temperature_unit: 'fahrenheit',
    wind_speed_unit: 'ms',
    timezone: 'GMT',
  }).toString();
  const { hourly } = await fetchUpstreamJson({
    service: 'weather archive',
    url,
    schema: historicalSchema,
    describeRefusal: refusal,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return hourly;
}

/**
 * The hours from the one containing `from` to the one containing `to`, one reading an hour; more
 * than TRIP_WEATHER_MAX_HOURS are thinned to evenly spaced hours (each still a real reading).
 */
export function hoursBetween(from: Date, to: Date): number[] {
  const first = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS;
  const last = Math.floor(to.getTime() / HOUR_MS) * HOUR_MS;
  const count = Math.floor((last - first) / HOUR_MS) + 1;
  const step = Math.ceil(count / TRIP_WEATHER_MAX_HOURS);
  const hours: number[] = [];
  for (let index = 0; index < count; index += step) hours.push(first + index * HOUR_MS);
  return hours;
}

/**
 * The weather over a span (a trip, decision 125): for each hour from `from` to `to`, the
 * temperature (°F), sky, wind (whole mph, compass point) and sea-level pressure (inHg) the
 * provider recorded, in the units the product stores. An hour the provider has nothing for is left
 * out; a value it lacks is null.
 */
export async function fetchHistoricalHours(
  urls: HistoricalWeatherUrls,
  coordinates: Coordinates,
  from: Date,
  to: Date,
  now: Date,
  timeoutMs?: number,
): Promise<TripWeatherHour[]> {
  const hours = hoursBetween(from, to);
  const first = hours[0];
  const last = hours[hours.length - 1];
  if (first === undefined || last === undefined) return [];
  const hourly = await fetchHourly(urls, coordinates, first, last, now, timeoutMs);
  return hours.flatMap((ms): TripWeatherHour[] => {
    const temp = at(hourly, hourly.temperature_2m, ms);
    const pressure = at(hourly, hourly.pressure_msl, ms);
    const windSpeed = at(hourly, hourly.wind_speed_10m, ms);
    const windDeg = at(hourly, hourly.wind_direction_10m, ms);
    const code = at(hourly, hourly.weather_code, ms);
    if (temp === null && pressure === null && windSpeed === null && windDeg === null && code === null) return [];
    const condition = code === null ? null : conditionFromWmoCode(code);
    return [
      {
        at: new Date(ms).toISOString(),
        airTemp: temp === null ? null : Math.round(temp * 10) / 10,
        skies: condition ? catchSkiesFromWeather(condition.main, condition.description) : null,
        windSpeed: windSpeed === null ? null : windMpsToMph(Math.max(0, windSpeed)),
        windDirection: windDeg === null ? null : degreesToCompass(windDeg),
        barometer: pressure === null ? null : hPaToInHg(pressure),
      },
    ];
  });
}

/**
 * The weather of the hour that contains `when` at `coordinates`: temperature, sea-level pressure
 * and its change over the 3 hours before, wind and sky of that hour, the low and high of the
 * place's local day. `observedAt` is the start of that hour, so the form can say which hour its
 * fields describe. Null when the provider has no values for that hour.
 */
export async function fetchHistoricalWeather(
  urls: HistoricalWeatherUrls,
  coordinates: Coordinates,
  when: Date,
  now: Date,
  timeoutMs?: number,
): Promise<WeatherResponse | null> {
  const hour = Math.floor(when.getTime() / HOUR_MS) * HOUR_MS;
  const offsetMinutes = placeUtcOffsetMinutes(coordinates, utcDate(hour));
  // The place's local day around the hour, and the 3 hours before it, in UTC dates.
  const localMidnight = Math.floor((hour + offsetMinutes * 60_000) / DAY_MS) * DAY_MS - offsetMinutes * 60_000;
  const from = Math.min(localMidnight, hour - 3 * HOUR_MS);
  const to = localMidnight + DAY_MS - HOUR_MS;
  const hourly = await fetchHourly(urls, coordinates, from, to, now, timeoutMs);
  const temp = at(hourly, hourly.temperature_2m, hour);
  const pressure = at(hourly, hourly.pressure_msl, hour);
  const windSpeed = at(hourly, hourly.wind_speed_10m, hour);
  const windDeg = at(hourly, hourly.wind_direction_10m, hour);
  const code = at(hourly, hourly.weather_code, hour);
  if (temp === null || pressure === null || windSpeed === null || windDeg === null || code === null) return null;
  const dayTemps = hourly.time
    .map((time, index) => ({ ms: hourMs(time), value: hourly.temperature_2m[index] }))
    .filter((entry): entry is { ms: number; value: number } => entry.ms >= localMidnight && entry.ms < localMidnight + DAY_MS && entry.value != null)
    .map((entry) => entry.value);
  const before = at(hourly, hourly.pressure_msl, hour - 3 * HOUR_MS);
  return {
    main: { temp, pressure, temp_min: Math.min(temp, ...dayTemps), temp_max: Math.max(temp, ...dayTemps) },
    wind: { speed: Math.max(0, windSpeed), deg: windDeg },
    weather: [conditionFromWmoCode(code)],
    name: null,
    coordinates,
    observedAt: new Date(hour).toISOString(),
    utcOffsetSeconds: offsetMinutes * 60,
    source: 'open-meteo-historical',
    pressureChange3h: before === null ? null : Math.round((pressure - before) * 10) / 10,
  };
}
