import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';
import { tempDataDir } from '@tackle/test-support';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function open() {
  const data = tempDataDir('tackle-rs-sqlite-');
  const file = join(data.dir, 'read.sqlite');
  const store = new SqliteReadStore(file);
  cleanups.push(async () => {
    await store.close();
    data.remove();
  });
  return { store, file };
}

const plan = (db: Database.Database, sql: string, ...params: unknown[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((row) => row.detail).join('\n');

describe('SqliteReadStore (embedded specifics)', () => {
  it('indexes declared query shapes, and an undeclared one on first use, so sorted lists need no sort step', async () => {
    const { store, file } = open();
    await store.ensureIndexes([{ collection: 'gear', fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } }]);
    for (let i = 0; i < 50; i++) {
      await store.put('gear', `g${i}`, { id: `g${i}`, userId: i % 2 ? 'u1' : 'u2', createdAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, lowStock: i % 3 === 0 }, i + 1);
    }
    const sorted = await store.find<{ createdAt: string }>('gear', { userId: 'u1' }, { sort: { field: 'createdAt', direction: 'desc' } });
    expect(sorted.map((d) => d.createdAt)).toEqual([...sorted.map((d) => d.createdAt)].sort().reverse());
    expect(await store.count('gear', { userId: 'u1', lowStock: true })).toBe(8);
    await store.close();

    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    const names = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").pluck().all() as string[]).filter(
      (n) => n.startsWith('documents_i:') || n.startsWith('documents_lazy:'),
    );
    expect(names.sort()).toEqual(['documents_i:gear:owner::createdAt DESC', 'documents_lazy:gear:owner:lowStock:']);
    const listPlan = plan(
      db,
      `SELECT doc FROM "documents:gear" WHERE doc IS NOT NULL AND owner = ? ORDER BY json_extract(doc, '$.createdAt') DESC, id`,
      'u1',
    );
    expect(listPlan).toContain('documents_i:gear:owner::createdAt DESC');
    expect(listPlan).not.toContain('TEMP B-TREE');
  });

  it('keeps each collection in a table of its own; a collection never written reads as empty and makes no table (docs/decisions/138)', async () => {
    const { store, file } = open();
    await store.put('gear', 'g1', { id: 'g1', userId: 'alice', name: 'Rod' }, 1);
    await store.put('catches', 'c1', { id: 'c1', userId: 'alice', species: 'Bass' }, 2);
    await store.remove('catches', 'c1', 3);
    expect(await store.get('unwritten', 'x')).toBeNull();
    expect(await store.find('unwritten', { userId: 'alice' })).toEqual([]);
    expect(await store.findJson('unwritten', { userId: 'alice' }, { sort: { field: 'name', direction: 'asc' } })).toBe('[]');
    expect(await store.count('unwritten', { userId: 'alice' })).toBe(0);
    expect(await store.readStored('unwritten', ['x'])).toEqual(new Map());
    await store.clear('unwritten');
    await store.close();

    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).sort();
    expect(tables).toEqual(['checkpoints', 'deferred_indexes', 'documents:catches', 'documents:gear']);
    expect(db.prepare('SELECT id, owner, doc, position FROM "documents:gear"').all()).toEqual([{ id: 'g1', owner: 'alice', doc: '{"id":"g1","userId":"alice","name":"Rod"}', position: 1 }]);
    // A removal's tombstone keeps its position in its collection's table.
    expect(db.prepare('SELECT id, doc, position FROM "documents:catches"').all()).toEqual([{ id: 'c1', doc: null, position: 3 }]);
  });

  it('moves a store of the one-table layout into tables per collection when opened, tombstones, positions and checkpoints kept', async () => {
    const data = tempDataDir('tackle-rs-sqlite-old-');
    cleanups.push(() => data.remove());
    const file = join(data.dir, 'read.sqlite');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec(`
      CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, owner TEXT, doc TEXT, position INTEGER NOT NULL, PRIMARY KEY (collection, id));
      CREATE INDEX documents_owner ON documents (collection, owner) WHERE doc IS NOT NULL;
      CREATE INDEX "documents_i:gear:owner::createdAt DESC" ON documents (owner, json_extract(doc, '$.createdAt') DESC, id) WHERE collection = 'gear' AND doc IS NOT NULL;
      CREATE TABLE checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
      INSERT INTO documents VALUES ('gear', 'g1', 'alice', '{"id":"g1","userId":"alice","createdAt":"2026-01-02"}', 3);
      INSERT INTO documents VALUES ('gear', 'g0', 'alice', '{"id":"g0","userId":"alice","createdAt":"2026-01-01"}', 2);
      INSERT INTO documents VALUES ('gear', 'g2', NULL, NULL, 5);
      INSERT INTO documents VALUES ('catches', 'c1', 'bob', '{"id":"c1","userId":"bob"}', 4);
      INSERT INTO checkpoints VALUES ('gear-list', 5);
    `);
    old.close();

    const store = new SqliteReadStore(file);
    cleanups.unshift(() => store.close());
    await store.ensureIndexes([{ collection: 'gear', fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } }]);
    expect(await store.getCheckpoint('gear-list')).toBe(5);
    expect((await store.find<{ id: string }>('gear', { userId: 'alice' }, { sort: { field: 'createdAt', direction: 'desc' } })).map((d) => d.id)).toEqual(['g1', 'g0']);
    expect(await store.find('catches', { userId: 'bob' })).toEqual([{ id: 'c1', userId: 'bob' }]);
    expect(await store.readStored('gear', ['g2', 'g1'])).toEqual(
      new Map([
        ['g2', { json: null, position: 5 }],
        ['g1', { json: '{"id":"g1","userId":"alice","createdAt":"2026-01-02"}', position: 3 }],
      ]),
    );
    // The tombstone still keeps a replayed older event out.
    expect(await store.put('gear', 'g2', { id: 'g2', userId: 'alice' }, 4)).toBe(false);
    expect(await store.get('gear', 'g2')).toBeNull();
    await store.close();

    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    const names = (db.prepare('SELECT name FROM sqlite_master').pluck().all() as string[]).filter((name) => !name.startsWith('sqlite_autoindex'));
    // gear's owner index gave way to its declared index, which starts with the owner.
    expect(names.sort()).toEqual(['checkpoints', 'deferred_indexes', 'documents:catches', 'documents:gear', 'documents_i:gear:owner::createdAt DESC', 'documents_owner:catches']);
  });

  it("answers an angler's documents without a sort from an index: the owner index, or once declared, an index starting with the owner instead", async () => {
    const { store, file } = open();
    await store.ensureIndexes([
      { collection: 'gear', fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } },
      { collection: 'catalog', fields: ['visibleTo'] },
    ]);
    for (let i = 0; i < 20; i++) {
      for (const collection of ['gear', 'catalog', 'notes']) await store.put(collection, `${collection}${i}`, { id: `${collection}${i}`, userId: i % 2 ? 'u1' : 'u2', createdAt: `2026-01-${10 + i}`, visibleTo: 'all' }, i + 1);
    }
    for (const collection of ['gear', 'catalog', 'notes']) {
      expect(await store.count(collection, { userId: 'u1' })).toBe(10);
      expect((await store.find<{ id: string }>(collection, { userId: 'u2' })).length).toBe(10);
    }
    expect((await store.removeOwner('u1')).length).toBe(30);
    expect(await store.count('notes', { userId: 'u1' })).toBe(0);
    expect(await store.count('notes', { userId: 'u2' })).toBe(10);
    await store.close();

    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    const owners = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_owner:%'").pluck().all() as string[]).sort();
    expect(owners).toEqual(['documents_owner:catalog', 'documents_owner:notes']);
    const byOwner = (collection: string) => plan(db, `SELECT doc FROM "documents:${collection}" WHERE doc IS NOT NULL AND owner = ?`, 'u1');
    expect(byOwner('gear')).toContain('USING INDEX documents_i:gear:owner::createdAt DESC');
    expect(byOwner('catalog')).toContain('USING INDEX documents_owner:catalog');
    expect(byOwner('notes')).toContain('USING INDEX documents_owner:notes');
  });

  it('refuses collection names that could not be SQL literals', async () => {
    const { store } = open();
    await expect(store.find("gear' OR '1'='1", { userId: 'u1' })).rejects.toThrow(/invalid collection/);
  });

  it('commits batched writes on the next turn of the event loop and on close', async () => {
    const { store, file } = open();
    const reader = new Database(file, { readonly: true });
    cleanups.push(() => void reader.close());
    const committed = () => (reader.prepare("SELECT 1 FROM sqlite_master WHERE name = 'documents:gear'").get() ? (reader.prepare('SELECT COUNT(*) FROM "documents:gear"').pluck().get() as number) : 0);
    await store.put('gear', 'g1', { id: 'g1', userId: 'u1' }, 1);
    await store.setCheckpoint('gear-list', 1);
    // Same connection: the open batch is visible at once.
    expect(await store.get('gear', 'g1')).toEqual({ id: 'g1', userId: 'u1' });
    expect(committed()).toBe(0);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(committed()).toBe(1);
    expect(reader.prepare('SELECT position FROM checkpoints WHERE name = ?').pluck().get('gear-list')).toBe(1);
    await store.put('gear', 'g2', { id: 'g2', userId: 'u1' }, 2);
    await store.close();
    expect(committed()).toBe(2);
  });
});

