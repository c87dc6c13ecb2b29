import type { Brand, Model } from '@tackle/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createProductAnalyser } from './analyser';
import { readProductBarcodes } from './barcode';
import { analyseOffline } from './offline';
import { blankPhoto, packagingPhoto } from './packaging';

const brand = (id: string, name: string): Brand => ({ id, name, category: 'fishing', popular: true }) as Brand;
const model = (id: string, brandId: string, name: string, gearTypeId: number): Model =>
  ({ id, brandId, name, displayName: name, gearTypeId, popular: true }) as Model;

const catalog = {
  brands: [brand('b1', 'Shimano'), brand('b2', 'Berkley')],
  models: [model('m1', 'b1', 'Stradic FL', 2), model('m2', 'b2', 'PowerBait Chigger Craw', 3)],
};

const analyser = createProductAnalyser({ loadCatalog: () => Promise.resolve(catalog) });
afterAll(() => analyser.close());

describe('offline analyser on generated packaging photos', () => {
  it('reads a pack of hooks: brand, consumable category, size and the barcode as evidence', async () => {
    const photo = await packagingPhoto({ lines: ['GAMAKATSU', 'EWG OFFSET WORM HOOK 3/0', '5 HOOKS'], ean13: '4549018123456' });
    const result = await analyser.analyse(photo);
    expect(result).toMatchObject({
      type: 'consumable',
      brand: 'Gamakatsu',
      consumableCategory: 'hook',
      size: '3/0',
      quantity: 5,
      model: null,
      price: null,
    });
    expect(result.name).toBe('Gamakatsu EWG Offset Worm Hook 3/0');
    expect(result.notes).toContain('Barcode EAN13 4549018123456');
    expect(result.description).toContain('EWG OFFSET WORM HOOK 3/0');
    expect(result.confidence).toBeGreaterThanOrEqual(0.6);
  }, 60_000);

  it('recognises catalog gear: a Shimano Stradic FL box is a reel', async () => {
    const result = await analyser.analyse(await packagingPhoto({ lines: ['SHIMANO', 'STRADIC FL 2500', 'SPINNING REEL'], format: 'png' }));
    expect(result).toMatchObject({ type: 'gear', brand: 'Shimano', model: 'Stradic FL', gearType: 'reel', consumableCategory: null });
    expect(result.name).toBe('Shimano Stradic FL');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it('is honest about a photo with nothing legible: low confidence and no invented values', async () => {
    const result = await analyser.analyse(await blankPhoto());
    expect(result.confidence).toBeLessThan(0.3);
    expect(result).toMatchObject({ name: '', brand: null, model: null, size: null, price: null, color: null, quantity: null });
  }, 60_000);
});

describe('barcode reader', () => {
  it('decodes an EAN-13 from the photo bytes without any network', async () => {
    const photo = await packagingPhoto({ lines: ['LINE'], ean13: '012345678905' });
    expect(await readProductBarcodes(photo)).toEqual([{ format: 'EAN13', text: '0123456789050' }]);
  });
});

describe('analyseOffline (text rules)', () => {
  it('reads spool length of line in feet and colour', () => {
    const result = analyseOffline(
      { text: 'SEAGUAR\nRED LABEL FLUOROCARBON LINE\n10 LB TEST 200 YDS\nCLEAR', ocrConfidence: 90, barcodes: [] },
      catalog,
    );
    expect(result).toMatchObject({ type: 'consumable', brand: 'Seaguar', consumableCategory: 'line', unit: 'feet', quantity: 600, size: '10 LB TEST', color: 'red' });
  });

  it('scales confidence down with poor OCR legibility', () => {
    const text = 'GAMAKATSU\nOFFSET WORM HOOK 2/0';
    const clear = analyseOffline({ text, ocrConfidence: 95, barcodes: [] }, catalog).confidence;
    const blurry = analyseOffline({ text, ocrConfidence: 40, barcodes: [] }, catalog).confidence;
    expect(blurry).toBeLessThan(clear);
  });
});
