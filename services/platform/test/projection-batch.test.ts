import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryEventStore } from '../src/adapters/in-memory-event-store';
import { InProcessBus } from '../src/adapters/in-process-bus';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';
import { ProjectionBatch } from '../src/es/projection-batch';
import { ProjectionProgress, runProjection, type Projection } from '../src/es/projection';
import type { EventData, ReadStore, RecordedEvent } from '../src/ports';

/*
 * The projection runner's batches (docs/decisions/127): documents held in memory within a batch,
 * writes coalesced, the store's position rules kept write by write, the checkpoint committed with
 * the batch's writes, and a replayed event changing nothing on the batched path.
 */

const dirs: string[] = [];
const closing: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of closing.splice(0).reverse()) await item.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function readStore(): SqliteReadStore {
  const dir = mkdtempSync(join(tmpdir(), 'tackle-batch-'));
  dirs.push(dir);
  const store = new SqliteReadStore(join(dir, 'read.sqlite'));
  closing.push(store);
  return store;
}

describe('ProjectionBatch', () => {
  it('reads its own writes and coalesces the writes to one document into the last one', async () => {
    const store = readStore();
    const batch = new ProjectionBatch(store);
    expect(await batch.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'v1' }, 1)).toBe(true);
    expect(await batch.get('gear', 'g1')).toEqual({ id: 'g1', userId: 'u1', name: 'v1' });
    await batch.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'v2' }, 2);
    await batch.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'v3' }, 3);
    expect(batch.writes()).toEqual([{ collection: 'gear', id: 'g1', json: JSON.stringify({ id: 'g1', userId: 'u1', name: 'v3' }), userId: 'u1', position: 3 }]);
    // Nothing reached the store before the commit.
    expect(await store.get('gear', 'g1')).toBeNull();
    await batch.commit({ name: 'p', position: 3 });
    expect(await store.get('gear', 'g1')).toEqual({ id: 'g1', userId: 'u1', name: 'v3' });
    expect(await store.getCheckpoint('p')).toBe(3);
  });

  it('keeps the position rules of the store: an older or equal write is ignored, a tombstone stays', async () => {
    const store = readStore();
    await store.put('gear', 'g1', { id: 'g1', name: 'stored at 100' }, 100);
    await store.put('gear', 'g2', { id: 'g2', name: 'stored at 50' }, 50);
    await store.put('gear', 'g3', { id: 'g3' }, 60);
    await store.remove('gear', 'g3', 70);
    const batch = new ProjectionBatch(store);
    // A replayed event writes blind (the batch has not read g1): the stored, newer document stands.
    await batch.put('gear', 'g1', { id: 'g1', name: 'replayed 60' }, 60);
    expect(await batch.get('gear', 'g1')).toEqual({ id: 'g1', name: 'stored at 100' });
    expect(await batch.put('gear', 'g1', { id: 'g1', name: 'replayed 100' }, 100)).toBe(false);
    expect(await batch.put('gear', 'g1', { id: 'g1', name: 'new 120' }, 120)).toBe(true);
    // A newer blind write stands over an older stored document.
    await batch.put('gear', 'g2', { id: 'g2', name: 'new 80' }, 80);
    expect(await batch.get('gear', 'g2')).toEqual({ id: 'g2', name: 'new 80' });
    // A write below a tombstone does not bring the document back.
    await batch.put('gear', 'g3', { id: 'g3', name: 'replayed 65' }, 65);
    expect(await batch.get('gear', 'g3')).toBeNull();
    // Two writes of one event (same position): the second is ignored, as in the store.
    await batch.put('gear', 'g4', { id: 'g4', name: 'first' }, 90);
    expect(await batch.put('gear', 'g4', { id: 'g4', name: 'second' }, 90)).toBe(false);
    // A blind write the batch never reads again is decided at the commit.
    await batch.put('gear', 'g5', { id: 'g5', name: 'replayed 40' }, 40);
    await store.put('gear', 'g5', { id: 'g5', name: 'stored at 45' }, 45);
    await batch.commit({ name: 'p', position: 120 });
    expect(await store.get('gear', 'g1')).toEqual({ id: 'g1', name: 'new 120' });
    expect(await store.get('gear', 'g2')).toEqual({ id: 'g2', name: 'new 80' });
    expect(await store.get('gear', 'g3')).toBeNull();
    expect(await store.get('gear', 'g4')).toEqual({ id: 'g4', name: 'first' });
    expect(await store.get('gear', 'g5')).toEqual({ id: 'g5', name: 'stored at 45' });
  });

  it('answers a fresh object per read, so changing one changes nothing held', async () => {
    const batch = new ProjectionBatch(readStore());
    await batch.put('spots', 's1', { id: 's1', tags: ['deep'] }, 1);
    const read = await batch.get<{ tags: string[] }>('spots', 's1');
    read!.tags.push('changed');
    expect(await batch.get('spots', 's1')).toEqual({ id: 's1', tags: ['deep'] });
  });

  it('finds, counts and pages over the stored documents with its own in them', async () => {
    const store = readStore();
    await store.put('spots', 'a', { id: 'a', userId: 'u1', rank: 3 }, 1);
    await store.put('spots', 'b', { id: 'b', userId: 'u1', rank: 2 }, 2);
    await store.put('spots', 'c', { id: 'c', userId: 'u1', rank: 1 }, 3);
    await store.put('settings', 'u1', { userId: 'u1', units: 'metric' }, 4);
    const batch = new ProjectionBatch(store);
    await batch.remove('spots', 'a', 10);
    await batch.put('spots', 'b', { id: 'b', userId: 'u2', rank: 2 }, 11);
    await batch.put('spots', 'd', { id: 'd', userId: 'u1', rank: 5, sortKey: 'x' }, 12);
    await batch.put('spots', 'e', { id: 'e', userId: 'u1', rank: 0 }, 13);
    const sort = { field: 'rank', direction: 'desc' } as const;
    expect((await batch.find<{ id: string }>('spots', { userId: 'u1' }, { sort })).map((d) => d.id)).toEqual(['d', 'c', 'e']);
    expect((await batch.find<{ id: string }>('spots', { userId: 'u1' }, { sort, limit: 2 })).map((d) => d.id)).toEqual(['d', 'c']);
    expect((await batch.find<{ id: string }>('spots', { userId: 'u1' }, { sort, limit: 2, after: { value: 5, id: 'd' } })).map((d) => d.id)).toEqual(['c', 'e']);
    expect(await batch.find('spots', { userId: 'u1' }, { sort, limit: 1, omit: ['sortKey'] })).toEqual([{ id: 'd', userId: 'u1', rank: 5 }]);
    expect(await batch.count('spots', { userId: 'u1' })).toBe(3);
    expect(JSON.parse(await batch.findJson('spots', { userId: 'u2' }))).toEqual([{ id: 'b', userId: 'u2', rank: 2 }]);
    // Documents that do not carry their id are told apart by their key.
    await batch.put('settings', 'u2', { userId: 'u2', units: 'imperial' }, 14);
    expect(await batch.find('settings', {}, { sort: { field: 'userId', direction: 'asc' } })).toEqual([
      { userId: 'u1', units: 'metric' },
      { userId: 'u2', units: 'imperial' },
    ]);
  });

  it('takes back what one event did (mark and rollback)', async () => {
    const store = readStore();
    await store.put('gear', 'g1', { id: 'g1', name: 'stored' }, 1);
    const batch = new ProjectionBatch(store);
    await batch.put('gear', 'g2', { id: 'g2', name: 'kept' }, 2);
    const mark = batch.mark();
    await batch.put('gear', 'g1', { id: 'g1', name: 'half done' }, 3);
    await batch.put('gear', 'g3', { id: 'g3' }, 3);
    batch.rollback(mark);
    expect(await batch.get('gear', 'g1')).toEqual({ id: 'g1', name: 'stored' });
    expect(await batch.get('gear', 'g3')).toBeNull();
    expect(batch.writes().map((write) => write.id)).toEqual(['g2']);
  });
});

