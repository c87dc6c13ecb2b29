import { z } from 'zod';
import type { Coordinates, WeatherResponse } from '@tackle/contracts';
import { endpoint, fetchUpstreamJson } from '../upstream';

/** The parts of Open-Meteo's /v1/forecast answer we read (https://open-meteo.com/en/docs). */
const openMeteoForecastSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  utc_offset_seconds: z.number().int().optional(),
  current: z.object({
    /** Local time of the place (we ask for timezone=auto), without offset: '2024-06-01T15:00'. */
    time: z.string(),
    temperature_2m: z.number(),
    pressure_msl: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
    weather_code: z.number().int(),
  }),
  /** Asked for with past_hours=3, forecast_hours=1: the past 3 hours and the current hour. */
  hourly: z
    .object({
      time: z.array(z.string()),
      pressure_msl: z.array(z.number().nullable()),
    })
    .optional(),
  daily: z
    .object({
      temperature_2m_max: z.array(z.number().nullable()),
      temperature_2m_min: z.array(z.number().nullable()),
    })
    .optional(),
});
type OpenMeteoForecast = z.infer<typeof openMeteoForecastSchema>;

/**
 * WMO weather interpretation codes -> the OpenWeatherMap-style condition the screens read
 * (weather[0].main and description).
 */
export function conditionFromWmoCode(code: number): { main: string; description: string } {
  if (code === 0) return { main: 'Clear', description: 'clear sky' };
  if (code === 1) return { main: 'Clouds', description: 'few clouds' };
  if (code === 2) return { main: 'Clouds', description: 'scattered clouds' };
  if (code === 3) return { main: 'Clouds', description: 'overcast clouds' };
  if (code === 45 || code === 48) return { main: 'Fog', description: 'fog' };
  if (code === 51 || code === 53 || code === 56) return { main: 'Drizzle', description: 'light drizzle' };
  if (code === 55 || code === 57) return { main: 'Drizzle', description: 'heavy intensity drizzle' };
  if (code === 61 || code === 66 || code === 80) return { main: 'Rain', description: 'light rain' };
  if (code === 63) return { main: 'Rain', description: 'moderate rain' };
  if (code === 65 || code === 67 || code === 81 || code === 82) return { main: 'Rain', description: 'heavy intensity rain' };
  if (code >= 71 && code <= 77) return { main: 'Snow', description: 'snow' };
  if (code === 85 || code === 86) return { main: 'Snow', description: 'snow showers' };
  if (code === 95 || code === 96 || code === 99) return { main: 'Thunderstorm', description: 'thunderstorm' };
  return { main: 'Unknown', description: `weather code ${code}` };
}

const HOUR_MS = 3_600_000;
const localMs = (time: string) => Date.parse(`${time}${time.length === 16 ? ':00' : ''}Z`);

/**
 * Sea-level pressure now minus 3 hours earlier (hPa, 1 decimal) from the hourly series: the latest
 * hour not after the current time, and the hour 3 hours before it. Null when either is missing.
 */
function pressureChangeOver3Hours(forecast: Pick<OpenMeteoForecast, 'current' | 'hourly'>): number | null {
  const hourly = forecast.hourly;
  if (!hourly) return null;
  const now = localMs(forecast.current.time);
  if (Number.isNaN(now)) return null;
  const at = new Map<number, number>();
  hourly.time.forEach((time, index) => {
    const value = hourly.pressure_msl[index];
    const ms = localMs(time);
    if (value != null && !Number.isNaN(ms)) at.set(ms, value);
  });
  const latest = Math.max(...[...at.keys()].filter((ms) => ms <= now));
  const end = at.get(latest);
  const start = at.get(latest - 3 * HOUR_MS);
  if (end === undefined || start === undefined) return null;
  return Math.round((end - start) * 10) / 10;
}

function refusal(status: number, body: unknown): string {
  const reason = typeof body === 'object' && body !== null && 'reason' in body ? String(body.reason) : null;
  return reason ? `The weather service refused the request: ${reason}` : `The weather service refused the request (${status}).`;
}

/** Current weather from Open-Meteo (no key): °F, sea-level hPa, m/s, the place's time zone. */
export async function fetchOpenMeteoWeather(
  baseUrl: string,
  { lat, lon }: Coordinates,
  timeoutMs?: number,
): Promise<WeatherResponse> {
  const url = endpoint(baseUrl, 'v1/forecast');
  url.search = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    current: 'temperature_2m,pressure_msl,wind_speed_10m,wind_direction_10m,weather_code',
    hourly: 'pressure_msl',
    past_hours: '3',
    forecast_hours: '1',
    daily: 'temperature_2m_max,temperature_2m_min',
    temperature_unit: 'fahrenheit',
    wind_speed_unit: 'ms',
    timezone: 'auto',
    forecast_days: '1',
  }).toString();
  const forecast = await fetchUpstreamJson({
    service: 'weather service',
    url,
    schema: openMeteoForecastSchema,
    describeRefusal: refusal,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  const current = forecast.current;
  const offset = forecast.utc_offset_seconds ?? 0;
  const localAsUtc = localMs(current.time);
  const observedAt = Number.isNaN(localAsUtc) ? new Date() : new Date(localAsUtc - offset * 1000);
  const max = forecast.daily?.temperature_2m_max[0] ?? null;
  const min = forecast.daily?.temperature_2m_min[0] ?? null;
  return {
    main: {
      temp: current.temperature_2m,
      pressure: current.pressure_msl,
      temp_min: min ?? current.temperature_2m,
      temp_max: max ?? current.temperature_2m,
    },
    wind: { speed: Math.max(0, current.wind_speed_10m), deg: current.wind_direction_10m },
    weather: [conditionFromWmoCode(current.weather_code)],
    name: null,
    coordinates: { lat, lon },
    observedAt: observedAt.toISOString(),
    utcOffsetSeconds: forecast.utc_offset_seconds ?? null,
    source: 'open-meteo',
    pressureChange3h: pressureChangeOver3Hours(forecast),
  };
}
