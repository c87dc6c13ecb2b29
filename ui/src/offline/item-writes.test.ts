import { describe, expect, it } from 'vitest';
import { waitingEditOf } from './item-writes';
import { newQueuedChange } from './outbox';
import type { QueuedChange } from './store';

let seq = 0;
const change = (overrides: Partial<QueuedChange>): QueuedChange => ({
  ...newQueuedChange(
    { scope: 'u1', method: 'POST', path: '/api/catches', entity: 'catch', targetId: null, label: 'x' },
    { id: `k-${++seq}`, seq, createdAt: '2026-06-02T10:00:00.000Z' },
  ),
  ...overrides,
});

describe('waitingEditOf', () => {
  it("finds the edit of an item still waiting to be sent, not a refused one, another item's or another entity's", () => {
    const waiting = change({ method: 'PUT', targetId: 'c1', body: { species: 'Pike', expectedRevision: 2 } });
    const changes = [
      change({ method: 'PUT', targetId: 'c2' }),
      change({ method: 'PUT', targetId: 'c1', state: 'conflict' }),
      change({ method: 'DELETE', targetId: 'c1' }),
      change({ method: 'PUT', targetId: 'c1', entity: 'trip' }),
      waiting,
    ];
    expect(waitingEditOf(changes, 'catch', 'c1')).toBe(waiting);
    expect(waitingEditOf(changes, 'catch', 'c3')).toBeUndefined();
  });
});