describe('SqliteReadStore: two stores of one process on one file', () => {
  it('writes through the other store while one holds its transaction open, without waiting for a lock that cannot come', async () => {
    const { store, file } = open();
    const other = new SqliteReadStore(file);
    cleanups.unshift(() => other.close());
    // A stream of writes keeps the first store's transaction open across turns of the event loop.
    for (let i = 0; i < 300; i++) await store.put('gear', `g${i}`, { id: `g${i}`, userId: 'u1', name: `Rod ${i}` }, i + 1);
    // Were the lock one that cannot come, SQLite would give up after its busy timeout and throw SQLITE_BUSY here.
    await other.put('parked_events', 'p1', { id: 'p1', subscriber: 'probe' }, 1);
    // An undeclared shape: the second store builds its index (a write) on first use.
    expect(await other.find('parked_events', { subscriber: 'probe' })).toEqual([{ id: 'p1', subscriber: 'probe' }]);
    expect(await other.count('gear', { userId: 'u1' })).toBe(300);
    await store.put('gear', 'g300', { id: 'g300', userId: 'u1' }, 301);
    expect(await store.get('parked_events', 'p1')).toEqual({ id: 'p1', subscriber: 'probe' });
  });
});

describe('SqliteReadStore: answer versions (docs/decisions/136-list-answer-cache.md)', () => {
  it("changes an owner's version with each write of theirs, a removal and a batch, and leaves other owners' alone", async () => {
    const { store } = open();
    const alice0 = store.answerVersion('alice');
    const bob0 = store.answerVersion('bob');
    expect(store.answerVersion('alice')).toBe(alice0);

    await store.put('gear', 'g1', { id: 'g1', userId: 'alice' }, 1);
    const alice1 = store.answerVersion('alice');
    expect(alice1).not.toBe(alice0);
    expect(store.answerVersion('bob')).toBe(bob0);

    // A removal names no owner: the stored one is the one that changed.
    await store.remove('gear', 'g1', 2);
    const alice2 = store.answerVersion('alice');
    expect(alice2).not.toBe(alice1);
    expect(store.answerVersion('bob')).toBe(bob0);

    await store.commitBatch([{ collection: 'gear', id: 'g2', json: JSON.stringify({ id: 'g2', userId: 'bob' }), userId: 'bob', position: 3 }], { name: 'p', position: 3 });
    expect(store.answerVersion('bob')).not.toBe(bob0);
    expect(store.answerVersion('alice')).toBe(alice2);

    // Clearing a collection changes everyone's.
    const bob1 = store.answerVersion('bob');
    await store.clear('gear');
    expect(store.answerVersion('bob')).not.toBe(bob1);
    expect(store.answerVersion('alice')).not.toBe(alice2);
  });

  it('changes with a write through another store of the process, and with a commit by another connection', async () => {
    const { store, file } = open();
    const other = new SqliteReadStore(file);
    cleanups.push(() => other.close());
    const before = store.answerVersion('alice');
    await other.put('gear', 'g1', { id: 'g1', userId: 'alice' }, 1);
    expect(store.answerVersion('alice')).not.toBe(before);

    // A connection that is no store of this process (another process, a tool): SQLite's data_version.
    const seen = store.answerVersion('alice');
    const outside = new Database(file);
    cleanups.push(() => void outside.close());
    outside.pragma('busy_timeout = 5000');
    await other.close();
    outside.prepare(`INSERT INTO "documents:gear" (id, owner, doc, position) VALUES ('g9', 'alice', '{}', 9)`).run();
    expect(store.answerVersion('alice')).not.toBe(seen);
  });
});

