import { z } from 'zod';
import {
  biteTimesQuerySchema,
  biteTimesSchema,
  coordinatesQuerySchema,
  fishingConditionsSchema,
  geocodeResponseSchema,
  geocodeResultSchema,
  geocodeSearchQuerySchema,
  recommendedSpotListResponseSchema,
  weatherHoursQuerySchema,
  weatherHoursResponseSchema,
  weatherQuerySchema,
  weatherResponseSchema,
} from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

/** The fish-spots routes (with weather and geocoding), for the OpenAPI document. */
export const fishSpotRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/weather', summary: 'Weather at a place: now (Open-Meteo, or OpenWeatherMap with a key), or of a past hour (`at`, from Open-Meteo\'s archive)', query: weatherQuerySchema, responses: { 200: { description: 'Conditions; `observedAt` is the hour they describe.', schema: weatherResponseSchema } }, errors: [400, 404, 502, 503, 504] },
  {
    method: 'get',
    path: '/api/weather/hours',
    summary: "The weather of every hour of a span at a place (a trip's), from Open-Meteo's archive",
    description: 'At most 72 readings (a longer span is thinned to evenly spaced hours) over at most 31 days; °F, mph, inHg.',
    query: weatherHoursQuerySchema,
    responses: { 200: { description: 'The hours, oldest first; hours without any reading are left out.', schema: weatherHoursResponseSchema } },
    errors: [400, 502, 503, 504],
  },
  { method: 'get', path: '/api/geocode/search', summary: 'Find places by name (Nominatim)', query: geocodeSearchQuerySchema, responses: { 200: { description: 'Places, best first.', schema: geocodeResponseSchema } }, errors: [400, 502, 503, 504] },
  { method: 'get', path: '/api/geocode/reverse', summary: 'The name of the place at coordinates', query: coordinatesQuerySchema, responses: { 200: { description: 'The place.', schema: geocodeResultSchema } }, errors: [400, 404, 502, 503, 504] },
  {
    method: 'get',
    path: '/api/fish-spots/recommendations',
    summary: 'Fish spots for the conditions, scored, with their reasons',
    query: z.object({ ...coordinatesQuerySchema.shape, ...fishingConditionsSchema.partial().shape }),
    responses: { 200: { description: "Reference spots and the angler's own, best first.", schema: recommendedSpotListResponseSchema } },
    errors: [400],
  },
  { method: 'get', path: '/api/fish-spots/bite-times', summary: "The solunar bite times of a day at a place, in the place's time zone", query: biteTimesQuerySchema, responses: { 200: { description: 'Major and minor periods, moon phase, rating.', schema: biteTimesSchema } }, errors: [400] },
];
