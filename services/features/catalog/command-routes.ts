import Router from '@koa/router';
import { answerCommand, currentUser, type AppState, type EventStore, type Logger } from '@tackle/platform';
import { addBrand, addModel, brandIdParam, seedCatalog } from './commands';

/**
 * POST /api/brands and POST /api/brands/:brandId/models (the GETs live in the query service).
 * Creating the router starts appending the built-in catalog (once per seed version); creations
 * wait for it, so a user never takes a built-in name a moment before the built-in entry lands.
 */
export function catalogRoutes(store: EventStore, deps: { logger?: Logger | undefined } = {}) {
  const ready = seedCatalog(store).then(
    (added) => {
      if (added.brands + added.models > 0) deps.logger?.info(added, 'built-in brand catalog appended');
    },
    (error: unknown) => deps.logger?.error({ err: error }, 'built-in brand catalog could not be appended'),
  );
  const router = new Router<AppState>();
  const actor = (ctx: { state: AppState }) => ({ userId: currentUser(ctx).id, correlationId: ctx.state.requestId });

  router.post('/api/brands', async (ctx) => {
    const who = actor(ctx);
    await ready;
    answerCommand(ctx, await addBrand(store, who, ctx.request.body ?? {}), 201);
  });

  router.post('/api/brands/:brandId/models', async (ctx) => {
    const who = actor(ctx);
    const brandId = brandIdParam(ctx.params.brandId);
    await ready;
    answerCommand(ctx, await addModel(store, who, brandId, ctx.request.body ?? {}), 201);
  });

  return router;
}
