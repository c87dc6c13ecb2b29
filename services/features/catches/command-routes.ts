import Router from '@koa/router';
import { z } from 'zod';
import { CATCH_PHOTO_FIELD, catchImportRequestSchema } from '@tackle/contracts';
import { AppError, currentUser, POSITION_HEADER, readUpload, type AppState, type EventStore } from '@tackle/platform';
import { deleteCatch, importCatches, logCatch, storeCatchPhoto, updateCatch } from './commands';

export interface CatchesDeps {
  /** Where uploaded photos are stored (DATA_DIR). */
  dataDir: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never name an existing catch: same answer as a missing one. */
export function catchIdParam(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw new AppError('not_found', 'Catch not found');
  return raw.toLowerCase();
}

const expectedRevisionSchema = z
  .number({ error: 'expectedRevision must be a whole number' })
  .int('expectedRevision must be a whole number')
  .min(0, 'expectedRevision must be a whole number')
  .optional();

function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('bad_request', 'Send a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Thin handlers (CONVENTIONS 3): parse, call one verb-noun function, map to a status. */
export function catchRoutes(store: EventStore, deps: CatchesDeps) {
  const router = new Router<AppState>();
  const actor = (ctx: { state: AppState }) => ({ userId: currentUser(ctx).id, correlationId: ctx.state.requestId });

  router.post('/api/catches', async (ctx) => {
    const result = await logCatch(store, actor(ctx), bodyObject(ctx.request.body) as never);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  router.post('/api/catches/import', async (ctx) => {
    const { rows } = catchImportRequestSchema.parse(bodyObject(ctx.request.body));
    const result = await importCatches(store, actor(ctx), rows);
    if (result.position > 0) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.post('/api/catches/photos', async (ctx) => {
    currentUser(ctx);
    const upload = await readUpload(ctx, { field: CATCH_PHOTO_FIELD });
    ctx.status = 201;
    ctx.body = await storeCatchPhoto(upload.buffer, deps.dataDir);
  });

  router.put('/api/catches/:id', async (ctx) => {
    const id = catchIdParam(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const expectedRevision = expectedRevisionSchema.parse(body.expectedRevision);
    const result = await updateCatch(store, actor(ctx), id, body as never, expectedRevision);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.delete('/api/catches/:id', async (ctx) => {
    const id = catchIdParam(ctx.params.id);
    const raw = ctx.query.expectedRevision;
    const expectedRevision = typeof raw === 'string' && raw !== '' ? expectedRevisionSchema.parse(Number(raw)) : undefined;
    const result = await deleteCatch(store, actor(ctx), id, expectedRevision);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  return router;
}
