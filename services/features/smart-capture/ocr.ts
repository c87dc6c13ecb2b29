import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** English language data shipped with the install: OCR never downloads anything at run time. */
const OCR_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

/**
 * One Tesseract worker, started on first use (it takes a second or two) and reused; requests
 * queue on it. `close()` terminates it when the service stops.
 */
export class OcrReader {
  private worker: Promise<Worker> | null = null;

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', 1, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none' }).catch(
      (error: unknown) => {
        this.worker = null;
        throw error;
      },
    );
    return this.worker;
  }

  async read(image: Buffer): Promise<OcrResult> {
    const worker = await this.start();
    const { data } = await worker.recognize(image);
    return { text: data.text, confidence: data.confidence };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }
}
