import {
  catchDay,
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  isCatchEventType,
  tripRemovedSchema,
  type Catch,
} from '@tackle/contracts';
import { changeDocument, putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';

export const CATCHES_COLLECTION = 'catches';
/**
 * Trips that were removed: a catch of one reads as on no trip (docs/decisions/125-trips.md), also
 * when an edit that raced the removal still names it.
 */
const REMOVED_TRIPS_COLLECTION = 'catch_removed_trips';

/** The catch's trip as the log shows it: none when that trip was removed. */
async function liveTrip(store: ReadStore, tripId: string | null): Promise<string | null> {
  if (!tripId) return null;
  return (await store.get(REMOVED_TRIPS_COLLECTION, tripId)) ? null : tripId;
}

/**
 * The GET /api/catches list item, plus two fields for the read side only: `month` ('YYYY-MM' of the
 * catch date, for the dashboard's "this month" count) and `sortKey` (newest catch first, ties by
 * when they were logged).
 */
type CatchListDoc = Catch & { month: string; sortKey: string };

function derived(date: string, createdAt: string) {
  return { month: catchDay(date).slice(0, 7), sortKey: `${date}|${createdAt}` };
}

/** One document per catch. */
export const catchListProjection: Projection = {
  name: 'catch-list',
  collections: [CATCHES_COLLECTION, REMOVED_TRIPS_COLLECTION],
  // A trip's catches, newest first (GET /api/catches?tripId=); it serves the unsorted trip queries too.
  indexes: [{ collection: CATCHES_COLLECTION, fields: ['userId', 'tripId'], sort: { field: 'sortKey', direction: 'desc' } }],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (event.type === 'TripRemoved') {
      // Its catches stay in the log, on no trip.
      const { tripId } = eventData(tripRemovedSchema, event);
      const userId = event.metadata.userId;
      await store.put(REMOVED_TRIPS_COLLECTION, tripId, { id: tripId, userId }, event.position);
      for (const { id } of await store.find<CatchListDoc>(CATCHES_COLLECTION, { userId, tripId })) {
        await changeDocument<CatchListDoc>(store, CATCHES_COLLECTION, id, event, (existing) => ({ ...existing, tripId: null }));
      }
      return;
    }
    if (!isCatchEventType(event.type)) return;
    switch (event.type) {
      case 'CatchLogged': {
        // `fields` is this projection's own copy (the rest of the shared answer): completed in place
        // rather than copied again, the keys in the same order as `{ ...fields, tripId, ...derived }`.
        const { catchId, loggedAt, ...fields } = eventData(catchLoggedSchema, event);
        const tripId = await liveTrip(store, fields.tripId);
        await putNewDocument<CatchListDoc>(store, CATCHES_COLLECTION, catchId, Object.assign(fields, { tripId }, derived(fields.date, loggedAt)), loggedAt, event);
        return;
      }
      case 'CatchUpdated': {
        const { catchId, updatedAt, ...fields } = eventData(catchUpdatedSchema, event);
        const tripId = await liveTrip(store, fields.tripId);
        await reviseDocument<CatchListDoc>(store, CATCHES_COLLECTION, catchId, event, (existing) => ({
          ...fields,
          tripId,
          updatedAt,
          ...derived(fields.date, existing.createdAt),
        }));
        return;
      }
      case 'CatchDeleted': {
        const { catchId } = eventData(catchDeletedSchema, event);
        await store.remove(CATCHES_COLLECTION, catchId, event.position);
        return;
      }
    }
  },
};
