import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, crudCommandRoutes, idParam, type AppState, type EventStore } from '@tackle/platform';
import { addConsumable, removeConsumable, trackConsumableUsage, updateConsumable } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function consumableRoutes(store: EventStore) {
  const router = crudCommandRoutes(new Router<AppState>(), store, {
    path: '/api/consumables',
    what: 'Consumable',
    create: addConsumable,
    update: updateConsumable,
    remove: removeConsumable,
  });

  router.post('/api/gear/:id/consumables', async (ctx) => {
    const gearId = idParam(ctx.params.id, 'Gear');
    answerCommand(ctx, await trackConsumableUsage(store, actorOf(ctx), gearId, bodyObject(ctx.request.body)), 201);
  });

  return router;
}
