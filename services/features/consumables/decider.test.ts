import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumableInputSchema, type ConsumableEvent, type UsageGear } from '@tackle/contracts';
import { givenWhen } from '@tackle/test-support';
import { consumableDecider, type ConsumableCommand } from './decider';

const now = '2026-05-01T10:00:00.000Z';
const later = '2026-05-02T10:00:00.000Z';
const consumableId = randomUUID();
const gearId = randomUUID();
const owner = 'user-a';
const input = consumableInputSchema.parse({
  name: 'Zoom Trick Worm',
  category: 'soft plastic',
  unit: 'pieces',
  size: '6.5',
  initialQuantity: 20,
  minStockLevel: 5,
});
const { initialQuantity: _quantity, ...details } = input;
const gear: UsageGear = { gearId, ownerId: owner, name: 'Zodias 7ft', removed: false };

const given = givenWhen(consumableDecider);

const added: ConsumableEvent = {
  type: 'ConsumableAdded',
  data: { consumableId, userId: owner, ...input, addedAt: now },
};
const use = (quantityUsed: number, overrides: Partial<{ userId: string; gear: UsageGear }> = {}): ConsumableCommand => ({
  type: 'TrackConsumableUsage',
  data: { consumableId, userId: owner, gearId, gear, quantityUsed, notes: null, ...overrides },
  now: later,
});
const usedFive: ConsumableEvent = {
  type: 'ConsumableUsed',
  data: {
    consumableId,
    name: 'Zoom Trick Worm',
    gearId,
    gearName: 'Zodias 7ft',
    quantityUsed: 5,
    unit: 'pieces',
    remainingQuantity: 15,
    notes: null,
    usedAt: later,
  },
};

describe('consumable decider', () => {
  it('adds a consumable with its initial quantity', () => {
    expect(given([]).when({ type: 'AddConsumable', data: { consumableId, userId: owner, ...input }, now })()).toEqual([added]);
  });

  it('refuses to add the same consumable twice', () => {
    expect(given([added]).when({ type: 'AddConsumable', data: { consumableId, userId: owner, ...input }, now })).toThrow(
      /already exists/,
    );
  });

  it('records usage on gear and lowers the stock', () => {
    expect(given([added]).when(use(5))()).toEqual([usedFive]);
  });

  it('counts pieces in whole numbers', () => {
    const [event] = given([added]).when(use(2.6))();
    expect(event).toMatchObject({ type: 'ConsumableUsed', data: { quantityUsed: 3, remainingQuantity: 17 } });
    expect(given([added]).when(use(0.2))).toThrow('Please select a consumable and specify quantity');
  });

  it('refuses to use more than is in stock, with the amount left', () => {
    expect(given([added, usedFive]).when(use(16))).toThrow('Not enough Zoom Trick Worm in stock: 15 pieces left, 16 requested');
    expect(given([added, usedFive]).when(use(15))()).toMatchObject([{ data: { remainingQuantity: 0 } }]);
  });

  it("treats another user's consumable or gear, and removed gear, as not found", () => {
    expect(given([added]).when(use(1, { userId: 'user-b', gear: { ...gear, ownerId: 'user-b' } }))).toThrow(
      'Consumable not found',
    );
    expect(given([added]).when(use(1, { gear: { ...gear, ownerId: 'user-b' } }))).toThrow('Gear not found');
    expect(given([added]).when(use(1, { gear: { ...gear, removed: true } }))).toThrow('Gear not found');
    expect(given([added]).when(use(1, { gear: null }))).toThrow('Gear not found');
    expect(given([]).when(use(1))).toThrow('Consumable not found');
    expect(
      given([added]).when({ type: 'UpdateConsumable', data: { consumableId, userId: 'user-b', ...input, countOnHand: null }, now }),
    ).toThrow('Consumable not found');
    expect(given([added]).when({ type: 'RemoveConsumable', data: { consumableId, userId: 'user-b' }, now })).toThrow(
      'Consumable not found',
    );
  });

  it('keeps usage history on an edit that leaves the count alone', () => {
    const events = given([added, usedFive]).when({
      type: 'UpdateConsumable',
      data: { consumableId, userId: owner, ...details, name: 'Trick Worm', initialQuantity: 15, countOnHand: null },
      now: later,
    })();
    expect(events).toEqual([
      { type: 'ConsumableUpdated', data: { consumableId, ...details, name: 'Trick Worm', updatedAt: later } },
    ]);
  });

  it('records a restock when an edit raises the count and an adjustment when it lowers it', () => {
    const update = (initialQuantity: number): ConsumableCommand => ({
      type: 'UpdateConsumable',
      data: { consumableId, userId: owner, ...details, initialQuantity, countOnHand: null },
      now: later,
    });
    expect(given([added, usedFive]).when(update(40))()[1]).toEqual({
      type: 'ConsumableRestocked',
      data: { consumableId, kind: 'restock', quantityChange: 25, currentQuantity: 40, notes: null, restockedAt: later },
    });
    expect(given([added, usedFive]).when(update(12))()[1]).toMatchObject({
      type: 'ConsumableRestocked',
      data: { kind: 'adjustment', quantityChange: -3, currentQuantity: 12 },
    });
  });

  it('changes no stock when a body is sent back as GET answered it (issue 16, finding 6)', () => {
    // GET answers initialQuantity 20 (as added) and currentQuantity 15 (after using 5).
    const roundTrip = (countOnHand: number | null): ConsumableCommand => ({
      type: 'UpdateConsumable',
      data: { consumableId, userId: owner, ...details, notes: 'edited', initialQuantity: 20, countOnHand },
      now: later,
    });
    expect(given([added, usedFive]).when(roundTrip(15))()).toEqual([
      { type: 'ConsumableUpdated', data: { consumableId, ...details, notes: 'edited', updatedAt: later } },
    ]);
    expect(given([added, usedFive]).when(roundTrip(null))()).toHaveLength(1);
    // The count on hand, when set, is what the stock becomes.
    expect(given([added, usedFive]).when(roundTrip(30))()[1]).toMatchObject({
      type: 'ConsumableRestocked',
      data: { kind: 'restock', quantityChange: 15, currentQuantity: 30 },
    });
  });

  it('removes once; a removed consumable cannot be used, edited or removed again', () => {
    const removed: ConsumableEvent = { type: 'ConsumableRemoved', data: { consumableId, removedAt: later } };
    expect(given([added]).when({ type: 'RemoveConsumable', data: { consumableId, userId: owner }, now: later })()).toEqual([
      removed,
    ]);
    expect(given([added, removed]).when(use(1))).toThrow('Consumable not found');
    expect(given([added, removed]).when({ type: 'RemoveConsumable', data: { consumableId, userId: owner }, now })).toThrow(
      'Consumable not found',
    );
  });

  it('ignores unknown events when folding state', () => {
    const state = consumableDecider.evolve(consumableDecider.initialState, { type: 'Unknown', data: {} } as never);
    expect(state).toEqual({ status: 'none' });
  });
});
