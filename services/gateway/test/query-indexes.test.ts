import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';
import { apiRoutes, fillPath } from './security-harness';

const h = apiHarness();
const [user] = signedIn(h, 'indexed');

describe("declared query indexes (each slice's queryIndexes)", () => {
  it('cover every query the GET routes make: none has to build an index on first use', async () => {
    const { id: rodId } = await h.addGear(user, { name: 'Rod', typeId: 1, brand: 'Shimano' });
    const { id: reelId } = await h.addGear(user, { name: 'Reel', typeId: 2 });
    const { id: consumableId } = await h.addConsumable(user, { name: 'Worms', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 });
    const { id: locationId } = await h.addStorageLocation(user, { name: 'Box', capacity: 5 });
    const { id: setupId } = await h.addSetup(user, { name: 'Setup', rodId, reelId });
    const { id: catchId } = await h.addCatch(user, { species: 'Largemouth Bass', date: '2026-05-01', coordinates: { lat: 32.88, lon: -95.57 } });
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
