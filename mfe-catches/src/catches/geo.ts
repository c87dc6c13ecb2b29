import {
  catchWeatherFromResponse,
  formatCoordinates,
  geocodeResponseSchema,
  geocodeResultSchema,
  localHourOfObservation,
  LOCATION_SEARCH_LIMIT,
  weatherResponseSchema,
  type CatchWeatherFields,
  type Coordinates,
  type GeocodeResult,
  type WeatherResponse,
} from '@tackle/contracts';
import type { Api } from '@tackle/ui';

/** GET /api/geocode/search: up to 5 places for the picker. */
export function searchPlaces(api: Api, query: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const params = new URLSearchParams({ q: query.trim(), limit: String(LOCATION_SEARCH_LIMIT) });
  return api.get(`/api/geocode/search?${params.toString()}`, geocodeResponseSchema, signal ? { signal } : undefined);
}

/** The name of the place at a point; 'lat, lng' with 6 decimals when none is known or the lookup fails. */
export async function placeName(api: Api, coordinates: Coordinates): Promise<string> {
  try {
    const params = new URLSearchParams({ lat: String(coordinates.lat), lon: String(coordinates.lon) });
    const place = await api.get(`/api/geocode/reverse?${params.toString()}`, geocodeResultSchema);
    return place.displayName;
  } catch {
    return formatCoordinates(coordinates);
  }
}

export interface CatchWeather {
  weather: WeatherResponse;
  fields: CatchWeatherFields;
}

/** GET /api/weather, converted for the catch form (spec §9), by the place's local hour. */
export async function catchWeatherAt(api: Api, coordinates: Coordinates, at?: string): Promise<CatchWeather> {
  // With `at` (a catch logged later), the weather of that hour (decision 115).
  const params = new URLSearchParams({ lat: String(coordinates.lat), lon: String(coordinates.lon), ...(at ? { at } : {}) });
  const weather = await api.get(`/api/weather?${params.toString()}`, weatherResponseSchema);
  return { weather, fields: catchWeatherFromResponse(weather, localHourOfObservation(weather)) };
}
