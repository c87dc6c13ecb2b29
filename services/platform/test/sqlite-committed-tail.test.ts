import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteEventStore } from '../src/adapters/sqlite-event-store';
import type { EventData, RecordedEvent } from '../src/ports';

/*
 * The events the group commit's writer thread just committed are answered to the log's readers
 * from memory (docs/decisions/151-less-cpu-per-write.md), and only when that is exactly what the
 * log holds after the position asked for.
 */

const dirs: string[] = [];
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function storeFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tackle-tail-'));
  dirs.push(dir);
  return join(dir, 'events.sqlite');
}

function open(file: string, groupCommit: boolean): SqliteEventStore {
  const store = new SqliteEventStore(file, { groupCommit });
  stores.push(store);
  return store;
}

/** How often the store read the log from SQLite (its prepared `readAll` statement). */
function logReads(store: SqliteEventStore) {
  return vi.spyOn((store as unknown as { reads: { all: { all: (...args: unknown[]) => unknown } } }).reads.all, 'all');
}

const event = (type: string, userId = 'u1'): EventData => ({
  id: randomUUID(),
  type,
  data: { type, nested: { n: Math.random(), text: 'é ✓' } },
  metadata: { userId, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

/** Everything a reader sees of an event (its data and metadata parsed). */
const seen = (events: readonly RecordedEvent[]) =>
  events.map(({ id, streamId, revision, position, type, data, metadata, createdAt }) => ({ id, streamId, revision, position, type, data, metadata, createdAt }));

describe('SQLite event store: the committed tail', () => {
  it('answers the log after a group from memory, exactly as SQLite holds it', async () => {
    const file = storeFile();
    const store = open(file, true);
    const streams = Array.from({ length: 12 }, () => `gear-${randomUUID()}`);
    // Sent together: a group of single events and of two events per stream.
    await Promise.all(streams.map((stream, i) => store.append(stream, i % 2 ? [event('GearAdded'), event('GearUpdated')] : [event('GearAdded')], { expectedRevision: 'no_stream' })));
    // A second group appends to streams that have events: their revisions go on.
    await Promise.all(streams.slice(0, 4).map((stream, i) => store.append(stream, [event('GearUpdated')], { expectedRevision: i % 2 ? 1 : 0 })));
    const reads = logReads(store);
    const fromMemory = [await store.readAll(0, 1000), await store.readAll(5, 3), await store.readAll(20, 1000), await store.readAll(22, 1000)];
    expect(reads).not.toHaveBeenCalled();
    // The same file read through SQLite by a store without a tail.
    const plain = open(file, false);
    expect(seen(fromMemory[0]!)).toEqual(seen(await plain.readAll(0, 1000)));
    expect(fromMemory[0]).toHaveLength(22);
    expect(seen(fromMemory[1]!)).toEqual(seen(await plain.readAll(5, 3)));
    expect(seen(fromMemory[2]!)).toEqual(seen(await plain.readAll(20, 1000)));
    expect(fromMemory[3]).toEqual([]);
    expect(fromMemory[0]!.filter((e) => e.streamId === streams[1]).map((e) => [e.revision, e.type])).toEqual([
      [0, 'GearAdded'],
      [1, 'GearUpdated'],
      [2, 'GearUpdated'],
    ]);
  });

  it('reads SQLite when another connection wrote after the tail, and finds those rows', async () => {
    const file = storeFile();
    const store = open(file, true);
    await store.append(`gear-${randomUUID()}`, [event('GearAdded')], { expectedRevision: 'no_stream' });
    const other = open(file, false);
    await other.append(`gear-${randomUUID()}`, [event('GearAdded', 'u2')], { expectedRevision: 'no_stream' });
    const reads = logReads(store);
    const after = await store.readAll(0, 100);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(after.map((e) => [e.position, e.metadata.userId])).toEqual([
      [1, 'u1'],
      [2, 'u2'],
    ]);
    // The next group follows another connection's row: the tail starts over with it.
    await store.append(`gear-${randomUUID()}`, [event('GearAdded', 'u3')], { expectedRevision: 'no_stream' });
    expect((await store.readAll(2, 100)).map((e) => [e.position, e.metadata.userId])).toEqual([[3, 'u3']]);
    expect(reads).toHaveBeenCalledTimes(1);
    // Before the tail: SQLite.
    expect((await store.readAll(0, 100)).map((e) => e.position)).toEqual([1, 2, 3]);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('bulk appends on the store\'s own connection are read from SQLite', async () => {
    const store = open(storeFile(), true);
    await store.append(`gear-${randomUUID()}`, [event('GearAdded')], { expectedRevision: 'no_stream' });
    await store.appendMany([{ streamId: `gear-${randomUUID()}`, events: [event('GearAdded', 'bulk')], expectedRevision: 'no_stream' }]);
    expect((await store.readAll(0, 100)).map((e) => e.metadata.userId)).toEqual(['u1', 'bulk']);
  });

  it('never answers events an erasure deleted', async () => {
    const store = open(storeFile(), true);
    await Promise.all(['u1', 'gone', 'u1', 'gone'].map((userId) => store.append(`gear-${randomUUID()}`, [event('GearAdded', userId)], { expectedRevision: 'no_stream' })));
    await store.deleteStreamsOf('gone');
    expect((await store.readAll(0, 100)).map((e) => e.metadata.userId)).toEqual(['u1', 'u1']);
  });

  it('a conflicting append in a group leaves no row to answer', async () => {
    const store = open(storeFile(), true);
    const stream = `gear-${randomUUID()}`;
    const outcomes = await Promise.allSettled([
      store.append(stream, [event('GearAdded')], { expectedRevision: 'no_stream' }),
      store.append(stream, [event('GearAdded')], { expectedRevision: 'no_stream' }),
      store.append(`gear-${randomUUID()}`, [event('GearAdded')], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const plain = open(store.file, false);
    expect(seen(await store.readAll(0, 100))).toEqual(seen(await plain.readAll(0, 100)));
  });
});
