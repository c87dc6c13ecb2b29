import Router from '@koa/router';
import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_SORT_KEYS,
  GEAR_TYPES,
  type Consumable,
  type ConsumableHistoryEntry,
  type ConsumableSummary,
} from '@tackle/contracts';
import { AppError, answerList, currentUser, type AppState, type ListShape, type ReadStore } from '@tackle/platform';
import {
  CONSUMABLE_COLLECTION,
  CONSUMABLE_HISTORY_COLLECTION,
  CONSUMABLE_ORDER,
  CONSUMABLE_ORDER_COLLECTION,
  type ConsumableHistoryDoc,
} from './projection';


/** `?category=`: one of the categories. */
function categoryParam(raw: string): string {
  if (!(CONSUMABLE_CATEGORIES as readonly string[]).includes(raw)) throw new AppError('bad_request', `category must be one of ${CONSUMABLE_CATEGORIES.join(', ')}`);
  return raw;
}

/** `?lowStock=`: true (only the items at or below their minimum) or false. */
function lowStockParam(raw: string): boolean {
  if (raw !== 'true' && raw !== 'false') throw new AppError('bad_request', 'lowStock must be true or false');
  return raw === 'true';
}

/**
 * Newest first; with `?q=` (name, brand, model, colour), `?category=`, `?lowStock=`, `?sort=` (the
 * table's columns) and `?dir=` searched, filtered and sorted on the server (decision 133).
 */
const CONSUMABLE_LIST: ListShape = {
  sort: { field: 'createdAt', direction: 'desc' },
  search: {
    orderCollection: CONSUMABLE_ORDER_COLLECTION,
    searchFields: Object.keys(CONSUMABLE_ORDER.search),
    sortKeys: CONSUMABLE_SORT_KEYS,
    filters: { category: categoryParam, lowStock: lowStockParam },
  },
};

/** Dashboard figure: items at or below their minimum stock level. */
export function countLowStockConsumables(store: ReadStore, userId: string): Promise<number> {
  return store.count(CONSUMABLE_COLLECTION, { userId, lowStock: true });
}

/**
 * The user's consumables usable with a gear type (the gear screen's 'Track Consumable Usage').
 * An item with no compatible types chosen is taken to fit every type (docs/decisions/021).
 */
async function listConsumablesForGearType(
  store: ReadStore,
  userId: string,
  gearTypeId: number,
): Promise<ConsumableSummary[]> {
  const consumables = await store.find<Consumable>(CONSUMABLE_COLLECTION, { userId }, { sort: { field: 'name', direction: 'asc' } });
  return consumables
    .filter((item) => item.gearTypes.length === 0 || item.gearTypes.some((type) => type.gearTypeId === gearTypeId))
    .map(({ id, name, currentQuantity, unit }) => ({ id, name, currentQuantity, unit }));
}

/** Stock movements of one of the user's items, newest first; someone else's item is "not found". */
async function consumableHistory(
  store: ReadStore,
  userId: string,
  consumableId: string,
): Promise<ConsumableHistoryEntry[]> {
  const consumable = await store.get<Consumable>(CONSUMABLE_COLLECTION, consumableId);
  if (!consumable || consumable.userId !== userId) throw new AppError('not_found', 'Consumable not found');
  const entries = await store.find<ConsumableHistoryDoc>(
    CONSUMABLE_HISTORY_COLLECTION,
    { consumableId, userId },
    { sort: { field: 'position', direction: 'desc' } },
  );
  return entries.map(({ userId: _userId, position: _position, ...entry }) => entry);
}

export function consumableQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/consumables', async (ctx) => {
    await answerList(ctx, store, CONSUMABLE_COLLECTION, currentUser(ctx).id, CONSUMABLE_LIST);
  });
  router.get('/api/consumables/:id/history', async (ctx) => {
    ctx.body = await consumableHistory(store, currentUser(ctx).id, String(ctx.params.id).toLowerCase());
  });
  router.get('/api/gear-types/:typeId/consumables', async (ctx) => {
    const userId = currentUser(ctx).id;
    const typeId = Number(ctx.params.typeId);
    if (!GEAR_TYPES.some((type) => type.id === typeId)) throw new AppError('not_found', 'Gear type not found');
    ctx.body = await listConsumablesForGearType(store, userId, typeId);
  });
  return router;
}
