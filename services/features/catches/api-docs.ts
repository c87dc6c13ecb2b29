import {
  CATCH_PHOTO_FIELD,
  catchImportRequestSchema,
  catchImportResponseSchema,
  catchInputSchema,
  catchFullListResponseSchema,
  catchListItemSchema,
  CATCH_LIST_INCLUDE,
  catchPhotoResponseSchema,
  catchSchema,
} from '@tackle/contracts';
import { z } from 'zod';
import { commandAnswer, expectedRevisionQuery, listPagingQuery, type RouteDoc } from '@tackle/platform';

/** A lean catch as it is sent: a field without a value is absent (catchListItemSchema reads it back as null). */
const leanCatchOnTheWire = catchListItemSchema
  .partial()
  .required({ id: true, userId: true, species: true, date: true, createdAt: true, updatedAt: true, revision: true });

const catchListQuery = listPagingQuery.extend({
  include: z
    .literal(CATCH_LIST_INCLUDE)
    .optional()
    .describe(`\`${CATCH_LIST_INCLUDE}\`: every catch in full (bite times and every field, nulls included), as GET /api/catches/{id} answers one. Anything else is 400.`),
});

/** The catch log routes, for the OpenAPI document. */
export const catchRouteDocs: readonly RouteDoc[] = [
  {
    method: 'get',
    path: '/api/catches',
    summary: "The angler's catches, newest first",
    description:
      'Each catch in its lean form: without `biteTimes`, and a field without a value (null, `estimated` with no flag set, `quantity` 1) is left out; read an absent field as that value. `?include=details` answers the full form instead (docs/decisions/130-lean-lists-compression-and-etags.md). Answers carry a weak ETag: `If-None-Match` with it is 304 while the list is unchanged.',
    query: catchListQuery,
    responses: {
      200: { description: 'The catches (or one page), lean; with `include=details`, full (see GET /api/catches/{id}).', schema: z.union([z.array(leanCatchOnTheWire), catchFullListResponseSchema]) },
    },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/catches/:id',
    summary: 'One catch in full',
    description: "Every field of the catch, with its bite times (`biteTimes`, null without a place). Another angler's catch is 404, like a missing one.",
    responses: { 200: { description: 'The catch.', schema: catchSchema } },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/catches',
    echoes: catchSchema,
    summary: 'Log a catch',
    description: "`quantity`: the fish it stands for (1 when left out). A body without `tripId` joins the angler's trip under way when that started at or before the catch; `tripId: null` is on no trip; another angler's or a removed trip is 404 (docs/decisions/125-trips.md).",
    body: catchInputSchema,
    responses: { 201: commandAnswer('Logged.') },
    errors: [400, 404, 422],
  },
  { method: 'post', path: '/api/catches/import', summary: 'Import catches (rows of a CSV file)', body: catchImportRequestSchema, responses: { 200: { description: 'How many rows were imported, and why the others were not.', schema: catchImportResponseSchema } }, errors: [400, 413, 422] },
  { method: 'post', path: '/api/catches/photos', summary: 'Upload a catch photo (before logging the catch)', upload: { field: CATCH_PHOTO_FIELD, description: 'A photo of the fish; re-encoded, EXIF (and its GPS position) removed.' }, responses: { 201: { description: "The stored photo's URL.", schema: catchPhotoResponseSchema } }, errors: [400, 413, 415] },
  {
    method: 'put',
    path: '/api/catches/:id',
    echoes: catchSchema,
    summary: 'Edit a catch',
    description: 'Replaces the fields; a body without `tripId` keeps the catch on its trip, another trip id moves it there, null takes it off.',
    body: catchInputSchema,
    responses: { 200: commandAnswer('Saved.') },
    errors: [400, 404, 409, 422],
  },
  { method: 'delete', path: '/api/catches/:id', summary: 'Delete a catch', query: expectedRevisionQuery, responses: { 200: commandAnswer('Deleted.') }, errors: [400, 404, 409] },
];
