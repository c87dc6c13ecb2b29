import { z } from 'zod';
import {
  GEAR_SORT_KEYS,
  commandResultSchema,
  GEAR_IMAGE_FIELD,
  gearBodyDocSchema,
  gearListResponseSchema,
  gearRecommendationListResponseSchema,
  gearTypeListResponseSchema,
  gearSchema,
  spoolInputSchema,
} from '@tackle/contracts';
import { commandAnswer, expectedRevisionQuery, listPagingQuery, type RouteDoc } from '@tackle/platform';

const gearImageAnswerSchema = commandResultSchema.extend({ imageUrl: z.string(), width: z.number().int(), height: z.number().int() });

/** The long list's search, filter and sort (docs/decisions/133-server-side-lists.md). */
const gearListQuery = listPagingQuery.extend({
  q: z.string().max(200).optional().describe('Only gear whose name, brand or model contains this text (case-insensitive).'),
  typeId: z.string().regex(/^\d+$/).optional().describe('Only gear of this type (1 rod, 2 reel, 3 lure).'),
  sort: z.enum(GEAR_SORT_KEYS).optional().describe("The table's order: text case- and accent-insensitive with numbers by value, empty values last, ties newest first."),
  dir: z.enum(['asc', 'desc']).optional().describe('The direction of sort (default asc).'),
});

/** The gear routes, for the OpenAPI document. */
export const gearRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/gear', summary: "The angler's gear, newest first (or searched, filtered and sorted)", query: gearListQuery, responses: { 200: { description: 'The gear (or one page of it).', schema: gearListResponseSchema } }, errors: [400] },
  { method: 'get', path: '/api/gear-types', summary: 'The gear types (rod, reel, lure/tackle)', responses: { 200: { description: 'The types with their fixed ids.', schema: gearTypeListResponseSchema } } },
  { method: 'get', path: '/api/gear/recommendations', summary: "Pairing advice for the angler's rods and reels", responses: { 200: { description: 'Rod and reel pairs, best first.', schema: gearRecommendationListResponseSchema } } },
  { method: 'post', path: '/api/gear', echoes: gearSchema, summary: 'Add gear', body: gearBodyDocSchema, responses: { 201: commandAnswer('Added: the new id, position and revision.') }, errors: [400, 404, 422] },
  { method: 'put', path: '/api/gear/:id', echoes: gearSchema, summary: 'Edit gear (full replacement; send expectedRevision)', body: gearBodyDocSchema, responses: { 200: commandAnswer('Saved.') }, errors: [400, 404, 409, 422] },
  { method: 'delete', path: '/api/gear/:id', summary: 'Remove gear', query: expectedRevisionQuery, responses: { 200: commandAnswer('Removed.') }, errors: [400, 404, 409] },
  { method: 'post', path: '/api/gear/:id/spool', summary: 'Spool a reel with one of your lines (an amount given is taken from its stock; decision 128)', body: spoolInputSchema, responses: { 201: commandAnswer("Spooled: the reel's id, position and revision.") }, errors: [400, 404, 422] },
  { method: 'post', path: '/api/gear/:id/image', summary: "Set the gear's photo", upload: { field: GEAR_IMAGE_FIELD, description: 'A JPEG, PNG, WebP or HEIC photo; re-encoded, EXIF removed.' }, responses: { 200: { description: "The photo is stored: the gear's new revision, the photo's URL and size.", schema: gearImageAnswerSchema } }, errors: [400, 404, 413, 415] },
];
