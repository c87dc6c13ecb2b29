import { describe, expect, it } from 'vitest';
import { isPendingId, withPending } from './pending';
import { newQueuedChange } from './outbox';
import type { QueuedChange } from './store';

// One rule for every list while changes wait: creates show, changes apply, deletes hide, each marked.

interface Item {
  id: string;
  name: string;
  count: number;
}

let seq = 0;
const change = (overrides: Partial<QueuedChange>): QueuedChange => ({
  ...newQueuedChange(
    { scope: 'u1', method: 'POST', path: '/api/items', entity: 'item', targetId: null, label: 'x' },
    { id: `k-${++seq}`, seq, createdAt: '2026-06-02T10:00:00.000Z' },
  ),
  ...overrides,
});

const rules = {
  entity: 'item',
  created: (queued: QueuedChange, id: string): Item | null =>
    typeof queued.body?.name === 'string' ? { id, name: queued.body.name, count: 0 } : null,
  changed: (item: Item, queued: QueuedChange): Item => ({ ...item, count: item.count - Number(queued.body?.used ?? 0) }),
};
const server: Item[] = [
  { id: 'a', name: 'Braid', count: 5 },
  { id: 'b', name: 'Hooks', count: 20 },
];

describe('withPending', () => {
  it('adds an item made offline after the server\'s, marked waiting, with its change', () => {
    const made = change({ body: { name: 'Sinkers' } });
    const list = withPending(server, [made], rules);
    expect(list.map((i) => [i.name, i.sync ?? null])).toEqual([
      ['Braid', null],
      ['Hooks', null],
      ['Sinkers', 'waiting'],
    ]);
    expect(isPendingId(list[2]!.id)).toBe(true);
    expect(list[2]!.pendingChange).toBe(made);
  });

  it('applies every waiting change of an item in order, and skips a create whose body does not read', () => {
    const list = withPending(
      server,
      [change({ targetId: 'b', body: { used: 4 } }), change({ targetId: 'b', body: { used: 6 } }), change({ body: { nope: 1 } })],
      rules,
    );
    expect(list.map((i) => [i.name, i.count, i.sync ?? null])).toEqual([
      ['Braid', 5, null],
      ['Hooks', 10, 'waiting'],
    ]);
  });

  it('hides an item waiting to be deleted; a refused change keeps it, marked for a decision', () => {
    expect(withPending(server, [change({ method: 'DELETE', targetId: 'a' })], rules).map((i) => i.name)).toEqual(['Hooks']);
    const refused = withPending(server, [change({ method: 'DELETE', targetId: 'a', state: 'conflict' }), change({ targetId: 'a', body: { used: 1 } })], rules);
    expect(refused[0]).toMatchObject({ name: 'Braid', sync: 'decision' });
  });

  it('leaves other entities\' changes and changes of unknown items alone', () => {
    const list = withPending(server, [change({ entity: 'other', body: { name: 'X' } }), change({ targetId: 'zzz', body: { used: 1 } })], rules);
    expect(list).toEqual(server);
  });
});
