import type { Coordinates, TripWeatherHour, WeatherResponse } from '@tackle/contracts';
import type { Config } from '@tackle/platform';
import { TtlCache } from '../cache';
import { fetchHistoricalHours, fetchHistoricalWeather } from './historical';
import { fetchOpenMeteoWeather } from './open-meteo';
import { fetchOpenWeatherMapWeather } from './openweathermap';

export interface WeatherServiceOptions {
  timeoutMs?: number;
  /** Current conditions change slowly; both providers update about every 10-15 minutes. */
  cacheTtlMs?: number;
}

const WEATHER_CACHE_TTL_MS = 5 * 60_000;
/** A past hour's weather does not change; a day keeps the cache small. */
const HISTORICAL_CACHE_TTL_MS = 24 * 60 * 60_000;

/** Open-Meteo by default; OpenWeatherMap when a key is configured (docs/decisions/040). */
export function createWeatherService(weather: Config['weather'], options: WeatherServiceOptions = {}) {
  const cache = new TtlCache<WeatherResponse>(options.cacheTtlMs ?? WEATHER_CACHE_TTL_MS, 1000);
  const pastHours = new TtlCache<WeatherResponse | null>(HISTORICAL_CACHE_TTL_MS, 5000);
  const spans = new TtlCache<TripWeatherHour[]>(HISTORICAL_CACHE_TTL_MS, 1000);
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
    /** The weather of the hour containing `when` (Open-Meteo's archive whichever provider is set). */
    async pastHour(coordinates: Coordinates, when: Date, now: Date): Promise<WeatherResponse | null> {
      const key = `${coordinates.lat.toFixed(3)},${coordinates.lon.toFixed(3)},${Math.floor(when.getTime() / 3_600_000)}`;
      const past = await pastHours.getOrLoad(key, () => fetchHistoricalWeather(weather, coordinates, when, now, options.timeoutMs));
      return past && { ...past, coordinates };
    },
    /**
     * The hourly weather from `from` to `to` (the weather over a trip, decision 125), from Open-Meteo's
     * archive whichever provider is set. A span whose last hour has passed is kept for a day.
     */
    async hours(coordinates: Coordinates, from: Date, to: Date, now: Date): Promise<TripWeatherHour[]> {
      const load = () => fetchHistoricalHours(weather, coordinates, from, to, now, options.timeoutMs);
      const hour = (at: Date) => Math.floor(at.getTime() / 3_600_000);
      // The current hour is still being recorded: not kept.
      if (hour(to) >= hour(now)) return load();
      return spans.getOrLoad(`${coordinates.lat.toFixed(3)},${coordinates.lon.toFixed(3)},${hour(from)},${hour(to)}`, load);
    },
  };
}
