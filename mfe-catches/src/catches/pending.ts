import { catchInputSchema, formatMeasure, type Catch, type CatchInput, type UnitSystem } from '@tackle/contracts';
import { isPendingId, withPending, type Listed, type QueuedChange } from '@tackle/ui';

/*
 * The catch log as the angler should see it while changes wait in the outbox
 * (docs/decisions/117-offline-first-writes.md): a catch logged offline shows at once, an edit shows
 * its new values, a deleted catch is gone, each waiting one marked.
 */

/** A catch of the log, with the mark of a change of it waiting in the outbox. */
export type ListedCatch = Listed<Catch>;

/**
 * 'Largemouth Bass, 3 lb 8 oz' (or '1.59 kg' for a metric angler, decision 121) — how a waiting
 * catch is named in the sync list.
 */
export function catchLabel(input: Pick<CatchInput, 'species' | 'weight'>, system: UnitSystem = 'imperial'): string {
  const weight = input.weight ? formatMeasure(system, 'weight', input.weight) : null;
  return weight && !/^0 (?:oz|kg)$/.test(weight) ? `${input.species}, ${weight}` : input.species;
}

/**
 * The body of a catch change as the fields of a listed catch (defaults as the server fills them). A
 * trip still waiting to be created is named by its pending id, which the server never sees (the
 * outbox names the trip's own id by then, decision 126): it is kept as it is.
 */
function fieldsOf(change: QueuedChange): CatchInput | null {
  const body = change.body ?? {};
  const waitingTrip = typeof body.tripId === 'string' && isPendingId(body.tripId) ? body.tripId : null;
  const parsed = catchInputSchema.safeParse(waitingTrip ? { ...body, tripId: null } : body);
  if (!parsed.success) return null;
  return waitingTrip ? { ...parsed.data, tripId: waitingTrip } : parsed.data;
}

/** The server's order of the catch log: newest catch first, ties by when it was logged. */
export const newestFirst = (a: Pick<Catch, 'date' | 'createdAt'>, b: Pick<Catch, 'date' | 'createdAt'>) => `${b.date}|${b.createdAt}`.localeCompare(`${a.date}|${a.createdAt}`);

/** The server's catches with the outbox's catch changes applied, newest first as the server lists them. */
export function withPendingCatches(catches: readonly Catch[], changes: readonly QueuedChange[], userId: string): ListedCatch[] {
  return withPending(catches, changes, {
    entity: 'catch',
    created: (change, id) => {
      const fields = fieldsOf(change);
      return fields && { tripId: null, ...fields, id, userId, createdAt: change.createdAt, updatedAt: change.createdAt, revision: 0 };
    },
    changed: (current, change) => ({ ...current, ...(fieldsOf(change) ?? {}) }),
  }).sort(newestFirst);
}
