import Router from '@koa/router';
import { POSITION_HEADER, type AppState, type EventStore } from '@tackle/platform';
import { actorOf, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam } from '@tackle/platform';
import { addConsumable, removeConsumable, trackConsumableUsage, updateConsumable } from './commands';

/** Thin handlers (CONVENTIONS 3): parse, call one verb-noun function, map to a status. */
export function consumableRoutes(store: EventStore) {
  const router = new Router<AppState>();

  router.post('/api/consumables', async (ctx) => {
    const result = await addConsumable(store, actorOf(ctx), bodyObject(ctx.request.body) as never);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  router.put('/api/consumables/:id', async (ctx) => {
    const id = idParam(ctx.params.id, 'Consumable');
    const body = bodyObject(ctx.request.body);
    const result = await updateConsumable(store, actorOf(ctx), id, body as never, expectedRevisionOf(body));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.delete('/api/consumables/:id', async (ctx) => {
    const id = idParam(ctx.params.id, 'Consumable');
    const result = await removeConsumable(store, actorOf(ctx), id, expectedRevisionFromQuery(ctx.query.expectedRevision));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.post('/api/gear/:id/consumables', async (ctx) => {
    const gearId = idParam(ctx.params.id, 'Gear');
    const result = await trackConsumableUsage(store, actorOf(ctx), gearId, bodyObject(ctx.request.body));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  return router;
}
