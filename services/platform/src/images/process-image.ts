import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';

/** Largest upload accepted (bytes). Phones produce 3-8 MB JPEGs; anything bigger is not a photo. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored photos are at most this many pixels on their longest side (1024 px, as the product promises for uploads). */
const IMAGE_MAX_SIDE = 1024;
/**
 * Decode-bomb guard: a small PNG can claim 50 000 x 50 000 pixels. 50 megapixels covers every
 * phone camera's full resolution (a 48 MP sensor's default output is 12 MP) and refuses the rest.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_JPEG_QUALITY = 82;

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload an image file';
export const IMAGE_TOO_LARGE_MESSAGE = `Images can be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'This image has too many pixels to process';

/** Raster formats a camera or a phone gallery produces. SVG (scripts, external refs) and PDF are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

interface ProcessedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Checks that the bytes are a raster image we accept, without decoding it: the same 413/415 as processImage. */
export async function assertImage(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  if (input.length > IMAGE_MAX_BYTES) throw new AppError('payload_too_large', IMAGE_TOO_LARGE_MESSAGE);
  if (input.length === 0) throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE_MESSAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw new AppError('payload_too_large', IMAGE_TOO_MANY_PIXELS_MESSAGE);
    throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE_MESSAGE);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE_MESSAGE);
  }
  if (metadata.width * metadata.height > IMAGE_MAX_INPUT_PIXELS) throw new AppError('payload_too_large', IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

/**
 * Normalises an uploaded photo: orientation applied (`rotate()` reads the EXIF tag before it is
 * dropped), longest side at most 1024 px (never enlarged), transparency flattened onto white, and
 * re-encoded as a baseline JPEG. sharp writes no metadata unless asked, so EXIF (GPS position,
 * camera serial), XMP, IPTC and ICC profiles are all gone from the output.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  await assertImage(input);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: IMAGE_JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw new AppError('payload_too_large', IMAGE_TOO_MANY_PIXELS_MESSAGE);
    // A header that reads fine over data libvips cannot decode (truncated, corrupt) is "not an image" to the user.
    throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE_MESSAGE);
  }
}
