import Router from '@koa/router';
import { AppError, answerCommand, currentUser, type AppState, type EventStore, type Logger } from '@tackle/platform';
import { addBrand, addModel, brandIdParam, seedCatalog } from './commands';

/** How many brands and models one angler may add in an hour (decision 099). */
export const CATALOG_ADDS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/**
 * A sliding hour of catalog additions per angler, in memory (one process owns the catalog's
 * commands). Only additions that were written count.
 */
export function additionLimiter(limit = CATALOG_ADDS_PER_HOUR, now: () => number = Date.now) {
  const added = new Map<string, number[]>();
  const recent = (userId: string) => (added.get(userId) ?? []).filter((at) => at > now() - HOUR_MS);
  return {
    check(userId: string) {
      const times = recent(userId);
      added.set(userId, times);
      if (times.length >= limit) {
        const minutes = Math.max(1, Math.ceil((times[0]! + HOUR_MS - now()) / 60_000));
        throw new AppError('too_many_requests', `You have added ${limit} catalog entries in the last hour. Try again in ${minutes} minutes.`);
      }
    },
    record(userId: string) {
      added.set(userId, [...recent(userId), now()]);
    },
  };
}

/**
 * POST /api/brands and POST /api/brands/:brandId/models (the GETs live in the query service).
 * Creating the router starts appending the built-in catalog (once per seed version); creations
 * wait for it, so a user never takes a built-in name a moment before the built-in entry lands.
 */
export function catalogRoutes(store: EventStore, deps: { logger?: Logger | undefined; addsPerHour?: number } = {}) {
  const ready = seedCatalog(store).then(
    (added) => {
      if (added.brands + added.models > 0) deps.logger?.info(added, 'built-in brand catalog appended');
    },
    (error: unknown) => deps.logger?.error({ err: error }, 'built-in brand catalog could not be appended'),
  );
  const router = new Router<AppState>();
  const limiter = additionLimiter(deps.addsPerHour);
  const actor = (ctx: { state: AppState }) => ({ userId: currentUser(ctx).id, correlationId: ctx.state.requestId });

  router.post('/api/brands', async (ctx) => {
    const who = actor(ctx);
    limiter.check(who.userId);
    await ready;
    answerCommand(ctx, await addBrand(store, who, ctx.request.body ?? {}), 201);
    limiter.record(who.userId);
  });

  router.post('/api/brands/:brandId/models', async (ctx) => {
    const who = actor(ctx);
    const brandId = brandIdParam(ctx.params.brandId);
    limiter.check(who.userId);
    await ready;
    answerCommand(ctx, await addModel(store, who, brandId, ctx.request.body ?? {}), 201);
    limiter.record(who.userId);
  });

  return router;
}
