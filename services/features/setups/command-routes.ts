import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam, type AppState, type EventStore } from '@tackle/platform';
import { createSetup, removeSetup, updateSetup } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function setupRoutes(store: EventStore) {
  const router = new Router<AppState>();
  const setupId = (raw: string | undefined) => idParam(raw, 'Setup');

  router.post('/api/setups', async (ctx) => {
    answerCommand(ctx, await createSetup(store, actorOf(ctx), bodyObject(ctx.request.body) as never), 201);
  });

  router.put('/api/setups/:id', async (ctx) => {
    const id = setupId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    answerCommand(ctx, await updateSetup(store, actorOf(ctx), id, body as never, expectedRevisionOf(body)));
  });

  router.delete('/api/setups/:id', async (ctx) => {
    const id = setupId(ctx.params.id);
    answerCommand(ctx, await removeSetup(store, actorOf(ctx), id, expectedRevisionFromQuery(ctx.query.expectedRevision)));
  });

  return router;
}
