import { describe, expect, it } from 'vitest';
import type { CatalogEvent } from '@tackle/contracts';
import { AppError } from '@tackle/platform';
import { givenWhen } from '@tackle/test-support';
import { brandDecider, modelDecider, type BrandCommand, type BrandState, type ModelCommand } from './decider';

const now = '2026-05-01T10:00:00.000Z';

const brandAdded: CatalogEvent = {
  type: 'BrandAdded',
  data: { brandId: 'shimano', name: 'Shimano', category: 'fishing', popular: true, ownerId: null, addedAt: now },
};
const shimano: BrandState = { status: 'exists', brand: { id: 'shimano', name: 'Shimano', category: 'fishing', popular: true }, ownerId: null };

const givenBrand = givenWhen(brandDecider);
const givenModel = givenWhen(modelDecider);

const addShimano: BrandCommand = {
  type: 'AddBrand',
  data: { brandId: 'shimano', name: 'Shimano', category: 'fishing', popular: true, ownerId: null },
  now,
};
const addCurado = (brand: BrandState, ownerId: string | null = null): ModelCommand => ({
  type: 'AddModel',
  data: { modelId: 'shimano--curado-dc', brandId: 'shimano', name: 'Curado DC', gearTypeId: 2, popular: false, ownerId },
  brand,
  now,
});

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('brand decider', () => {
  it('adds a brand whose name is free', () => {
    expect(givenBrand([]).when(addShimano)()).toEqual([brandAdded]);
  });

  it('refuses a taken name with a conflict that names the existing brand', () => {
    const error = thrown(givenBrand([brandAdded]).when({ ...addShimano, data: { ...addShimano.data, name: 'SHIMANO', popular: false } }));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Brand already exists');
    expect(error.details).toEqual({ existing: shimano.brand });
  });

  it('ignores events it does not know', () => {
    expect(brandDecider.evolve(brandDecider.initialState, { type: 'CatalogSeeded', data: { version: 1, brands: 0, models: 0, seededAt: now } })).toEqual({
      status: 'none',
    });
  });
});

describe('model decider', () => {
  it("adds a model under an existing brand with 'Brand Model' as its display name", () => {
    expect(givenModel([]).when(addCurado(shimano))()).toEqual([
      {
        type: 'ModelAdded',
        data: {
          modelId: 'shimano--curado-dc',
          brandId: 'shimano',
          name: 'Curado DC',
          displayName: 'Shimano Curado DC',
          gearTypeId: 2,
          popular: false,
          ownerId: null,
          addedAt: now,
        },
      },
    ]);
  });

  it('refuses a model for a brand that does not exist', () => {
    const error = thrown(givenModel([]).when(addCurado({ status: 'none' })));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Brand not found');
  });

  it("treats another angler's brand as not found, and lets its owner add to it (issue 16, finding 2)", () => {
    const alices: BrandState = { status: 'exists', brand: { id: 'shimano', name: 'Shimano', category: 'fishing', popular: false }, ownerId: 'alice' };
    expect(thrown(givenModel([]).when(addCurado(alices, 'bob'))).message).toBe('Brand not found');
    expect(givenModel([]).when(addCurado(alices, 'alice'))()).toMatchObject([{ type: 'ModelAdded', data: { ownerId: 'alice' } }]);
  });

  it('refuses a second model with the same name under the brand', () => {
    const [event] = givenModel([]).when(addCurado(shimano))();
    const error = thrown(givenModel([event!]).when(addCurado(shimano)));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Model already exists for this brand');
    expect(error.details).toMatchObject({ existing: { id: 'shimano--curado-dc', displayName: 'Shimano Curado DC' } });
  });
});

describe('model decider: specs', () => {
  const modelAdded: CatalogEvent = {
    type: 'ModelAdded',
    data: { modelId: 'shimano--curado-dc', brandId: 'shimano', name: 'Curado DC', displayName: 'Shimano Curado DC', gearTypeId: 2, popular: true, ownerId: null, addedAt: now },
  };
  const specs = { rodType: null, reelType: 'Baitcasting' as const, gearRatio: null, bearings: '6+1', lureType: null };
  const record: ModelCommand = { type: 'RecordModelSpecs', data: { modelId: 'shimano--curado-dc', specs }, now };

  it('records the facts about an existing model', () => {
    expect(givenModel([modelAdded]).when(record)()).toEqual([
      { type: 'ModelSpecsRecorded', data: { modelId: 'shimano--curado-dc', specs, recordedAt: now } },
    ]);
  });

  it('records nothing when the model has the same facts already, and new facts when they change', () => {
    const recorded: CatalogEvent = { type: 'ModelSpecsRecorded', data: { modelId: 'shimano--curado-dc', specs, recordedAt: now } };
    expect(givenModel([modelAdded, recorded]).when(record)()).toEqual([]);
    const changed = { ...record, data: { ...record.data, specs: { ...specs, bearings: '7+1' } } };
    expect(givenModel([modelAdded, recorded]).when(changed)()).toHaveLength(1);
  });

  it('refuses facts about a model that does not exist', () => {
    const error = thrown(givenModel([]).when(record));
    expect([error.code, error.message]).toEqual(['not_found', 'Model not found']);
  });
});
