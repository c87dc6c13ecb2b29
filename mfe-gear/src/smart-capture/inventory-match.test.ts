import type { Consumable, Gear } from '@tackle/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApiError, firstErrorField, smartEntryErrors } from './field-errors';
import {
  findConsumableMatch,
  findGearMatch,
  normalizeForMatch,
  restockAmount,
  restockInput,
  restockOfferLabel,
} from './inventory-match';
import type { SmartEntryForm } from './smart-entry';
import { aConsumable, aGear } from '../test-factories';

/** Two packs of Gamakatsu hooks in stock. */
const consumable = (overrides: Partial<Consumable>): Consumable =>
  aConsumable({
    id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    name: 'Gamakatsu EWG Worm Hook 3/0',
    category: 'hook',
    unit: 'packs',
    initialQuantity: 2,
    currentQuantity: 2,
    size: '3/0',
    minStockLevel: 1,
    purchaseDate: null,
    brand: 'Gamakatsu',
    color: null,
    notes: 'Texas rigs',
    revision: 4,
    ...overrides,
  });

const gear = (overrides: Partial<Gear>): Gear =>
  aGear({ id: '6a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b', name: 'Shimano Stradic FL', typeId: 2, brand: 'Shimano', model: 'Stradic FL', ...overrides });

const form = (overrides: Partial<SmartEntryForm>): SmartEntryForm => ({
  type: 'consumable',
  category: 'hook',
  name: 'Gamakatsu EWG Worm Hook 3/0',
  brand: 'Gamakatsu',
  model: '',
  unit: 'pieces',
  description: '',
  size: '3/0',
  price: '0',
  quantity: '5',
  color: '',
  notes: '',
  gearType: '',
  ...overrides,
});

describe('normalizeForMatch', () => {
  it('ignores case, accents and punctuation but keeps numbers apart', () => {
    expect(normalizeForMatch('  GAMAKATSU  E.W.G. Worm-Hook ')).toBe('gamakatsu ewg worm hook');
    expect(normalizeForMatch('3/0')).toBe('3 0');
    expect(normalizeForMatch('30')).toBe('30');
    expect(normalizeForMatch('1/4oz')).toBe(normalizeForMatch('1/4 OZ'));
    expect(normalizeForMatch("Owner's Mosquito")).toBe('owners mosquito');
    expect(normalizeForMatch('Crème')).toBe('creme');
    expect(normalizeForMatch(null)).toBe('');
  });
});

describe('findConsumableMatch', () => {
  it('finds the same hook whatever the case and punctuation', () => {
    const hooks = consumable({});
    expect(findConsumableMatch(form({ brand: 'GAMAKATSU', name: 'gamakatsu e.w.g. worm-hook 3/0' }), [hooks])).toBe(hooks);
  });

  it('matches a name with brand and size against a stored name without them', () => {
    const hooks = consumable({ name: 'EWG Worm Hook' });
    expect(findConsumableMatch(form({}), [hooks])).toBe(hooks);
  });

  it('matches the analysed name against the stored model', () => {
    const hooks = consumable({ name: 'My Texas rig hooks', model: 'EWG Worm Hook' });
    expect(findConsumableMatch(form({}), [hooks])).toBe(hooks);
  });

  it('never matches another size, brand or model', () => {
    const hooks = consumable({});
    expect(findConsumableMatch(form({ size: '4/0', name: 'Gamakatsu EWG Worm Hook 4/0' }), [hooks])).toBeNull();
    expect(findConsumableMatch(form({ size: '30' }), [hooks])).toBeNull();
    expect(findConsumableMatch(form({ brand: 'Owner', name: 'Owner EWG Worm Hook 3/0' }), [hooks])).toBeNull();
    const modelled = consumable({ model: 'EWG Worm Hook' });
    expect(findConsumableMatch(form({ model: 'Offset Shank Worm' }), [modelled])).toBeNull();
    expect(findConsumableMatch(form({ name: 'Gamakatsu Octopus Hook 3/0' }), [hooks])).toBeNull();
  });

  it('matches nothing for an unnamed product or an empty inventory', () => {
    expect(findConsumableMatch(form({ name: '', model: '' }), [consumable({ name: '', model: null })])).toBeNull();
    expect(findConsumableMatch(form({}), [])).toBeNull();
  });
});

