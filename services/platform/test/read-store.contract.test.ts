import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Narrowing, ReadStore } from '../src/ports';
import { sortKeys, textSortValue } from '../src/es/list-order';
import { MongoReadStore } from '../src/adapters/mongo-read-store';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';
import { mongoServer } from './servers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// MongoDB: the server named by MONGO_URL, else a testcontainers one, else skipped loudly. Each case
// gets its own database, dropped afterwards.
const mongo = await mongoServer();
if ('skipped' in mongo) console.warn(mongo.skipped);
const mongoClient = 'server' in mongo ? new MongoClient(mongo.server.url, { serverSelectionTimeoutMS: 10_000 }) : null;
const mongoDatabases: string[] = [];
afterAll(async () => {
  if (mongoClient) {
    for (const name of mongoDatabases) await mongoClient.db(name).dropDatabase();
    await mongoClient.close();
  }
  if ('server' in mongo) await mongo.server.stop();
});

const adapters: Array<[string, () => ReadStore, boolean]> = [
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tackle-rs-'));
      dirs.push(dir);
      return new SqliteReadStore(join(dir, 'read.sqlite'));
    },
    false,
  ],
  [
    'mongodb' + ('server' in mongo ? ` (${mongo.server.source})` : ''),
    () => {
      if (!mongoClient) throw new Error('no MongoDB');
      const dbName = `tackle_test_${randomUUID().replaceAll('-', '')}`;
      mongoDatabases.push(dbName);
      return new MongoReadStore(mongoClient, { dbName });
    },
    mongoClient === null,
  ],
];

