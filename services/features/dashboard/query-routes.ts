import Router from '@koa/router';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { ACTIVITY_COLLECTION, type ActivityEntry } from './activity-projection';
import { GEAR_COLLECTION } from '../gear/public';
import { countCatchesThisMonth } from '../catches/public';
import { countLowStockConsumables } from '../consumables/public';
import { countSavedSpots } from '../fish-spots/public';

const RECENT_ACTIVITY_LIMIT = 8;

/**
 * Each figure of the dashboard: features add their own counter here as they land
 * (catches this month: catch log; saved spots: fish spots; low stock: consumables).
 */
const dashboardCounters: Record<string, (store: ReadStore, userId: string) => Promise<number>> = {
  gearTotal: (store, userId) => store.count(GEAR_COLLECTION, { userId }),
  catchesThisMonth: (store, userId) => countCatchesThisMonth(store, userId),
  savedSpots: (store, userId) => countSavedSpots(store, userId),
  lowStockConsumables: (store, userId) => countLowStockConsumables(store, userId),
};

async function getDashboard(store: ReadStore, userId: string) {
  const names = Object.keys(dashboardCounters);
  const [values, activity] = await Promise.all([
    Promise.all(names.map((name) => dashboardCounters[name]!(store, userId))),
    store.find<ActivityEntry>(ACTIVITY_COLLECTION, { userId }, { sort: { field: 'position', direction: 'desc' }, limit: RECENT_ACTIVITY_LIMIT }),
  ]);
  return {
    ...Object.fromEntries(names.map((name, index) => [name, values[index]])),
    recentActivity: activity.map(({ id, kind, title, description, at }) => ({ id, kind, title, description, at })),
  };
}

export function dashboardQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/dashboard', async (ctx) => {
    ctx.body = await getDashboard(store, currentUser(ctx).id);
  });
  return router;
}
