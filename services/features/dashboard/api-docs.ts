import { dashboardResponseSchema } from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

/** The dashboard route, for the OpenAPI document. */
export const dashboardRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/dashboard', summary: "The dashboard's counters and recent activity", responses: { 200: { description: 'Counters and the newest activity.', schema: dashboardResponseSchema } } },
];
