import Router from '@koa/router';
import { GEAR_IMAGE_FIELD, GEAR_TYPES, type Gear, type GearImageAnalysisResult } from '@tackle/contracts';
import { assertImage, currentUser, readImageText, readUpload, type AppState, type ReadStore } from '@tackle/platform';
import { GEAR_COLLECTION } from '@tackle/projections';
import { loadCatalog, suggestGearFromText } from './catalog';

/** Gear types are reference data with fixed ids (spec §3); createdAt is the catalogue's epoch. */
const GEAR_TYPE_ROWS = GEAR_TYPES.map((type) => ({ ...type, createdAt: '2024-01-01T00:00:00.000Z' }));

export async function listGear(store: ReadStore, userId: string) {
  return store.find<Gear>(GEAR_COLLECTION, { userId }, { sort: { field: 'createdAt', direction: 'desc' } });
}

/**
 * POST /api/gear/analyze-image: suggestions for the gear form from a photo, offline. It reads the
 * text the upload carries (file name, caption tags) and matches it against the brand/model catalog
 * (Smart Capture adds OCR and barcodes). Nothing is stored, which is why it is answered here, next
 * to the catalog's read model.
 */
export async function analyzeGearImage(store: ReadStore, upload: { buffer: Buffer; originalFilename: string | null }) {
  await assertImage(upload.buffer);
  const [embedded, catalog] = await Promise.all([readImageText(upload.buffer), loadCatalog(store)]);
  const result: GearImageAnalysisResult = suggestGearFromText({ fileName: upload.originalFilename, ...embedded }, catalog);
  return result;
}

export function gearQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/gear', async (ctx) => {
    ctx.body = await listGear(store, currentUser(ctx).id);
  });
  router.get('/api/gear-types', async (ctx) => {
    currentUser(ctx);
    ctx.body = GEAR_TYPE_ROWS;
  });
  router.post('/api/gear/analyze-image', async (ctx) => {
    currentUser(ctx);
    const upload = await readUpload(ctx, { field: GEAR_IMAGE_FIELD });
    ctx.body = await analyzeGearImage(store, upload);
  });
  return router;
}
