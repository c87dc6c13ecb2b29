import {
  brandListResponseSchema,
  brandSchema,
  modelSchema,
  brandsQuerySchema,
  createBrandInputSchema,
  createdBrandResponseSchema,
  createdModelResponseSchema,
  createModelInputSchema,
  modelListResponseSchema,
  modelsQuerySchema,
} from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

/** The catalog routes, for the OpenAPI document. */
export const catalogRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/brands', summary: 'Search the brand catalog', query: brandsQuerySchema, responses: { 200: { description: 'Brands, best match first.', schema: brandListResponseSchema } }, errors: [400, 422] },
  { method: 'get', path: '/api/brands/:brandId/models', summary: "Search a brand's models", query: modelsQuerySchema.omit({ brandId: true }), responses: { 200: { description: 'Models, best match first.', schema: modelListResponseSchema } }, errors: [400, 404, 422] },
  { method: 'get', path: '/api/models', summary: 'Search models of every brand', query: modelsQuerySchema, responses: { 200: { description: 'Models, best match first.', schema: modelListResponseSchema } }, errors: [400, 422] },
  { method: 'post', path: '/api/brands', echoes: brandSchema, summary: "Add a brand of the angler's own (the built-in catalog is shared; at most 30 additions an hour)", body: createBrandInputSchema, responses: { 201: { description: 'The new brand, the angler\'s own.', schema: createdBrandResponseSchema } }, errors: [400, 409, 422, 429] },
  { method: 'post', path: '/api/brands/:brandId/models', echoes: modelSchema, summary: "Add a model of the angler's own to a brand (at most 30 additions an hour)", body: createModelInputSchema, responses: { 201: { description: 'The new model, the angler\'s own.', schema: createdModelResponseSchema } }, errors: [400, 404, 409, 422, 429] },
];
