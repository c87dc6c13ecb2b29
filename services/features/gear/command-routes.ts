import Router from '@koa/router';
import { z } from 'zod';
import { GEAR_IMAGE_FIELD } from '@tackle/contracts';
import { AppError, currentUser, POSITION_HEADER, readUpload, type AppState, type EventStore } from '@tackle/platform';
import { addGear, assertOwnedGear, removeGear, setGearImage, updateGear } from './commands';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never name an existing gear: same answer as a missing one. */
export function gearIdParam(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw new AppError('not_found', 'Gear not found');
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
export function gearRoutes(store: EventStore, deps: { dataDir: string }) {
  const router = new Router<AppState>();
  const actor = (ctx: { state: AppState }) => ({ userId: currentUser(ctx).id, correlationId: ctx.state.requestId });

  router.post('/api/gear', async (ctx) => {
    const result = await addGear(store, actor(ctx), bodyObject(ctx.request.body) as never);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.status = 201;
    ctx.body = result;
  });

  router.put('/api/gear/:id', async (ctx) => {
    const id = gearIdParam(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const expectedRevision = expectedRevisionSchema.parse(body.expectedRevision);
    const result = await updateGear(store, actor(ctx), id, body as never, expectedRevision);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.delete('/api/gear/:id', async (ctx) => {
    const id = gearIdParam(ctx.params.id);
    const raw = ctx.query.expectedRevision;
    const expectedRevision = typeof raw === 'string' && raw !== '' ? expectedRevisionSchema.parse(Number(raw)) : undefined;
    const result = await removeGear(store, actor(ctx), id, expectedRevision);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  router.post('/api/gear/:id/image', async (ctx) => {
    const id = gearIdParam(ctx.params.id);
    const who = actor(ctx);
    // Before reading the body: a photo for someone else's gear is never even buffered.
    await assertOwnedGear(store, who, id);
    const upload = await readUpload(ctx, { field: GEAR_IMAGE_FIELD });
    const result = await setGearImage(store, who, id, upload.buffer, deps.dataDir);
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = result;
  });

  return router;
}
