import Router from '@koa/router';
import { CATCH_LIST_INCLUDE, type Catch } from '@tackle/contracts';
import { AppError, answerList, currentUser, idParam, type AppState, type FindOptions, type ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION } from './projection';

/** `month` and `sortKey` are the read model's own bookkeeping, not the API's. */
const BOOKKEEPING = ['month', 'sortKey'] as const;
/** Newest catch first. */
const LIST_SORT = { field: 'sortKey', direction: 'desc' } as const;
/** The full form of each catch (`?include=details`): every field, bite times too. */
const FULL_LIST = { sort: LIST_SORT, omit: BOOKKEEPING } satisfies FindOptions;
/**
 * The lean form (docs/decisions/130-lean-lists-compression-and-etags.md): no bite times (no screen
 * shows them in a list; they are most of a catch's bytes), and a field without a value (null, no
 * estimate flags, one fish) is left out; the catch schema reads it back as it was.
 */
const LEAN_LIST = { sort: LIST_SORT, omit: [...BOOKKEEPING, 'biteTimes'], item: leanCatch };

/** A catch without the fields that hold nothing: the schema (`catchSchema`) gives them back. */
export function leanCatch(doc: Record<string, unknown>): Record<string, unknown> {
  for (const field of Object.keys(doc)) {
    const value = doc[field];
    if (value === null || value === undefined) delete doc[field];
  }
  const estimated = doc.estimated as Record<string, unknown> | undefined;
  if (estimated && !Object.values(estimated).some((flag) => flag === true)) delete doc.estimated;
  if (doc.quantity === 1) delete doc.quantity;
  return doc;
}

/**
 * Fish caught in the current calendar month (UTC), each catch counting its quantity (older ones,
 * without it, one) — the dashboard's first card.
 */
export async function countCatchesThisMonth(store: ReadStore, userId: string, now = new Date()): Promise<number> {
  const catches = await store.find<{ quantity?: number }>(CATCHES_COLLECTION, { userId, month: now.toISOString().slice(0, 7) });
  return catches.reduce((fish, item) => fish + (item.quantity ?? 1), 0);
}

/** `?include=`: nothing (the lean list) or `details` (every field, bite times too). */
function wantsDetails(raw: string | string[] | undefined): boolean {
  if (raw === undefined) return false;
  if (raw === CATCH_LIST_INCLUDE) return true;
  throw new AppError('bad_request', `include must be ${CATCH_LIST_INCLUDE}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?tripId=`: only the catches of that trip (a trip's page reads them without the whole log; decision
 * 135). Another angler's trip, or one that does not exist, has none of the caller's catches: an empty list.
 */
function tripFilter(raw: string | string[] | undefined): { tripId: string } | Record<string, never> {
  if (raw === undefined) return {};
  if (typeof raw !== 'string' || !UUID.test(raw)) throw new AppError('bad_request', "tripId must be a trip's id");
  return { tripId: raw.toLowerCase() };
}

export function catchQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/catches', async (ctx) => {
    const shape = wantsDetails(ctx.query.include) ? FULL_LIST : LEAN_LIST;
    await answerList(ctx, store, CATCHES_COLLECTION, currentUser(ctx).id, shape, tripFilter(ctx.query.tripId));
  });
  /** One catch in full: its bite times and every condition (another angler's is 404, like a missing one). */
  router.get('/api/catches/:id', async (ctx) => {
    const userId = currentUser(ctx).id;
    const doc = await store.get<Catch & Record<(typeof BOOKKEEPING)[number], unknown>>(CATCHES_COLLECTION, idParam(ctx.params.id, 'Catch'));
    if (!doc || doc.userId !== userId) throw new AppError('not_found', 'Catch not found');
    const { month: _month, sortKey: _sortKey, ...answer } = doc;
    ctx.body = answer;
  });
  return router;
}
