import Router from '@koa/router';
import { GEAR_TYPES, type Gear } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { ACTIVITY_COLLECTION, GEAR_COLLECTION, type ActivityEntry } from '@tackle/projections';

/** Gear types are reference data with fixed ids (spec §3); createdAt is the catalogue's epoch. */
const GEAR_TYPE_ROWS = GEAR_TYPES.map((type) => ({ ...type, createdAt: '2024-01-01T00:00:00.000Z' }));

const RECENT_ACTIVITY_LIMIT = 8;

export async function listGear(store: ReadStore, userId: string) {
  return store.find<Gear>(GEAR_COLLECTION, { userId }, { sort: { field: 'createdAt', direction: 'desc' } });
}

export async function getDashboard(store: ReadStore, userId: string) {
  const [gearTotal, activity] = await Promise.all([
    store.count(GEAR_COLLECTION, { userId }),
    store.find<ActivityEntry>(ACTIVITY_COLLECTION, { userId }, { sort: { field: 'position', direction: 'desc' }, limit: RECENT_ACTIVITY_LIMIT }),
  ]);
  return {
    // Catches, saved spots and consumables are counted here as their features land (issues 4-6).
    catchesThisMonth: 0,
    gearTotal,
    savedSpots: 0,
    lowStockConsumables: 0,
    recentActivity: activity.map(({ id, kind, title, description, at }) => ({ id, kind, title, description, at })),
  };
}

/** The read API: every GET of the spec's table, answered from read models for the caller only. */
export function queryRoutes(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/gear', async (ctx) => {
    ctx.body = await listGear(store, currentUser(ctx).id);
  });
  router.get('/api/gear-types', async (ctx) => {
    currentUser(ctx);
    ctx.body = GEAR_TYPE_ROWS;
  });
  router.get('/api/dashboard', async (ctx) => {
    ctx.body = await getDashboard(store, currentUser(ctx).id);
  });
  return router;
}
