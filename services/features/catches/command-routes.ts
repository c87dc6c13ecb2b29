import Router from '@koa/router';
import { CATCH_PHOTO_FIELD, catchImportRequestSchema } from '@tackle/contracts';
import {
  actorOf,
  answerCommand,
  bodyObject,
  currentUser,
  expectedRevisionFromQuery,
  expectedRevisionOf,
  idParam,
  readUpload,
  type AppState,
  type EventStore,
} from '@tackle/platform';
import { deleteCatch, importCatches, logCatch, storeCatchPhoto, updateCatch } from './commands';

interface CatchesDeps {
  /** Where uploaded photos are stored (DATA_DIR). */
  dataDir: string;
}

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function catchRoutes(store: EventStore, deps: CatchesDeps) {
  const router = new Router<AppState>();
  const catchId = (raw: string | undefined) => idParam(raw, 'Catch');

  router.post('/api/catches', async (ctx) => {
    answerCommand(ctx, await logCatch(store, actorOf(ctx), bodyObject(ctx.request.body) as never), 201);
  });

  router.post('/api/catches/import', async (ctx) => {
    const { rows } = catchImportRequestSchema.parse(bodyObject(ctx.request.body));
    const result = await importCatches(store, actorOf(ctx), rows);
    answerCommand(ctx, result);
  });

  router.post('/api/catches/photos', async (ctx) => {
    currentUser(ctx);
    const upload = await readUpload(ctx, { field: CATCH_PHOTO_FIELD });
    ctx.status = 201;
    ctx.body = await storeCatchPhoto(upload.buffer, deps.dataDir);
  });

  router.put('/api/catches/:id', async (ctx) => {
    const id = catchId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const expectedRevision = expectedRevisionOf(body);
    answerCommand(ctx, await updateCatch(store, actorOf(ctx), id, body as never, expectedRevision));
  });

  router.delete('/api/catches/:id', async (ctx) => {
    const id = catchId(ctx.params.id);
    const expectedRevision = expectedRevisionFromQuery(ctx.query.expectedRevision);
    answerCommand(ctx, await deleteCatch(store, actorOf(ctx), id, expectedRevision));
  });

  return router;
}
