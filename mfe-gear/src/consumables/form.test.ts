import { describe, expect, it } from 'vitest';
import { aConsumable } from '../test-factories';
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
    // 7 of 20 left, bought on 1 April.
    const form = consumableToForm(aConsumable({ imageUrl: '/media/photo.abc.jpg' }));
    expect(form).toMatchObject({
      initialQuantity: 7,
      purchaseDate: '2026-04-01',
      imageUrl: '/media/photo.abc.jpg',
      gearTypeIds: [3],
    });
  });
});
