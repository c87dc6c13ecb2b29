import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_REQUIRING_SIZE,
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_CATEGORY_OPTIONS,
  CONSUMABLE_UNITS,
  DEFAULT_MIN_STOCK_LEVEL,
  SIZE_LABEL_BY_CATEGORY,
  SMART_ENTRY_UNITS,
  consumableInputSchema,
  consumableUsageInputSchema,
  isLowStock,
  sizeLabelForCategory,
  suggestConsumableCategories,
} from './consumables';
import { messagesOf } from './test-messages';

const valid = { name: 'Line', category: 'line', unit: 'feet', initialQuantity: 300 } as const;

describe('consumable lists', () => {
  it('match the spec', () => {
    expect(CONSUMABLE_CATEGORIES).toEqual(['hook', 'line', 'scent', 'sinker', 'soft plastic', 'stopper', 'swivel']);
    expect(CONSUMABLE_CATEGORY_OPTIONS.map((option) => option.label)).toEqual([
      'Hook',
      'Line',
      'Scent',
      'Sinker',
      'Soft Plastic',
      'Stopper',
      'Swivel',
    ]);
    // The spec's five, then line's own units (decision 038).
    expect(CONSUMABLE_UNITS).toEqual(['feet', 'pieces', 'ml', 'oz', 'packs', 'yards', 'metres']);
    expect(SMART_ENTRY_UNITS).toEqual(['pieces', 'feet', 'ml', 'oz', 'packs', 'yards', 'metres']);
    expect(SIZE_LABEL_BY_CATEGORY).toEqual({ 'soft plastic': 'Length (inches)', sinker: 'Weight (oz)', hook: 'Size' });
    expect([...CATEGORIES_REQUIRING_SIZE].sort()).toEqual(['hook', 'sinker', 'soft plastic']);
    expect(sizeLabelForCategory('line')).toBe('Size/Weight');
    expect(DEFAULT_MIN_STOCK_LEVEL).toBe(5);
  });
});

describe('consumableInputSchema', () => {
  it('gives every spec message at once for an empty form', () => {
    expect(messagesOf(consumableInputSchema.safeParse({ name: '' }))).toEqual({
      name: 'Name is required',
      category: 'Category is required',
      unit: 'Unit is required',
      initialQuantity: 'Quantity must be positive',
    });
  });

  it('rejects a negative quantity and unknown category or unit', () => {
    expect(
      messagesOf(consumableInputSchema.safeParse({ ...valid, category: 'bobber', unit: 'fathoms', initialQuantity: -1 })),
    ).toEqual({
      category: 'Category is required',
      unit: 'Unit is required',
      initialQuantity: 'Quantity must be positive',
    });
  });

  it.each([
    ['soft plastic', 'Size is required for soft plastic'],
    ['sinker', 'Size is required for sinker'],
    ['hook', 'Size is required for hook'],
  ])('requires a size for %s', (category, message) => {
    expect(messagesOf(consumableInputSchema.safeParse({ ...valid, category, unit: 'pieces', size: '  ' }))).toEqual({
      size: message,
    });
    expect(consumableInputSchema.safeParse({ ...valid, category, unit: 'pieces', size: '3/0' }).success).toBe(true);
  });

  it.each(['line', 'scent', 'stopper', 'swivel'])('does not require a size for %s', (category) => {
    expect(consumableInputSchema.safeParse({ ...valid, category }).success).toBe(true);
  });

  it('makes the name from brand and model when it is empty', () => {
    const parsed = consumableInputSchema.parse({ ...valid, name: ' ', brand: 'Seaguar', model: 'InvizX' });
    expect(parsed.name).toBe('Seaguar InvizX');
    expect(consumableInputSchema.parse({ ...valid, name: undefined, brand: 'Seaguar' }).name).toBe('Seaguar');
    expect(messagesOf(consumableInputSchema.safeParse({ ...valid, name: '', model: 'InvizX', brand: '' }))).toEqual({});
  });

  it('rounds quantities counted in pieces, and only those', () => {
    expect(consumableInputSchema.parse({ ...valid, unit: 'pieces', initialQuantity: 2.6 }).initialQuantity).toBe(3);
    expect(consumableInputSchema.parse({ ...valid, unit: 'oz', initialQuantity: 2.6 }).initialQuantity).toBe(2.6);
  });

  it('normalises defaults: min stock 5, empty dates null, price alias for cost, gear types as a sorted set', () => {
    const parsed = consumableInputSchema.parse({
      ...valid,
      purchaseDate: '',
      expiryDate: '2026-01-31',
      price: 12.499,
      gearTypeIds: [3, 1, 3],
      color: '',
    });
    expect(parsed).toMatchObject({
      minStockLevel: 5,
      purchaseDate: null,
      expiryDate: '2026-01-31',
      cost: 12.5,
      gearTypeIds: [1, 3],
      color: null,
    });
    expect(parsed).not.toHaveProperty('price');
    expect(consumableInputSchema.parse({ ...valid, minStockLevel: 0, cost: 3, price: 9 })).toMatchObject({
      minStockLevel: 0,
      cost: 3,
    });
    expect(consumableInputSchema.safeParse({ ...valid, gearTypeIds: [4] }).success).toBe(false);
  });
});

describe('consumable usage', () => {
  const message = 'Please select a consumable and specify quantity';

  it('needs a consumable and a positive quantity', () => {
    expect(messagesOf(consumableUsageInputSchema.safeParse({}))).toEqual({
      consumableId: message,
      quantityUsed: message,
    });
    expect(messagesOf(consumableUsageInputSchema.safeParse({ consumableId: 'c', quantityUsed: 0 }))).toEqual({
      quantityUsed: message,
    });
    expect(consumableUsageInputSchema.parse({ consumableId: 'c', quantityUsed: 0.015, notes: '' })).toEqual({
      consumableId: 'c',
      quantityUsed: 0.02,
      notes: null,
    });
  });

  it('counts an item at its minimum level as low stock', () => {
    expect(isLowStock({ currentQuantity: 5, minStockLevel: 5 })).toBe(true);
    expect(isLowStock({ currentQuantity: 6, minStockLevel: 5 })).toBe(false);
  });
});

describe('suggestConsumableCategories', () => {
  it('ranks the obvious category first, best first', () => {
    expect(suggestConsumableCategories('Gamakatsu EWG Offset Worm Hook 3/0')[0]?.category).toBe('hook');
    expect(suggestConsumableCategories('Seaguar InvizX Fluorocarbon Line 12 lb', '200 yards')[0]?.category).toBe(
      'line',
    );
    expect(suggestConsumableCategories('Tungsten bullet weight 3/8 oz')[0]?.category).toBe('sinker');
    expect(suggestConsumableCategories('Zoom Trick Worm', 'soft plastic bait')[0]?.category).toBe('soft plastic');
  });

  it('returns nothing for empty text and percentages that add up to about 100', () => {
    expect(suggestConsumableCategories('', null)).toEqual([]);
    const suggestions = suggestConsumableCategories('snap swivel with bead stopper');
    const total = suggestions.reduce((sum, suggestion) => sum + suggestion.matchPercent, 0);
    expect(total).toBeGreaterThanOrEqual(98);
    expect(total).toBeLessThanOrEqual(102);
    expect(suggestions.map((suggestion) => suggestion.score)).toEqual(
      [...suggestions.map((suggestion) => suggestion.score)].sort((a, b) => b - a),
    );
  });
});
