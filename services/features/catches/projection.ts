import {
  catchDay,
  catchDeletedSchema,
  catchLoggedSchema,
  catchUpdatedSchema,
  isCatchEventType,
  type Catch,
} from '@tackle/contracts';
import { putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent } from '@tackle/platform';

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
        await putNewDocument<CatchListDoc>(store, CATCHES_COLLECTION, catchId, { ...fields, ...derived(fields.date, loggedAt) }, loggedAt, event);
        return;
      }
      case 'CatchUpdated': {
        const { catchId, updatedAt, ...fields } = catchUpdatedSchema.parse(event.data);
        await reviseDocument<CatchListDoc>(store, CATCHES_COLLECTION, catchId, event, (existing) => ({
          ...fields,
          updatedAt,
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
