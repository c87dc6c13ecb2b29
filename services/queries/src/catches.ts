import Router from '@koa/router';
import type { Catch } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION, type CatchListDoc } from '@tackle/projections';

/** The caller's catches, newest catch first. */
export async function listCatches(store: ReadStore, userId: string): Promise<Catch[]> {
  const docs = await store.find<CatchListDoc>(CATCHES_COLLECTION, { userId }, { sort: { field: 'sortKey', direction: 'desc' } });
  return docs.map(({ month: _month, sortKey: _sortKey, ...item }) => item);
}

/** Catches whose date falls in the current calendar month (UTC) — the dashboard's first card. */
export function countCatchesThisMonth(store: ReadStore, userId: string, now = new Date()): Promise<number> {
  return store.count(CATCHES_COLLECTION, { userId, month: now.toISOString().slice(0, 7) });
}

export function catchQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/catches', async (ctx) => {
    ctx.body = await listCatches(store, currentUser(ctx).id);
  });
  return router;
}
