import { describe, expect, it } from 'vitest';
import { isPendingId, newQueuedChange, type QueuedChange } from '@tackle/ui';
import { aGear } from '../test-factories';
import { withPendingGear } from './pending';

const saved = aGear({ userId: 'u1', name: 'Dobyns Fury', typeId: 1, revision: 2 });

const add = (body: Record<string, unknown>, state: QueuedChange['state'] = 'pending'): QueuedChange => ({
  ...newQueuedChange(
    { scope: 'u1', method: 'POST', path: '/api/gear', body, entity: 'gear', targetId: null, label: String(body.name), photoAfter: { path: '/api/gear/:id/image', field: 'image' } },
    { id: 'k-1', seq: 1, createdAt: '2026-06-02T10:00:00.000Z', photoId: 'k-1-photo' },
  ),
  state,
});

describe('withPendingGear', () => {
  it('lists gear added offline after the saved gear, as the server will (type, defaults), marked waiting', () => {
    const list = withPendingGear([saved], [add({ name: ' Stradic FL ', typeId: 2, brand: 'Shimano' })], 'u1');
    expect(list).toHaveLength(2);
    const waiting = list[1]!;
    expect(isPendingId(waiting.id)).toBe(true);
    expect(waiting).toMatchObject({
      name: 'Stradic FL',
      brand: 'Shimano',
      type: { id: 2, name: 'reel' },
      condition: 'new',
      imageUrl: null,
      userId: 'u1',
      sync: 'waiting',
    });
  });

  it('marks a refused add for a decision and skips a body that does not read as gear', () => {
    expect(withPendingGear([], [add({ name: 'Fury', typeId: 1 }, 'refused')], 'u1')[0]?.sync).toBe('decision');
    expect(withPendingGear([saved], [add({ name: '', typeId: 9 })], 'u1')).toHaveLength(1);
  });
});
