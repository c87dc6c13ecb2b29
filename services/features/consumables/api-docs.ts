import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_SORT_KEYS,
  consumableHistoryResponseSchema,
  consumableInputSchema,
  consumableListResponseSchema,
  consumableSummaryListResponseSchema,
  consumableUsageInputSchema,
  countOnHandSchema,
  consumableSchema,
} from '@tackle/contracts';
import { z } from 'zod';
import { commandAnswer, expectedRevisionQuery, listPagingQuery, type RouteDoc } from '@tackle/platform';

/** The long list's search, filters and sort (docs/decisions/133-server-side-lists.md). */
const consumableListQuery = listPagingQuery.extend({
  q: z.string().max(200).optional().describe('Only items whose name, brand, model or colour contains this text (case-insensitive).'),
  category: z.enum(CONSUMABLE_CATEGORIES).optional().describe('Only items of this category.'),
  lowStock: z.enum(['true', 'false']).optional().describe('true: only items at or below their minimum stock level.'),
  sort: z.enum(CONSUMABLE_SORT_KEYS).optional().describe("The table's order: text case- and accent-insensitive with numbers by value, empty values last, ties newest first."),
  dir: z.enum(['asc', 'desc']).optional().describe('The direction of sort (default asc).'),
});

/** The consumables routes, for the OpenAPI document. */
export const consumableRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/consumables', summary: "The angler's consumables, newest first (or searched, filtered and sorted)", query: consumableListQuery, responses: { 200: { description: 'The consumables (or one page).', schema: consumableListResponseSchema } }, errors: [400] },
  { method: 'get', path: '/api/consumables/:id/history', summary: "A consumable's stock movements, newest first", responses: { 200: { description: 'Added, used, restocked, corrected.', schema: consumableHistoryResponseSchema } }, errors: [404] },
  { method: 'get', path: '/api/gear-types/:typeId/consumables', summary: 'The consumables that fit a gear type', responses: { 200: { description: 'Name, count on hand and unit of each.', schema: consumableSummaryListResponseSchema } }, errors: [400, 404] },
  { method: 'post', path: '/api/consumables', echoes: consumableSchema, summary: 'Add a consumable', body: consumableInputSchema, responses: { 201: commandAnswer('Added.') }, errors: [400, 422] },
  {
    method: 'put',
    path: '/api/consumables/:id',
    echoes: consumableSchema,
    summary: 'Edit a consumable; `currentQuantity` is the count on hand (a changed count is recorded as a restock or a correction)',
    description: 'A body sent back as GET answered it changes no stock. Without `currentQuantity`, a changed `initialQuantity` is read as the count on hand.',
    body: z.intersection(consumableInputSchema, z.object({ currentQuantity: countOnHandSchema })), responses: { 200: commandAnswer('Saved.') }, errors: [400, 404, 409, 422] },
  { method: 'delete', path: '/api/consumables/:id', summary: 'Remove a consumable', query: expectedRevisionQuery, responses: { 200: commandAnswer('Removed.') }, errors: [400, 404, 409] },
  { method: 'post', path: '/api/gear/:id/consumables', summary: 'Track usage of a consumable on a piece of gear', body: consumableUsageInputSchema, responses: { 201: commandAnswer("Recorded: the consumable's id, position and revision.") }, errors: [400, 404, 422] },
];
