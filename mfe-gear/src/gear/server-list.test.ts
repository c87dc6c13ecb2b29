import { GEAR_CONDITIONS, type Gear } from '@tackle/contracts';
import { apiHarness, seededRandom, signedIn, type TestUser } from '@tackle/test-support';
import { describe, expect, it } from 'vitest';
import { ALL_TYPES, SORT_KEYS, filterGear, sortGear, type SortState } from './view';

/*
 * The server's search, filter and sort of a long gear list (docs/decisions/133-server-side-lists.md)
 * must answer what this page answers for a short list on the client: the same items in the same
 * order. Here both run on one random inventory: the server through the real API (pages followed to
 * the end), the client through the page's own `filterGear` and `sortGear`. This test sits beside
 * the page because it needs the page's functions; the API it starts is the product's.
 */

/** Words with what the collator folds (case, accents, ß, ø, œ), numbers by value and punctuation. */
const WORDS = [
  'Stradic', 'stradic', 'STRÄDIC', 'Ströäm', 'Zebco', 'zébco', 'Abu', 'ABU', 'Ábu', '2500', '300', '0300', 'Size 2', 'Size 10',
  'Ugly Stik', 'ugly-stik', 'ugly stik', 'Mojo_Bass', 'St. Croix', 'Ø Rod', 'O rod', 'Œuvre', 'oeuvre', 'Straße', 'Strasse',
  "7'2\"", '(Spare)', 'DT6', 'dt10', 'Spinner #3', 'spinner+', 'Lure/Jig', 'a&b', 'X~1', 'naïve', 'Naive',
];
const SEARCHES = ['', 'str', 'ABU', 'ö', '2', ' s ', 'zz-none', 'stik', 'œ', '-'];

describe('the gear list on the server answers what the page answers on the client', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  it('for every sort, with random searches and type filters, page by page', async () => {
    const next = seededRandom(20_261_126);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const maybe = <T,>(chance: number, value: () => T): T | null => (next() < chance ? value() : null);
    const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
    const inputs = Array.from({ length: 90 }, () => ({
      name: words(1 + Math.floor(next() * 2)),
      typeId: 1 + Math.floor(next() * 3),
      brand: maybe(0.75, () => words(1)),
      model: maybe(0.6, () => words(1 + Math.floor(next() * 2))),
      condition: pick(GEAR_CONDITIONS),
      retailCost: maybe(0.7, () => Math.round(next() * 50_000) / 100),
      purchaseCost: maybe(0.5, () => pick([0, 10, 19.99, 250, Math.round(next() * 50_000) / 100])),
    }));
    let position = 0;
    // A few at a time, so several share a creation time now and then (ties broken as the list is).
    for (let start = 0; start < inputs.length; start += 6) {
      const created = await Promise.all(inputs.slice(start, start + 6).map((input) => h.addGear(alice, input)));
      position = Math.max(position, ...created.map((item) => item.position));
    }
    // Bob's gear matches the searches too: it must never show in Alice's list.
    for (const name of ['Stradic of Bob', 'ABU 2500', 'Ugly Stik Bob']) position = Math.max(position, (await h.addGear(bob, { name, typeId: 1, brand: 'Abu' })).position);

    const whole = await h.getAfter(alice, '/api/gear', position);
    const list = whole.body as Gear[];
    expect(list).toHaveLength(inputs.length);

    const sorts: SortState[] = [null, ...SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((direction) => ({ key, direction })))];
    for (const sort of sorts) {
      for (let round = 0; round < 3; round += 1) {
        const q = pick(SEARCHES);
        const typeFilter = pick([ALL_TYPES, '1', '2', '3']);
        const expected = sortGear(filterGear(list, q, typeFilter), sort).map((gear) => `${gear.name} (${gear.id})`);
        const params = new URLSearchParams({ q, limit: String(5 + Math.floor(next() * 10)) });
        if (typeFilter !== ALL_TYPES) params.set('typeId', typeFilter);
        if (sort) {
          params.set('sort', sort.key);
          params.set('dir', sort.direction);
        }
        const answer = await pages(alice, `/api/gear?${params.toString()}`, position);
        const label = `q=${JSON.stringify(q)} type=${typeFilter} sort=${sort ? `${sort.key} ${sort.direction}` : 'none'}`;
        expect(answer.names, label).toEqual(expected);
        expect(answer.totals, label).toEqual([String(expected.length)]);
        expect(answer.owners.every((owner) => owner === alice.id), label).toBe(true);
      }
    }
  });

  async function pages(user: TestUser, path: string, position: number) {
    const { items, totals } = await h.pages<Gear>(user, path, position);
    return { names: items.map((gear) => `${gear.name} (${gear.id})`), owners: items.map((gear) => gear.userId), totals };
  }
});
