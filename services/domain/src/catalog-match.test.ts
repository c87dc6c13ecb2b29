import { describe, expect, it } from 'vitest';
import { brandIdFor, modelDisplayName, modelIdFor, type Brand, type Model } from '@tackle/contracts';
import { normaliseWords, suggestGearFromText } from './catalog-match';

const brand = (name: string): Brand => ({ id: brandIdFor(name), name, category: 'fishing', popular: true });
const model = (brandName: string, name: string, gearTypeId: number | null): Model => ({
  id: modelIdFor(brandIdFor(brandName), name),
  brandId: brandIdFor(brandName),
  name,
  displayName: modelDisplayName(brandName, name),
  gearTypeId,
  popular: true,
  specs: null,
});

const catalog = {
  brands: [brand('Shimano'), brand('Abu Garcia'), brand('Z-Man'), brand('Strike King'), brand('Yamamoto'), brand('War Eagle')],
  models: [
    model('Shimano', 'Curado K', 2),
    model('Shimano', 'Stradic FL', 2),
    model('Shimano', 'Zodias', 1),
    model('Abu Garcia', 'Revo SX', 2),
    model('Z-Man', 'Finesse TRD', 3),
    model('Strike King', 'KVD 1.5 Squarebill', 3),
    model('Yamamoto', 'Senko', 3),
    model('War Eagle', 'Spinnerbait', 3),
  ],
};

describe('normaliseWords', () => {
  it('splits file names into comparable words', () => {
    expect(normaliseWords('ShimanoCurado200K.jpg')).toBe('shimano curado 200 k jpg');
    expect(normaliseWords("Lew's 3DB-crank")).toBe('lews 3 db crank');
  });
});

describe('suggestGearFromText', () => {
  it('finds brand, model and type in a file name', () => {
    expect(suggestGearFromText({ fileName: 'shimano_curado_200k.jpg' }, catalog)).toEqual({
      suggestedName: 'Shimano Curado K',
      suggestedBrand: 'Shimano',
      suggestedModel: 'Curado K',
      suggestedType: 'reel',
      suggestedNotes: null,
    });
  });

  it('takes the first distinctive word of a model when the brand is named', () => {
    expect(suggestGearFromText({ description: 'My Shimano Stradic 2500 spinning reel' }, catalog)).toMatchObject({
      suggestedBrand: 'Shimano',
      suggestedModel: 'Stradic FL',
      suggestedType: 'reel',
      suggestedNotes: 'My Shimano Stradic 2500 spinning reel',
    });
  });

  it('knows the brand of a distinctive model named alone', () => {
    expect(suggestGearFromText({ fileName: 'IMG_0042.jpg', keywords: ['senko', 'green pumpkin'] }, catalog)).toMatchObject({
      suggestedBrand: 'Yamamoto',
      suggestedModel: 'Senko',
      suggestedType: 'lure',
    });
    expect(suggestGearFromText({ fileName: 'abugarcia-revo-sx.png' }, catalog)).toMatchObject({ suggestedBrand: 'Abu Garcia', suggestedModel: 'Revo SX' });
  });

  it('does not read a brand into a generic word', () => {
    expect(suggestGearFromText({ title: 'White spinnerbait' }, catalog)).toEqual({
      suggestedName: 'White spinnerbait',
      suggestedBrand: null,
      suggestedModel: null,
      suggestedType: 'lure',
      suggestedNotes: null,
    });
  });

  it('answers nothing when the upload says nothing', () => {
    expect(suggestGearFromText({ fileName: 'IMG_1234.JPG' }, catalog)).toEqual({
      suggestedName: null,
      suggestedBrand: null,
      suggestedModel: null,
      suggestedType: null,
      suggestedNotes: null,
    });
  });

  it('uses type words when no model matches', () => {
    expect(suggestGearFromText({ fileName: 'shimano-casting-rod.jpg' }, catalog)).toMatchObject({
      suggestedBrand: 'Shimano',
      suggestedModel: null,
      suggestedType: 'rod',
      suggestedName: 'Shimano',
    });
  });
});
