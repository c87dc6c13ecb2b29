import { describe, expect, it } from 'vitest';
import { dataUrlBytes, encodeUnderTarget, fitWithin, isImageFile, qualitySteps, TARGET_IMAGE_BYTES } from './image';

describe('fitWithin', () => {
  it('scales the longest side down to 1024 and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 576, height: 1024 });
  });
  it('never enlarges', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1024, 10)).toEqual({ width: 1024, height: 10 });
  });
});

describe('JPEG quality steps', () => {
  it('starts at 0.8 and goes down by 0.1 to 0.2', () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]);
  });

  const fakeJpeg = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;

  it('stops at the first quality under about 500 KB', async () => {
    const tried: number[] = [];
    const result = await encodeUnderTarget((quality) => {
      tried.push(quality);
      return fakeJpeg(quality * 1_100_000);
    });
    expect(tried).toEqual([0.8, 0.7, 0.6, 0.5, 0.4]);
    expect(dataUrlBytes(result)).toBeLessThanOrEqual(TARGET_IMAGE_BYTES);
  });

  it('keeps the 0.2 attempt when nothing gets small enough', async () => {
    const tried: number[] = [];
    const result = await encodeUnderTarget((quality) => {
      tried.push(quality);
      return fakeJpeg(2_000_000 + quality);
    });
    expect(tried.at(-1)).toBe(0.2);
    expect(tried).toHaveLength(7);
    expect(dataUrlBytes(result)).toBeGreaterThan(TARGET_IMAGE_BYTES);
  });

  it('counts decoded bytes of a data URL', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${Buffer.from('hello!').toString('base64')}`)).toBe(6);
    expect(dataUrlBytes(`data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}`)).toBe(5);
  });
});

it('accepts image files only', () => {
  expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
  expect(isImageFile({ type: 'image/heic' })).toBe(true);
  expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  expect(isImageFile({ type: '' })).toBe(false);
});
