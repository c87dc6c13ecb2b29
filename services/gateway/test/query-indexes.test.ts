import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness, type TestUser } from '@tackle/test-support';
import { apiRoutes, fillPath } from './security-harness';

let h: ApiHarness;
const user: TestUser = { id: randomUUID(), username: 'indexed' };

beforeAll(async () => {
  h = await startApiHarness();
});

afterAll(async () => {
  await h?.close();
});

async function created(path: string, body: unknown): Promise<string> {
  const answer = await h.shellCall(user, 'POST', path, body);
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

describe('declared query indexes (services/queries/src/indexes.ts)', () => {
  it('cover every query the GET routes make: none has to build an index on first use', async () => {
    const rodId = await created('/api/gear', { name: 'Rod', typeId: 1, brand: 'Shimano' });
    const reelId = await created('/api/gear', { name: 'Reel', typeId: 2 });
    const consumableId = await created('/api/consumables', { name: 'Worms', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 });
    const locationId = await created('/api/storage-locations', { name: 'Box', capacity: 5 });
    const setupId = await created('/api/setups', { name: 'Setup', rodId, reelId });
    const catchId = await created('/api/catches', { species: 'Largemouth Bass', date: '2026-05-01', coordinates: { lat: 32.88, lon: -95.57 } });
    const ids: Record<string, string> = { gear: rodId, consumables: consumableId, 'storage-locations': locationId, setups: setupId, catches: catchId };

    const statuses: string[] = [];
    for (const route of apiRoutes().filter((r) => r.method === 'GET')) {
      const values: Record<string, string> = {};
      for (const param of route.params) {
        if (param === 'id') values.id = ids[route.path.split('/')[2] ?? ''] ?? 'unknown';
        else if (param === 'typeId') values.typeId = '1';
        else if (param === 'brandId') values.brandId = 'shimano';
        else throw new Error(`map the path parameter :${param} of ${route.path} in query-indexes.test.ts`);
      }
      const path = fillPath(route.path, values);
      for (const query of ['', '?lat=32.88&lon=-95.57&query=zodias&brandId=shimano', '?limit=2']) {
        const answer = await h.shellCall(user, 'GET', `${path}${query}`);
        statuses.push(`${answer.status} GET ${path}${query}`);
      }
    }
    // The routes really ran their queries (not all refused).
    expect(statuses.filter((line) => line.startsWith('200')).length).toBeGreaterThan(20);

    const db = new Database(join(h.dataDir, 'read-models.sqlite'), { readonly: true });
    try {
      const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_%:%'").pluck().all() as string[];
      expect(indexes.filter((name) => name.startsWith('documents_lazy:'))).toEqual([]);
      expect(indexes.filter((name) => name.startsWith('documents_i:')).length).toBeGreaterThanOrEqual(10);
    } finally {
      db.close();
    }
  });
});
