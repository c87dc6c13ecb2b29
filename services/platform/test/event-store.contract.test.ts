import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../src/errors';
import type { EventData, EventStore } from '../src/ports';
import { SqliteEventStore } from '../src/adapters/sqlite-event-store';
import { InMemoryEventStore } from '../src/adapters/in-memory-event-store';
import { EventStoreDbEventStore } from '../src/adapters/eventstoredb-event-store';
import { FakeEsdbClient } from './fake-esdb-client';
import { eventStoreDbServer } from './servers';

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

/** A stream id no other case (or earlier run against the same server) has used. */
const streamOf = (category: string) => `${category}-${randomUUID()}`;

// EventStoreDB: the server named by EVENTSTORE_URL, else a testcontainers one, else skipped loudly.
const esdb = await eventStoreDbServer();
if ('skipped' in esdb) console.warn(esdb.skipped);
afterAll(async () => {
  if ('server' in esdb) await esdb.server.stop();
});

/** An event store file in a fresh temporary folder, removed after the suite. */
function tempEventsFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tackle-es-'));
  dirs.push(dir);
  return join(dir, 'events.sqlite');
}

const embedded: Array<[string, () => EventStore]> = [
  ['sqlite', () => new SqliteEventStore(tempEventsFile())],
  ['sqlite with group commit', () => new SqliteEventStore(tempEventsFile(), { groupCommit: true })],
  ['in-memory', () => new InMemoryEventStore()],
];

const adapters: Array<[string, () => EventStore, boolean]> = [
  ...embedded.map(([name, make]): [string, () => EventStore, boolean] => [name, make, false]),
  // The adapter's mapping (positions with gaps, system events, inclusive reads, errors) over a
  // stand-in for the gRPC client; the real server is the next entry.
  ['eventstoredb adapter, simulated client', () => new EventStoreDbEventStore(new FakeEsdbClient().asClient()), false],
  [
    'eventstoredb' + ('server' in esdb ? ` (${esdb.server.source})` : ''),
    () => {
      if (!('server' in esdb)) throw new Error(esdb.skipped);
      return EventStoreDbEventStore.connect(esdb.server.url);
    },
    !('server' in esdb),
  ],
];

