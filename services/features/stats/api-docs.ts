import { statsQuerySchema, statsResponseSchema } from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

/** The statistics route, for the OpenAPI document. */
export const statsRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/stats', summary: "The angler's fishing statistics", query: statsQuerySchema, responses: { 200: { description: 'Every figure of the statistics screen.', schema: statsResponseSchema } }, errors: [400] },
];
