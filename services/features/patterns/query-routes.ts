import Router from '@koa/router';
import { GEAR_TYPE_IDS, patternsQuerySchema, type Catch, type Gear } from '@tackle/contracts';
import { AppError, currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION } from '../catches/public';
import { GEAR_COLLECTION } from '../gear/public';
import { unitsOf } from '../settings/public';
import { listSetups } from '../setups/public';
import { findPatterns } from './find-patterns';

/** What the finder never reads of a catch: left in the store, not parsed for every request. */
const UNREAD_CATCH_FIELDS = ['notes', 'biteTimes', 'imageUrl', 'coordinates', 'location', 'weatherObservedAt'] as const;

/** The query shape beyond owner-only lookups: the angler's lures. */
export const LURES_QUERY = { collection: GEAR_COLLECTION, fields: ['userId', 'typeId'] };

/**
 * GET /api/patterns?<condition>=...: what to tie on today, from the caller's own catches, gear and
 * setups only (read models of the catches, gear, setups and settings features).
 */
export function patternQueries(store: ReadStore, options: { now?: () => Date } = {}): Router<AppState> {
  const now = options.now ?? (() => new Date());
  const router = new Router<AppState>();
  router.get('/api/patterns', async (ctx) => {
    const userId = currentUser(ctx).id;
    const parsed = patternsQuerySchema.safeParse(ctx.query);
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid query');
    const [catches, gear, setups, units] = await Promise.all([
      store.find<Catch>(CATCHES_COLLECTION, { userId }, { omit: UNREAD_CATCH_FIELDS }),
      store.find<Gear>(GEAR_COLLECTION, { userId, typeId: GEAR_TYPE_IDS.lure }),
      listSetups(store, userId),
      unitsOf(store, userId),
    ]);
    ctx.body = findPatterns({
      catches,
      gear,
      setups,
      conditions: parsed.data,
      now: now(),
      units,
    });
  });
  return router;
}
