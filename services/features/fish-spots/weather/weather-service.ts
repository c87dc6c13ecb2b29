import type { Coordinates, WeatherResponse } from '@tackle/contracts';
import type { Config } from '@tackle/platform';
import { TtlCache } from '../cache';
import { fetchOpenMeteoWeather } from './open-meteo';
import { fetchOpenWeatherMapWeather } from './openweathermap';

export interface WeatherServiceOptions {
  timeoutMs?: number;
  /** Current conditions change slowly; both providers update about every 10-15 minutes. */
  cacheTtlMs?: number;
}

const WEATHER_CACHE_TTL_MS = 5 * 60_000;

/** Open-Meteo by default; OpenWeatherMap when a key is configured (docs/decisions/040). */
export function createWeatherService(weather: Config['weather'], options: WeatherServiceOptions = {}) {
  const cache = new TtlCache<WeatherResponse>(options.cacheTtlMs ?? WEATHER_CACHE_TTL_MS, 1000);
  const load = (coordinates: Coordinates) =>
    weather.openWeatherApiKey
      ? fetchOpenWeatherMapWeather(weather.openWeatherUrl, weather.openWeatherApiKey, coordinates, options.timeoutMs)
      : fetchOpenMeteoWeather(weather.openMeteoUrl, coordinates, options.timeoutMs);

  return {
    source: weather.openWeatherApiKey ? ('openweathermap' as const) : ('open-meteo' as const),
    /** Nearby requests (same 3rd decimal, about 100 m) share one upstream call for a few minutes. */
    async current(coordinates: Coordinates): Promise<WeatherResponse> {
      const key = `${coordinates.lat.toFixed(3)},${coordinates.lon.toFixed(3)}`;
      const weatherNow = await cache.getOrLoad(key, () => load(coordinates));
      return { ...weatherNow, coordinates };
    },
  };
}
