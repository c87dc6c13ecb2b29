import type { ProductAnalysisResult } from '@tackle/contracts';
import { AppError, processImage, type Logger } from '@tackle/platform';
import { readProductBarcodes, type DecodedBarcode } from './barcode';
import { analyseOffline, type Catalog } from './offline';
import { OcrReader, type OcrResult } from './ocr';
import { analyseWithVision, VisionError, type VisionConfig } from './vision';

/** Longest an analysis may take before the client is told to try again. */
const ANALYSIS_TIMEOUT_MS = 60_000;

export interface ProductAnalyser {
  analyse(image: Buffer): Promise<ProductAnalysisResult>;
  /** The packaging text OCR reads on the (normalised) photo. */
  readText(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

interface ProductAnalyserOptions {
  loadCatalog: () => Promise<Catalog>;
  vision?: VisionConfig | null;
  logger?: Logger;
  timeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('unavailable', 'Analysis took too long. Please try again.')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The vision provider when one is configured, else (or when it fails) the offline analyser:
 * barcodes and OCR on the normalised photo, matched against the catalog.
 */
export function createProductAnalyser(options: ProductAnalyserOptions): ProductAnalyser {
  const ocr = new OcrReader();

  async function offline(jpeg: Buffer): Promise<ProductAnalysisResult> {
    const [text, barcodes, catalog] = await Promise.all([
      ocr.read(jpeg),
      readProductBarcodes(jpeg).catch((error: unknown): DecodedBarcode[] => {
        options.logger?.warn({ err: error }, 'barcode reading failed');
        return [];
      }),
      options.loadCatalog(),
    ]);
    return analyseOffline({ text: text.text, ocrConfidence: text.confidence, barcodes }, catalog);
  }

  async function analyse(image: Buffer): Promise<ProductAnalysisResult> {
    const { jpeg } = await processImage(image);
    const vision = options.vision;
    if (!vision) return offline(jpeg);
    try {
      return await analyseWithVision(vision, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    } catch (error) {
      if (!(error instanceof VisionError)) throw error;
      options.logger?.warn({ err: error }, 'vision analysis failed; using the offline analyser');
      const result = await offline(jpeg);
      const fallback = `Vision service unavailable (${error.message}); identified offline`;
      return { ...result, notes: [fallback, result.notes].filter(Boolean).join(' • ') };
    }
  }

  return {
    analyse: (image) => withTimeout(analyse(image), options.timeoutMs ?? ANALYSIS_TIMEOUT_MS),
    readText: (image) => withTimeout(processImage(image).then(({ jpeg }) => ocr.read(jpeg)), options.timeoutMs ?? ANALYSIS_TIMEOUT_MS),
    close: () => ocr.close(),
  };
}
