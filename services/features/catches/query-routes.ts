import Router from '@koa/router';
import { answerList, currentUser, type AppState, type FindOptions, type ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION } from './projection';


/** Newest catch first; `month` and `sortKey` are the read model's own bookkeeping, not the API's. */
const LIST_OPTIONS = { sort: { field: 'sortKey', direction: 'desc' }, omit: ['month', 'sortKey'] } satisfies FindOptions;

/**
 * Fish caught in the current calendar month (UTC), each catch counting its quantity (older ones,
 * without it, one) — the dashboard's first card.
 */
export async function countCatchesThisMonth(store: ReadStore, userId: string, now = new Date()): Promise<number> {
  const catches = await store.find<{ quantity?: number }>(CATCHES_COLLECTION, { userId, month: now.toISOString().slice(0, 7) });
  return catches.reduce((fish, item) => fish + (item.quantity ?? 1), 0);
}

export function catchQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/catches', async (ctx) => {
    await answerList(ctx, store, CATCHES_COLLECTION, currentUser(ctx).id, LIST_OPTIONS);
  });
  return router;
}
