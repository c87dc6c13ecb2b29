import { describe, expect, it } from 'vitest';
import { consumableSchema } from '@tackle/contracts';
import { newQueuedChange, type QueuedChange } from '@tackle/ui';
import { withPendingUsage } from './pending';

const worms = consumableSchema.parse({
  id: '5f0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a22',
  userId: 'u1',
  name: 'Senko 5"',
  description: null,
  category: 'soft plastic',
  unit: 'pieces',
  initialQuantity: 20,
  currentQuantity: 12,
  minStockLevel: 5,
  brand: null,
  model: null,
  color: null,
  size: null,
  expiryDate: null,
  imageUrl: null,
  cost: null,
  purchaseDate: null,
  notes: null,
  gearTypes: [],
  lowStock: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 4,
});

let seq = 0;
const used = (quantityUsed: number, state: QueuedChange['state'] = 'pending'): QueuedChange => ({
  ...newQueuedChange(
    { scope: 'u1', method: 'POST', path: '/api/gear/g-1/consumables', body: { consumableId: worms.id, quantityUsed }, entity: 'consumable-usage', targetId: worms.id, label: 'Used' },
    { id: `k-${++seq}`, seq, createdAt: '2026-06-02T10:00:00.000Z' },
  ),
  state,
});

describe('withPendingUsage', () => {
  it('counts usage waiting to sync in the stock on hand, with the restock alert it brings', () => {
    const [item] = withPendingUsage([worms], [used(4), used(3)]);
    expect(item).toMatchObject({ currentQuantity: 5, lowStock: true, sync: 'waiting' });
  });

  it('does not count usage the server refused (it waits for the angler), but marks the item', () => {
    const [item] = withPendingUsage([worms], [used(30, 'refused')]);
    expect(item).toMatchObject({ currentQuantity: 12, lowStock: false, sync: 'decision' });
  });
});
