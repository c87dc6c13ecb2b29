import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumableInputSchema } from '@tackle/contracts';
import { projected, recordedEvent } from '@tackle/test-support';
import { CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION, consumablesProjection } from './projection';

const consumableId = randomUUID();
const gearId = randomUUID();
const input = consumableInputSchema.parse({
  name: 'Trick Worm',
  category: 'soft plastic',
  unit: 'pieces',
  size: '6.5',
  initialQuantity: 10,
  minStockLevel: 5,
  gearTypeIds: [3],
});
const { initialQuantity: _initial, ...details } = input;
let position = 0;
let revision = 0;
const recorded = (type: string, data: object) =>
  recordedEvent({ streamId: `consumable-${consumableId}`, type, data, revision: revision++, position: ++position });

const history = [
  recorded('ConsumableAdded', { consumableId, userId: 'u1', ...input, addedAt: '2026-05-01T10:00:00.000Z' }),
  recorded('ConsumableUsed', {
    consumableId,
    name: 'Trick Worm',
    gearId,
    gearName: 'Ned rig rod',
    quantityUsed: 6,
    unit: 'pieces',
    remainingQuantity: 4,
    notes: 'Lost two to snags',
    usedAt: '2026-05-02T10:00:00.000Z',
  }),
  recorded('ConsumableUpdated', { consumableId, ...details, name: 'Zoom Trick Worm', updatedAt: '2026-05-03T10:00:00.000Z' }),
  recorded('ConsumableRestocked', {
    consumableId,
    kind: 'restock',
    quantityChange: 16,
    currentQuantity: 20,
    notes: null,
    restockedAt: '2026-05-04T10:00:00.000Z',
  }),
];

describe('consumables projection', () => {
  it('follows the stock, flags low stock and is unchanged by replaying the history twice', async () => {
    const readStore = await projected(consumablesProjection, history.slice(0, 2));
    expect(await readStore.get(CONSUMABLE_COLLECTION, consumableId)).toMatchObject({
      currentQuantity: 4,
      lowStock: true,
      gearTypes: [{ gearTypeId: 3 }],
    });
    expect(await readStore.count(CONSUMABLE_COLLECTION, { userId: 'u1', lowStock: true })).toBe(1);

    for (const event of [...history, ...history]) await consumablesProjection.apply(event, readStore);
    expect(await readStore.find(CONSUMABLE_COLLECTION, { userId: 'u1' })).toEqual([
      expect.objectContaining({
        id: consumableId,
        name: 'Zoom Trick Worm',
        initialQuantity: 10,
        currentQuantity: 20,
        lowStock: false,
        revision: 3,
        createdAt: '2026-05-01T10:00:00.000Z',
        updatedAt: '2026-05-04T10:00:00.000Z',
      }),
    ]);
    const entries = await readStore.find<{ transactionType: string; quantity: number; balance: number; gearName: string | null }>(
      CONSUMABLE_HISTORY_COLLECTION,
      { consumableId },
      { sort: { field: 'position', direction: 'asc' } },
    );
    expect(entries.map((e) => [e.transactionType, e.quantity, e.balance, e.gearName])).toEqual([
      ['initial', 10, 10, null],
      ['usage', -6, 4, 'Ned rig rod'],
      ['restock', 16, 20, null],
    ]);
  });

  it('removes the item and its history; a replay does not bring them back', async () => {
    const removed = recorded('ConsumableRemoved', { consumableId, removedAt: '2026-05-05T10:00:00.000Z' });
    const readStore = await projected(consumablesProjection, [...history, removed, ...history]);
    expect(await readStore.count(CONSUMABLE_COLLECTION, { userId: 'u1' })).toBe(0);
    expect(await readStore.count(CONSUMABLE_HISTORY_COLLECTION, { consumableId })).toBe(0);
  });
});
