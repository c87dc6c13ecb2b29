import { z } from 'zod';
import { hasTag, isoDateTimeSchema, tagNames, userIdSchema, type TaggedUnion } from './common';
import { DEFAULT_UNIT_SYSTEM, UNIT_SYSTEMS } from './units';

/*
 * An angler's own settings (GET/PUT /api/settings): today the units values are shown and typed in
 * (docs/decisions/121-units.md). One stream per angler, `settings-<userId>`.
 */

export const UNITS_MESSAGE = `Units must be one of: ${UNIT_SYSTEMS.join(', ')}`;

const unitsSchema = z.enum(UNIT_SYSTEMS, { error: UNITS_MESSAGE });

/** Body of PUT /api/settings: the whole settings (every field required, so nothing is left out by mistake). */
export const settingsInputSchema = z.object({ units: unitsSchema });
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** GET /api/settings: an angler who never chose has the defaults (`revision` 0, `updatedAt` null). */
export const settingsSchema = z.object({
  units: unitsSchema,
  updatedAt: isoDateTimeSchema.nullable(),
  revision: z.number().int().min(0),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { units: DEFAULT_UNIT_SYSTEM, updatedAt: null, revision: 0 };

export const SETTINGS_STREAM_PREFIX = 'settings-';
export const settingsStreamName = (userId: string) => `${SETTINGS_STREAM_PREFIX}${userId}`;

export const settingsChangedSchema = z.object({ userId: userIdSchema, units: unitsSchema, changedAt: isoDateTimeSchema });

export const settingsEventSchemas = { SettingsChanged: settingsChangedSchema } as const;
export type SettingsEvent = TaggedUnion<typeof settingsEventSchemas>;
export const SETTINGS_EVENT_TYPES = tagNames(settingsEventSchemas);
export function isSettingsEventType(type: string): type is keyof typeof settingsEventSchemas {
  return hasTag(settingsEventSchemas, type);
}
