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
  roundToCents,
  STATS_MONTHS_MAX,
  STATS_TOP_LIST_MAX,
  WATER_TEMP_BUCKETS,
  WEIGHT_BUCKETS,
  type CatchInput,
  type LabelledCount,
  type StatsResponse,
} from '@tackle/contracts';
import { streamCategory, type Projection, type ReadStore, type RecordedEvent } from '@tackle/platform';

export const STATS_COLLECTION = 'stats';

/** What the statistics need of one catch (kept so an edit or delete can be taken back out). */
export interface CatchSummary {
  species: string;
  weight: number | null;
  date: string;
  location: string | null;
  depth: number | null;
  waterTemp: number | null;
  barometerChange: string | null;
  setupId: string | null;
  bait: string | null;
  rig: string | null;
}

/**
 * One document per angler, updated by every catch, gear and setup event of that angler and
 * written in one put, so it is never half-applied. `figures` is the GET /api/stats answer,
 * recomputed from the summaries whenever they change.
 */
export interface StatsDoc {
  id: string;
  userId: string;
  /** Position of the last event applied: an event at or below it is a replay and changes nothing. */
  position: number;
  catches: Record<string, CatchSummary>;
  gear: Record<string, { typeId: number; cost: number | null }>;
  setups: Record<string, string>;
  figures: StatsResponse;
}

const CATCH_EVENTS = new Set(['CatchLogged', 'CatchUpdated', 'CatchDeleted']);
const GEAR_EVENTS = new Set(['GearAdded', 'GearUpdated', 'GearRemoved']);

function summarise(fields: CatchInput): CatchSummary {
  return {
    species: fields.species,
    weight: fields.weight,
    date: fields.date,
    location: fields.location,
    depth: fields.depth,
    waterTemp: fields.waterTemp,
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
    entry.count += 1;
    if (summary.weight != null && summary.weight > 0) entry.heaviest = Math.max(entry.heaviest ?? 0, summary.weight);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort(
    (a, b) => b.count - a.count || (b.heaviest ?? 0) - (a.heaviest ?? 0) || a.label.localeCompare(b.label),
  );
}

const top = (tallies: Tally[]): LabelledCount | null => (tallies[0] ? { label: tallies[0].label, count: tallies[0].count } : null);

function bucketCounts(values: number[], buckets: ReadonlyArray<{ label: string; min: number; max: number | null }>) {
  return buckets.map((bucket) => ({
    ...bucket,
    count: values.filter((value) => value >= bucket.min && (bucket.max === null || value < bucket.max)).length,
  }));
}

function pressureTrendOf(text: string | null): 'Increasing' | 'Stable' | 'Decreasing' | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (['increasing', 'rising', 'rise', 'up'].includes(value)) return 'Increasing';
  if (['decreasing', 'falling', 'fall', 'down', 'dropping'].includes(value)) return 'Decreasing';
  if (['stable', 'steady', 'flat'].includes(value)) return 'Stable';
  return null;
}

