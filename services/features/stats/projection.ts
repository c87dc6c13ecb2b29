import {
  catchDay,
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  emptyStats,
  gearAddedSchema,
  gearRemovedSchema,
  gearTypeLabel,
  gearUpdatedSchema,
  isEstimated,
  roundToCents,
  STATS_BEST_TRIPS,
  STATS_MONTHS_MAX,
  STATS_TOP_LIST_MAX,
  tripEndedSchema,
  tripHours,
  tripRemovedSchema,
  tripStartedSchema,
  tripUpdatedSchema,
  WATER_TEMP_BUCKETS,
  WEIGHT_BUCKETS,
  type CatchInput,
  type LabelledCount,
  type StatsEstimates,
  type StatsResponse,
} from '@tackle/contracts';
import { streamCategory, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';

/** What the statistics need of one catch (kept so an edit or delete can be taken back out). */
interface CatchSummary {
  species: string;
  weight: number | null;
  date: string;
  location: string | null;
  depth: number | null;
  waterTemp: number | null;
  /** The water temperature is an estimate (air - 2 °F); absent on summaries of older catches (= false). */
  waterTempEstimated?: boolean;
  barometerChange: string | null;
  setupId: string | null;
  bait: string | null;
  rig: string | null;
  /** Fish in the catch; absent on summaries of older catches (= 1). */
  quantity?: number;
  /** Absent on summaries of older catches (= no trip). */
  tripId?: string | null;
}

/** What the statistics need of one trip. */
interface TripSummary {
  name: string;
  startedAt: string;
  endedAt: string | null;
}

/** How many fish a catch stands for. */
const fishOf = (summary: Pick<CatchSummary, 'quantity'>) => summary.quantity ?? 1;

function summarise(fields: CatchInput & { tripId: string | null }): CatchSummary {
  return {
    quantity: fields.quantity,
    tripId: fields.tripId,
    species: fields.species,
    weight: fields.weight,
    date: fields.date,
    location: fields.location,
    depth: fields.depth,
    waterTemp: fields.waterTemp,
    waterTempEstimated: isEstimated(fields, 'waterTemp'),
    barometerChange: fields.barometerChange,
    setupId: fields.setupId,
    bait: fields.bait,
    rig: fields.rig,
  };
}

/** Case and spacing do not make a different species, lake or lure. */
const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

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

function pressureTrendOf(text: string | null): 'Increasing' | 'Stable' | 'Decreasing' | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (['increasing', 'rising', 'rise', 'up'].includes(value)) return 'Increasing';
  if (['decreasing', 'falling', 'fall', 'down', 'dropping'].includes(value)) return 'Decreasing';
  if (['stable', 'steady', 'flat'].includes(value)) return 'Stable';
  return null;
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
interface StatsInput {
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
function computeStats(doc: StatsInput, updatedAt: string | null, estimates: StatsEstimates = 'include'): StatsResponse {
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

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Summary of one catch, gear item or setup name, one document each (small writes per event). */
const STATS_CATCHES_COLLECTION = 'stats-catches';
const STATS_GEAR_COLLECTION = 'stats-gear';
const STATS_SETUPS_COLLECTION = 'stats-setups';
/** One document per trip that is not removed (issue 19). */
const STATS_TRIPS_COLLECTION = 'stats-trips';
/** Per angler: the position and time of the last event that changed their figures. */
const STATS_COLLECTION = 'stats-versions';

type Owned<T> = T & { id: string; userId: string };
interface StatsVersion {
  id: string;
  userId: string;
  position: number;
  updatedAt: string;
}

async function touch(store: ReadStore, event: RecordedEvent) {
  const userId = event.metadata.userId;
  const version: StatsVersion = { id: userId, userId, position: event.position, updatedAt: event.createdAt };
  await store.put(STATS_COLLECTION, userId, version, event.position);
}

/** Writes one summary and moves the angler's version. */
async function write<T extends Owned<object>>(store: ReadStore, collection: string, summary: T, event: RecordedEvent) {
  await store.put(collection, summary.id, summary, event.position);
  await touch(store, event);
}

/** Rewrites a summary the projection holds; a change to an item it never saw added changes nothing. */
async function rewrite<T extends Owned<object>>(store: ReadStore, collection: string, summary: T, event: RecordedEvent) {
  if (await store.get(collection, summary.id)) await write(store, collection, summary, event);
}

/** Drops a summary the projection holds, and moves the angler's version. */
async function drop(store: ReadStore, collection: string, id: string, event: RecordedEvent) {
  if (!(await store.get(collection, id))) return;
  await store.remove(collection, id, event.position);
  await touch(store, event);
}

/**
 * Per-angler statistics (GET /api/stats). Each event writes only what it changes: the summary of
 * one catch, trip, gear item or setup, and the angler's version. Catch summaries written before
 * trips existed have no quantity or trip, which reads as one fish on no trip: exactly what those
 * catches were, so the projection (`stats-v2`) needs no rebuild for them (docs/decisions/125). The figures are computed from the
 * summaries when they are read (`readStats`), once per version. The first design kept every
 * summary in one document per angler and recomputed the figures on every event, which made a
 * rebuild quadratic in an angler's catches (bench/RESULTS.md: about 100 events/s at 20,000).
 */
export const statsProjection: Projection = {
  name: 'stats-v2',
  collections: [STATS_CATCHES_COLLECTION, STATS_GEAR_COLLECTION, STATS_SETUPS_COLLECTION, STATS_TRIPS_COLLECTION, STATS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    const userId = event.metadata.userId;
    switch (event.type) {
      case 'CatchLogged': {
        const { catchId, ...fields } = eventData(catchLoggedSchema, event);
        return write(store, STATS_CATCHES_COLLECTION, { id: catchId, userId, ...summarise(fields) }, event);
      }
      case 'CatchUpdated': {
        const { catchId, ...fields } = eventData(catchUpdatedSchema, event);
        return rewrite(store, STATS_CATCHES_COLLECTION, { id: catchId, userId, ...summarise(fields) }, event);
      }
      case 'CatchDeleted': {
        return drop(store, STATS_CATCHES_COLLECTION, eventData(catchDeletedSchema, event).catchId, event);
      }
      case 'TripStarted': {
        const { tripId, name, startedAt, endedAt } = eventData(tripStartedSchema, event);
        return write(store, STATS_TRIPS_COLLECTION, { id: tripId, userId, name, startedAt, endedAt }, event);
      }
      case 'TripUpdated': {
        const { tripId, name, startedAt, endedAt } = eventData(tripUpdatedSchema, event);
        return rewrite(store, STATS_TRIPS_COLLECTION, { id: tripId, userId, name, startedAt, endedAt }, event);
      }
      case 'TripEnded': {
        const { tripId, endedAt } = eventData(tripEndedSchema, event);
        const trip = await store.get<Owned<TripSummary>>(STATS_TRIPS_COLLECTION, tripId);
        if (trip) await write(store, STATS_TRIPS_COLLECTION, { ...trip, endedAt }, event);
        return;
      }
      case 'TripRemoved': {
        return drop(store, STATS_TRIPS_COLLECTION, eventData(tripRemovedSchema, event).tripId, event);
      }
      case 'GearAdded': {
        const { gearId, typeId, purchaseCost, retailCost } = eventData(gearAddedSchema, event);
        return write(store, STATS_GEAR_COLLECTION, { id: gearId, userId, typeId, cost: purchaseCost ?? retailCost }, event);
      }
      case 'GearUpdated': {
        const { gearId, typeId, purchaseCost, retailCost } = eventData(gearUpdatedSchema, event);
        return rewrite(store, STATS_GEAR_COLLECTION, { id: gearId, userId, typeId, cost: purchaseCost ?? retailCost }, event);
      }
      case 'GearRemoved': {
        return drop(store, STATS_GEAR_COLLECTION, eventData(gearRemovedSchema, event).gearId, event);
      }
      default: {
        // Setups (stream setup-<id>): only their names matter here, whatever the event is called. A
        // deleted setup keeps its name: the catches made with it still were.
        if (streamCategory(event.streamId) !== 'setup') return;
        const name = text((event.data as { name?: unknown } | null)?.name);
        if (!name) return;
        const setupId = event.streamId.slice('setup-'.length);
        return write(store, STATS_SETUPS_COLLECTION, { id: setupId, userId, name }, event);
      }
    }
  },
};

/** Figures already computed, per store and angler, with the version they were computed at. */
const computed = new WeakMap<ReadStore, Map<string, { position: number; figures: StatsResponse }>>();
const CACHED_ANGLERS = 1_000;

/** The figures of one angler (zeros before their first event), computed once per version. */
export async function readStats(store: ReadStore, userId: string, estimates: StatsEstimates = 'include'): Promise<StatsResponse> {
  const version = await store.get<StatsVersion>(STATS_COLLECTION, userId);
  if (!version) return { ...emptyStats(), estimates: { mode: estimates, waterTemp: 0 } };
  let cache = computed.get(store);
  if (!cache) computed.set(store, (cache = new Map()));
  const cacheKey = `${userId}|${estimates}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.position === version.position) return hit.figures;
  const [catches, gear, setups, trips] = await Promise.all([
    store.find<Owned<CatchSummary>>(STATS_CATCHES_COLLECTION, { userId }),
    store.find<Owned<{ typeId: number; cost: number | null }>>(STATS_GEAR_COLLECTION, { userId }),
    store.find<Owned<{ name: string }>>(STATS_SETUPS_COLLECTION, { userId }),
    store.find<Owned<TripSummary>>(STATS_TRIPS_COLLECTION, { userId }),
  ]);
  const figures = computeStats(
    {
      catches: Object.fromEntries(catches.map(({ id, userId: _userId, ...summary }) => [id, summary])),
      gear: Object.fromEntries(gear.map(({ id, typeId, cost }) => [id, { typeId, cost }])),
      setups: Object.fromEntries(setups.map(({ id, name }) => [id, name])),
      trips: Object.fromEntries(trips.map(({ id, name, startedAt, endedAt }) => [id, { name, startedAt, endedAt }])),
    },
    version.updatedAt,
    estimates,
  );
  cache.delete(cacheKey);
  cache.set(cacheKey, { position: version.position, figures });
  if (cache.size > CACHED_ANGLERS) cache.delete(cache.keys().next().value!);
  return figures;
}
