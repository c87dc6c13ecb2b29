import { describe, expect, it } from 'vitest';
import { SqliteReadStore } from '@tackle/platform';
import { allInOrder } from './export';

describe('backup export order (decision 141: sorted after reading, not by an index)', () => {
  it("answers an angler's documents exactly as the store's own sort by the field does, ties by id, missing values first", async () => {
    const store = new SqliteReadStore(':memory:');
    try {
      let seed = 141;
      const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const stamps = ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.001Z', '2025-12-31T23:59:59.999Z', '2026-06-01T12:00:00.000Z'];
      for (let i = 0; i < 300; i += 1) {
        const id = `${Math.floor(next() * 1e9).toString(36)}-${i}`;
        const pick = next();
        const doc: Record<string, unknown> = { id, userId: i % 7 === 0 ? 'someone-else' : 'u1', n: i };
        if (pick > 0.1) doc.createdAt = stamps[Math.floor(next() * stamps.length)];
        else if (pick > 0.05) doc.createdAt = null;
        doc.position = Math.floor(next() * 50);
        await store.put('things', id, doc, i + 1);
      }
      for (const field of ['createdAt', 'position'] as const) {
        const bySql = await store.find<{ n: number }>('things', { userId: 'u1' }, { sort: { field, direction: 'asc' } });
        const sorted = await allInOrder<{ n: number }>(store, 'things', 'u1', field);
        expect(sorted.map((doc) => doc.n)).toEqual(bySql.map((doc) => doc.n));
        expect(sorted.length).toBeGreaterThan(200);
      }
    } finally {
      await store.close();
    }
  });
});
