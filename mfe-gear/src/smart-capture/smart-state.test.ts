import { describe, expect, it } from 'vitest';
import { consumableSchema } from '@tackle/contracts';
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
  const stocked = consumableSchema.parse({
    id: '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11',
    userId: 'user-1',
    name: 'EWG Offset Worm Hook',
    description: null,
    category: 'hook',
    unit: 'pieces',
    initialQuantity: 10,
    currentQuantity: 2,
    size: '3/0',
    minStockLevel: 5,
    cost: null,
    purchaseDate: null,
    expiryDate: null,
    brand: 'Gamakatsu',
    model: null,
    color: null,
    notes: null,
    imageUrl: null,
    gearTypes: [],
    lowStock: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 0,
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
