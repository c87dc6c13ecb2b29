import { z } from 'zod';
import {
  entityIdSchema,
  expectedRevisionSchema,
  isoDateTimeSchema,
  optionalNumberBetween,
  optionalText,
  requiredText,
  streamNames,
  tagGuard,
  userIdSchema,
  type TaggedUnion,
} from './common';
import { WATER_CLARITY_OPTIONS, WIND_DIRECTIONS } from './catches';
import { coordinatesSchema } from './geo';
import { MOON_PHASE_NAMES } from './solunar';

/**
 * Trips (issue 19): a day on the water. A trip is started (open) and later ended; catches logged
 * while it is open join it, and can be moved between trips. Stream `trip-<id>`.
 */

export const TRIP_MESSAGES = {
  nameRequired: 'Trip name is required',
  startRequired: 'Start time is required',
  endBeforeStart: 'A trip cannot end before it starts',
  alreadyEnded: 'This trip has already ended',
  anotherOpen: 'Another trip is under way: end it first',
} as const;

export const TRIP_WATER_LEVELS = ['Low', 'Normal', 'High', 'Rising', 'Falling'] as const;

/**
 * One hour of the weather over a trip, as the weather service reported it for that hour and
 * place (never typed: an angler's own reading of the water goes in the trip's water fields).
 * Units as stored everywhere: °F, inHg, mph.
 */
export const tripWeatherHourSchema = z.object({
  at: isoDateTimeSchema,
  airTemp: z.number().min(-80).max(150).nullable(),
  skies: z.string().max(100).nullable(),
  windSpeed: z.number().min(0).max(300).nullable(),
  windDirection: z.enum(WIND_DIRECTIONS).nullable(),
  barometer: z.number().min(0).max(40).nullable(),
});
export type TripWeatherHour = z.infer<typeof tripWeatherHourSchema>;

/** At most one sample an hour for a 3-day trip. */
export const TRIP_WEATHER_MAX_HOURS = 72;

const tripWeatherSchema = z
  .array(tripWeatherHourSchema, { error: 'weather must be a list of hourly readings' })
  .max(TRIP_WEATHER_MAX_HOURS, `weather holds at most ${TRIP_WEATHER_MAX_HOURS} hours`)
  .nullish()
  .transform((hours) => hours ?? []);

const tripStartSchema = z.iso.datetime({ offset: true, local: true, error: TRIP_MESSAGES.startRequired });
const tripEndSchema = z.iso
  .datetime({ offset: true, local: true, error: 'End time must be a date and time' })
  .nullish()
  .transform((at) => at ?? null);

/** The fields an angler types for a trip (POST /api/trips, PUT /api/trips/:id). */
export const tripFieldsShape = {
  name: requiredText(200, TRIP_MESSAGES.nameRequired),
  /** The lake, river or reservoir. */
  waterBody: optionalText(200, 'Water body'),
  /** Where on it (ramp, bank, marina), free text. */
  place: optionalText(500, 'Place'),
  coordinates: coordinatesSchema.nullish().transform((coordinates) => coordinates ?? null),
  /** Local date-time as the form sends it ('2026-05-01T06:30') or an instant. */
  startedAt: tripStartSchema,
  /** Null while the trip is under way. */
  endedAt: tripEndSchema,
  /** Who was on board, free text ("Sam, Alex"). */
  anglers: optionalText(500, 'Anglers'),
  notes: optionalText(5000, 'Notes'),
  /** °F, the angler's own reading. */
  waterTemp: optionalNumberBetween('Water temperature', -40, 150),
  waterClarity: z
    .enum(WATER_CLARITY_OPTIONS, { error: `Water clarity must be one of: ${WATER_CLARITY_OPTIONS.join(', ')}` })
    .nullish()
    .transform((clarity) => clarity ?? null),
  waterLevel: z
    .enum(TRIP_WATER_LEVELS, { error: `Water level must be one of: ${TRIP_WATER_LEVELS.join(', ')}` })
    .nullish()
    .transform((level) => level ?? null),
  weather: tripWeatherSchema,
};

