import { z } from 'zod';
import { isoDateTimeSchema, streamNames, tagGuard, userIdSchema, type TaggedUnion } from './common';
import { DEFAULT_LINE_AGE_MONTHS, lineAgeMonthsSchema } from './line';
import { DEFAULT_UNIT_SYSTEM, UNIT_SYSTEMS } from './units';

/*
 * An angler's own settings (GET/PUT /api/settings): the units values are shown and typed in
 * (docs/decisions/121-units.md) and how old a line may get before the dashboard says to respool
 * (docs/decisions/128-line-on-the-reel.md). One stream per angler, `settings-<userId>`.
 */

export const UNITS_MESSAGE = `Units must be one of: ${UNIT_SYSTEMS.join(', ')}`;

const unitsSchema = z.enum(UNIT_SYSTEMS, { error: UNITS_MESSAGE });

/**
 * Body of PUT /api/settings: the whole settings (units required, so nothing is left out by
 * mistake). `lineAgeMonths` came later: a client that does not send it keeps what the angler chose.
 */
export const settingsInputSchema = z.object({ units: unitsSchema, lineAgeMonths: lineAgeMonthsSchema.optional() });
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** GET /api/settings: an angler who never chose has the defaults (`revision` 0, `updatedAt` null). */
export const settingsSchema = z.object({
  units: unitsSchema,
  /** Defaulted when absent: an answer kept on a device before decision 128 still reads. */
  lineAgeMonths: lineAgeMonthsSchema.default(DEFAULT_LINE_AGE_MONTHS),
  updatedAt: isoDateTimeSchema.nullable(),
  revision: z.number().int().min(0),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { units: DEFAULT_UNIT_SYSTEM, lineAgeMonths: DEFAULT_LINE_AGE_MONTHS, updatedAt: null, revision: 0 };

export const settingsStreamName = streamNames('settings-');

/** `lineAgeMonths` is absent from events written before decision 128: those anglers have the defaults. */
export const settingsChangedSchema = z.object({
  userId: userIdSchema,
  units: unitsSchema,
  lineAgeMonths: lineAgeMonthsSchema.optional(),
  changedAt: isoDateTimeSchema,
});

export const settingsEventSchemas = { SettingsChanged: settingsChangedSchema } as const;
export type SettingsEvent = TaggedUnion<typeof settingsEventSchemas>;
export const isSettingsEventType = tagGuard(settingsEventSchemas);
