import Router from '@koa/router';
import { analyzeProductInputSchema, GEAR_IMAGE_FIELD, type GearImageAnalysisResult } from '@tackle/contracts';
import { AppError, assertImage, currentUser, readImageText, readUpload, UNSUPPORTED_IMAGE_MESSAGE, type AppState } from '@tackle/platform';
import { suggestGearFromText } from '@tackle/domain/catalog-match';
import type { ProductAnalyser } from './analyser';
import { meaningfulLines } from './evidence';
import type { Catalog } from './offline';

/** Below this Tesseract confidence the text is mostly noise and is not matched. */
const MIN_OCR_CONFIDENCE = 60;

/** The media type a data URL declares (`''` when it names none), or null for anything else. */
function declaredType(imageData: string): string | null {
  const match = /^data:([^;,]*)[;,]/i.exec(imageData);
  return match ? match[1]!.trim().toLowerCase() : null;
}

/** A data URL that declares something other than an image is "not an image" (415), not a malformed body. */
function assertImageDataUrl(imageData: unknown): void {
  if (typeof imageData !== 'string') return;
  const type = declaredType(imageData);
  if (type !== null && !type.startsWith('image/')) throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE_MESSAGE);
}

/** "data:image/jpeg;base64,...." or bare base64 -> bytes. */
function decodeImageData(imageData: string): Buffer {
  assertImageDataUrl(imageData);
  const match = /^data:([^;,]+);base64,/i.exec(imageData);
  const bytes = Buffer.from(imageData.slice(match ? match[0].length : 0).replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw new AppError('bad_request', UNSUPPORTED_IMAGE_MESSAGE);
  return bytes;
}

/** POST /api/analyze-product: what product the photo shows (`productAnalysisResultSchema` in contracts). */
export function analysisRoutes(analyser: ProductAnalyser, loadCatalog: (userId: string) => Promise<Catalog>): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/analyze-product', async (ctx) => {
    currentUser(ctx);
    const body: unknown = ctx.request.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) assertImageDataUrl((body as { imageData?: unknown }).imageData);
    const parsed = analyzeProductInputSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const tooLarge = parsed.error.issues.some((issue) => issue.code === 'too_big');
      throw new AppError(tooLarge ? 'payload_too_large' : 'bad_request', parsed.error.issues[0]?.message ?? 'Please select an image file.');
    }
    ctx.body = await analyser.analyse(decodeImageData(parsed.data.imageData));
  });

  /**
   * POST /api/gear/analyze-image: the gear form's photo pre-fill. The photo's caption tags, its file
   * name and the text OCR reads on it are matched against the catalog; OCR text only helps the
   * match (it is not copied into the notes), and every suggestion is a catalog entry or a caption.
   */
  router.post('/api/gear/analyze-image', async (ctx) => {
    const user = currentUser(ctx);
    const upload = await readUpload(ctx, { field: GEAR_IMAGE_FIELD });
    await assertImage(upload.buffer);
    // The built-in catalog and the angler's own entries (decision 099).
    const [embedded, catalog, ocr] = await Promise.all([readImageText(upload.buffer), loadCatalog(user.id), analyser.readText(upload.buffer)]);
    const ocrLines = ocr.confidence >= MIN_OCR_CONFIDENCE ? meaningfulLines(ocr.text) : [];
    const result: GearImageAnalysisResult = suggestGearFromText(
      { fileName: upload.originalFilename, ...embedded, keywords: [...(embedded.keywords ?? []), ...ocrLines] },
      catalog,
    );
    ctx.body = result;
  });
  return router;
}
