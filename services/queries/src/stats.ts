import Router from '@koa/router';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { readStats } from '@tackle/projections';

/** GET /api/stats: one precomputed document, never a scan of the lists. */
export function statsQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/stats', async (ctx) => {
    ctx.body = await readStats(store, currentUser(ctx).id);
  });
  return router;
}