// ---------------------------------------------------------------------------------------------
// The runner on the batched path.
// ---------------------------------------------------------------------------------------------

/** A projection with the usual shapes: a document per item, revised by later events, removed with a tombstone, and a counter per owner. */
const itemsProjection: Projection = {
  name: 'items',
  collections: ['items', 'item_counts'],
  async apply(event, store) {
    const data = event.data as { itemId: string; name?: string };
    const userId = event.metadata.userId;
    const count = async (delta: number) => {
      const current = await store.get<{ count: number }>('item_counts', userId);
      await store.put('item_counts', userId, { id: userId, userId, count: (current?.count ?? 0) + delta }, event.position);
    };
    switch (event.type) {
      case 'ItemAdded':
        if (!(await store.get('items', data.itemId))) await count(1);
        await store.put('items', data.itemId, { id: data.itemId, userId, name: data.name, revision: event.revision }, event.position);
        return;
      case 'ItemRenamed': {
        const existing = await store.get<Record<string, unknown>>('items', data.itemId);
        if (existing) await store.put('items', data.itemId, { ...existing, name: data.name, revision: event.revision }, event.position);
        return;
      }
      case 'ItemRemoved':
        if (await store.get('items', data.itemId)) await count(-1);
        await store.remove('items', data.itemId, event.position);
        return;
    }
  },
};

