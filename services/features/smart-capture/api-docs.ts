import { analyzeProductInputSchema, GEAR_IMAGE_FIELD, gearImageAnalysisResultSchema, productAnalysisResultSchema } from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

/** The Smart Capture routes, for the OpenAPI document. */
export const smartCaptureRouteDocs: readonly RouteDoc[] = [
  { method: 'post', path: '/api/analyze-product', summary: 'Identify the product in a photo', body: analyzeProductInputSchema, responses: { 200: { description: 'What the photo shows; fields not read are null.', schema: productAnalysisResultSchema } }, errors: [400, 413, 415, 502, 503, 504] },
  { method: 'post', path: '/api/gear/analyze-image', summary: "Suggest gear fields from a photo's file name and caption", upload: { field: GEAR_IMAGE_FIELD, description: 'The photo the angler picked.' }, responses: { 200: { description: 'Suggested name, brand, model, type and notes (null when unknown).', schema: gearImageAnalysisResultSchema } }, errors: [400, 413, 415] },
];
