import {
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  emptyStats,
  gearAddedSchema,
  gearRemovedSchema,
  gearUpdatedSchema,
  isEstimated,
  tripEndedSchema,
  tripRemovedSchema,
  tripStartedSchema,
  tripUpdatedSchema,
  type CatchInput,
  type StatsEstimates,
  type StatsResponse,
} from '@tackle/contracts';
import { streamCategory, type IndexShape, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';
import { StatsFigures, type CatchSummary, type GearSummary, type TripSummary } from './figures';

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

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Summary of one catch, gear item or setup name, one document each (small writes per event). */
const STATS_CATCHES_COLLECTION = 'stats-catches';
const STATS_GEAR_COLLECTION = 'stats-gear';
const STATS_SETUPS_COLLECTION = 'stats-setups';
/** One document per trip that is not removed (issue 19). */
const STATS_TRIPS_COLLECTION = 'stats-trips';
/** Per angler: the position and time of the last event that changed their figures. */
const STATS_COLLECTION = 'stats-versions';

/**
 * A summary document: the item's summary, its owner and the position of the event that wrote it
 * (what `readStats` asks for changes by), or `gone` once the item was deleted or removed (kept, not
 * erased, so a reader that holds the item learns it went).
 */
type Stored<T> = (T & { id: string; userId: string; position: number; gone?: undefined }) | { id: string; userId: string; position: number; gone: true };
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

/** The summary the projection holds (null: never seen, or gone). */
async function held<T>(store: ReadStore, collection: string, id: string): Promise<Owned<T> | null> {
  const doc = await store.get<Stored<T>>(collection, id);
  return doc && !doc.gone ? (doc as Owned<T>) : null;
}

/** Writes one summary and moves the angler's version. */
async function write<T extends Owned<object>>(store: ReadStore, collection: string, summary: T, event: RecordedEvent) {
  await store.put(collection, summary.id, { ...summary, position: event.position }, event.position);
  await touch(store, event);
}

/** Rewrites a summary the projection holds; a change to an item it never saw added changes nothing. */
async function rewrite<T extends Owned<object>>(store: ReadStore, collection: string, summary: T, event: RecordedEvent) {
  if (await held(store, collection, summary.id)) await write(store, collection, summary, event);
}

/** Marks a summary the projection holds as gone, and moves the angler's version. */
async function drop(store: ReadStore, collection: string, id: string, event: RecordedEvent) {
  const summary = await held(store, collection, id);
  if (!summary) return;
  const gone: Stored<object> = { id, userId: summary.userId, position: event.position, gone: true };
  await store.put(collection, id, gone, event.position);
  await touch(store, event);
}

/**
 * Per-angler statistics (GET /api/stats). Each event writes only what it changes: the summary of
 * one catch, trip, gear item or setup (with the event's position), and the angler's version.
 * Catch summaries written before trips existed have no quantity or trip, which reads as one fish
 * on no trip: exactly what those catches were, so the projection (`stats-v2`) needs no rebuild for
 * them (docs/decisions/125); summaries written before decision 140 have no position, and are read
 * whole on a reader's first read. The figures are kept by the reader (`readStats`), item by item.
 * The first design kept every summary in one document per angler and recomputed the figures on
 * every event, which made a rebuild quadratic in an angler's catches (bench/RESULTS.md: about 100
 * events/s at 20,000).
 */
export const statsProjection: Projection = {
  name: 'stats-v2',
  collections: [STATS_CATCHES_COLLECTION, STATS_GEAR_COLLECTION, STATS_SETUPS_COLLECTION, STATS_TRIPS_COLLECTION, STATS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    const userId = event.metadata.userId;
    switch (event.type) {
      case 'CatchLogged': {
        // summarise reads the fields it keeps off the shared answer: no copy of the whole catch.
        const data = eventData(catchLoggedSchema, event);
        return write(store, STATS_CATCHES_COLLECTION, { id: data.catchId, userId, ...summarise(data) }, event);
      }
      case 'CatchUpdated': {
        const data = eventData(catchUpdatedSchema, event);
        return rewrite(store, STATS_CATCHES_COLLECTION, { id: data.catchId, userId, ...summarise(data) }, event);
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
        const trip = await held<TripSummary>(store, STATS_TRIPS_COLLECTION, tripId);
        if (trip) await write(store, STATS_TRIPS_COLLECTION, { id: trip.id, userId: trip.userId, name: trip.name, startedAt: trip.startedAt, endedAt }, event);
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

const SUMMARY_COLLECTIONS = [STATS_CATCHES_COLLECTION, STATS_GEAR_COLLECTION, STATS_SETUPS_COLLECTION, STATS_TRIPS_COLLECTION] as const;
type SummaryCollection = (typeof SUMMARY_COLLECTIONS)[number];

/** The query `readStats` asks for an angler's changes: their summaries in position order. */
export const statsQueryIndexes: IndexShape[] = SUMMARY_COLLECTIONS.map((collection) => ({
  collection,
  fields: ['userId'],
  sort: { field: 'position', direction: 'asc' },
}));

/** One angler's figures as a reader holds them. */
interface Held {
  figures: StatsFigures;
  /** Every change at or before this position is in `figures` (the projection's checkpoint when last read). */
  through: number;
  /** The last answer per estimates mode, with the version it answered. */
  answers: Map<StatsEstimates, { position: number; response: StatsResponse }>;
}

/** Readers' figures, per store and angler (most recently read last). */
const heldFigures = new WeakMap<ReadStore, Map<string, Held>>();
/** Items (catches, gear, setups, trips) held over all anglers before the least recently read go. */
const HELD_ITEMS_MAX = 250_000;

function takeIn(figures: StatsFigures, collection: SummaryCollection, doc: Stored<Record<string, unknown>>) {
  const kept = doc.gone ? null : doc;
  if (collection === STATS_CATCHES_COLLECTION) figures.setCatch(doc.id, kept as CatchSummary | null);
  else if (collection === STATS_GEAR_COLLECTION) figures.setGear(doc.id, kept && ({ typeId: kept.typeId, cost: kept.cost } as GearSummary));
  else if (collection === STATS_SETUPS_COLLECTION) figures.setSetup(doc.id, kept && (kept.name as string));
  else figures.setTrip(doc.id, kept && ({ name: kept.name, startedAt: kept.startedAt, endedAt: kept.endedAt } as TripSummary));
}

/** Takes in the angler's summaries written after `after` (all of them when null). */
async function readSummaries(store: ReadStore, userId: string, figures: StatsFigures, after: number | null) {
  const changes = await Promise.all(
    SUMMARY_COLLECTIONS.map((collection) =>
      store.find<Stored<Record<string, unknown>>>(
        collection,
        { userId },
        after === null ? {} : { sort: { field: 'position', direction: 'asc' }, after: { value: after, id: '' } },
      ),
    ),
  );
  SUMMARY_COLLECTIONS.forEach((collection, index) => {
    for (const doc of changes[index]!) takeIn(figures, collection, doc);
  });
}

/**
 * The figures of one angler (zeros before their first event). The first read takes in every
 * summary; each later one only the summaries written since the projection's checkpoint at the
 * read before (a summary written again is taken in again, which changes nothing), so a read costs
 * what changed, not the angler's whole log (docs/decisions/140-statistics-in-constant-time.md). A
 * checkpoint that went back (a rebuild) reads everything again.
 */
export async function readStats(store: ReadStore, userId: string, estimates: StatsEstimates = 'include'): Promise<StatsResponse> {
  let anglers = heldFigures.get(store);
  if (!anglers) heldFigures.set(store, (anglers = new Map()));
  const version = await store.get<StatsVersion>(STATS_COLLECTION, userId);
  if (!version) {
    anglers.delete(userId);
    return { ...emptyStats(), estimates: { mode: estimates, waterTemp: 0 } };
  }
  let held = anglers.get(userId);
  anglers.delete(userId);
  const answer = held?.answers.get(estimates);
  if (held && answer && answer.position === version.position && held.through >= version.position) {
    anglers.set(userId, held);
    return answer.response;
  }
  const through = await store.getCheckpoint(statsProjection.name);
  if (!held || through < held.through) {
    held = { figures: new StatsFigures(), through, answers: new Map() };
    await readSummaries(store, userId, held.figures, null);
  } else {
    await readSummaries(store, userId, held.figures, held.through);
    held.through = through;
    held.answers.clear();
  }
  const response = held.figures.figures(version.updatedAt, estimates);
  held.answers.set(estimates, { position: version.position, response });
  anglers.set(userId, held);
  let items = 0;
  for (const entry of anglers.values()) items += entry.figures.size;
  for (const [id, entry] of anglers) {
    if (items <= HELD_ITEMS_MAX || id === userId) break;
    anglers.delete(id);
    items -= entry.figures.size;
  }
  return response;
}
