import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam, type AppState, type EventStore } from '@tackle/platform';
import { addConsumable, removeConsumable, trackConsumableUsage, updateConsumable } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function consumableRoutes(store: EventStore) {
  const router = new Router<AppState>();

  router.post('/api/consumables', async (ctx) => {
    answerCommand(ctx, await addConsumable(store, actorOf(ctx), bodyObject(ctx.request.body) as never), 201);
  });

  router.put('/api/consumables/:id', async (ctx) => {
    const id = idParam(ctx.params.id, 'Consumable');
    const body = bodyObject(ctx.request.body);
    answerCommand(ctx, await updateConsumable(store, actorOf(ctx), id, body as never, expectedRevisionOf(body)));
  });

  router.delete('/api/consumables/:id', async (ctx) => {
    const id = idParam(ctx.params.id, 'Consumable');
    answerCommand(ctx, await removeConsumable(store, actorOf(ctx), id, expectedRevisionFromQuery(ctx.query.expectedRevision)));
  });

  router.post('/api/gear/:id/consumables', async (ctx) => {
    const gearId = idParam(ctx.params.id, 'Gear');
    answerCommand(ctx, await trackConsumableUsage(store, actorOf(ctx), gearId, bodyObject(ctx.request.body)), 201);
  });

  return router;
}
