import { setupInputSchema, setupListResponseSchema, setupSchema } from '@tackle/contracts';
import { commandAnswer, expectedRevisionQuery, type RouteDoc } from '@tackle/platform';

/** The setups routes, for the OpenAPI document. */
export const setupRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/setups', summary: "The angler's setups with their rod, reel and lure", responses: { 200: { description: 'Setups, newest first.', schema: setupListResponseSchema } } },
  { method: 'post', path: '/api/setups', echoes: setupSchema, summary: 'Create a setup', body: setupInputSchema, responses: { 201: commandAnswer('Created.') }, errors: [400, 404, 422] },
  { method: 'put', path: '/api/setups/:id', echoes: setupSchema, summary: 'Edit a setup', body: setupInputSchema, responses: { 200: commandAnswer('Saved.') }, errors: [400, 404, 409, 422] },
  { method: 'delete', path: '/api/setups/:id', summary: 'Remove a setup', query: expectedRevisionQuery, responses: { 200: commandAnswer('Removed.') }, errors: [400, 404, 409] },
];
