import {
  CATCH_PHOTO_FIELD,
  catchImportRequestSchema,
  catchImportResponseSchema,
  catchInputSchema,
  catchListResponseSchema,
  catchPhotoResponseSchema,
  catchSchema,
} from '@tackle/contracts';
import { commandAnswer, expectedRevisionQuery, listPagingQuery, type RouteDoc } from '@tackle/platform';

/** The catch log routes, for the OpenAPI document. */
export const catchRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/catches', summary: "The angler's catches, newest first", query: listPagingQuery, responses: { 200: { description: 'The catches (or one page).', schema: catchListResponseSchema } }, errors: [400] },
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
