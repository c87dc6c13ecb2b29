import Router from '@koa/router';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { ACTIVITY_COLLECTION, RECENT_ACTIVITY_KEPT, type ActivityEntry } from './activity-projection';
import { GEAR_COLLECTION } from '../gear/public';
import { countCatchesThisMonth } from '../catches/public';
import { countLowStockConsumables } from '../consumables/public';
import { countSavedSpots } from '../fish-spots/public';
import { respoolRemindersOf } from './respool';

/** A catch line written before decision 121 held its weight in the text ('Bass · 3.50 lbs · Lake'). */
const LEGACY_WEIGHT = /^(\d+\.\d{2}) lbs$/;

/** A Recent Activity line as the API answers it: a catch's weight apart from its text, old lines too. */
export function activityItem({ id, kind, title, description, weight, at }: ActivityEntry) {
  if (kind !== 'catch' || weight !== undefined) return { id, kind, title, description, weight: weight ?? null, at };
  const parts = description.split(' · ');
  const legacy = parts.findIndex((part) => LEGACY_WEIGHT.test(part));
  if (legacy === -1) return { id, kind, title, description, weight: null, at };
  const pounds = Number(LEGACY_WEIGHT.exec(parts[legacy]!)![1]);
  return { id, kind, title, description: parts.filter((_, index) => index !== legacy).join(' · '), weight: pounds, at };
}

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

async function getDashboard(store: ReadStore, userId: string, now: Date) {
  const names = Object.keys(dashboardCounters);
  const [values, activity, respool] = await Promise.all([
    Promise.all(names.map((name) => dashboardCounters[name]!(store, userId))),
    store.find<ActivityEntry>(ACTIVITY_COLLECTION, { userId }, { sort: { field: 'position', direction: 'desc' }, limit: RECENT_ACTIVITY_KEPT }),
    respoolRemindersOf(store, userId, now),
  ]);
  return {
    ...Object.fromEntries(names.map((name, index) => [name, values[index]])),
    recentActivity: activity.map(activityItem),
    respool,
  };
}

/** `now`: the clock the reminders are computed with (tests pass their own). */
export function dashboardQueries(store: ReadStore, options: { now?: () => Date } = {}): Router<AppState> {
  const now = options.now ?? (() => new Date());
  const router = new Router<AppState>();
  router.get('/api/dashboard', async (ctx) => {
    ctx.body = await getDashboard(store, currentUser(ctx).id, now());
  });
  return router;
}