function monthSeries(days: string[]): Array<{ month: string; count: number }> {
  const counts = new Map<string, number>();
  for (const day of days) {
    const month = day.slice(0, 7);
    if (/^\d{4}-\d{2}$/.test(month)) counts.set(month, (counts.get(month) ?? 0) + 1);
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

/** Every figure of the statistics screen from one angler's summaries (pure). */
export function computeStats(doc: Pick<StatsDoc, 'catches' | 'gear' | 'setups'>, updatedAt: string | null): StatsResponse {
  const stats = emptyStats();
  stats.updatedAt = updatedAt;
  const summaries = Object.entries(doc.catches)
    .map(([catchId, summary]) => ({ catchId, ...summary }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.catchId.localeCompare(b.catchId));

  // Angler Stats
  const days = summaries.map((summary) => catchDay(summary.date));
  const outings = new Set(days).size;
  stats.angler.totalCatches = summaries.length;
  stats.angler.fishingOutings = outings;
  stats.angler.catchRatePerTrip = outings === 0 ? 0 : round1(summaries.length / outings);
  const setupCounts = new Map<string, number>();
  for (const summary of summaries) {
    if (summary.setupId) setupCounts.set(summary.setupId, (setupCounts.get(summary.setupId) ?? 0) + 1);
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
  const depths = summaries.flatMap((summary) => (summary.depth == null ? [] : [summary.depth]));
  stats.catches = {
    mostCaughtSpecies: top(species),
    popularLocation: top(locations),
    averageDepth: depths.length === 0 ? null : round1(depths.reduce((sum, depth) => sum + depth, 0) / depths.length),
    speciesVariety: species.length,
  };

  // Charts
  const weights = summaries.flatMap((summary) => (summary.weight != null && summary.weight > 0 ? [summary.weight] : []));
  const waterTemps = summaries.flatMap((summary) => (summary.waterTemp == null ? [] : [summary.waterTemp]));
  const trends = summaries.map((summary) => pressureTrendOf(summary.barometerChange));
  stats.charts = {
    catchesByMonth: monthSeries(days),
    species: species.map(({ label, count }) => ({ label, count })),
    weightDistribution: bucketCounts(weights, WEIGHT_BUCKETS),
    waterTemperature: bucketCounts(waterTemps, WATER_TEMP_BUCKETS),
    pressureTrend: (['Increasing', 'Stable', 'Decreasing'] as const).map((label) => ({
      label,
      count: trends.filter((trend) => trend === label).length,
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

function emptyDoc(userId: string): StatsDoc {
  return { id: userId, userId, position: 0, catches: {}, gear: {}, setups: {}, figures: emptyStats() };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Applies one event to the summaries; false when the event says nothing the statistics use. */
function applyToDoc(doc: StatsDoc, event: RecordedEvent): boolean {
  switch (event.type) {
    case 'CatchLogged': {
      const { catchId, ...fields } = catchLoggedSchema.parse(event.data);
      doc.catches[catchId] = summarise(fields);
      return true;
    }
    case 'CatchUpdated': {
      const { catchId, ...fields } = catchUpdatedSchema.parse(event.data);
      if (!doc.catches[catchId]) return false;
      doc.catches[catchId] = summarise(fields);
      return true;
    }
    case 'CatchDeleted': {
      const { catchId } = catchDeletedSchema.parse(event.data);
      if (!doc.catches[catchId]) return false;
      delete doc.catches[catchId];
      return true;
    }
    case 'GearAdded': {
      const { gearId, typeId, purchaseCost, retailCost } = gearAddedSchema.parse(event.data);
      doc.gear[gearId] = { typeId, cost: purchaseCost ?? retailCost };
      return true;
    }
    case 'GearUpdated': {
      const { gearId, typeId, purchaseCost, retailCost } = gearUpdatedSchema.parse(event.data);
      if (!doc.gear[gearId]) return false;
      doc.gear[gearId] = { typeId, cost: purchaseCost ?? retailCost };
      return true;
    }
    case 'GearRemoved': {
      const { gearId } = gearRemovedSchema.parse(event.data);
      if (!doc.gear[gearId]) return false;
      delete doc.gear[gearId];
      return true;
    }
    default: {
      // Setups (stream setup-<id>): only their names matter here, whatever the event is called. A
      // deleted setup keeps its name: the catches made with it still were.
      if (streamCategory(event.streamId) !== 'setup') return false;
      const name = text((event.data as { name?: unknown } | null)?.name);
      if (!name) return false;
      doc.setups[event.streamId.slice('setup-'.length)] = name;
      return true;
    }
  }
}

/** Per-angler statistics (GET /api/stats), maintained event by event. */
export const statsProjection: Projection = {
  name: 'stats',
  collections: [STATS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    const relevant =
      CATCH_EVENTS.has(event.type) || GEAR_EVENTS.has(event.type) || streamCategory(event.streamId) === 'setup';
    if (!relevant) return;
    const userId = event.metadata.userId;
    const doc = (await store.get<StatsDoc>(STATS_COLLECTION, userId)) ?? emptyDoc(userId);
    if (event.position <= doc.position) return;
    if (!applyToDoc(doc, event)) return;
    doc.position = event.position;
    doc.figures = computeStats(doc, event.createdAt);
    await store.put(STATS_COLLECTION, userId, doc, event.position);
  },
};

/** The figures of one angler (zeros before their first event). */
export async function readStats(store: ReadStore, userId: string): Promise<StatsResponse> {
  const doc = await store.get<StatsDoc>(STATS_COLLECTION, userId);
  return doc?.figures ?? emptyStats();
}