describe.each(adapters)('ReadStore contract: %s', (_name, make, skip) => {
  describe.skipIf(skip)('cases', () => {
    it('puts, gets and finds documents by owner and field', async () => {
      const store = make();
      await store.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'Rod', typeId: 1, active: true }, 1);
      await store.put('gear', 'g2', { id: 'g2', userId: 'u1', name: 'Reel', typeId: 2, active: false }, 2);
      await store.put('gear', 'g3', { id: 'g3', userId: 'u2', name: 'Lure', typeId: 3, active: true }, 3);
      expect(await store.get('gear', 'g1')).toMatchObject({ name: 'Rod' });
      expect(await store.get('gear', 'nope')).toBeNull();
      const mine = await store.find<{ id: string }>(
        'gear',
        { userId: 'u1' },
        { sort: { field: 'name', direction: 'asc' } },
      );
      expect(mine.map((d) => d.id)).toEqual(['g2', 'g1']);
      expect((await store.find<{ id: string }>('gear', { typeId: 3 })).map((d) => d.id)).toEqual(['g3']);
      expect((await store.find<{ id: string }>('gear', { active: true, userId: 'u1' })).map((d) => d.id)).toEqual([
        'g1',
      ]);
      expect(await store.count('gear', { userId: 'u1' })).toBe(2);
      await store.close();
    });

    it('ignores writes at or below the stored position (idempotent replays)', async () => {
      const store = make();
      expect(await store.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'v2' }, 5)).toBe(true);
      expect(await store.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'v1' }, 3)).toBe(false);
      expect(await store.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'v2-again' }, 5)).toBe(false);
      expect(await store.get('gear', 'g1')).toMatchObject({ name: 'v2' });
      await store.close();
    });

    it('keeps a tombstone so an older replayed event cannot resurrect a removed document', async () => {
      const store = make();
      await store.put('gear', 'g1', { id: 'g1', userId: 'u1' }, 1);
      expect(await store.remove('gear', 'g1', 2)).toBe(true);
      expect(await store.get('gear', 'g1')).toBeNull();
      expect(await store.put('gear', 'g1', { id: 'g1', userId: 'u1' }, 1)).toBe(false);
      expect(await store.count('gear', { userId: 'u1' })).toBe(0);
      await store.close();
    });

    it("removes every document of one owner from every collection and answers them; others' and checkpoints stay", async () => {
      const store = make();
      const leaving = `u-${randomUUID()}`;
      const staying = `u-${randomUUID()}`;
      await store.put('gear', `g-${leaving}`, { id: `g-${leaving}`, userId: leaving, name: 'Rod', imageUrl: '/media/photo.1.jpg' }, 1);
      await store.put('catches', `c-${leaving}`, { id: `c-${leaving}`, userId: leaving, notes: 'secret cove' }, 2);
      await store.put('catches', `c-${staying}`, { id: `c-${staying}`, userId: staying, notes: 'public pier' }, 3);
      await store.put('deleted_accounts', leaving, { id: leaving, deletedAt: '2026-06-01T00:00:00.000Z' }, 4);
      await store.setCheckpoint(`gear-${leaving}`, 2);
      const removed = await store.removeOwner(leaving);
      expect(removed.map((r) => `${r.collection}:${String(r.doc.id)}`).sort()).toEqual([`catches:c-${leaving}`, `gear:g-${leaving}`]);
      expect(removed.find((r) => r.collection === 'gear')?.doc).toMatchObject({ imageUrl: '/media/photo.1.jpg' });
      expect(await store.get('gear', `g-${leaving}`)).toBeNull();
      expect(await store.count('catches', { userId: leaving })).toBe(0);
      expect(await store.get('catches', `c-${staying}`)).toMatchObject({ notes: 'public pier' });
      expect(await store.get('deleted_accounts', leaving)).toMatchObject({ id: leaving });
      expect(await store.getCheckpoint(`gear-${leaving}`)).toBe(2);
      expect(await store.removeOwner(leaving)).toEqual([]);
      await store.close();
    });

    it('stores checkpoints and clears a collection for rebuilds', async () => {
      const store = make();
      expect(await store.getCheckpoint('p')).toBe(0);
      await store.setCheckpoint('p', 42);
      expect(await store.getCheckpoint('p')).toBe(42);
      await store.put('gear', 'g1', { id: 'g1' }, 1);
      await store.clear('gear');
      expect(await store.get('gear', 'g1')).toBeNull();
      expect(await store.put('gear', 'g1', { id: 'g1' }, 1)).toBe(true);
      await store.close();
    });

    it('keeps the newest of concurrent writes to one document', async () => {
      const store = make();
      const positions = Array.from({ length: 20 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
      await Promise.all(positions.map((p) => store.put('gear', 'g1', { id: 'g1', userId: 'u1', version: p }, p)));
      expect(await store.get('gear', 'g1')).toEqual({ id: 'g1', userId: 'u1', version: 20 });
      expect(await store.remove('gear', 'g1', 21)).toBe(true);
      expect(await store.put('gear', 'g1', { id: 'g1', userId: 'u1', version: 22 }, 22)).toBe(true);
      expect(await store.get('gear', 'g1')).toEqual({ id: 'g1', userId: 'u1', version: 22 });
      await store.close();
    });

    it('matches null against missing fields, sorts with a tie-break by id and limits', async () => {
      const store = make();
      await store.put('spots', 'b', { id: 'b', userId: 'u1', rank: 2, note: null }, 1);
      await store.put('spots', 'a', { id: 'a', userId: 'u1', rank: 2 }, 2);
      await store.put('spots', 'c', { id: 'c', userId: 'u1', rank: 1, note: 'deep' }, 3);
      await store.put('spots', 'd', { id: 'd', userId: 'u2', rank: 0 }, 4);
      const byRank = await store.find<{ id: string }>(
        'spots',
        { userId: 'u1' },
        { sort: { field: 'rank', direction: 'desc' } },
      );
      expect(byRank.map((d) => d.id)).toEqual(['a', 'b', 'c']);
      const firstTwo = await store.find<{ id: string }>(
        'spots',
        { userId: 'u1' },
        { sort: { field: 'rank', direction: 'asc' }, limit: 2 },
      );
      expect(firstTwo.map((d) => d.id)).toEqual(['c', 'a']);
      expect((await store.find<{ id: string }>('spots', { userId: 'u1', note: null })).map((d) => d.id).sort()).toEqual(
        ['a', 'b'],
      );
      expect(await store.count('spots', { note: 'deep' })).toBe(1);
      expect(await store.find('spots', { userId: 'nobody' })).toEqual([]);
      await store.close();
    });

    it('answers lists as JSON text equal to find, leaving out omitted fields', async () => {
      const store = make();
      await store.put('catches', 'c1', { id: 'c1', userId: 'u1', species: 'Bass \u2013 "big"', sortKey: '2026-05-01', month: '2026-05' }, 1);
      await store.put('catches', 'c2', { id: 'c2', userId: 'u1', species: 'Crappie', sortKey: '2026-06-01', month: '2026-06' }, 2);
      await store.put('catches', 'c3', { id: 'c3', userId: 'u2', species: 'Pike', sortKey: '2026-07-01', month: '2026-07' }, 3);
      const options = { sort: { field: 'sortKey', direction: 'desc' }, omit: ['sortKey', 'month'] } as const;
      const listed = await store.find('catches', { userId: 'u1' }, options);
      expect(listed).toEqual([
        { id: 'c2', userId: 'u1', species: 'Crappie' },
        { id: 'c1', userId: 'u1', species: 'Bass \u2013 "big"' },
      ]);
      expect(JSON.parse(await store.findJson('catches', { userId: 'u1' }, options))).toEqual(listed);
      expect(await store.findJson('catches', { userId: 'nobody' })).toBe('[]');
      await store.remove('catches', 'c2', 4);
      expect(JSON.parse(await store.findJson('catches', { userId: 'u1' }))).toHaveLength(1);
      await store.close();
    });

    it('pages through a sorted list after a given document', async () => {
      const store = make();
      // Two documents share a sort value: the id breaks the tie, so no page repeats or skips one.
      const days = ['2026-05-03', '2026-05-01', '2026-05-02', '2026-05-02', '2026-04-30'];
      for (const [index, day] of days.entries()) await store.put('catches', `c${index}`, { id: `c${index}`, userId: 'u1', day }, index + 1);
      await store.put('catches', 'x', { id: 'x', userId: 'u2', day: '2026-05-02' }, 10);
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { field: 'day', direction };
        const all = (await store.find<{ id: string; day: string }>('catches', { userId: 'u1' }, { sort })).map((d) => d.id);
        const paged: string[] = [];
        let after: { value: string; id: string } | undefined;
        for (;;) {
          const page = await store.find<{ id: string; day: string }>('catches', { userId: 'u1' }, { sort, limit: 2, ...(after ? { after } : {}) });
          paged.push(...page.map((d) => d.id));
          const last = page[page.length - 1];
          if (page.length < 2 || !last) break;
          after = { value: last.day, id: last.id };
        }
        expect(paged).toEqual(all);
        expect(all).toHaveLength(5);
      }
      await store.close();
    });

    it('narrows by more equality and a substring of any of some fields, in find, pages and count', async () => {
      const store = make();
      const docs = [
        { id: 'a', userId: 'u1', typeId: 1, name: 'stradic 2500', brand: null, key: sortKeys(textSortValue('Stradic 2500'), '2026-01-01T00:00:00.000Z').asc },
        { id: 'b', userId: 'u1', typeId: 2, name: 'senko', brand: 'yamamoto', key: sortKeys(textSortValue('Senko'), '2026-01-02T00:00:00.000Z').asc },
        { id: 'c', userId: 'u1', typeId: 2, name: 'reel', brand: 'strike king (.*)', key: sortKeys(null, '2026-01-03T00:00:00.000Z').asc },
        { id: 'd', userId: 'u2', typeId: 2, name: 'stradic', brand: null, key: sortKeys(textSortValue('Stradic'), '2026-01-04T00:00:00.000Z').asc },
      ];
      for (const [index, doc] of docs.entries()) await store.put('order', doc.id, doc, index + 1);
      const ids = async (narrow: Narrowing, limit?: number) =>
        (await store.find<{ id: string }>('order', { userId: 'u1' }, { sort: { field: 'key', direction: 'asc' }, narrow, ...(limit ? { limit } : {}) })).map((doc) => doc.id);
      expect(await ids({ contains: { text: 'str', fields: ['name', 'brand'] } })).toEqual(['a', 'c']);
      expect(await ids({ contains: { text: 'STR', fields: ['name', 'brand'] } })).toEqual([]);
      // Literal text: no wildcard or pattern characters.
      expect(await ids({ contains: { text: '(.*)', fields: ['brand'] } })).toEqual(['c']);
      expect(await ids({ contains: { text: '%', fields: ['name', 'brand'] } })).toEqual([]);
      expect(await ids({ equals: { typeId: 2 } })).toEqual(['b', 'c']);
      expect(await ids({ equals: { typeId: 2 }, contains: { text: 'k', fields: ['name', 'brand'] } })).toEqual(['b', 'c']);
      expect(await ids({ equals: { typeId: 2 }, contains: { text: 'k', fields: ['name', 'brand'] } }, 1)).toEqual(['b']);
      expect(await store.count('order', { userId: 'u1' }, { contains: { text: 'str', fields: ['name', 'brand'] } })).toBe(2);
      expect(await store.count('order', { userId: 'u1' }, { equals: { typeId: 2 } })).toBe(2);
      expect(await store.count('order', { userId: 'u1' })).toBe(3);
      // Keyset pages over a key with control characters, narrowed.
      const first = await store.findWithIds<{ key: string }>('order', { userId: 'u1' }, { sort: { field: 'key', direction: 'asc' }, limit: 1, narrow: { equals: { typeId: 2 } } });
      const rest = await store.find<{ id: string }>('order', { userId: 'u1' }, {
        sort: { field: 'key', direction: 'asc' },
        narrow: { equals: { typeId: 2 } },
        after: { value: first[0]!.doc.key, id: first[0]!.id },
      });
      expect([first[0]!.id, ...rest.map((doc) => doc.id)]).toEqual(['b', 'c']);
      await store.close();
    });

    it('creates declared indexes idempotently and answers the same with them', async () => {
      const store = make();
      const shapes = [
        { collection: 'spots', fields: ['userId'], sort: { field: 'rank', direction: 'desc' as const } },
        { collection: 'spots', fields: ['userId', 'note'] },
      ];
      await store.ensureIndexes(shapes);
      await store.ensureIndexes(shapes);
      await store.put('spots', 'a', { id: 'a', userId: 'u1', rank: 1, note: 'deep' }, 1);
      await store.put('spots', 'b', { id: 'b', userId: 'u1', rank: 2, note: null }, 2);
      expect((await store.find<{ id: string }>('spots', { userId: 'u1' }, { sort: { field: 'rank', direction: 'desc' } })).map((d) => d.id)).toEqual(['b', 'a']);
      expect(await store.count('spots', { userId: 'u1', note: 'deep' })).toBe(1);
      await store.close();
    });

    it('commits a projection batch: position-guarded writes and removals, then the checkpoint', async () => {
      const store = make();
      await store.put('gear', 'newer', { id: 'newer', userId: 'u1', name: 'stored at 9' }, 9);
      await store.put('gear', 'older', { id: 'older', userId: 'u1', name: 'stored at 1' }, 1);
      await store.put('gear', 'gone', { id: 'gone', userId: 'u1' }, 2);
      const json = (doc: object) => JSON.stringify(doc);
      await store.commitBatch(
        [
          { collection: 'gear', id: 'newer', json: json({ id: 'newer', userId: 'u1', name: 'replayed 5' }), userId: 'u1', position: 5 },
          { collection: 'gear', id: 'older', json: json({ id: 'older', userId: 'u1', name: 'new 6' }), userId: 'u1', position: 6 },
          { collection: 'gear', id: 'fresh', json: json({ id: 'fresh', userId: 'u2', name: 'new 7' }), userId: 'u2', position: 7 },
          { collection: 'gear', id: 'gone', json: null, userId: null, position: 8 },
          { collection: 'settings', id: 'u1', json: json({ userId: 'u1', units: 'metric' }), userId: 'u1', position: 8 },
        ],
        { name: 'gear-list', position: 8 },
      );
      expect(await store.get('gear', 'newer')).toMatchObject({ name: 'stored at 9' });
      expect(await store.get('gear', 'older')).toMatchObject({ name: 'new 6' });
      expect(await store.find('gear', { userId: 'u2' })).toEqual([{ id: 'fresh', userId: 'u2', name: 'new 7' }]);
      expect(await store.get('gear', 'gone')).toBeNull();
      expect(await store.put('gear', 'gone', { id: 'gone', userId: 'u1' }, 3)).toBe(false);
      expect(await store.getCheckpoint('gear-list')).toBe(8);
      // What a batch reads before it holds a document: the JSON and position, tombstones included.
      const stored = await store.readStored('gear', ['newer', 'gone', 'never']);
      expect([...stored.keys()].sort()).toEqual(['gone', 'newer']);
      expect(JSON.parse(stored.get('newer')!.json!)).toEqual({ id: 'newer', userId: 'u1', name: 'stored at 9' });
      expect(stored.get('newer')!.position).toBe(9);
      expect(stored.get('gone')).toEqual({ json: null, position: 8 });
      // Documents come with their keys, also when they do not carry them.
      expect(await store.findWithIds('settings', { userId: 'u1' })).toEqual([{ id: 'u1', doc: { userId: 'u1', units: 'metric' } }]);
      await store.close();
    });

    it('rejects field names that are not plain identifiers', async () => {
      const store = make();
      await expect(store.find('gear', { "name') OR 1=1 --": 'x' })).rejects.toThrow(/invalid field/);
      await store.close();
    });
  });
});
