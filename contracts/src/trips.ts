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
import { coordinatesQuerySchema, coordinatesSchema } from './geo';
import { MOON_PHASE_NAMES } from './solunar';

/**
 * Trips (issue 19): a day on the water. A trip is started (open) and later ended; catches logged
 * while it is open join it, and can be moved between trips. Stream `trip-<id>`; which trip an
 * angler has open is claimed on `opentrip-<userId>` (docs/decisions/125-trips.md).
 */

export const TRIP_MESSAGES = {
  nameRequired: 'Trip name is required',
  startRequired: 'Start time is required',
  endBeforeStart: 'A trip cannot end before it starts',
  alreadyEnded: 'This trip has already ended',
  anotherOpen: 'Another trip is under way: end it first',
  notFound: 'Trip not found',
  cannotReopen: 'A trip that has ended cannot be reopened: start a new one',
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

/**
 * The fields an angler types for a trip (POST /api/trips, PUT /api/trips/:id). PUT replaces them
 * all, except that a body without the `endedAt` or `weather` key keeps the trip's end and weather
 * (they are set by the end of the trip, not typed); `endedAt: null` on an ended trip is refused
 * (TRIP_MESSAGES.cannotReopen).
 */
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
  .refine((trip) => trip.endedAt == null || endsAtOrAfterStart(trip.startedAt, trip.endedAt), {
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

/** Whether a PUT body names `key` (present and not undefined): absent endedAt/weather keep the trip's. */
export function namesField(body: object, key: string): boolean {
  return Object.hasOwn(body, key) && (body as Record<string, unknown>)[key] !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Times: the form sends local date-times ('2026-05-01T06:30'), other clients instants
// ---------------------------------------------------------------------------------------------

const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
/** Whether a time is an instant (written with its offset or Z), not a local date-time or a day. */
export const hasOffset = (at: string) => at.length > 10 && OFFSET.test(at);

/** The time as written (a local date-time, or a day at its midnight), in ms on a UTC clock face. */
function writtenMs(at: string): number {
  const local = at.replace(OFFSET, '');
  return Date.parse(local.length === 10 ? `${local}T00:00:00Z` : `${local}Z`);
}

/**
 * Two of an angler's times (a trip's start and end, a catch's date) as comparable milliseconds.
 * Two instants (both with an offset) are compared as instants; otherwise as written on the clock
 * face, which is what the forms send: a local time has no zone, and the angler's is the one they
 * typed both in. NaN for a time that does not parse.
 */
export function comparableTimes(a: string, b: string): [number, number] {
  if (hasOffset(a) && hasOffset(b)) return [Date.parse(a), Date.parse(b)];
  return [writtenMs(a), writtenMs(b)];
}

/** Whether `endedAt` is at or after `startedAt` (as comparableTimes compares them). */
export function endsAtOrAfterStart(startedAt: string, endedAt: string): boolean {
  const [start, end] = comparableTimes(startedAt, endedAt);
  return end >= start;
}

/** Whether the catch at `catchDate` is at or after the start of a trip (a day-only catch date: on or after its day). */
export function catchIsWithinStart(catchDate: string, tripStartedAt: string): boolean {
  if (catchDate.length === 10) return catchDate >= tripStartedAt.slice(0, 10);
  const [catchMs, startMs] = comparableTimes(catchDate, tripStartedAt);
  return catchMs >= startMs;
}

/** Hours from `startedAt` to `endedAt`, 2 decimals, never negative. */
export function tripHours(startedAt: string, endedAt: string): number {
  const [start, end] = comparableTimes(startedAt, endedAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.round(((end - start) / 3_600_000) * 100) / 100);
}

// ---------------------------------------------------------------------------------------------
// Weather over a trip (GET /api/weather/hours?lat=&lon=&from=&to=)
// ---------------------------------------------------------------------------------------------

/** The hours of the weather at a place from `from` to `to` (instants with their offsets), at most TRIP_WEATHER_MAX_HOURS. */
export const weatherHoursQuerySchema = coordinatesQuerySchema.extend({
  from: z.iso.datetime({ offset: true }).describe('The first hour wanted (ISO date-time with offset): a trip\'s start.'),
  to: z.iso.datetime({ offset: true }).describe('The last hour wanted (ISO date-time with offset): a trip\'s end.'),
});

/** One reading per hour from the start of `from`'s hour to `to`, oldest first; hours the provider has nothing for are left out. */
export const weatherHoursResponseSchema = z.object({
  hours: z.array(tripWeatherHourSchema),
  source: z.literal('open-meteo-historical'),
});
export type WeatherHoursResponse = z.infer<typeof weatherHoursResponseSchema>;

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

/** `month` left out: the current month (UTC). */
export const calendarQuerySchema = z.object({
  month: z
    .string({ error: 'month must be YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
    .optional()
    .describe('The month, YYYY-MM; the current one (UTC) when left out.'),
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

// ---------------------------------------------------------------------------------------------
// The open trip (stream opentrip-<userId>)
// ---------------------------------------------------------------------------------------------

/**
 * Which trip an angler has open: each start of a trip under way claims it here, appended with the
 * stream's expected revision, so two trips cannot be opened at once. The claimed trip is open
 * until its own stream ends or removes it (docs/decisions/125-trips.md).
 */
export const openTripStreamName = streamNames('opentrip-');

export const tripOpenedSchema = z.object({ userId: userIdSchema, tripId: entityIdSchema, openedAt: isoDateTimeSchema });

export const openTripEventSchemas = { TripOpened: tripOpenedSchema } as const;
export type OpenTripEvent = TaggedUnion<typeof openTripEventSchemas>;
