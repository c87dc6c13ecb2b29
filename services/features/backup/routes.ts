import Router from '@koa/router';
import { BACKUP_FIELD, BACKUP_LIMITS, backupFileName } from '@tackle/contracts';
import { AppError, actorOf, currentUser, readUpload, type AppState, type EventStore, type ReadStore } from '@tackle/platform';
import { readArchive } from './archive';
import { backupZip } from './export';
import { applyBackup, assertRestorable, assertTripsStartable, parseBackup, preparePhotos } from './restore';

const MB = 1024 * 1024;

/** GET /api/export: the angler's backup zip, streamed as it is made (a query: it reads the read models). */
export function exportRoutes(store: ReadStore, deps: { dataDir: string }): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/export', async (ctx) => {
    const now = new Date();
    const zip = await backupZip(store, currentUser(ctx).id, deps.dataDir, now);
    ctx.set('Content-Disposition', `attachment; filename="${backupFileName(now)}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/zip';
    ctx.body = zip;
  });
  return router;
}

/** The upload, with the sentences of a backup (the shared reader speaks of images). */
async function readBackupUpload(ctx: Parameters<typeof readUpload>[0]): Promise<Buffer> {
  try {
    return (await readUpload(ctx, { field: BACKUP_FIELD, maxBytes: BACKUP_LIMITS.maxCompressedBytes })).buffer;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'payload_too_large') throw new AppError('payload_too_large', `A backup can be at most ${BACKUP_LIMITS.maxCompressedBytes / MB} MB`);
    if (error.code === 'unsupported_media_type') throw new AppError('unsupported_media_type', `Send the backup zip as multipart/form-data in the field "${BACKUP_FIELD}"`);
    if (/No image was uploaded/.test(error.message)) throw new AppError('bad_request', `No backup was uploaded (multipart field "${BACKUP_FIELD}")`);
    throw error;
  }
}

/**
 * POST /api/import: restores a backup into the signed-in account. The whole archive is read and
 * checked first (limits, names, every file, every photo, every command body); only then is anything
 * stored or appended.
 */
export function importRoutes(store: EventStore, deps: { dataDir: string }): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/import', async (ctx) => {
    // The restore makes its own key per item; a key the client sends is checked for form only.
    const actor = actorOf(ctx);
    const files = await readArchive(await readBackupUpload(ctx));
    const backup = parseBackup(files);
    assertRestorable(backup);
    await assertTripsStartable(store, actor.userId, backup);
    const photos = await preparePhotos(backup.photos);
    const result = await applyBackup(store, { userId: actor.userId, correlationId: actor.correlationId }, deps.dataDir, backup, photos);
    if (result.position > 0) ctx.set('X-Tackle-Position', String(result.position));
    ctx.status = 200;
    ctx.body = result;
  });
  return router;
}
