import {
  biteTimesSchema,
  geocodeResponseSchema,
  recommendedSpotListResponseSchema,
  weatherResponseSchema,
  type Coordinates,
} from '@tackle/contracts';
import { apiQuery, type Api } from '@tackle/ui';

/** Form values as the query string sends them (empty = not considered). */
export type ConditionParams = Record<string, string>;

const at = ({ lat, lon }: Coordinates) => ({ lat: String(lat), lon: String(lon) });

/**
 * Query keys of /fish-spots; the first element is the GET path. Recommendations are keyed by the
 * conditions, so changing the form fetches a new ranking without reloading the page.
 */
export const fishSpotKeys = {
  all: ['/api/fish-spots'] as const,
  weather: (place: Coordinates) => ['/api/weather', place] as const,
  recommendations: (place: Coordinates, conditions: ConditionParams) =>
    ['/api/fish-spots/recommendations', place, conditions] as const,
  biteTimes: (place: Coordinates) => ['/api/fish-spots/bite-times', place] as const,
};

export const fishSpotQueries = {
  weather: (api: Api, place: Coordinates) =>
    apiQuery(
      api,
      fishSpotKeys.weather(place),
      `/api/weather?${new URLSearchParams(at(place)).toString()}`,
      weatherResponseSchema,
    ),
  recommendations: (api: Api, place: Coordinates, conditions: ConditionParams) =>
    apiQuery(
      api,
      fishSpotKeys.recommendations(place, conditions),
      `/api/fish-spots/recommendations?${new URLSearchParams({ ...at(place), ...conditions }).toString()}`,
      recommendedSpotListResponseSchema,
    ),
  /** Today's bite times in the place's own time zone, as the server finds it (the same source as a catch's). */
  biteTimes: (api: Api, place: Coordinates) =>
    apiQuery(
      api,
      fishSpotKeys.biteTimes(place),
      `/api/fish-spots/bite-times?${new URLSearchParams(at(place)).toString()}`,
      biteTimesSchema,
    ),
};

/** The conditions screen takes the first search result only. */
export async function findPlace(api: Api, text: string) {
  const params = new URLSearchParams({ q: text.trim(), limit: '1' });
  const [first] = await api.get(`/api/geocode/search?${params.toString()}`, geocodeResponseSchema);
  return first ?? null;
}
