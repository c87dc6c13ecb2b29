import Router from '@koa/router';
import { POSITION_HEADER, type AppState, type EventStore } from '@tackle/platform';
import { actorOf, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam } from '@tackle/platform';
import {
  createStorageLocation,
  removeStorageLocation,
  storeGear,
  unstoreGear,
  updateStorageLocation,
} from './commands';

/** Thin handlers (CONVENTIONS 3): parse, call one verb-noun function, map to a status. */
export function storageRoutes(store: EventStore) {
  const router = new Router<AppState>();
  const locationId = (raw: string | undefined) => idParam(raw, 'Storage location');

  router.post('/api/storage-locations', async (ctx) => {
    const result = await createStorageLocation(store, actorOf(ctx), bodyObject(ctx.request.body) as never);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  router.put('/api/storage-locations/:id', async (ctx) => {
    const id = locationId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const result = await updateStorageLocation(store, actorOf(ctx), id, body as never, expectedRevisionOf(body));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.delete('/api/storage-locations/:id', async (ctx) => {
    const id = locationId(ctx.params.id);
    const result = await removeStorageLocation(store, actorOf(ctx), id, expectedRevisionFromQuery(ctx.query.expectedRevision));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.post('/api/storage-locations/:id/gear', async (ctx) => {
    const id = locationId(ctx.params.id);
    const result = await storeGear(store, actorOf(ctx), id, bodyObject(ctx.request.body) as never);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  router.delete('/api/storage-locations/:id/gear/:gearId', async (ctx) => {
    const id = locationId(ctx.params.id);
    const gearId = idParam(ctx.params.gearId, 'Gear');
    const result = await unstoreGear(store, actorOf(ctx), id, gearId);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  return router;
}
