import {
  catchDay,
  emptyStats,
  gearTypeLabel,
  roundToCents,
  STATS_BEST_TRIPS,
  STATS_MONTHS_MAX,
  STATS_TOP_LIST_MAX,
  tripHours,
  WATER_TEMP_BUCKETS,
  WEIGHT_BUCKETS,
  type LabelledCount,
  type StatsEstimates,
  type StatsResponse,
} from '@tackle/contracts';
import { fishOf, keyOf, pressureTrendOf, type CatchSummary, type TripSummary } from '../figures';

/*
 * The statistics worked out from scratch from every summary of one angler, as the projection did
 * before it kept its figures item by item (docs/decisions/140-statistics-in-constant-time.md): the
 * reference the property test holds `StatsFigures` to. Not used by the product.
 */

interface Tally {
  label: string;
  count: number;
  heaviest: number | null;
}

/** Counts by a text field; the label is the spelling of the first catch (oldest first). */
function tally(summaries: CatchSummary[], pick: (summary: CatchSummary) => string | null): Tally[] {
  const byKey = new Map<string, Tally>();
  for (const summary of summaries) {
    const value = pick(summary)?.trim();
    if (!value) continue;
    const key = keyOf(value);
    const entry = byKey.get(key) ?? { label: value.replace(/\s+/g, ' '), count: 0, heaviest: null };
    entry.count += fishOf(summary);
    if (summary.weight != null && summary.weight > 0) entry.heaviest = Math.max(entry.heaviest ?? 0, summary.weight);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort(
    (a, b) => b.count - a.count || (b.heaviest ?? 0) - (a.heaviest ?? 0) || a.label.localeCompare(b.label),
  );
}

const top = (tallies: Tally[]): LabelledCount | null => (tallies[0] ? { label: tallies[0].label, count: tallies[0].count } : null);

/** Counts per bucket; each value counts `fish` (1 unless given). */
function bucketCounts(values: Array<{ value: number; fish?: number }>, buckets: ReadonlyArray<{ label: string; min: number; max: number | null }>) {
  return buckets.map((bucket) => ({
    ...bucket,
    count: values
      .filter(({ value }) => value >= bucket.min && (bucket.max === null || value < bucket.max))
      .reduce((sum, { fish }) => sum + (fish ?? 1), 0),
  }));
}

function monthSeries(days: Array<{ day: string; fish: number }>): Array<{ month: string; count: number }> {
  const counts = new Map<string, number>();
  for (const { day, fish } of days) {
    const month = day.slice(0, 7);
    if (/^\d{4}-\d{2}$/.test(month)) counts.set(month, (counts.get(month) ?? 0) + fish);
  }
  const months = [...counts.keys()].sort();
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return [];
  const series: Array<{ month: string; count: number }> = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    series.push({ month: key, count: counts.get(key) ?? 0 });
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return series.slice(-STATS_MONTHS_MAX);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What `computeStats` reads: every summary of one angler, by id. */
export interface StatsInput {
  catches: Record<string, CatchSummary>;
  gear: Record<string, { typeId: number; cost: number | null }>;
  setups: Record<string, string>;
  trips: Record<string, TripSummary>;
}

/** The calendar days a trip spans (its start day to its end day; the start day while under way). */
function tripDays(trip: TripSummary): Set<string> {
  const first = catchDay(trip.startedAt);
  const last = catchDay(trip.endedAt ?? trip.startedAt);
  const days = new Set([first]);
  let at = Date.parse(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  // A trip of more than a few weeks is a typo: its days beyond that are not counted.
  for (let n = 0; n < 62 && at < end; n += 1) {
    at += 86_400_000;
    days.add(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The outings and the figures of trips (docs/decisions/125-trips.md): every trip is an outing, and
 * so is every other day with a catch on no trip; the best trips by fish; fish per hour over the
 * ended trips.
 */
function tripFigures(summaries: Array<CatchSummary & { catchId: string }>, trips: Record<string, TripSummary>) {
  const fishByTrip = new Map<string, number>();
  const onTripDays = new Set<string>();
  for (const trip of Object.values(trips)) for (const day of tripDays(trip)) onTripDays.add(day);
  const otherDays = new Set<string>();
  for (const summary of summaries) {
    const tripId = summary.tripId && trips[summary.tripId] ? summary.tripId : null;
    if (tripId) fishByTrip.set(tripId, (fishByTrip.get(tripId) ?? 0) + fishOf(summary));
    else if (!onTripDays.has(catchDay(summary.date))) otherDays.add(catchDay(summary.date));
  }
  const bestTrips = Object.entries(trips)
    .map(([id, trip]) => ({ id, name: trip.name, date: trip.startedAt, fish: fishByTrip.get(id) ?? 0 }))
    .filter((trip) => trip.fish > 0)
    .sort((a, b) => b.fish - a.fish || b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
    .slice(0, STATS_BEST_TRIPS);
  let hours = 0;
  let fishOnEnded = 0;
  for (const [id, trip] of Object.entries(trips)) {
    if (trip.endedAt === null) continue;
    const tripLength = tripHours(trip.startedAt, trip.endedAt);
    if (tripLength * 60 < 1) continue;
    hours += tripLength;
    fishOnEnded += fishByTrip.get(id) ?? 0;
  }
  return {
    tripOutings: Object.keys(trips).length,
    dayOutings: otherDays.size,
    bestTrips,
    fishPerHour: hours === 0 ? null : round2(fishOnEnded / hours),
  };
}

/**
 * Every figure of the statistics screen from one angler's summaries (pure). With estimates
 * 'exclude', estimated values (water temperatures from the air) are left out of the figures they
 * would feed; the catches themselves still count.
 */
export function computeStats(doc: StatsInput, updatedAt: string | null, estimates: StatsEstimates = 'include'): StatsResponse {
  const stats = emptyStats();
  stats.updatedAt = updatedAt;
  stats.estimates.mode = estimates;
  const summaries = Object.entries(doc.catches)
    .map(([catchId, summary]) => ({ catchId, ...summary }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.catchId.localeCompare(b.catchId));

  // Angler Stats
  const days = summaries.map((summary) => ({ day: catchDay(summary.date), fish: fishOf(summary) }));
  const fish = days.reduce((sum, day) => sum + day.fish, 0);
  const trips = tripFigures(summaries, doc.trips);
  const outings = trips.tripOutings + trips.dayOutings;
  stats.angler.totalCatches = fish;
  stats.angler.catchEntries = summaries.length;
  stats.angler.fishingOutings = outings;
  stats.angler.tripOutings = trips.tripOutings;
  stats.angler.dayOutings = trips.dayOutings;
  stats.angler.catchRatePerTrip = outings === 0 ? 0 : round1(fish / outings);
  stats.angler.fishPerHour = trips.fishPerHour;
  stats.bestTrips = trips.bestTrips;
  const setupCounts = new Map<string, number>();
  for (const summary of summaries) {
    if (summary.setupId) setupCounts.set(summary.setupId, (setupCounts.get(summary.setupId) ?? 0) + fishOf(summary));
  }
  const [bestSetup] = [...setupCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (bestSetup) {
    stats.angler.mostUsedSetup = { id: bestSetup[0], name: doc.setups[bestSetup[0]] ?? 'Unnamed setup', catches: bestSetup[1] };
  }

  // Gear Stats
  const gear = Object.values(doc.gear);
  const priced = gear.filter((item) => item.cost != null);
  const investment = roundToCents(priced.reduce((sum, item) => sum + (item.cost ?? 0), 0));
  const byType = new Map<number, { count: number; investment: number }>();
  for (const item of gear) {
    const entry = byType.get(item.typeId) ?? { count: 0, investment: 0 };
    entry.count += 1;
    entry.investment = roundToCents(entry.investment + (item.cost ?? 0));
    byType.set(item.typeId, entry);
  }
  stats.gear = {
    totalGear: gear.length,
    totalInvestment: investment,
    gearCategories: byType.size,
    averageCost: priced.length === 0 ? null : roundToCents(investment / priced.length),
    pricedItems: priced.length,
    byCategory: [...byType.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([typeId, entry]) => ({ typeId, label: gearTypeLabel(typeId), ...entry })),
  };

  // Catch Stats
  const species = tally(summaries, (summary) => summary.species);
  const locations = tally(summaries, (summary) => summary.location);
  // Over the fish: a school caught at 8 ft is that many fish at 8 ft.
  const depths = summaries.flatMap((summary) => (summary.depth == null ? [] : [{ depth: summary.depth, fish: fishOf(summary) }]));
  const fishWithDepth = depths.reduce((sum, entry) => sum + entry.fish, 0);
  stats.catches = {
    mostCaughtSpecies: top(species),
    popularLocation: top(locations),
    averageDepth: fishWithDepth === 0 ? null : round1(depths.reduce((sum, entry) => sum + entry.depth * entry.fish, 0) / fishWithDepth),
    speciesVariety: species.length,
  };

  // Charts
  // The weight is the weighed fish's: each weighed catch counts once.
  const weights = summaries.flatMap((summary) => (summary.weight != null && summary.weight > 0 ? [{ value: summary.weight }] : []));
  const estimatedWaterTemps = summaries.filter((summary) => summary.waterTemp != null && summary.waterTempEstimated === true).length;
  stats.estimates.waterTemp = estimatedWaterTemps;
  const waterTemps = summaries.flatMap((summary) =>
    summary.waterTemp == null || (estimates === 'exclude' && summary.waterTempEstimated === true) ? [] : [{ value: summary.waterTemp, fish: fishOf(summary) }],
  );
  const trends = summaries.map((summary) => ({ trend: pressureTrendOf(summary.barometerChange), fish: fishOf(summary) }));
  stats.charts = {
    catchesByMonth: monthSeries(days),
    species: species.map(({ label, count }) => ({ label, count })),
    weightDistribution: bucketCounts(weights, WEIGHT_BUCKETS),
    waterTemperature: bucketCounts(waterTemps, WATER_TEMP_BUCKETS),
    pressureTrend: (['Increasing', 'Stable', 'Decreasing'] as const).map((label) => ({
      label,
      count: trends.filter((entry) => entry.trend === label).reduce((sum, entry) => sum + entry.fish, 0),
    })),
    lures: tally(summaries, (summary) => summary.bait).slice(0, STATS_TOP_LIST_MAX),
    rigs: tally(summaries, (summary) => summary.rig).slice(0, STATS_TOP_LIST_MAX),
  };

  // Personal bests: the heaviest fish of each species (the earliest one on a tie).
  const bests = new Map<string, StatsResponse['personalBests'][number]>();
  for (const summary of summaries) {
    if (summary.weight == null || summary.weight <= 0) continue;
    const key = keyOf(summary.species);
    const current = bests.get(key);
    if (!current || summary.weight > current.weight) {
      bests.set(key, {
        species: current?.species ?? species.find((s) => keyOf(s.label) === key)?.label ?? summary.species,
        weight: summary.weight,
        catchId: summary.catchId,
        date: summary.date,
        location: summary.location,
      });
    }
  }
  stats.personalBests = [...bests.values()].sort((a, b) => b.weight - a.weight || a.species.localeCompare(b.species));
  return stats;
}
