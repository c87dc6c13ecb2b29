import { CONSUMABLE_CATEGORIES, type Consumable } from '@tackle/contracts';
import { apiHarness, seededRandom, signedIn, type TestUser } from '@tackle/test-support';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, SORT_KEYS, filterConsumables, sortConsumables, type ConsumableFilters, type SortState } from './view';

/*
 * The server's search, filters and sort of a long consumables list (docs/decisions/133-server-side-lists.md)
 * answer what this page answers for a short list on the client: the same items in the same order,
 * on one random inventory with stock used from some items (so some run low). Beside the page
 * because it needs the page's functions; the API it starts is the product's.
 */

const WORDS = ['Trick Worm', 'trick worm', 'Senko', 'SENKO 5"', 'Ned Rig', 'ned-rig', 'Fluoro 12lb', 'fluoro 8lb', 'Straße', 'Strasse', 'Größe 2', 'Hook #2', 'Hook #10', 'Ø Bead', 'Pümpkin', 'pumpkin'];
const BRANDS = ['Zoom', 'zoom', 'Yamamoto', 'Z-Man', 'Seaguar', 'Ábu', 'Abu'];
const COLORS = ['Green Pumpkin', 'green pumpkin', 'Watermelon', 'Black/Blue', 'Chartreuse', 'Clear'];
const SEARCHES = ['', 'worm', 'ZOOM', 'pumpkin', '2', 'ü', 'zz-none', ' e '];

describe('the consumables list on the server answers what the page answers on the client', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  it('for every sort, with random searches, categories and the low-stock filter, page by page', async () => {
    const next = seededRandom(2_026_112_6);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const maybe = <T,>(chance: number, value: () => T): T | null => (next() < chance ? value() : null);
    const inputs = Array.from({ length: 70 }, () => ({
      name: maybe(0.85, () => `${pick(WORDS)} ${pick(WORDS)}`),
      category: pick(CONSUMABLE_CATEGORIES),
      unit: pick(['pieces', 'feet', 'oz'] as const),
      size: pick(['1/0', '2', '5 in', '#4']),
      initialQuantity: pick([0, 1, 3, 5, 12, 40]),
      minStockLevel: pick([0, 2, 5, 10]),
      cost: maybe(0.6, () => Math.round(next() * 4_000) / 100),
      brand: pick(BRANDS),
      model: maybe(0.6, () => pick(WORDS)),
      color: maybe(0.5, () => pick(COLORS)),
    }));
    let position = 0;
    const ids: string[] = [];
    for (let start = 0; start < inputs.length; start += 6) {
      const created = await Promise.all(inputs.slice(start, start + 6).map((input) => h.addConsumable(alice, input)));
      for (const item of created) {
        ids.push(item.id);
        position = Math.max(position, item.position);
      }
    }
    // Stock used from some items: their quantity and low-stock flag change after they were added.
    const { id: rodId } = await h.addGear(alice, { name: 'Rod', typeId: 1 });
    for (const [index, id] of ids.entries()) {
      if (index % 4 !== 0 || (inputs[index]?.initialQuantity ?? 0) < 3) continue;
      const used = await h.shellCall(alice, 'POST', `/api/gear/${rodId}/consumables`, { consumableId: id, quantityUsed: 2 });
      expect(used.status).toBe(201);
      position = Math.max(position, used.body.position as number);
    }
    for (const name of ['Trick Worm of Bob', 'Zoom Senko']) position = Math.max(position, (await h.addConsumable(bob, { name, category: 'line', unit: 'feet', initialQuantity: 1, brand: 'Zoom' })).position);

    const list = (await h.getAfter(alice, '/api/consumables', position)).body as Consumable[];
    expect(list).toHaveLength(inputs.length);
    expect(list.some((item) => item.lowStock)).toBe(true);

    const sorts: SortState[] = [null, ...SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((direction) => ({ key, direction })))];
    for (const sort of sorts) {
      for (let round = 0; round < 3; round += 1) {
        const q = pick(SEARCHES);
        const category = pick<ConsumableFilters['category']>([ALL_CATEGORIES, ALL_CATEGORIES, ...CONSUMABLE_CATEGORIES]);
        const lowStockOnly = next() < 0.3;
        const expected = sortConsumables(filterConsumables(list, { query: q, category, lowStockOnly }), sort).map((item) => `${item.name} (${item.id})`);
        const params = new URLSearchParams({ q, limit: String(4 + Math.floor(next() * 10)) });
        if (category !== ALL_CATEGORIES) params.set('category', category);
        if (lowStockOnly) params.set('lowStock', 'true');
        if (sort) {
          params.set('sort', sort.key);
          params.set('dir', sort.direction);
        }
        const answer = await pages(alice, `/api/consumables?${params.toString()}`, position);
        const label = params.toString();
        expect(answer.names, label).toEqual(expected);
        expect(answer.totals, label).toEqual([String(expected.length)]);
        expect(answer.owners.every((owner) => owner === alice.id), label).toBe(true);
      }
    }
  });

  it('answers bad filters with 400 and a message', async () => {
    expect(await h.call(alice, 'GET', '/api/consumables?category=bait')).toMatchObject({ status: 400, body: { message: `category must be one of ${CONSUMABLE_CATEGORIES.join(', ')}` } });
    expect(await h.call(alice, 'GET', '/api/consumables?lowStock=yes')).toMatchObject({ status: 400, body: { message: 'lowStock must be true or false' } });
    expect(await h.call(alice, 'GET', '/api/consumables?sort=weight')).toMatchObject({ status: 400, body: { message: 'sort must be one of name, category, brand, currentQuantity, minStockLevel, cost' } });
  });

  async function pages(user: TestUser, path: string, position: number) {
    const { items, totals } = await h.pages<Consumable>(user, path, position);
    return { names: items.map((item) => `${item.name} (${item.id})`), owners: items.map((item) => item.userId), totals };
  }
});
