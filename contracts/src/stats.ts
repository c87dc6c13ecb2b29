import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema } from './common';

/**
 * GET /api/stats: every figure of the Fishing Statistics screen (spec §2), computed by the stats
 * projection from catch, trip, gear and setup events. Every count of fish (totals, species,
 * places, baits, months, conditions) counts each catch's quantity (issue 19); weights describe the
 * one fish that was weighed.
 */

const count = z.number().int().min(0);
const labelledCount = z.object({ label: z.string(), count });
export type LabelledCount = z.infer<typeof labelledCount>;

/** A bucket of a numeric scale: [min, max), max null for the open top bucket. */
const bucket = z.object({ label: z.string(), min: z.number(), max: z.number().nullable(), count });
export type StatsBucket = z.infer<typeof bucket>;

export const anglerStatsSchema = z.object({
  /** Fish caught: each catch counts its quantity (issue 19). */
  totalCatches: count,
  /** Catch entries in the log (a school logged once is one entry). */
  catchEntries: count,
  /**
   * Days on the water: the angler's trips, plus the days with a catch on no trip on which no trip
   * was under way (before trips were kept, every day with a catch; docs/decisions/125-trips.md).
   */
  fishingOutings: count,
  /** Of the outings, the trips. */
  tripOutings: count,
  /** Of the outings, the other days with a catch. */
  dayOutings: count,
  /** Fish caught with the setup (counting quantity). */
  mostUsedSetup: z.object({ id: entityIdSchema, name: z.string(), catches: count }).nullable(),
  /** Fish per outing, 1 decimal; 0 without outings. */
  catchRatePerTrip: z.number().min(0),
  /** Fish per hour on the water over the ended trips, 2 decimals; null without an ended trip of a minute or more. */
  fishPerHour: z.number().min(0).nullable(),
});

/** One of the angler's best trips (most fish). */
export const bestTripSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  /** The trip's start as stored. */
  date: z.string(),
  fish: count,
});
export type BestTrip = z.infer<typeof bestTripSchema>;
export const STATS_BEST_TRIPS = 3;

export const gearStatsSchema = z.object({
  totalGear: count,
  /** Sum of what each item cost: purchase cost, else retail cost. */
  totalInvestment: z.number().min(0),
  /** Number of gear types in use (rod, reel, lure). */
  gearCategories: count,
  /** Investment divided by the number of items that have a cost; null when none has. */
  averageCost: z.number().min(0).nullable(),
  pricedItems: count,
  byCategory: z.array(z.object({ typeId: z.number().int(), label: z.string(), count, investment: z.number().min(0) })),
});

export const catchStatsSchema = z.object({
  mostCaughtSpecies: labelledCount.nullable(),
  popularLocation: labelledCount.nullable(),
  /** Feet, 1 decimal, over the catches with a depth. */
  averageDepth: z.number().min(0).nullable(),
  speciesVariety: count,
});

export const personalBestSchema = z.object({
  species: z.string(),
  weight: z.number().min(0),
  catchId: entityIdSchema,
  date: z.string(),
  location: z.string().nullable(),
});
export type PersonalBest = z.infer<typeof personalBestSchema>;

export const statsChartsSchema = z.object({
  /** 'YYYY-MM' months from the first to the last catch (gaps as 0), at most the latest 24. */
  catchesByMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count })),
  species: z.array(labelledCount),
  weightDistribution: z.array(bucket),
  waterTemperature: z.array(bucket),
  /** Increasing, Stable, Decreasing (always present, possibly 0). */
  pressureTrend: z.array(labelledCount),
  /** Baits/lures by catches; heaviest is the biggest fish on it (lbs) when weighed. */
  lures: z.array(labelledCount.extend({ heaviest: z.number().nullable() })),
  rigs: z.array(labelledCount.extend({ heaviest: z.number().nullable() })),
});

/** GET /api/stats?estimates=include|exclude: whether estimated values feed the figures (decision 047). */
export const STATS_ESTIMATES = ['include', 'exclude'] as const;
export type StatsEstimates = (typeof STATS_ESTIMATES)[number];
export const statsQuerySchema = z.object({
  estimates: z
    .enum(STATS_ESTIMATES, { error: 'estimates must be include or exclude' })
    .optional()
    .transform((mode): StatsEstimates => mode ?? 'include'),
});

export const statsResponseSchema = z.object({
  angler: anglerStatsSchema,
  gear: gearStatsSchema,
  catches: catchStatsSchema,
  charts: statsChartsSchema,
  /** Heaviest fish per species, heaviest first. */
  personalBests: z.array(personalBestSchema),
  /** The STATS_BEST_TRIPS trips with the most fish (at least one), most first. */
  bestTrips: z.array(bestTripSchema),
  /** Whether estimated values were counted, and how many catches hold one (whichever the mode). */
  estimates: z.object({
    mode: z.enum(STATS_ESTIMATES),
    /** Catches whose water temperature is an estimate (air - 2 °F), not a reading. */
    waterTemp: count,
  }),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

export const STATS_MONTHS_MAX = 24;
export const STATS_TOP_LIST_MAX = 10;

/** Weight buckets in pounds (bass anglers think in 1-lb steps up to a "kicker"). */
export const WEIGHT_BUCKETS: ReadonlyArray<{ label: string; min: number; max: number | null }> = [
  { label: '< 1 lb', min: 0, max: 1 },
  { label: '1-2 lbs', min: 1, max: 2 },
  { label: '2-3 lbs', min: 2, max: 3 },
  { label: '3-4 lbs', min: 3, max: 4 },
  { label: '4-5 lbs', min: 4, max: 5 },
  { label: '5-7 lbs', min: 5, max: 7 },
  { label: '7-10 lbs', min: 7, max: 10 },
  { label: '10+ lbs', min: 10, max: null },
];

/** Water temperature bands in °F, 5° wide (the ranges bass behaviour is described in). */
export const WATER_TEMP_BUCKETS: ReadonlyArray<{ label: string; min: number; max: number | null }> = [
  { label: '< 45°F', min: -100, max: 45 },
  { label: '45-50°F', min: 45, max: 50 },
  { label: '50-55°F', min: 50, max: 55 },
  { label: '55-60°F', min: 55, max: 60 },
  { label: '60-65°F', min: 60, max: 65 },
  { label: '65-70°F', min: 65, max: 70 },
  { label: '70-75°F', min: 70, max: 75 },
  { label: '75-80°F', min: 75, max: 80 },
  { label: '80+°F', min: 80, max: null },
];

/** The figures of a user with no data yet. */
export function emptyStats(): StatsResponse {
  return {
    angler: { totalCatches: 0, catchEntries: 0, fishingOutings: 0, tripOutings: 0, dayOutings: 0, mostUsedSetup: null, catchRatePerTrip: 0, fishPerHour: null },
    gear: { totalGear: 0, totalInvestment: 0, gearCategories: 0, averageCost: null, pricedItems: 0, byCategory: [] },
    catches: { mostCaughtSpecies: null, popularLocation: null, averageDepth: null, speciesVariety: 0 },
    charts: {
      catchesByMonth: [],
      species: [],
      weightDistribution: WEIGHT_BUCKETS.map((b) => ({ ...b, count: 0 })),
      waterTemperature: WATER_TEMP_BUCKETS.map((b) => ({ ...b, count: 0 })),
      pressureTrend: ['Increasing', 'Stable', 'Decreasing'].map((label) => ({ label, count: 0 })),
      lures: [],
      rigs: [],
    },
    personalBests: [],
    bestTrips: [],
    estimates: { mode: 'include', waterTemp: 0 },
    updatedAt: null,
  };
}