describe('findGearMatch', () => {
  it('finds a reel by brand and model and ignores the size rods and reels do not store', () => {
    const reel = gear({});
    expect(findGearMatch(form({ type: 'gear', name: 'Shimano Stradic FL', brand: 'shimano', model: 'STRADIC FL', size: '2500' }), [reel])).toBe(reel);
    expect(findGearMatch(form({ type: 'gear', name: 'Shimano Vanford', brand: 'Shimano', model: 'Vanford', size: '' }), [reel])).toBeNull();
  });

  it('compares the size of a lure', () => {
    const lure = gear({ name: 'Rapala DT6', typeId: 3, type: { id: 3, name: 'lure' }, brand: 'Rapala', model: 'DT6', lureDetails: { type: null, size: '2"', weight: null, color: null, hooks: null } });
    expect(findGearMatch(form({ type: 'gear', name: 'Rapala DT6', brand: 'Rapala', model: 'DT6', size: '2"' }), [lure])).toBe(lure);
    expect(findGearMatch(form({ type: 'gear', name: 'Rapala DT6', brand: 'Rapala', model: 'DT6', size: '3"' }), [lure])).toBeNull();
  });
});

describe('restock', () => {
  it('adds one pack to an item counted in packs, else the photographed quantity', () => {
    expect(restockAmount(form({ quantity: '5', unit: 'pieces' }), { unit: 'packs' })).toBe(1);
    expect(restockAmount(form({ quantity: '3', unit: 'packs' }), { unit: 'packs' })).toBe(3);
    expect(restockAmount(form({ quantity: '5', unit: 'pieces' }), { unit: 'pieces' })).toBe(5);
    expect(restockAmount(form({ quantity: '', unit: 'feet' }), { unit: 'feet' })).toBe(1);
  });

  it('names the amount and the existing item', () => {
    expect(restockOfferLabel(1, { unit: 'packs', name: 'Gamakatsu EWG Worm Hook 3/0' })).toBe('Add 1 pack to your existing Gamakatsu EWG Worm Hook 3/0');
    expect(restockOfferLabel(600, { unit: 'feet', name: 'Seaguar Red Label 10 lb' })).toBe('Add 600 feet to your existing Seaguar Red Label 10 lb');
  });

  it('sends the stored item with the count on hand raised, as the edit dialog does', () => {
    const input = restockInput(consumable({ currentQuantity: 2 }), 1);
    expect(input).toMatchObject({
      name: 'Gamakatsu EWG Worm Hook 3/0',
      category: 'hook',
      unit: 'packs',
      initialQuantity: 2,
      currentQuantity: 3,
      size: '3/0',
      cost: 4.99,
      notes: 'Texas rigs',
      gearTypeIds: [3],
      minStockLevel: 1,
    });
  });
});

describe('field errors', () => {
  it("puts a hook's missing size on the Size field with the spec's message", () => {
    const errors = smartEntryErrors(form({ size: '' }));
    expect(errors).toEqual({ size: 'Size is required for hook' });
    expect(firstErrorField(errors)).toBe('size');
  });

  it('puts a missing gear name on the Product Name field', () => {
    expect(smartEntryErrors(form({ type: 'gear', name: '', brand: '', model: '' }))).toEqual({ name: 'Name is required' });
    expect(smartEntryErrors(form({}))).toEqual({});
  });

  it("maps the server's 422 field details onto the card's fields", () => {
    const refused = { status: 422, message: 'Size is required for sinker', body: { details: { fields: { size: 'Size is required for sinker', initialQuantity: 'Quantity must be positive' } } } };
    expect(fieldErrorsFromApiError(refused, 'consumable')).toEqual({ size: 'Size is required for sinker', quantity: 'Quantity must be positive' });
    expect(fieldErrorsFromApiError({ status: 422, body: { details: { fields: { retailCost: 'Retail cost must be at least 0' } } } }, 'gear')).toEqual({
      price: 'Retail cost must be at least 0',
    });
    expect(fieldErrorsFromApiError({ status: 409, body: { details: { fields: { size: 'x' } } } }, 'consumable')).toEqual({});
    expect(fieldErrorsFromApiError({ status: 422, body: { message: 'Invalid input' } }, 'consumable')).toEqual({});
    expect(fieldErrorsFromApiError(new Error('network'), 'consumable')).toEqual({});
  });
});
