import { describe, expect, it } from 'vitest';
import { storeGearInput } from './form';

describe('storeGearInput (Manage Gear: Add Gear)', () => {
  it('sends the quantity typed and the trimmed notes', () => {
    expect(storeGearInput('g1', '3', '  top tray ')).toEqual({ gearId: 'g1', quantity: 3, notes: 'top tray' });
  });

  it('leaves blank notes out and makes anything but a whole number of at least 1 a 1', () => {
    expect(storeGearInput('g1', '', '   ')).toEqual({ gearId: 'g1', quantity: 1 });
    expect(storeGearInput('g1', '0', '')).toEqual({ gearId: 'g1', quantity: 1 });
    expect(storeGearInput('g1', '2.5', '')).toEqual({ gearId: 'g1', quantity: 1 });
  });
});