describe('SqliteReadStore: checkpoints on a thread of their own (docs/decisions/138)', () => {
  const walSize = (file: string) => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
  const doc = (i: number) => ({ id: `g${i}`, userId: 'u1', text: 'x'.repeat(1_000) });

  it('copies a long log into the file from the checkpointing thread, and the log starts over', async () => {
    const data = tempDataDir('tackle-rs-ckpt-');
    const file = join(data.dir, 'read.sqlite');
    const store = new SqliteReadStore(file, { checkpointBytes: 64 * 1024 });
    cleanups.push(async () => {
      await store.close();
      data.remove();
    });
    // About 200 KB of documents in one commit: over the threshold, under the fallback (4 times it).
    for (let i = 0; i < 60; i++) await store.put('gear', `g${i}`, doc(i), i + 1);
    await store.clear('unused'); // commits now
    const long = walSize(file);
    expect(long).toBeGreaterThan(64 * 1024);
    expect(long).toBeLessThan(4 * 64 * 1024);
    await store.checkpointed();
    // Copied: the next transaction starts the log over (and cuts the file back).
    await store.put('gear', 'g60', doc(60), 61);
    await store.clear('unused');
    expect(walSize(file)).toBeLessThan(64 * 1024); // a few pages: the log started over
    // Every document is in the file itself, read by another connection.
    const reader = new Database(file, { readonly: true });
    cleanups.unshift(() => void reader.close());
    expect(reader.prepare('SELECT COUNT(*) FROM "documents:gear"').pluck().get()).toBe(61);
    expect(await store.get('gear', 'g42')).toEqual(doc(42));
  });

  it('checkpoints on the main thread when the log grows past four times the threshold in one go', async () => {
    const data = tempDataDir('tackle-rs-ckpt-');
    const file = join(data.dir, 'read.sqlite');
    const store = new SqliteReadStore(file, { checkpointBytes: 16 * 1024 });
    cleanups.push(async () => {
      await store.close();
      data.remove();
    });
    for (let i = 0; i < 100; i++) await store.put('gear', `g${i}`, doc(i), i + 1);
    await store.clear('unused'); // commits, about 25 times the threshold: copied before this answers
    await store.put('gear', 'g100', doc(100), 101);
    await store.clear('unused');
    expect(walSize(file)).toBeLessThan(16 * 1024);
  });

  it('closes the thread with the store: the log is copied into the file and removed', async () => {
    const data = tempDataDir('tackle-rs-ckpt-');
    cleanups.push(() => data.remove());
    const file = join(data.dir, 'read.sqlite');
    const store = new SqliteReadStore(file, { checkpointBytes: 16 * 1024 });
    for (let i = 0; i < 30; i++) await store.put('gear', `g${i}`, doc(i), i + 1);
    await store.clear('unused'); // the thread starts on this commit's request
    await store.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reader = new Database(file, { readonly: true });
    cleanups.unshift(() => void reader.close());
    expect(reader.prepare('SELECT COUNT(*) FROM "documents:gear"').pluck().get()).toBe(30);
  });
});

