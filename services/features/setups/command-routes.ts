import Router from '@koa/router';
import { POSITION_HEADER, type AppState, type EventStore } from '@tackle/platform';
import { actorOf, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam } from '@tackle/platform';
import { createSetup, removeSetup, updateSetup } from './commands';

/** Thin handlers (CONVENTIONS 3): parse, call one verb-noun function, map to a status. */
export function setupRoutes(store: EventStore) {
  const router = new Router<AppState>();
  const setupId = (raw: string | undefined) => idParam(raw, 'Setup');

  router.post('/api/setups', async (ctx) => {
    const result = await createSetup(store, actorOf(ctx), bodyObject(ctx.request.body) as never);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  router.put('/api/setups/:id', async (ctx) => {
    const id = setupId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const result = await updateSetup(store, actorOf(ctx), id, body as never, expectedRevisionOf(body));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.delete('/api/setups/:id', async (ctx) => {
    const id = setupId(ctx.params.id);
    const result = await removeSetup(store, actorOf(ctx), id, expectedRevisionFromQuery(ctx.query.expectedRevision));
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  return router;
}
