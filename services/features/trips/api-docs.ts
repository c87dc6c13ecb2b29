import {
  calendarQuerySchema,
  calendarResponseSchema,
  endTripInputSchema,
  tripDetailSchema,
  tripInputSchema,
  tripListResponseSchema,
  tripSchema,
} from '@tackle/contracts';
import { commandAnswer, expectedRevisionQuery, type RouteDoc } from '@tackle/platform';

/** The trips and calendar routes, for the OpenAPI document. */
export const tripRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/trips', summary: "The angler's trips, newest first, each with its summary", responses: { 200: { description: 'Trips (hours counted to now while under way).', schema: tripListResponseSchema } } },
  { method: 'get', path: '/api/trips/:id', summary: 'A trip with its catches and the setups and baits they were caught on', responses: { 200: { description: 'The trip.', schema: tripDetailSchema } }, errors: [404] },
  {
    method: 'post',
    path: '/api/trips',
    echoes: tripSchema,
    summary: 'Start a trip (or, with `endedAt`, log one afterwards)',
    description: 'Without `endedAt` the trip is under way, and catches logged while it is join it; another trip under way is a 409 (docs/decisions/125-trips.md).',
    body: tripInputSchema,
    responses: { 201: commandAnswer('Started.') },
    errors: [400, 409, 422],
  },
  {
    method: 'put',
    path: '/api/trips/:id',
    // The detail page may send what GET /api/trips/:id answered, edited.
    echoes: tripDetailSchema,
    summary: 'Edit a trip',
    description: 'Replaces the typed fields; a body without `endedAt` or `weather` keeps the trip\'s. An ended trip cannot be reopened (422).',
    body: tripInputSchema,
    responses: { 200: commandAnswer('Saved.') },
    errors: [400, 404, 409, 422],
  },
  { method: 'post', path: '/api/trips/:id/end', summary: 'End a trip under way, with the weather over it', body: endTripInputSchema, responses: { 200: commandAnswer('Ended.') }, errors: [400, 404, 409, 422] },
  { method: 'delete', path: '/api/trips/:id', summary: 'Remove a trip (its catches stay, on no trip)', query: expectedRevisionQuery, responses: { 200: commandAnswer('Removed.') }, errors: [400, 404, 409] },
  { method: 'get', path: '/api/calendar', summary: 'A month of days with their trips, catches, fish and moon', query: calendarQuerySchema, responses: { 200: { description: 'Every day of the month.', schema: calendarResponseSchema } }, errors: [400] },
];
