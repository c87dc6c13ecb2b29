/** Client-side photo preparation (spec §5 and §9): small enough to send, sharp enough to read. */
export const MAX_IMAGE_SIDE = 1024;
export const TARGET_IMAGE_BYTES = 500 * 1024;
export const START_JPEG_QUALITY = 0.8;
export const MIN_JPEG_QUALITY = 0.2;
export const JPEG_QUALITY_STEP = 0.1;

/** Scales so the longest side is at most `maxSide`; never enlarges. */
export function fitWithin(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 0.8, 0.7, ... 0.2: the qualities tried in turn (rounded so 0.1 steps do not drift). */
export function qualitySteps(): number[] {
  const steps: number[] = [];
  for (let quality = START_JPEG_QUALITY; quality >= MIN_JPEG_QUALITY - 1e-9; quality -= JPEG_QUALITY_STEP) {
    steps.push(Math.round(quality * 10) / 10);
  }
  return steps;
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Encodes at 0.8 and lowers the quality in 0.1 steps until the JPEG is under the target; at the
 * floor (0.2) it keeps the last attempt even if still larger.
 */
export async function encodeUnderTarget(encode: (quality: number) => Promise<string> | string, targetBytes = TARGET_IMAGE_BYTES): Promise<string> {
  let last = '';
  for (const quality of qualitySteps()) {
    last = await encode(quality);
    if (dataUrlBytes(last) <= targetBytes) return last;
  }
  return last;
}

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** A photo (file or captured data URL) as a JPEG data URL within the spec's limits. */
export async function processImage(source: Blob | string): Promise<string> {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  try {
    const image = await loadImage(url);
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return await encodeUnderTarget((quality) => canvas.toDataURL('image/jpeg', quality));
  } finally {
    if (typeof source !== 'string') URL.revokeObjectURL(url);
  }
}
