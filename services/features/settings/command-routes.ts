import Router from '@koa/router';
import { actorOf, answerCommand, bodyObject, expectedRevisionOf, type AppState, type EventStore } from '@tackle/platform';
import { changeSettings } from './commands';

/** PUT /api/settings (the revision the client last saw in the body, as every edit). */
export function settingsRoutes(store: EventStore) {
  const router = new Router<AppState>();
  router.put('/api/settings', async (ctx) => {
    const body = bodyObject(ctx.request.body);
    answerCommand(ctx, await changeSettings(store, actorOf(ctx), body, expectedRevisionOf(body)));
  });
  return router;
}