const event = (type: string, data: object, userId = 'u1'): EventData => ({ id: randomUUID(), type, data, metadata: { userId, correlationId: 'c', causationId: null, schemaVersion: 1 } });

/** A history with creations, renames and removals over several users. */
async function history(events: InMemoryEventStore, items = 300): Promise<number> {
  let head = 0;
  for (let i = 0; i < items; i++) {
    const userId = `u${i % 3}`;
    head = (await events.append(`item-${i}`, [event('ItemAdded', { itemId: `i${i}`, name: `item ${i}` }, userId)], { expectedRevision: 'no_stream' })).position;
    if (i % 4 === 1) head = (await events.append(`item-${i}`, [event('ItemRenamed', { itemId: `i${i}`, name: `renamed ${i}` }, userId)], { expectedRevision: 0 })).position;
    if (i % 5 === 2) head = (await events.append(`item-${i}`, [event('ItemRemoved', { itemId: `i${i}` }, userId)], { expectedRevision: 'any' })).position;
  }
  return head;
}

async function everything(store: ReadStore) {
  const byKey = async (collection: string) => (await store.findWithIds<Record<string, unknown>>(collection, {})).sort((a, b) => a.id.localeCompare(b.id));
  return { items: await byKey('items'), counts: await byKey('item_counts') };
}

/** Runs `projection` on `bus` into `store` until it reaches `head`. */
async function runUntil(projection: Projection, bus: InProcessBus, store: ReadStore, head: number) {
  const progress = new ProjectionProgress();
  const subscription = await runProjection({ projection, bus, store, progress });
  expect(await progress.waitFor(head, 10_000)).toBe(true);
  await subscription.stop();
}

