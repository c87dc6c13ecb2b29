import { patternsQueryObjectSchema, patternsResponseSchema } from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

/** The patterns route, for the OpenAPI document. */
export const patternRouteDocs: readonly RouteDoc[] = [
  {
    method: 'get',
    path: '/api/patterns',
    summary: "What to tie on today: the bait, colour, rig, depth and setup that worked in the angler's own catches in conditions like today's",
    description:
      "Every condition is optional; one not given is not compared. Each suggestion says its evidence in words ('7 of your 9 fish in stained water under overcast skies came on a chartreuse spinnerbait') and whether the angler owns what it names. With too little history the answer says how many more catches are needed, and for what (docs/decisions/124-patterns.md).",
    query: patternsQueryObjectSchema.partial(),
    responses: { 200: { description: 'Suggestions, or the honest reason there are none.', schema: patternsResponseSchema } },
    errors: [400],
  },
];
