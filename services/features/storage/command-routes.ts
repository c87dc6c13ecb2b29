import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, crudCommandRoutes, idParam, type AppState, type EventStore } from '@tackle/platform';
import {
  createStorageLocation,
  removeStorageLocation,
  storeGear,
  unstoreGear,
  updateStorageLocation,
} from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function storageRoutes(store: EventStore) {
  const what = 'Storage location';
  const router = crudCommandRoutes(new Router<AppState>(), store, {
    path: '/api/storage-locations',
    what,
    create: createStorageLocation,
    update: updateStorageLocation,
    remove: removeStorageLocation,
  });

  router.post('/api/storage-locations/:id/gear', async (ctx) => {
    const id = idParam(ctx.params.id, what);
    answerCommand(ctx, await storeGear(store, actorOf(ctx), id, bodyObject(ctx.request.body) as never), 201);
  });

  router.delete('/api/storage-locations/:id/gear/:gearId', async (ctx) => {
    const id = idParam(ctx.params.id, what);
    const gearId = idParam(ctx.params.gearId, 'Gear');
    answerCommand(ctx, await unstoreGear(store, actorOf(ctx), id, gearId));
  });

  return router;
}