describe('runProjection in batches', () => {
  it('builds what applying event by event builds, and a replay of everything changes nothing', async () => {
    const events = new InMemoryEventStore();
    const head = await history(events);
    const oneByOne = readStore();
    for (const recorded of await events.readAll(0, 10_000)) await itemsProjection.apply(recorded, oneByOne);

    const batched = readStore();
    const bus = new InProcessBus(events, { batchSize: 64 });
    closing.push(bus);
    await runUntil(itemsProjection, bus, batched, head);
    const built = await everything(batched);
    expect(built).toEqual(await everything(oneByOne));
    expect(built.items.length).toBeGreaterThan(100);
    expect(await batched.getCheckpoint('items')).toBe(head);

    // Replay twice: the checkpoint back at 0, every event delivered again, in other batch sizes.
    for (const batchSize of [256, 7]) {
      await batched.setCheckpoint('items', 0);
      const again = new InProcessBus(events, { batchSize });
      closing.push(again);
      await runUntil(itemsProjection, again, batched, head);
      expect(await everything(batched)).toEqual(built);
    }
  });

  it('builds a new version anew over what an older version it names wrote, also when the store skipped a version (decision 141)', async () => {
    const events = new InMemoryEventStore();
    const head = await history(events, 40);
    const store = readStore();
    const bus = new InProcessBus(events, { batchSize: 16 });
    closing.push(bus);
    // The store was filled by version 1; version 2 never ran on it.
    await runUntil(itemsProjection, bus, store, head);
    const v1 = await everything(store);
    const v3: Projection = {
      ...itemsProjection,
      name: 'items-v3',
      replaces: ['items-v2', 'items'],
      async apply(event, batch) {
        const versioned = new Proxy(batch, {
          get(target, key) {
            if (key === 'put') {
              return (collection: string, id: string, doc: object, position: number) =>
                target.put(collection, id, collection === 'items' ? { ...doc, version: 3 } : doc, position);
            }
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
          },
        });
        await itemsProjection.apply(event, versioned);
      },
    };
    const again = new InProcessBus(events, { batchSize: 16 });
    closing.push(again);
    await runUntil(v3, again, store, head);
    const built = await everything(store);
    expect(built.items.map((row) => row.doc)).toEqual(v1.items.map((row) => ({ ...row.doc, version: 3 })));
    expect(await store.getCheckpoint('items')).toBe(0);
    expect(await store.getCheckpoint('items-v2')).toBe(0);
    expect(await store.getCheckpoint('items-v3')).toBe(head);
  });

  it('builds a new version of a projection anew once, over what the version it replaces wrote', async () => {
    const events = new InMemoryEventStore();
    const head = await history(events, 60);
    const store = readStore();
    const bus = new InProcessBus(events, { batchSize: 16 });
    closing.push(bus);
    await runUntil(itemsProjection, bus, store, head);
    const v1 = await everything(store);
    // Version 2 stores more in each item: without starting from empty collections, its replays
    // (same positions as version 1's writes) would be ignored and the old documents would stay.
    const v2: Projection = {
      ...itemsProjection,
      name: 'items-v2',
      replaces: 'items',
      async apply(event, batch) {
        const versioned = new Proxy(batch, {
          get(target, key) {
            if (key === 'put') {
              return (collection: string, id: string, doc: object, position: number) =>
                target.put(collection, id, collection === 'items' ? { ...doc, version: 2 } : doc, position);
            }
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
          },
        });
        await itemsProjection.apply(event, versioned);
      },
    };
    const again = new InProcessBus(events, { batchSize: 16 });
    closing.push(again);
    await runUntil(v2, again, store, head);
    const built = await everything(store);
    expect(built.items.map((row) => row.doc)).toEqual(v1.items.map((row) => ({ ...row.doc, version: 2 })));
    expect(built.counts).toEqual(v1.counts);
    expect(await store.getCheckpoint('items')).toBe(0);
    expect(await store.getCheckpoint('items-v2')).toBe(head);
    // Once built, a restart resumes from its checkpoint and empties nothing.
    const third = new InProcessBus(events, { batchSize: 16 });
    closing.push(third);
    const cleared = vi.spyOn(store, 'clear');
    await runUntil(v2, third, store, head);
    expect(cleared).not.toHaveBeenCalled();
    expect(await everything(store)).toEqual(built);
  });

  it('replays a batch whose documents were written before its checkpoint without changing them', async () => {
    // The state a crash between documents and checkpoint leaves behind (MongoDB commits the
    // documents first): documents at the head, the checkpoint halfway.
    const events = new InMemoryEventStore();
    const head = await history(events, 120);
    const store = readStore();
    const bus = new InProcessBus(events, { batchSize: 32 });
    closing.push(bus);
    await runUntil(itemsProjection, bus, store, head);
    const built = await everything(store);
    await store.setCheckpoint('items', Math.floor(head / 2));
    const again = new InProcessBus(events, { batchSize: 32 });
    closing.push(again);
    await runUntil(itemsProjection, again, store, head);
    expect(await everything(store)).toEqual(built);
  });

  it('moves the checkpoint only with the batch: a failed commit leaves neither documents nor checkpoint', async () => {
    const events = new InMemoryEventStore();
    const head = await history(events, 20);
    const store = readStore();
    let failures = 1;
    const flaky: ReadStore = Object.assign(Object.create(store) as ReadStore, {
      commitBatch: async (...args: Parameters<ReadStore['commitBatch']>) => {
        if (failures-- > 0) throw new Error('disk full');
        return store.commitBatch(...args);
      },
    });
    const seen: Array<{ checkpoint: number; items: number }> = [];
    const watching: Projection = {
      ...itemsProjection,
      async apply(recorded, batch) {
        if (recorded.position === 1) seen.push({ checkpoint: await store.getCheckpoint('items'), items: await store.count('items', {}) });
        return itemsProjection.apply(recorded, batch);
      },
    };
    const bus = new InProcessBus(events, { retryBaseDelayMs: 1 });
    closing.push(bus);
    await runUntil(watching, bus, flaky, head);
    // Event 1 was applied twice: in the batch whose commit failed, then again from the checkpoint
    // that failure left at 0, with no document of the failed batch in the store.
    expect(seen).toEqual([
      { checkpoint: 0, items: 0 },
      { checkpoint: 0, items: 0 },
    ]);
    expect((await everything(store)).items).toHaveLength(16);
  });

  it('applies the events around one that throws once, retries it alone and parks it after the last attempt', async () => {
    const events = new InMemoryEventStore();
    const head = await history(events, 40);
    const poison = (await events.readAll(0, 1_000)).find((recorded) => recorded.type === 'ItemRenamed')!;
    const applied = new Map<number, number>();
    const faulty: Projection = {
      ...itemsProjection,
      async apply(recorded, batch) {
        applied.set(recorded.position, (applied.get(recorded.position) ?? 0) + 1);
        if (recorded.position === poison.position) {
          await batch.put('items', 'half-done', { id: 'half-done' }, recorded.position);
          throw new Error('cannot digest');
        }
        return itemsProjection.apply(recorded, batch);
      },
    };
    const parked: Array<{ event: RecordedEvent; error: unknown }> = [];
    const store = readStore();
    const bus = new InProcessBus(events, { batchSize: 256, retryBaseDelayMs: 1, onPoison: (_name, recorded, error) => parked.push({ event: recorded, error }) });
    closing.push(bus);
    await runUntil(faulty, bus, store, head);
    expect(parked.map((p) => [p.event.position, (p.error as Error).message])).toEqual([[poison.position, 'cannot digest']]);
    expect(applied.get(poison.position)).toBe(3);
    expect([...applied].filter(([position, times]) => position !== poison.position && times !== 1)).toEqual([]);
    expect(await store.get('items', 'half-done')).toBeNull();
    // Everything but the poison's rename is there.
    const oneByOne = readStore();
    for (const recorded of await events.readAll(0, 1_000)) if (recorded.position !== poison.position) await itemsProjection.apply(recorded, oneByOne);
    expect(await everything(store)).toEqual(await everything(oneByOne));
  });

  it('delivers batches of one on a bus without batches, with the projection error as the poison reason', async () => {
    const events = new InMemoryEventStore();
    const head = await history(events, 10);
    const inner = new InProcessBus(events, { retryBaseDelayMs: 1, onPoison: (_name, recorded, error) => parked.push({ position: recorded.position, error }) });
    closing.push(inner);
    const parked: Array<{ position: number; error: unknown }> = [];
    // The event-by-event bus: what NATS JetStream offers.
    const eventByEvent = { subscribe: inner.subscribe.bind(inner), publish: inner.publish.bind(inner), close: inner.close.bind(inner) };
    const batchSizes: number[] = [];
    const store = readStore();
    const spying: ReadStore = Object.assign(Object.create(store) as ReadStore, {
      commitBatch: (...args: Parameters<ReadStore['commitBatch']>) => {
        batchSizes.push(args[0].length);
        return store.commitBatch(...args);
      },
    });
    const failing: Projection = {
      ...itemsProjection,
      async apply(recorded, batch) {
        if (recorded.position === 2) throw new Error('no');
        return itemsProjection.apply(recorded, batch);
      },
    };
    const progress = new ProjectionProgress();
    const subscription = await runProjection({ projection: failing, bus: eventByEvent, store: spying, progress });
    expect(await progress.waitFor(head, 10_000)).toBe(true);
    await subscription.stop();
    await vi.waitFor(() => expect(parked.map((p) => [p.position, (p.error as Error).message])).toEqual([[2, 'no']]));
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(2);
  });
});

describe('ProjectionProgress while a projection is rebuilt in place', () => {
  it('answers reads as stale, without waiting, until the projection is back where the read side was', async () => {
    const progress = new ProjectionProgress();
    progress.report('gear-list', 40);
    progress.report('activity', 40);
    expect(await progress.waitFor(40, 1_000)).toBe(true);
    progress.rebuilding('gear-list');
    expect(progress.isRebuilding('gear-list')).toBe(true);
    expect(await progress.waitFor(1, 60_000)).toBe(false);
    expect(progress.current()).toBe(40);
    progress.report('gear-list', 25);
    expect(progress.isRebuilding()).toBe(true);
    progress.report('gear-list', 40);
    expect(progress.isRebuilding()).toBe(false);
    expect(await progress.waitFor(40, 1_000)).toBe(true);
  });
});
