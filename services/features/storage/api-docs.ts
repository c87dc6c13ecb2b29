import { gearLocationsResponseSchema, storageLocationInputSchema, storageLocationListResponseSchema, storeGearInputSchema, storageLocationSchema } from '@tackle/contracts';
import { commandAnswer, expectedRevisionQuery, type RouteDoc } from '@tackle/platform';

/** The storage routes, for the OpenAPI document. */
export const storageRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/storage-locations', summary: "The angler's storage locations with the gear in each", responses: { 200: { description: 'Locations, newest first.', schema: storageLocationListResponseSchema } } },
  { method: 'get', path: '/api/gear-locations', summary: 'Where each piece of gear is kept', responses: { 200: { description: 'Locations by gear id.', schema: gearLocationsResponseSchema } } },
  { method: 'post', path: '/api/storage-locations', echoes: storageLocationSchema, summary: 'Add a storage location', body: storageLocationInputSchema, responses: { 201: commandAnswer('Added.') }, errors: [400, 422] },
  { method: 'put', path: '/api/storage-locations/:id', echoes: storageLocationSchema, summary: 'Edit a storage location', body: storageLocationInputSchema, responses: { 200: commandAnswer('Saved.') }, errors: [400, 404, 409, 422] },
  { method: 'delete', path: '/api/storage-locations/:id', summary: 'Remove a storage location', query: expectedRevisionQuery, responses: { 200: commandAnswer('Removed.') }, errors: [400, 404, 409] },
  { method: 'post', path: '/api/storage-locations/:id/gear', summary: 'Store a piece of gear at the location', body: storeGearInputSchema, responses: { 201: commandAnswer('Stored.') }, errors: [400, 404, 409, 422] },
  { method: 'delete', path: '/api/storage-locations/:id/gear/:gearId', summary: 'Take a piece of gear out of the location', responses: { 200: commandAnswer('Taken out.') }, errors: [404] },
];
