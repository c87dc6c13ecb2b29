import Router from '@koa/router';
import { CATCH_PHOTO_FIELD, catchImportRequestSchema } from '@tackle/contracts';
import {
  actorOf,
  answerCommand,
  bodyObject,
  crudCommandRoutes,
  currentUser,
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
  const router = crudCommandRoutes(new Router<AppState>(), store, { path: '/api/catches', what: 'Catch', create: logCatch, update: updateCatch, remove: deleteCatch });

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

  return router;
}
