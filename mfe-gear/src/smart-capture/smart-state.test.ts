import { describe, expect, it } from 'vitest';
import { aConsumable } from '../test-factories';
import { applyEdit, inventoryMatch } from './smart-state';
import type { SmartEntryForm } from './smart-entry';

const hooks: SmartEntryForm = {
  type: 'consumable',
  name: 'EWG Offset Worm Hook',
  brand: 'Gamakatsu',
  model: '',
  category: 'hook',
  unit: 'pieces',
  description: '',
  size: '3/0',
  color: '',
  notes: '',
  price: '0',
  quantity: '5',
  gearType: '',
};

describe('applyEdit (Smart Capture merge rules)', () => {
  it("merges the patch and clears only the corrected field's message", () => {
    const { form, errors } = applyEdit(
      hooks,
      { size: 'Size is required for hook', name: 'Name is required' },
      { size: '4/0' },
    );
    expect(form).toMatchObject({ size: '4/0', name: 'EWG Offset Worm Hook' });
    expect(errors).toEqual({ name: 'Name is required' });
  });

  it('drops every message when the type changes', () => {
    expect(applyEdit(hooks, { size: 'Size is required for hook' }, { type: 'gear', category: '' }).errors).toEqual({});
  });
});

describe('inventoryMatch', () => {
  const stocked = aConsumable({
    name: 'EWG Offset Worm Hook',
    category: 'hook',
    initialQuantity: 10,
    currentQuantity: 2,
    size: '3/0',
    cost: null,
    purchaseDate: null,
    brand: 'Gamakatsu',
    color: null,
    gearTypes: [],
    lowStock: true,
  });

  it('offers the matching consumable as a restock of the identified amount', () => {
    expect(inventoryMatch(hooks, [stocked], undefined)).toEqual({ kind: 'consumable', item: stocked, amount: 5 });
  });

  it('finds nothing before the list is loaded or for another product', () => {
    expect(inventoryMatch(hooks, undefined, undefined)).toBeNull();
    expect(
      inventoryMatch({ ...hooks, brand: 'Owner', name: 'Jig Hook', size: '5/0' }, [stocked], undefined),
    ).toBeNull();
    expect(inventoryMatch(null, [stocked], [])).toBeNull();
  });
});
