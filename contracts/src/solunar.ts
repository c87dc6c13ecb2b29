import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { coordinatesSchema, latitudeSchema, longitudeSchema } from './geo';

// ---------------------------------------------------------------------------------------------
// Bite times (solunar periods), GET /api/fish-spots/bite-times?lat=&lon=[&date=YYYY-MM-DD][&utcOffsetMinutes=]
// ---------------------------------------------------------------------------------------------

/** A major period spans 2 h centred on moon transit/underfoot; a minor one 1 h on moonrise/moonset. */
export const MAJOR_PERIOD_MINUTES = 120;
export const MINOR_PERIOD_MINUTES = 60;

export const SOLUNAR_EVENTS = ['Moon overhead', 'Moon underfoot', 'Moonrise', 'Moonset'] as const;

export const biteWindowSchema = z.object({
  kind: z.enum(['major', 'minor']),
  /** What the window is centred on. */
  event: z.enum(SOLUNAR_EVENTS),
  start: isoDateTimeSchema,
  peak: isoDateTimeSchema,
  end: isoDateTimeSchema,
});
export type BiteWindow = z.infer<typeof biteWindowSchema>;

export const MOON_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASE_NAMES)[number];

export const DAY_RATINGS = ['Poor', 'Fair', 'Good', 'Excellent'] as const;
export type DayRating = (typeof DAY_RATINGS)[number];

export const biteTimesSchema = z.object({
  /** The local calendar day at the place, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  coordinates: coordinatesSchema,
  /** Offset used for "local day" and for showing times at the place. */
  utcOffsetMinutes: z.number().int(),
  sunrise: isoDateTimeSchema.nullable(),
  sunset: isoDateTimeSchema.nullable(),
  moonrise: isoDateTimeSchema.nullable(),
  moonset: isoDateTimeSchema.nullable(),
  moonTransit: isoDateTimeSchema.nullable(),
  moonUnderfoot: isoDateTimeSchema.nullable(),
  moonPhase: z.object({
    name: z.enum(MOON_PHASE_NAMES),
    /** Ecliptic longitude difference moon - sun, 0 = new, 180 = full. */
    angle: z.number().min(0).max(360),
    /** Lit fraction of the disc, 0..1. */
    illumination: z.number().min(0).max(1),
  }),
  /** Major and minor periods, in time order. */
  periods: z.array(biteWindowSchema),
  /** 1..4 (Poor..Excellent). */
  rating: z.number().int().min(1).max(4),
  ratingLabel: z.enum(DAY_RATINGS),
  /** Why the day got its rating. */
  ratingReasons: z.array(z.string()),
});
export type BiteTimes = z.infer<typeof biteTimesSchema>;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const biteTimesQuerySchema = z.object({
  lat: z.string().trim().min(1).transform(Number).pipe(latitudeSchema),
  lon: z.string().trim().min(1).transform(Number).pipe(longitudeSchema),
  date: dayText.optional(),
  utcOffsetMinutes: z
    .string()
    .regex(/^[-+]?\d+$/, 'utcOffsetMinutes must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(-840).max(840))
    .optional(),
});

/** HH:MM at the place (the offset the bite times were computed for). */
export function formatLocalTime(iso: string | null, utcOffsetMinutes: number): string {
  if (!iso) return '—';
  return new Date(Date.parse(iso) + utcOffsetMinutes * 60_000).toISOString().slice(11, 16);
}
