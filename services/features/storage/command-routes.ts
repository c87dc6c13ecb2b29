import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam, type AppState, type EventStore } from '@tackle/platform';
import {
  createStorageLocation,
  removeStorageLocation,
  storeGear,
  unstoreGear,
  updateStorageLocation,
} from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function storageRoutes(store: EventStore) {
  const router = new Router<AppState>();
  const locationId = (raw: string | undefined) => idParam(raw, 'Storage location');

  router.post('/api/storage-locations', async (ctx) => {
    answerCommand(ctx, await createStorageLocation(store, actorOf(ctx), bodyObject(ctx.request.body) as never), 201);
  });

  router.put('/api/storage-locations/:id', async (ctx) => {
    const id = locationId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    answerCommand(ctx, await updateStorageLocation(store, actorOf(ctx), id, body as never, expectedRevisionOf(body)));
  });

  router.delete('/api/storage-locations/:id', async (ctx) => {
    const id = locationId(ctx.params.id);
    answerCommand(ctx, await removeStorageLocation(store, actorOf(ctx), id, expectedRevisionFromQuery(ctx.query.expectedRevision)));
  });

  router.post('/api/storage-locations/:id/gear', async (ctx) => {
    const id = locationId(ctx.params.id);
    answerCommand(ctx, await storeGear(store, actorOf(ctx), id, bodyObject(ctx.request.body) as never), 201);
  });

  router.delete('/api/storage-locations/:id/gear/:gearId', async (ctx) => {
    const id = locationId(ctx.params.id);
    const gearId = idParam(ctx.params.gearId, 'Gear');
    answerCommand(ctx, await unstoreGear(store, actorOf(ctx), id, gearId));
  });

  return router;
}
