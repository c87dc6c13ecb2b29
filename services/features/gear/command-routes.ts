import Router from '@koa/router';
import { GEAR_IMAGE_FIELD } from '@tackle/contracts';
import {
  actorOf,
  answerCommand,
  bodyObject,
  expectedRevisionFromQuery,
  expectedRevisionOf,
  idParam,
  readUpload,
  type AppState,
  type EventStore,
} from '@tackle/platform';
import { addGear, assertOwnedGear, removeGear, setGearImage, updateGear } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function gearRoutes(store: EventStore, deps: { dataDir: string }) {
  const router = new Router<AppState>();
  const gearId = (raw: string | undefined) => idParam(raw, 'Gear');

  router.post('/api/gear', async (ctx) => {
    answerCommand(ctx, await addGear(store, actorOf(ctx), bodyObject(ctx.request.body) as never), 201);
  });

  router.put('/api/gear/:id', async (ctx) => {
    const id = gearId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const expectedRevision = expectedRevisionOf(body);
    answerCommand(ctx, await updateGear(store, actorOf(ctx), id, body as never, expectedRevision));
  });

  router.delete('/api/gear/:id', async (ctx) => {
    const id = gearId(ctx.params.id);
    const expectedRevision = expectedRevisionFromQuery(ctx.query.expectedRevision);
    answerCommand(ctx, await removeGear(store, actorOf(ctx), id, expectedRevision));
  });

  router.post('/api/gear/:id/image', async (ctx) => {
    const id = gearId(ctx.params.id);
    const who = actorOf(ctx);
    // Before reading the body: a photo for someone else's gear is never even buffered.
    await assertOwnedGear(store, who, id);
    const upload = await readUpload(ctx, { field: GEAR_IMAGE_FIELD });
    answerCommand(ctx, await setGearImage(store, who, id, upload.buffer, deps.dataDir));
  });

  return router;
}
