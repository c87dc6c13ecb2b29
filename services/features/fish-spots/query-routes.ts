import Router from '@koa/router';
import { biteTimesQuerySchema, fishSpotRecommendationQuerySchema, type Catch } from '@tackle/contracts';
import { AppError, currentUser, type AppState } from '@tackle/platform';
import { CATCHES_COLLECTION } from '../catches/public';
import { unitsOf } from '../settings/public';
import { REFERENCE_PATTERNS } from './patterns';
import type { ConditionsDeps } from './deps';
import { coordinatesFromQuery } from './query';
import { recommendSpots } from './recommend-spots';
import { biteTimesCache, localDateAt } from '@tackle/domain/solunar';


function firstIssue(error: { issues: Array<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Invalid query';
}

/**
 * GET /api/fish-spots/recommendations?lat=&lon=[&season=...]: ranked spots with reasons.
 * GET /api/fish-spots/bite-times?lat=&lon=[&date=YYYY-MM-DD][&utcOffsetMinutes=]: solunar periods.
 */
export function fishSpotRoutes(deps: ConditionsDeps, options: { now?: () => Date } = {}) {
  const router = new Router<AppState>();
  const biteTimesOfPlace = biteTimesCache();
  const now = options.now ?? (() => new Date());

  router.get('/api/fish-spots/recommendations', async (ctx) => {
    const user = currentUser(ctx);
    const parsed = fishSpotRecommendationQuerySchema.safeParse(ctx.query);
    if (!parsed.success) throw new AppError('bad_request', firstIssue(parsed.error));
    const { lat, lon, ...conditions } = parsed.data;
    const [catches, system] = await Promise.all([
      deps.readStore.find<Catch>(CATCHES_COLLECTION, { userId: user.id }),
      unitsOf(deps.readStore, user.id),
    ]);
    ctx.body = recommendSpots({ lat, lon }, conditions, catches, REFERENCE_PATTERNS, system);
  });

  router.get('/api/fish-spots/bite-times', (ctx) => {
    currentUser(ctx);
    coordinatesFromQuery(ctx.query);
    const parsed = biteTimesQuerySchema.safeParse(ctx.query);
    if (!parsed.success) throw new AppError('bad_request', firstIssue(parsed.error));
    const { lat, lon, date, utcOffsetMinutes } = parsed.data;
    // The place's real time zone, as for the bite times stored on a catch; a client may still name
    // the offset it wants the times in.
    // Computed once per place and day (decision 127), the same as a catch's there.
    const day = date ?? localDateAt({ lat, lon }, now());
    ctx.body = biteTimesOfPlace({ lat, lon }, day, utcOffsetMinutes);
  });

  return router;
}
