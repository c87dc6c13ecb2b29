import Router from '@koa/router';
import { GEAR_SORT_KEYS, GEAR_TYPES } from '@tackle/contracts';
import { AppError, answerList, currentUser, type AppState, type ListShape, type ReadStore } from '@tackle/platform';
import { GEAR_COLLECTION, GEAR_ORDER, GEAR_ORDER_COLLECTION } from './projection';


/** Gear types are reference data with fixed ids (`GEAR_TYPE_IDS` in contracts); createdAt is the catalogue's epoch. */
const GEAR_TYPE_ROWS = GEAR_TYPES.map((type) => ({ ...type, createdAt: '2024-01-01T00:00:00.000Z' }));

const TYPE_IDS = GEAR_TYPES.map((type) => type.id);

/** `?typeId=`: one of the gear types' ids. */
function typeIdParam(raw: string): number {
  const typeId = Number(raw);
  if (!/^\d+$/.test(raw) || !(TYPE_IDS as readonly number[]).includes(typeId)) {
    throw new AppError('bad_request', `typeId must be one of ${TYPE_IDS.join(', ')}`);
  }
  return typeId;
}

/**
 * Newest first; with `?q=` (name, brand, model), `?typeId=`, `?sort=` (the table's columns) and
 * `?dir=` searched, filtered and sorted on the server (docs/decisions/133-server-side-lists.md).
 */
const GEAR_LIST: ListShape = {
  sort: { field: 'createdAt', direction: 'desc' },
  search: {
    orderCollection: GEAR_ORDER_COLLECTION,
    searchFields: Object.keys(GEAR_ORDER.search),
    sortKeys: GEAR_SORT_KEYS,
    filters: { typeId: typeIdParam },
  },
};

// POST /api/gear/analyze-image is Smart Capture's (services/features/smart-capture: it reads the photo's text with OCR).
export function gearQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/gear', async (ctx) => {
    await answerList(ctx, store, GEAR_COLLECTION, currentUser(ctx).id, GEAR_LIST);
  });
  router.get('/api/gear-types', async (ctx) => {
    currentUser(ctx);
    ctx.body = GEAR_TYPE_ROWS;
  });
  return router;
}
