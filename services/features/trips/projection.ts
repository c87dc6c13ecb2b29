import {
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  tripEndedSchema,
  tripRemovedSchema,
  tripStartedSchema,
  tripUpdatedSchema,
  type Trip,
} from '@tackle/contracts';
import { changeDocument, putNewDocument, reviseDocument, streamCategory, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';
import { EMPTY_TALLY, tallyOf, type TripCatch, type TripTally } from './tally';

export const TRIPS_COLLECTION = 'trips';
/** The catches that are on a trip, one document each (what the trip's tally is made from). */
export const TRIP_CATCHES_COLLECTION = 'trip_catches';
/** Setup names, for the setups a trip used (a removed setup keeps its name: the catches still were). */
export const TRIP_SETUPS_COLLECTION = 'trip_setups';

/**
 * A trip's document: the GET /api/trips item without its summary's hours (they run on while the
 * trip is under way, so the query adds them), with the tally of its catches and a sort key
 * (newest start first, ties by when it was written).
 */
export type TripDoc = Omit<Trip, 'summary'> & { tally: TripTally; sortKey: string };

/** The trip's tally again from its catches, written with `event`'s position; a missing (removed) trip stays missing. */
async function retally(store: ReadStore, userId: string, tripId: string | null, event: RecordedEvent) {
  if (!tripId) return;
  const catches = await store.find<TripCatch>(TRIP_CATCHES_COLLECTION, { userId, tripId });
  await changeDocument<TripDoc>(store, TRIPS_COLLECTION, tripId, event, (trip) => ({ ...trip, tally: tallyOf(catches) }));
}

/** The trip's part of a catch (null: not on a trip), from a CatchLogged or CatchUpdated. */
function tripCatchOf(
  userId: string,
  data: { catchId: string; tripId: string | null; quantity: number; species: string; setupId: string | null; bait: string | null; date: string },
  loggedAt: string,
): TripCatch | null {
  if (!data.tripId) return null;
  const { catchId, tripId, quantity, species, setupId, bait, date } = data;
  return { id: catchId, userId, tripId, quantity, species, setupId, bait, sortKey: `${date}|${loggedAt}` };
}

/**
 * One document per trip (GET /api/trips, /api/trips/:id), kept in step with the catch log: a catch
 * logged on a trip, moved between trips (CatchUpdated with another tripId), or deleted changes the
 * tallies of the trips concerned. Every write carries the event's position, so a replay changes
 * nothing, and the whole model can be rebuilt from the events.
 */
export const tripsProjection: Projection = {
  name: 'trips',
  collections: [TRIPS_COLLECTION, TRIP_CATCHES_COLLECTION, TRIP_SETUPS_COLLECTION],
  indexes: [{ collection: TRIP_CATCHES_COLLECTION, fields: ['userId', 'tripId'] }],
  async apply(event: RecordedEvent, store: ReadStore) {
    const userId = event.metadata.userId;
    switch (event.type) {
      case 'TripStarted': {
        const { tripId, createdAt, ...fields } = eventData(tripStartedSchema, event);
        await putNewDocument<TripDoc>(store, TRIPS_COLLECTION, tripId, { ...fields, tally: EMPTY_TALLY, sortKey: `${fields.startedAt}|${createdAt}` }, createdAt, event);
        return;
      }
      case 'TripUpdated': {
        const { tripId, updatedAt, ...fields } = eventData(tripUpdatedSchema, event);
        await reviseDocument<TripDoc>(store, TRIPS_COLLECTION, tripId, event, (trip) => ({ ...fields, updatedAt, sortKey: `${fields.startedAt}|${trip.createdAt}` }));
        return;
      }
      case 'TripEnded': {
        const { tripId, endedAt, weather, updatedAt } = eventData(tripEndedSchema, event);
        await reviseDocument<TripDoc>(store, TRIPS_COLLECTION, tripId, event, () => ({ endedAt, weather, updatedAt }));
        return;
      }
      case 'TripRemoved': {
        const { tripId } = eventData(tripRemovedSchema, event);
        await store.remove(TRIPS_COLLECTION, tripId, event.position);
        return;
      }
      case 'CatchLogged': {
        // The fields the trip needs are read off the shared answer: no copy of the whole catch.
        const data = eventData(catchLoggedSchema, event);
        const onTrip = tripCatchOf(userId, data, data.loggedAt);
        if (!onTrip) return;
        await store.put(TRIP_CATCHES_COLLECTION, onTrip.id, onTrip, event.position);
        await retally(store, userId, onTrip.tripId, event);
        return;
      }
      case 'CatchUpdated': {
        const data = eventData(catchUpdatedSchema, event);
        const before = await store.get<TripCatch>(TRIP_CATCHES_COLLECTION, data.catchId);
        // The catch log's order keeps the time it was logged, which only the first document knew.
        const loggedAt = before?.sortKey.split('|')[1] ?? data.updatedAt;
        const after = tripCatchOf(userId, data, loggedAt);
        if (after) await store.put(TRIP_CATCHES_COLLECTION, after.id, after, event.position);
        else if (before) await store.remove(TRIP_CATCHES_COLLECTION, data.catchId, event.position);
        await retally(store, userId, before?.tripId ?? null, event);
        if (after && after.tripId !== before?.tripId) await retally(store, userId, after.tripId, event);
        return;
      }
      case 'CatchDeleted': {
        const { catchId } = eventData(catchDeletedSchema, event);
        const before = await store.get<TripCatch>(TRIP_CATCHES_COLLECTION, catchId);
        if (!before) return;
        await store.remove(TRIP_CATCHES_COLLECTION, catchId, event.position);
        await retally(store, userId, before.tripId, event);
        return;
      }
      default: {
        // Setups (stream setup-<id>): only their names matter here, whatever the event is called.
        if (streamCategory(event.streamId) !== 'setup') return;
        const name = (event.data as { name?: unknown } | null)?.name;
        if (typeof name !== 'string' || !name.trim()) return;
        const setupId = event.streamId.slice('setup-'.length);
        await store.put(TRIP_SETUPS_COLLECTION, setupId, { id: setupId, userId, name: name.trim() }, event.position);
      }
    }
  },
};
