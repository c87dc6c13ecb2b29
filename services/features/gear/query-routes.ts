import Router from '@koa/router';
import { GEAR_TYPES } from '@tackle/contracts';
import { answerList, currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { GEAR_COLLECTION } from './projection';


/** Gear types are reference data with fixed ids (`GEAR_TYPE_IDS` in contracts); createdAt is the catalogue's epoch. */
const GEAR_TYPE_ROWS = GEAR_TYPES.map((type) => ({ ...type, createdAt: '2024-01-01T00:00:00.000Z' }));

const NEWEST_FIRST = { sort: { field: 'createdAt', direction: 'desc' } } as const;

// POST /api/gear/analyze-image is Smart Capture's (services/features/smart-capture: it reads the photo's text with OCR).
export function gearQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/gear', async (ctx) => {
    await answerList(ctx, store, GEAR_COLLECTION, currentUser(ctx).id, NEWEST_FIRST);
  });
  router.get('/api/gear-types', async (ctx) => {
    currentUser(ctx);
    ctx.body = GEAR_TYPE_ROWS;
  });
  return router;
}
