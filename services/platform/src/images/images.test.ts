import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { tempDataDir } from '@tackle/test-support';
import { assertImage, isMediaUrl, processImage, readExifText, readImageText, saveMedia } from './index';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'W', GPSLongitude: '93/1 15/1 0/1' };

function photo(width: number, height: number, exif?: Record<string, Record<string, string>>) {
  const image = sharp({ create: { width, height, channels: 3, background: '#2d6a4f' } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
}

async function appError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** A valid PNG whose header claims another size: what a decompression bomb looks like to a decoder. */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
  const ihdr = png.indexOf('IHDR');
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)) >>> 0, ihdr + 17);
  return png;
}

describe('processImage', () => {
  it('shrinks the longest side to 1024 px and keeps the aspect ratio', async () => {
    const out = await processImage(await photo(3000, 2000));
    expect([out.width, out.height]).toEqual([1024, 683]);
    expect((await sharp(out.jpeg).metadata()).format).toBe('jpeg');
  });

  it('never enlarges a small photo', async () => {
    const out = await processImage(await photo(640, 480));
    expect([out.width, out.height]).toEqual([640, 480]);
  });

  it('drops every piece of metadata, GPS position included', async () => {
    const input = await photo(800, 600, { IFD0: { ImageDescription: 'secret lake', Make: 'Phone' }, IFD3: GPS });
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('secret lake');
    const meta = await sharp((await processImage(input)).jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processImage(sideways);
    expect([out.width, out.height]).toEqual([100, 200]);
  });

  it('flattens transparency onto white', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { data } = await sharp((await processImage(png)).jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
  });

  it('refuses what is not a raster image with 415', async () => {
    for (const input of [
      Buffer.from('just some text, not a photo'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      Buffer.alloc(0),
    ]) {
      const error = await appError(processImage(input));
      expect([error.status, error.message]).toEqual([415, 'Please upload an image file']);
    }
  });

  it('refuses files over 10 MB and decompression bombs with 413', async () => {
    expect((await appError(processImage(Buffer.alloc(10 * 1024 * 1024 + 1)))).status).toBe(413);
    const bomb = await appError(processImage(await pngClaiming(20_000, 20_000)));
    expect([bomb.status, bomb.message]).toEqual([413, 'This image has too many pixels to process']);
  });
});

describe('assertImage', () => {
  it('answers the format and size of an image without decoding it, and the same 413/415 otherwise', async () => {
    expect(await assertImage(await photo(30, 20))).toEqual({ format: 'jpeg', width: 30, height: 20 });
    expect((await appError(assertImage(Buffer.from('text')))).status).toBe(415);
    expect((await appError(assertImage(await pngClaiming(20_000, 20_000)))).status).toBe(413);
  });
});

describe('saveMedia', () => {
  it('stores the JPEG under its content hash, once', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const jpeg = (await processImage(await photo(50, 50))).jpeg;
    const url = await saveMedia(data.dir, jpeg);
    expect(url).toMatch(/^\/media\/photo\.[0-9a-f]{32}\.jpg$/);
    expect(isMediaUrl(url)).toBe(true);
    expect(await saveMedia(data.dir, jpeg)).toBe(url);
    const file = join(data.dir, 'media', url.slice('/media/'.length));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(jpeg)).toBe(true);
  });

  it('recognises only its own URLs', () => {
    expect(isMediaUrl('/media/../events.sqlite')).toBe(false);
    expect(isMediaUrl('https://example.com/photo.jpg')).toBe(false);
  });
});

describe('reading the text a photo carries', () => {
  it('reads the caption tags but not the camera', async () => {
    const input = await photo(40, 30, {
      IFD0: { ImageDescription: 'Curado on the dock', XPTitle: 'Shimano Curado 200K', XPKeywords: 'reel;baitcaster', Make: 'Apple', Model: 'iPhone' },
    });
    expect(await readImageText(input)).toEqual({
      description: 'Curado on the dock',
      title: 'Shimano Curado 200K',
      subject: null,
      keywords: ['reel', 'baitcaster'],
      comment: null,
    });
  });

  it('returns nothing for photos without captions, non-images and broken EXIF', async () => {
    expect(await readImageText(await photo(10, 10))).toMatchObject({ description: null, title: null, keywords: [] });
    expect(await readImageText(Buffer.from('nope'))).toMatchObject({ description: null, keywords: [] });
    const broken = Buffer.concat([Buffer.from('Exif\0\0II*\0'), Buffer.from([8, 0, 0, 0, 0xff, 0xff]), Buffer.alloc(20, 0xee)]);
    expect(readExifText(broken)).toEqual({});
  });
});