// Positions are only promised to be strictly increasing (EventStoreDB's are log offsets with gaps),
// so the cases compare them with what the appends answered instead of with literal numbers.
describe.each(adapters)('EventStore contract: %s', (_name, make, skip) => {
  describe.skipIf(skip)('cases', () => {
    it('appends to a new stream and reads it back in order with revisions and positions', async () => {
      const store = make();
      const gear = streamOf('gear');
      const result = await store.append(gear, [event('GearAdded', { a: 1 }), event('GearUpdated', { a: 2 })], {
        expectedRevision: 'no_stream',
      });
      expect(result.nextExpectedRevision).toBe(1);
      const events = await store.readStream(gear);
      expect(events.map((e) => [e.streamId, e.type, e.revision, e.data])).toEqual([
        [gear, 'GearAdded', 0, { a: 1 }],
        [gear, 'GearUpdated', 1, { a: 2 }],
      ]);
      expect(events[0]!.position).toBeGreaterThan(0);
      expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
      expect(result.position).toBe(events[1]!.position);
      expect(events[0]?.metadata).toEqual({ userId: 'u1', correlationId: 'c1', causationId: null, schemaVersion: 1 });
      expect(Number.isNaN(Date.parse(events[0]!.createdAt))).toBe(false);
      await store.close();
    });

    it('rejects a stale expected revision and writes nothing', async () => {
      const store = make();
      const gear = streamOf('gear');
      await store.append(gear, [event('GearAdded')], { expectedRevision: 'no_stream' });
      const second = await store.append(gear, [event('GearUpdated')], { expectedRevision: 0 });
      const stale = store.append(gear, [event('GearUpdated')], { expectedRevision: 0 });
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(stale).rejects.toMatchObject({ streamId: gear, actual: 1 });
      await expect(store.append(gear, [event('GearAdded')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      const missing = streamOf('gear');
      await expect(store.append(missing, [event('X')], { expectedRevision: 'stream_exists' })).rejects.toMatchObject({
        name: 'ConcurrencyError',
        actual: null,
      });
      expect((await store.readStream(gear)).length).toBe(2);
      expect(await store.readStream(missing)).toEqual([]);
      expect(await store.headPosition()).toBe(second.position);
      // 'stream_exists' and 'any' accept an existing stream.
      const third = await store.append(gear, [event('GearUpdated')], { expectedRevision: 'stream_exists' });
      const fourth = await store.append(gear, [event('GearUpdated')], { expectedRevision: 'any' });
      expect([third.nextExpectedRevision, fourth.nextExpectedRevision]).toEqual([2, 3]);
      await store.close();
    });

    it('gives a global position across streams and reads all after a position', async () => {
      const store = make();
      const start = await store.headPosition();
      const gear = streamOf('gear');
      const caught = streamOf('catch');
      const a = await store.append(gear, [event('A')], { expectedRevision: 'any' });
      const b = await store.append(caught, [event('B')], { expectedRevision: 'any' });
      const c = await store.append(gear, [event('C')], { expectedRevision: 'any' });
      expect(a.position).toBeGreaterThan(start);
      expect(b.position).toBeGreaterThan(a.position);
      expect(c.position).toBeGreaterThan(b.position);
      const all = await store.readAll(start, 100);
      expect(all.map((e) => [e.streamId, e.type, e.position])).toEqual([
        [gear, 'A', a.position],
        [caught, 'B', b.position],
        [gear, 'C', c.position],
      ]);
      expect((await store.readAll(a.position, 1)).map((e) => e.type)).toEqual(['B']);
      expect((await store.readAll(start, 2)).map((e) => e.type)).toEqual(['A', 'B']);
      expect(await store.readAll(c.position, 10)).toEqual([]);
      expect(await store.headPosition()).toBe(c.position);
      expect(await store.readStream(streamOf('missing'))).toEqual([]);
      await store.close();
    });

    it("deletes one user's streams (found by metadata.userId), keeps the others and the kept ones, and the names can be used again", async () => {
      const store = make();
      const leaving = randomUUID();
      const staying = randomUUID();
      const as = (userId: string, type: string): EventData => ({ ...event(type), metadata: { userId, correlationId: 'c', causationId: null, schemaVersion: 1 } });
      const account = streamOf('user');
      const gear = streamOf('gear');
      const kept = streamOf('userdeletion');
      const others = streamOf('gear');
      await store.append(account, [as(leaving, 'UserRegistered')], { expectedRevision: 'no_stream' });
      await store.append(gear, [as(leaving, 'GearAdded'), as(leaving, 'GearUpdated')], { expectedRevision: 'no_stream' });
      await store.append(others, [as(staying, 'GearAdded')], { expectedRevision: 'no_stream' });
      const last = await store.append(kept, [as(leaving, 'UserDeleted')], { expectedRevision: 'no_stream' });

      const deleted = await store.deleteStreamsOf(leaving, { keep: [kept] });
      expect(deleted.streams.sort()).toEqual([account, gear].sort());
      expect(deleted.events).toBe(3);
      expect(await store.readStream(account)).toEqual([]);
      expect(await store.readStream(gear)).toEqual([]);
      expect((await store.readStream(others)).map((e) => e.type)).toEqual(['GearAdded']);
      expect((await store.readStream(kept)).map((e) => e.type)).toEqual(['UserDeleted']);
      expect(await store.headPosition()).toBe(last.position);
      // The username stream can be reserved again by a new account.
      await store.append(account, [as(randomUUID(), 'UserRegistered')], { expectedRevision: 'no_stream' });
      expect((await store.readStream(account)).map((e) => e.type)).toEqual(['UserRegistered']);
      await store.close();
    });

    it('notifies listeners after an append', async () => {
      const store = make();
      const stream = streamOf('s');
      let notified = 0;
      const off = store.onAppended(() => (notified += 1));
      await store.append(stream, [event('A')], { expectedRevision: 'any' });
      expect(notified).toBe(1);
      off();
      await store.append(stream, [event('B')], { expectedRevision: 'any' });
      expect(notified).toBe(1);
      await store.close();
    });

    it('keeps one winner when many writers race on the same revision', async () => {
      const store = make();
      const gear = streamOf('gear');
      await store.append(gear, [event('GearAdded')], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => store.append(gear, [event('GearUpdated')], { expectedRevision: 0 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConcurrencyError)).toHaveLength(9);
      expect((await store.readStream(gear)).map((e) => e.revision)).toEqual([0, 1]);
      await store.close();
    });
  });
});

describe.each(embedded)('embedded EventStore %s: dense positions from 1', (_name, make) => {
  it('numbers events 1, 2, 3 across streams', async () => {
    const store = make();
    expect(await store.headPosition()).toBe(0);
    const result = await store.append('gear-1', [event('GearAdded'), event('GearUpdated')], {
      expectedRevision: 'no_stream',
    });
    expect(result).toEqual({ nextExpectedRevision: 1, position: 2 });
    await store.append('catch-1', [event('CatchLogged')], { expectedRevision: 'no_stream' });
    expect((await store.readAll(0, 10)).map((e) => e.position)).toEqual([1, 2, 3]);
    await store.close();
  });
});

describe.each(embedded)('embedded EventStore %s: erased events are gone from every read', (_name, make) => {
  it('reads all past the hole, positions are never reused, checkpoints keep working', async () => {
    const store = make();
    const leaving = randomUUID();
    const mine = { ...event('GearAdded'), metadata: { userId: leaving, correlationId: 'c', causationId: null, schemaVersion: 1 } };
    const first = await store.append('gear-a', [event('GearAdded')], { expectedRevision: 'no_stream' });
    await store.append('gear-b', [mine], { expectedRevision: 'no_stream' });
    const third = await store.append('gear-c', [event('GearAdded')], { expectedRevision: 'no_stream' });
    await store.deleteStreamsOf(leaving);
    expect((await store.readAll(0, 10)).map((e) => e.streamId)).toEqual(['gear-a', 'gear-c']);
    expect((await store.readAll(first.position, 10)).map((e) => e.position)).toEqual([third.position]);
    const next = await store.append('gear-d', [event('GearAdded')], { expectedRevision: 'no_stream' });
    expect(next.position).toBe(third.position + 1);
    await store.close();
  });
});

describe('SqliteEventStore across two connections to one file', () => {
  it('detects a conflict made by another connection (another process in distributed mode)', async () => {
    const file = tempEventsFile();
    const a = new SqliteEventStore(file);
    const b = new SqliteEventStore(file);
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

describe('SqliteEventStore bulk append', () => {
  it('appends to many streams in one transaction, or to none when one revision is stale', async () => {
    const store = new SqliteEventStore(tempEventsFile());
    let woken = 0;
    store.onAppended(() => (woken += 1));
    const results = await store.appendMany([
      { streamId: 'gear-1', events: [event('GearAdded'), event('GearUpdated')], expectedRevision: 'no_stream' },
      { streamId: 'gear-2', events: [event('GearAdded')], expectedRevision: 'no_stream' },
    ]);
    expect(results).toEqual([
      { nextExpectedRevision: 1, position: 2 },
      { nextExpectedRevision: 0, position: 3 },
    ]);
    expect(woken).toBe(1);
    await expect(
      store.appendMany([
        { streamId: 'gear-3', events: [event('GearAdded')], expectedRevision: 'no_stream' },
        { streamId: 'gear-1', events: [event('GearUpdated')], expectedRevision: 0 },
      ]),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('gear-3')).toEqual([]);
    expect(await store.headPosition()).toBe(3);
    await store.close();
  });
});
