import { beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

/** Calls carry the newest position the user has written, as the shell's do (read-your-writes). */
const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');

beforeAll(async () => {
  for (let i = 0; i < 7; i++) {
    await h.addGear(alice, { name: `Rod ${i}`, typeId: 1 });
    // Two catches on each of a few days: equal dates make the id tie-break matter.
    const date = `2026-05-0${1 + Math.floor(i / 2)}`;
    await h.addCatch(alice, { species: 'Largemouth Bass', date, weight: 1 + i });
  }
  for (const name of ['Worms', 'Jigs', 'Hooks']) {
    await h.addConsumable(alice, { name, category: 'hook', unit: 'pieces', initialQuantity: 20, minStockLevel: 5, size: '2/0' });
  }
  await h.addCatch(bob, { species: 'Crappie', date: '2026-05-02' });
});

async function pages(user: TestUser, path: string, limit: number) {
  const items: Array<Record<string, unknown>> = [];
  const totals = new Set<string | null>();
  let url: string | null = `${path}?limit=${limit}`;
  let requests = 0;
  while (url) {
    const answer = await h.shellCall(user, 'GET', url);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(limit);
    items.push(...answer.body);
    totals.add(answer.headers.get('x-total-count'));
    const link = answer.headers.get('link');
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    if (url) expect(url).toContain(`cursor=${answer.headers.get('x-next-cursor')}`);
    requests += 1;
    expect(requests).toBeLessThan(20);
  }
  return { items, totals: [...totals] };
}

describe('list paging (?limit and cursor)', () => {
  it.each(['/api/gear', '/api/catches', '/api/consumables'])('%s: pages add up to the whole list, in order', async (path) => {
    const whole = await h.shellCall(alice, 'GET', path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toMatch(/^application\/json/);
    expect(whole.headers.get('x-total-count')).toBeNull();
    expect(whole.body.length).toBeGreaterThanOrEqual(3);
    for (const limit of [1, 3, 500]) {
      const { items, totals } = await pages(alice, path, limit);
      expect(items).toEqual(whole.body);
      expect(totals).toEqual([String(whole.body.length)]);
    }
  });

  it('pages carry the list items unchanged (no read-model bookkeeping)', async () => {
    const first = await h.shellCall(alice, 'GET', '/api/catches?limit=2');
    expect(first.body).toHaveLength(2);
    for (const item of first.body) {
      expect(item).not.toHaveProperty('sortKey');
      expect(item).not.toHaveProperty('month');
      expect(item.userId).toBe(alice.id);
    }
    const whole = await h.shellCall(alice, 'GET', '/api/catches');
    expect(whole.body).toHaveLength(7);
    expect(whole.body[0]).not.toHaveProperty('sortKey');
  });

  it("never pages into another user's list", async () => {
    const { items } = await pages(bob, '/api/catches', 1);
    expect(items.map((item) => item.species)).toEqual(['Crappie']);
    // Alice's cursor used by Bob: still only Bob's items.
    const alicePage = await h.shellCall(alice, 'GET', '/api/catches?limit=1');
    const cursor = alicePage.headers.get('x-next-cursor');
    const bobPage = await h.shellCall(bob, 'GET', `/api/catches?limit=5&cursor=${cursor}`);
    expect(bobPage.status).toBe(200);
    for (const item of bobPage.body) expect(item.userId).toBe(bob.id);
  });

  it.each([
    ['limit=0'],
    ['limit=501'],
    ['limit=abc'],
    ['limit=1.5'],
    ['limit=-1'],
    ['cursor=not-a-cursor'],
    [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`],
    [`cursor=${'x'.repeat(2_000)}`],
  ])('answers 400 with a message for ?%s', async (query) => {
    const answer = await h.shellCall(alice, 'GET', `/api/catches?${query}`);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });
});
