import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A photo of packaging made for the tests: lines of text rendered from an SVG (the first one big,
 * like a brand on a pack) and, optionally, an EAN-13 barcode composited in.
 */
export async function packagingPhoto(options: { lines: readonly string[]; ean13?: string; format?: 'jpeg' | 'png' }): Promise<Buffer> {
  const width = 1000;
  const height = options.ean13 ? 620 : 420;
  const text = options.lines
    .map(
      (line, index) =>
        `<text x="40" y="${100 + index * 90}" font-family="DejaVu Sans, sans-serif" font-weight="${index === 0 ? 'bold' : 'normal'}" font-size="${index === 0 ? 64 : 46}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  const composites = options.ean13
    ? [
        {
          input: await bwipjs.toBuffer({ bcid: 'ean13', text: options.ean13, scale: 3, height: 15, includetext: true, backgroundcolor: 'FFFFFF' }),
          left: 560,
          top: height - 200,
        },
      ]
    : [];
  const image = sharp(Buffer.from(svg)).composite(composites);
  return options.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** A plain photo with nothing legible on it. */
export function blankPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 120, b: 140 } } }).jpeg().toBuffer();
}
