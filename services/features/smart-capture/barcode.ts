import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

/** Retail product barcodes. */
const PRODUCT_FORMATS = ['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E'] as const;

export interface DecodedBarcode {
  format: string;
  text: string;
}

let prepared: Promise<unknown> | null = null;

/** Loads the reader's .wasm from node_modules; without this zxing-wasm fetches it from a CDN. */
function prepare() {
  prepared ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true }),
  );
  return prepared;
}

/** EAN/UPC codes printed in the photo (encoded image bytes: JPEG, PNG ...). */
export async function readProductBarcodes(image: Buffer): Promise<DecodedBarcode[]> {
  await prepare();
  const results = await readBarcodes(new Uint8Array(image), { formats: [...PRODUCT_FORMATS], tryHarder: true, maxNumberOfSymbols: 4 });
  return results.filter((result) => result.isValid && result.text !== '').map((result) => ({ format: result.format, text: result.text }));
}
