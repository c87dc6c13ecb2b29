import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, crudCommandRoutes, idParam, type AppState, type EventStore } from '@tackle/platform';
import { endTrip, removeTrip, startTrip, updateTrip } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function tripRoutes(store: EventStore) {
  const router = crudCommandRoutes(new Router<AppState>(), store, { path: '/api/trips', what: 'Trip', create: startTrip, update: updateTrip, remove: removeTrip });
  router.post('/api/trips/:id/end', async (ctx) => {
    const id = idParam(ctx.params.id, 'Trip');
    answerCommand(ctx, await endTrip(store, actorOf(ctx), id, bodyObject(ctx.request.body)));
  });
  return router;
}
