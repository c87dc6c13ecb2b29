import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '../src/ports';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const adapters: Array<[string, () => ReadStore]> = [
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tackle-rs-'));
      dirs.push(dir);
      return new SqliteReadStore(join(dir, 'read.sqlite'));
    },
  ],
];

describe.each(adapters)('ReadStore contract: %s', (_name, make) => {
  it('puts, gets and finds documents by owner and field', async () => {
    const store = make();
    await store.put('gear', 'g1', { id: 'g1', userId: 'u1', name: 'Rod', typeId: 1, active: true }, 1);
    await store.put('gear', 'g2', { id: 'g2', userId: 'u1', name: 'Reel', typeId: 2, active: false }, 2);
    await store.put('gear', 'g3', { id: 'g3', userId: 'u2', name: 'Lure', typeId: 3, active: true }, 3);
    expect(await store.get('gear', 'g1')).toMatchObject({ name: 'Rod' });
    expect(await store.get('gear', 'nope')).toBeNull();
    const mine = await store.find<{ id: string }>('gear', { userId: 'u1' }, { sort: { field: 'name', direction: 'asc' } });
    expect(mine.map((d) => d.id)).toEqual(['g2', 'g1']);
    expect((await store.find<{ id: string }>('gear', { typeId: 3 })).map((d) => d.id)).toEqual(['g3']);
    expect((await store.find<{ id: string }>('gear', { active: true, userId: 'u1' })).map((d) => d.id)).toEqual(['g1']);
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

  it('rejects field names that are not plain identifiers', async () => {
    const store = make();
    await expect(store.find('gear', { "name') OR 1=1 --": 'x' })).rejects.toThrow(/invalid field/);
    await store.close();
  });
});