export const tripInputSchema = z
  .object(tripFieldsShape)
  .refine((trip) => trip.endedAt == null || Date.parse(trip.endedAt) >= Date.parse(trip.startedAt), {
    message: TRIP_MESSAGES.endBeforeStart,
    path: ['endedAt'],
  });
export type TripInputBody = z.input<typeof tripInputSchema>;
export type TripInput = z.output<typeof tripInputSchema>;

/** Body of POST /api/trips/:id/end. */
export const endTripInputSchema = z
  .object({
    endedAt: z.iso.datetime({ offset: true, local: true, error: 'End time must be a date and time' }),
    weather: tripWeatherSchema,
    expectedRevision: expectedRevisionSchema,
  });
export type EndTripInput = z.output<typeof endTripInputSchema>;

// ---------------------------------------------------------------------------------------------
// Read models
// ---------------------------------------------------------------------------------------------

const count = z.number().int().min(0);

/** What the catches of a trip add up to; fish count `quantity`, catches count entries. */
export const tripSummarySchema = z.object({
  catches: count,
  fish: count,
  species: z.array(z.object({ label: z.string(), count })),
  /** Hours from start to end (to now while under way), 2 decimals. */
  durationHours: z.number().min(0),
  /** Fish per hour, 2 decimals; null for a trip shorter than a minute. */
  fishPerHour: z.number().min(0).nullable(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

/** GET /api/trips item. */
export const tripSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  ...tripFieldsShape,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  summary: tripSummarySchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type Trip = z.infer<typeof tripSchema>;
export const tripListResponseSchema = z.array(tripSchema);

/** GET /api/trips/:id: the trip, its catches (as GET /api/catches lists them) and what they used. */
export const tripDetailSchema = tripSchema.extend({
  catchIds: z.array(entityIdSchema),
  setupsUsed: z.array(z.object({ id: entityIdSchema, name: z.string(), fish: count })),
  baitsUsed: z.array(z.object({ label: z.string(), fish: count })),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Calendar (GET /api/calendar?month=YYYY-MM)
// ---------------------------------------------------------------------------------------------

export const calendarQuerySchema = z.object({
  month: z.string({ error: 'month must be YYYY-MM' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});

export const calendarDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  trips: z.array(z.object({ id: entityIdSchema, name: z.string() })),
  catches: count,
  fish: count,
  /** The moon on that day (at local noon); the same for every place on Earth to within a day. */
  moonPhase: z.object({ name: z.enum(MOON_PHASE_NAMES), illumination: z.number().min(0).max(1) }),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
export const calendarResponseSchema = z.object({ month: z.string(), days: z.array(calendarDaySchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Events (stream trip-<id>)
// ---------------------------------------------------------------------------------------------

export const tripStreamName = streamNames('trip-');

const tripEventFields = {
  ...tripFieldsShape,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
};

export const tripStartedSchema = z.object({
  tripId: entityIdSchema,
  userId: userIdSchema,
  ...tripEventFields,
  createdAt: isoDateTimeSchema,
});
/** Full replacement of the typed fields, as CatchUpdated. */
export const tripUpdatedSchema = tripStartedSchema.omit({ userId: true, createdAt: true }).extend({ updatedAt: isoDateTimeSchema });
export const tripEndedSchema = z.object({
  tripId: entityIdSchema,
  endedAt: z.string(),
  weather: z.array(tripWeatherHourSchema),
  updatedAt: isoDateTimeSchema,
});
export const tripRemovedSchema = z.object({ tripId: entityIdSchema, removedAt: isoDateTimeSchema });

export const tripEventSchemas = {
  TripStarted: tripStartedSchema,
  TripUpdated: tripUpdatedSchema,
  TripEnded: tripEndedSchema,
  TripRemoved: tripRemovedSchema,
} as const;
export type TripEvent = TaggedUnion<typeof tripEventSchemas>;
export const isTripEventType = tagGuard(tripEventSchemas);
