import { settingsInputSchema, settingsSchema } from '@tackle/contracts';
import { commandAnswer, type RouteDoc } from '@tackle/platform';

/** The settings routes, for the OpenAPI document. */
export const settingsRouteDocs: readonly RouteDoc[] = [
  { method: 'get', path: '/api/settings', summary: "The angler's settings (the defaults until they choose)", responses: { 200: { description: 'Settings.', schema: settingsSchema } } },
  { method: 'put', path: '/api/settings', echoes: settingsSchema, summary: 'Change the settings (all of them)', body: settingsInputSchema, responses: { 200: commandAnswer('Saved.') }, errors: [400, 409, 422] },
];
