import {
  catchDay,
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  isCatchEventType,
  type Catch,
} from '@tackle/contracts';
import { changeDocument, type Projection, type ReadStore, type RecordedEvent } from '@tackle/platform';

export const CATCHES_COLLECTION = 'catches';

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
  collections: [CATCHES_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isCatchEventType(event.type)) return;
    switch (event.type) {
      case 'CatchLogged': {
        const { catchId, loggedAt, ...fields } = catchLoggedSchema.parse(event.data);
        const doc: CatchListDoc = {
          id: catchId,
          ...fields,
          createdAt: loggedAt,
          updatedAt: loggedAt,
          revision: event.revision,
          ...derived(fields.date, loggedAt),
        };
        await store.put(CATCHES_COLLECTION, catchId, doc, event.position);
        return;
      }
      case 'CatchUpdated': {
        const { catchId, updatedAt, ...fields } = catchUpdatedSchema.parse(event.data);
        await changeDocument<CatchListDoc>(store, CATCHES_COLLECTION, catchId, event, (existing) => ({
          ...existing,
          ...fields,
          updatedAt,
          revision: event.revision,
          ...derived(fields.date, existing.createdAt),
        }));
        return;
      }
      case 'CatchDeleted': {
        const { catchId } = catchDeletedSchema.parse(event.data);
        await store.remove(CATCHES_COLLECTION, catchId, event.position);
        return;
      }
    }
  },
};
