import {
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  isCatchEventType,
  personalSpotKey,
  type Coordinates,
} from '@tackle/contracts';
import { eventData, type Projection, type ReadStore, type RecordedEvent } from '@tackle/platform';

/** One document per personal spot of a user: how many of their catches were logged there. */
export const PERSONAL_SPOTS_COLLECTION = 'personal-spots';
/** Which spot each catch counts towards (null: a catch without coordinates). */
const CATCH_SPOT_COLLECTION = 'catch-spot';

interface PersonalSpotDoc {
  id: string;
  userId: string;
  key: string;
  catches: number;
}

interface CatchSpotDoc {
  id: string;
  userId: string;
  key: string | null;
}

const spotKey = (coordinates: Coordinates | null | undefined) => (coordinates ? personalSpotKey(coordinates) : null);

async function adjust(store: ReadStore, userId: string, key: string | null, delta: number, position: number) {
  if (!key) return;
  const id = `${userId}|${key}`;
  const current = await store.get<PersonalSpotDoc>(PERSONAL_SPOTS_COLLECTION, id);
  const catches = (current?.catches ?? 0) + delta;
  // A replayed event finds the spot already at its position: the store ignores the write.
  if (catches > 0) await store.put(PERSONAL_SPOTS_COLLECTION, id, { id, userId, key, catches }, position);
  else await store.remove(PERSONAL_SPOTS_COLLECTION, id, position);
}

/**
 * The dashboard's 'saved spots' (docs/decisions/064) as a count of documents, so the dashboard does
 * not read every catch of the angler on each visit. The spot counts are written before the catch's
 * own entry, so a replay after a crash between the two redoes only what is missing.
 */
export const personalSpotsProjection: Projection = {
  name: 'personal-spots',
  collections: [PERSONAL_SPOTS_COLLECTION, CATCH_SPOT_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isCatchEventType(event.type)) return;
    const userId = event.metadata.userId;
    switch (event.type) {
      case 'CatchLogged': {
        const { catchId, coordinates } = eventData(catchLoggedSchema, event);
        const key = spotKey(coordinates);
        if ((await store.get<CatchSpotDoc>(CATCH_SPOT_COLLECTION, catchId)) === null) await adjust(store, userId, key, 1, event.position);
        await store.put(CATCH_SPOT_COLLECTION, catchId, { id: catchId, userId, key }, event.position);
        return;
      }
      case 'CatchUpdated': {
        const { catchId, coordinates } = eventData(catchUpdatedSchema, event);
        const previous = await store.get<CatchSpotDoc>(CATCH_SPOT_COLLECTION, catchId);
        if (!previous) return;
        const key = spotKey(coordinates);
        if (previous.key !== key) {
          await adjust(store, userId, previous.key, -1, event.position);
          await adjust(store, userId, key, 1, event.position);
        }
        await store.put(CATCH_SPOT_COLLECTION, catchId, { ...previous, key }, event.position);
        return;
      }
      case 'CatchDeleted': {
        const { catchId } = eventData(catchDeletedSchema, event);
        const previous = await store.get<CatchSpotDoc>(CATCH_SPOT_COLLECTION, catchId);
        if (!previous) return;
        await adjust(store, userId, previous.key, -1, event.position);
        await store.remove(CATCH_SPOT_COLLECTION, catchId, event.position);
        return;
      }
    }
  },
};
