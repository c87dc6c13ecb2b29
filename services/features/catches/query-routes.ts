import Router from '@koa/router';
import { answerList, currentUser, type AppState, type FindOptions, type ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION } from './projection';


/** Newest catch first; `month` and `sortKey` are the read model's own bookkeeping, not the API's. */
const LIST_OPTIONS = { sort: { field: 'sortKey', direction: 'desc' }, omit: ['month', 'sortKey'] } satisfies FindOptions;

/** Catches whose date falls in the current calendar month (UTC) — the dashboard's first card. */
export function countCatchesThisMonth(store: ReadStore, userId: string, now = new Date()): Promise<number> {
  return store.count(CATCHES_COLLECTION, { userId, month: now.toISOString().slice(0, 7) });
}

export function catchQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/catches', async (ctx) => {
    await answerList(ctx, store, CATCHES_COLLECTION, currentUser(ctx).id, LIST_OPTIONS);
  });
  return router;
}
