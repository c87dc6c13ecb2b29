import { z } from 'zod';
import { celsiusToFahrenheit, type Coordinates, type WeatherResponse } from '@tackle/contracts';
import { endpoint, fetchUpstreamJson } from '../upstream';

/** The parts of OpenWeatherMap's /data/2.5/weather answer we read (units=metric). */
const currentWeatherSchema = z.object({
  weather: z.array(z.object({ main: z.string(), description: z.string() })).min(1),
  main: z.object({
    temp: z.number(),
    pressure: z.number(),
    temp_min: z.number(),
    temp_max: z.number(),
  }),
  wind: z.object({ speed: z.number(), deg: z.number().optional() }).optional(),
  dt: z.number().int(),
  timezone: z.number().int().optional(),
  name: z.string().optional(),
});

function refusal(status: number): string {
  if (status === 401) return 'The weather service refused our API key. Check the OpenWeatherMap key of this server.';
  if (status === 429) return 'The weather service is rate limiting this server. Please try again later.';
  return `The weather service refused the request (${status}).`;
}

/**
 * Current weather from OpenWeatherMap. The key is sent to OpenWeatherMap only; the answer we give
 * the browser is rebuilt field by field and never carries it.
 */
export async function fetchOpenWeatherMapWeather(
  baseUrl: string,
  apiKey: string,
  { lat, lon }: Coordinates,
  timeoutMs?: number,
): Promise<WeatherResponse> {
  const url = endpoint(baseUrl, 'data/2.5/weather');
  url.search = new URLSearchParams({ lat: String(lat), lon: String(lon), units: 'metric', appid: apiKey }).toString();
  const current = await fetchUpstreamJson({
    service: 'weather service',
    url,
    schema: currentWeatherSchema,
    describeRefusal: refusal,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  const first = current.weather[0]!;
  return {
    main: {
      temp: celsiusToFahrenheit(current.main.temp),
      pressure: current.main.pressure,
      temp_min: celsiusToFahrenheit(current.main.temp_min),
      temp_max: celsiusToFahrenheit(current.main.temp_max),
    },
    wind: { speed: Math.max(0, current.wind?.speed ?? 0), deg: current.wind?.deg ?? 0 },
    weather: [{ main: first.main, description: first.description }],
    name: current.name ? current.name : null,
    coordinates: { lat, lon },
    observedAt: new Date(current.dt * 1000).toISOString(),
    utcOffsetSeconds: current.timezone ?? null,
    source: 'openweathermap',
    // The current-weather endpoint has no history: the trend is unknown, never guessed.
    pressureChange3h: null,
  };
}
