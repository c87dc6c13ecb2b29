import Router from '@koa/router';
import { statsQuerySchema } from '@tackle/contracts';
import { AppError, currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { readStats } from './projection';

/**
 * GET /api/stats[?estimates=exclude]: one precomputed document, never a scan of the lists. With
 * estimates=exclude, estimated values (water temperature from the air) are left out of the figures.
 */
export function statsQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/stats', async (ctx) => {
    const user = currentUser(ctx);
    const raw = ctx.query.estimates;
    if (Array.isArray(raw)) throw new AppError('bad_request', 'Give estimates once: include or exclude');
    const parsed = statsQuerySchema.safeParse({ estimates: raw === '' ? undefined : raw });
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid query');
    ctx.body = await readStats(store, user.id, parsed.data.estimates);
  });
  return router;
}