describe('SqliteReadStore: query indexes left out while a rebuild catches up (docs/decisions/150)', () => {
  const byDate = { collection: 'gear', fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' as const } };
  const byName = { collection: 'gear', fields: ['userId'], sort: { field: 'name', direction: 'asc' as const } };
  const byTypeDate = { collection: 'gear', fields: ['userId', 'typeId'], sort: { field: 'createdAt', direction: 'asc' as const } };
  const byType = { collection: 'gear', fields: ['typeId'] };
  const shapes = [byDate, byName, byTypeDate, byType];
  const deferrable = ['documents_i:gear:owner::createdAt DESC', 'documents_i:gear:owner::name ASC', 'documents_i:gear:owner:typeId:createdAt ASC'];
  const indexNames = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_%'").pluck().all() as string[]).sort();
    } finally {
      db.close();
    }
  };
  const fill = async (store: SqliteReadStore, from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const userId = i % 2 ? 'u1' : 'u2';
      const doc = { id: `g${i}`, userId, typeId: i % 3, name: `Rod ${(i * 7) % 10}`, createdAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` };
      await store.commitBatch([{ collection: 'gear', id: doc.id, json: JSON.stringify(doc), userId, position: i + 1 }], { name: 'gear-list', position: i + 1 });
    }
  };
  const answers = async (store: SqliteReadStore) => ({
    sorted: await store.findJson('gear', { userId: 'u1' }, { sort: byDate.sort, limit: 7, after: { value: '2026-01-20', id: 'g9' } }),
    named: await store.findJson('gear', { userId: 'u2' }, { sort: byName.sort }),
    typedByDate: await store.findJson('gear', { userId: 'u1', typeId: 1 }, { sort: byTypeDate.sort, limit: 4 }),
    owned: (await store.find<{ id: string }>('gear', { userId: 'u2' })).map((doc) => doc.id).sort(),
    typed: await store.count('gear', { typeId: 2 }),
  });

  it('leaves the declared indexes of empty tables out until they are built, answering the same meanwhile; the kept ones stay', async () => {
    const { store, file } = open();
    const reference = open().store;
    for (const s of [store, reference]) await s.ensureIndexes(shapes);
    expect(await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], keep: [byType], fromZero: true })).toBe(true);
    await store.close();
    // Dropped and recorded together; the owner index back, since the indexes starting with the owner are gone.
    expect(indexNames(file)).toEqual(['documents_i:gear:all:typeId:', 'documents_owner:gear']);
    const reopened = new SqliteReadStore(file);
    cleanups.push(() => reopened.close());
    await fill(reopened, 0, 60);
    await fill(reference, 0, 60);
    // Read without the indexes meanwhile (none built on first use either), the same answers.
    expect(await answers(reopened)).toEqual(await answers(reference));
    expect(indexNames(file)).toEqual(['documents_i:gear:all:typeId:', 'documents_owner:gear']);
    await reopened.buildDeferredIndexes('gear-list');
    expect(await reopened.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: false })).toBe(false);
    expect(await answers(reopened)).toEqual(await answers(reference));
    await reopened.close();
    expect(indexNames(file)).toEqual(['documents_i:gear:all:typeId:', ...deferrable]);
  });

  it('defers nothing for a table that holds documents, when not rebuilding from zero, or for fewer than three indexes', async () => {
    const { store, file } = open();
    await store.ensureIndexes(shapes);
    expect(await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: false })).toBe(false);
    // Two left to defer once byName and byType are kept: building them afterwards would cost about what it saves.
    expect(await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], keep: [byName, byType], fromZero: true })).toBe(false);
    await fill(store, 0, 3);
    expect(await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: true })).toBe(false);
    await store.close();
    expect(indexNames(file)).toEqual(['documents_i:gear:all:typeId:', ...deferrable]);
  });

  it('a rebuild stopped before it caught up leaves its indexes waiting; resumed from its checkpoint, it builds them', async () => {
    const { store, file } = open();
    await store.ensureIndexes(shapes);
    expect(await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: true })).toBe(true);
    await fill(store, 0, 30);
    await store.close(); // as a crash after the last commit
    const resumed = new SqliteReadStore(file);
    cleanups.push(() => resumed.close());
    await resumed.ensureIndexes(shapes); // start-up declares them again: they stay waiting
    expect(indexNames(file)).toEqual(['documents_owner:gear']);
    expect(await resumed.getCheckpoint('gear-list')).toBe(30);
    expect(await resumed.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: false })).toBe(true);
    await fill(resumed, 30, 40);
    await resumed.buildDeferredIndexes('gear-list');
    await resumed.close();
    expect(indexNames(file)).toEqual(['documents_i:gear:all:typeId:', ...deferrable]);
  });

  it('a rollback (a failed commit) takes the deferral back with the writes', async () => {
    const { store, file } = open();
    await store.ensureIndexes(shapes);
    await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: true });
    await fill(store, 0, 5);
    // What a failed commit does (SqliteReadStore.commit): roll back, then look at the schema again.
    (store as unknown as { db: Database.Database }).db.exec('ROLLBACK');
    (store as unknown as { forgetSchema(): void }).forgetSchema();
    expect(await store.getCheckpoint('gear-list')).toBe(0);
    expect(await store.deferIndexes({ projection: 'gear-list', collections: ['gear'], fromZero: false })).toBe(false);
    await store.close();
    expect(indexNames(file)).toEqual(['documents_i:gear:all:typeId:', ...deferrable]);
  });
});
