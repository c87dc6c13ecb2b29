import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../src/errors';
import type { EventData, EventStore } from '../src/ports';
import { SqliteEventStore } from '../src/adapters/sqlite-event-store';
import { InMemoryEventStore } from '../src/adapters/in-memory-event-store';

const event = (type: string, data: unknown = {}): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: 'u1', correlationId: 'c1', causationId: null, schemaVersion: 1 },
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const adapters: Array<[string, () => EventStore]> = [
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tackle-es-'));
      dirs.push(dir);
      return new SqliteEventStore(join(dir, 'events.sqlite'));
    },
  ],
  ['in-memory', () => new InMemoryEventStore()],
];

describe.each(adapters)('EventStore contract: %s', (_name, make) => {
  it('appends to a new stream and reads it back in order with revisions and positions', async () => {
    const store = make();
    const result = await store.append('gear-1', [event('GearAdded', { a: 1 }), event('GearUpdated', { a: 2 })], {
      expectedRevision: 'no_stream',
    });
    expect(result).toEqual({ nextExpectedRevision: 1, position: 2 });
    const events = await store.readStream('gear-1');
    expect(events.map((e) => [e.type, e.revision, e.position, e.data])).toEqual([
      ['GearAdded', 0, 1, { a: 1 }],
      ['GearUpdated', 1, 2, { a: 2 }],
    ]);
    expect(events[0]?.metadata.userId).toBe('u1');
    await store.close();
  });

  it('rejects a stale expected revision and writes nothing', async () => {
    const store = make();
    await store.append('gear-1', [event('GearAdded')], { expectedRevision: 'no_stream' });
    await store.append('gear-1', [event('GearUpdated')], { expectedRevision: 0 });
    await expect(store.append('gear-1', [event('GearUpdated')], { expectedRevision: 0 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    await expect(store.append('gear-1', [event('GearAdded')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    await expect(store.append('gear-2', [event('X')], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect((await store.readStream('gear-1')).length).toBe(2);
    expect(await store.headPosition()).toBe(2);
    await store.close();
  });

  it('gives a global position across streams and reads all after a position', async () => {
    const store = make();
    await store.append('gear-1', [event('A')], { expectedRevision: 'any' });
    await store.append('catch-1', [event('B')], { expectedRevision: 'any' });
    await store.append('gear-1', [event('C')], { expectedRevision: 'any' });
    const all = await store.readAll(0, 100);
    expect(all.map((e) => [e.streamId, e.type, e.position])).toEqual([
      ['gear-1', 'A', 1],
      ['catch-1', 'B', 2],
      ['gear-1', 'C', 3],
    ]);
    expect((await store.readAll(1, 1)).map((e) => e.type)).toEqual(['B']);
    expect(await store.readStream('missing')).toEqual([]);
    await store.close();
  });

  it('notifies listeners after an append', async () => {
    const store = make();
    let notified = 0;
    const off = store.onAppended(() => (notified += 1));
    await store.append('s-1', [event('A')], { expectedRevision: 'any' });
    off();
    await store.append('s-1', [event('B')], { expectedRevision: 'any' });
    expect(notified).toBe(1);
    await store.close();
  });

  it('keeps one winner when many writers race on the same revision', async () => {
    const store = make();
    await store.append('gear-1', [event('GearAdded')], { expectedRevision: 'no_stream' });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => store.append('gear-1', [event('GearUpdated')], { expectedRevision: 0 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConcurrencyError)).toHaveLength(9);
    await store.close();
  });
});

describe('SqliteEventStore across two connections to one file', () => {
  it('detects a conflict made by another connection (another process in distributed mode)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tackle-es-'));
    dirs.push(dir);
    const a = new SqliteEventStore(join(dir, 'events.sqlite'));
    const b = new SqliteEventStore(join(dir, 'events.sqlite'));
    await a.append('gear-1', [event('GearAdded')], { expectedRevision: 'no_stream' });
    await b.append('gear-1', [event('GearUpdated')], { expectedRevision: 0 });
    await expect(a.append('gear-1', [event('GearUpdated')], { expectedRevision: 0 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect((await a.readStream('gear-1')).map((e) => e.revision)).toEqual([0, 1]);
    await a.close();
    await b.close();
  });
});
