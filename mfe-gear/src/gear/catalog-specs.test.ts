import { describe, expect, it } from 'vitest';
import type { Model } from '@tackle/contracts';
import { catalogFill } from './catalog-specs';
import { EMPTY_GEAR_FORM } from './form';

const specs = (facts: Partial<NonNullable<Model['specs']>>): NonNullable<Model['specs']> => ({
  rodType: null,
  reelType: null,
  gearRatio: null,
  bearings: null,
  lureType: null,
  ...facts,
});

describe('catalogFill', () => {
  it("fills the type and the line's known facts into an empty form", () => {
    expect(catalogFill({ gearTypeId: 2, specs: specs({ reelType: 'Spinning', bearings: '6+1' }) }, EMPTY_GEAR_FORM)).toEqual({
      typeId: 2,
      reelType: 'Spinning',
      bearings: '6+1',
    });
    expect(catalogFill({ gearTypeId: 3, specs: specs({ lureType: 'soft plastic' }) }, { ...EMPTY_GEAR_FORM, typeId: 3 })).toEqual({
      lureType: 'Soft Plastic',
    });
    expect(catalogFill({ gearTypeId: 1, specs: specs({ rodType: 'Casting' }) }, { ...EMPTY_GEAR_FORM, typeId: 1 })).toEqual({ rodType: 'Casting' });
  });

  it('never overwrites what the angler already entered', () => {
    const typed = { ...EMPTY_GEAR_FORM, typeId: 2 as const, reelType: 'Baitcasting' as const, bearings: '10+1' };
    expect(catalogFill({ gearTypeId: 2, specs: specs({ reelType: 'Spinning', bearings: '6+1', gearRatio: '6.2:1' }) }, typed)).toEqual({
      gearRatio: '6.2:1',
    });
  });

  it('fills nothing for a model the catalog knows nothing about', () => {
    expect(catalogFill({ gearTypeId: 2, specs: null }, { ...EMPTY_GEAR_FORM, typeId: 2 })).toEqual({});
    expect(catalogFill({ gearTypeId: null, specs: null }, EMPTY_GEAR_FORM)).toEqual({});
  });
});
