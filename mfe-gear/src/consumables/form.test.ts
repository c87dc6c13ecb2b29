import { describe, expect, it } from 'vitest';
import { EMPTY_CONSUMABLE_FORM, consumableFormSchema, consumableToForm } from './form';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('consumable form', () => {
  it('validates with the spec messages under the form fields and normalises the body', () => {
    expect(
      messagesOf(consumableFormSchema.safeParse({ ...EMPTY_CONSUMABLE_FORM, category: 'hook', unit: '' })),
    ).toEqual({
      name: 'Name is required',
      unit: 'Unit is required',
      initialQuantity: 'Quantity must be positive',
      size: 'Size is required for hook',
    });
    expect(
      consumableFormSchema.parse({
        ...EMPTY_CONSUMABLE_FORM,
        brand: 'Zoom',
        model: 'Trick Worm',
        category: 'soft plastic',
        size: '6.5',
        initialQuantity: 10.6,
        minStockLevel: null,
      }),
    ).toMatchObject({
      name: 'Zoom Trick Worm',
      initialQuantity: 11,
      minStockLevel: 5,
      purchaseDate: null,
      imageUrl: null,
    });
  });

  it('edits what is on hand now and keeps the photo', () => {
    const form = consumableToForm({
      id: '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11',
      userId: 'u1',
      name: 'Trick Worm',
      description: null,
      category: 'soft plastic',
      unit: 'pieces',
      initialQuantity: 20,
      currentQuantity: 7,
      size: '6.5',
      minStockLevel: 5,
      cost: null,
      purchaseDate: '2026-04-01T00:00:00.000Z',
      expiryDate: null,
      brand: null,
      model: null,
      color: null,
      notes: null,
      imageUrl: '/media/photo.abc.jpg',
      gearTypes: [{ gearTypeId: 3 }],
      lowStock: false,
      createdAt: '2026-04-01T00:00:00.000Z',
      updatedAt: '2026-04-01T00:00:00.000Z',
      revision: 2,
    });
    expect(form).toMatchObject({
      initialQuantity: 7,
      purchaseDate: '2026-04-01',
      imageUrl: '/media/photo.abc.jpg',
      gearTypeIds: [3],
    });
  });
});
