import { describe, expect, it } from 'vitest';
import {
  brandIdFor,
  brandStreamName,
  catalogSlug,
  createBrandInputSchema,
  createModelInputSchema,
  modelDisplayName,
  modelIdFor,
  modelStreamName,
  modelsQuerySchema,
} from './index';

describe('catalog names and ids', () => {
  it('gives names that differ only in case, accents or punctuation the same slug', () => {
    expect(catalogSlug('St. Croix')).toBe('st-croix');
    expect(catalogSlug('  ST CROIX ')).toBe('st-croix');
    expect(catalogSlug("Lew's")).toBe('lews');
    expect(catalogSlug('Lew’s')).toBe('lews');
    expect(catalogSlug('Rapala Café')).toBe('rapala-cafe');
    expect(catalogSlug('13 Fishing')).toBe('13-fishing');
    expect(catalogSlug('!!!')).toBe('');
  });

  it('builds stable ids and stream names from slugs', () => {
    expect(brandIdFor('G. Loomis')).toBe('g-loomis');
    expect(modelIdFor('shimano', 'Curado DC')).toBe('shimano--curado-dc');
    expect(brandStreamName('shimano')).toBe('brand-shimano');
    expect(modelStreamName('shimano--curado-dc')).toBe('model-shimano--curado-dc');
    expect(modelDisplayName(' Shimano ', 'Curado DC ')).toBe('Shimano Curado DC');
  });
});

describe('catalog inputs', () => {
  it("defaults a new brand's category to 'fishing' and refuses blank names", () => {
    expect(createBrandInputSchema.parse({ name: ' Dobyns ' })).toEqual({ name: 'Dobyns', category: 'fishing' });
    expect(createBrandInputSchema.parse({ name: 'Dobyns', category: '' }).category).toBe('fishing');
    expect(createBrandInputSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Brand name is required');
    expect(createBrandInputSchema.safeParse({ name: '...' }).error?.issues[0]?.message).toBe('Names need at least one letter or digit');
  });

  it('takes a model with or without a gear type', () => {
    expect(createModelInputSchema.parse({ name: 'Curado DC' })).toEqual({ name: 'Curado DC', gearTypeId: null });
    expect(createModelInputSchema.parse({ name: 'Curado DC', gearTypeId: 2 }).gearTypeId).toBe(2);
    expect(createModelInputSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Model name is required');
    expect(createModelInputSchema.safeParse({ name: 'x', gearTypeId: 4 }).success).toBe(false);
  });

  it('reads the model filters of the query string', () => {
    expect(modelsQuerySchema.parse({ brandId: 'shimano', gearTypeId: '2', query: ' cur ' })).toEqual({ brandId: 'shimano', gearTypeId: 2, query: 'cur' });
    expect(modelsQuerySchema.safeParse({ gearTypeId: '9' }).success).toBe(false);
  });
});
