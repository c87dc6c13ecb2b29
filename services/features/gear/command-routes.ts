import Router from '@koa/router';
import { GEAR_IMAGE_FIELD } from '@tackle/contracts';
import { actorOf, answerCommand, bodyObject, crudCommandRoutes, idParam, readUpload, type AppState, type EventStore } from '@tackle/platform';
import { addGear, assertOwnedGear, removeGear, setGearImage, spoolReel, updateGear } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function gearRoutes(store: EventStore, deps: { dataDir: string }) {
  const router = crudCommandRoutes(new Router<AppState>(), store, { path: '/api/gear', what: 'Gear', create: addGear, update: updateGear, remove: removeGear });

  router.post('/api/gear/:id/image', async (ctx) => {
    const id = idParam(ctx.params.id, 'Gear');
    const who = actorOf(ctx);
    // Before reading the body: a photo for someone else's gear is never even buffered.
    await assertOwnedGear(store, who, id);
    const upload = await readUpload(ctx, { field: GEAR_IMAGE_FIELD });
    answerCommand(ctx, await setGearImage(store, who, id, upload.buffer, deps.dataDir));
  });

  router.post('/api/gear/:id/spool', async (ctx) => {
    const id = idParam(ctx.params.id, 'Gear');
    answerCommand(ctx, await spoolReel(store, actorOf(ctx), id, bodyObject(ctx.request.body)), 201);
  });

  return router;
}
