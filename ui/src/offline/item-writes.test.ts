import { describe, expect, it } from 'vitest';
import { waitingEditOf } from './item-writes';
import { aQueuedChange } from '../testing/factories';
import type { QueuedChange } from './store';

const change = (overrides: Partial<QueuedChange>) => aQueuedChange({ entity: 'catch', path: '/api/catches', ...overrides });

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
