import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

/** Server-side search, filter and sort of the gear list (docs/decisions/133-server-side-lists.md). */
describe('gear list searched, filtered and sorted on the server', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  type Row = { id: string; name: string; brand: string | null; userId: string };

  /** Every page of `path` (which has its `limit`), following X-Next-Cursor; and the totals seen. */
  async function allPages(user: TestUser, path: string, position: number) {
    const items: Row[] = [];
    const totals = new Set<string | null>();
    let next: string | null = path;
    let pages = 0;
    while (next) {
      const answer = await h.getAfter(user, next, position);
      expect(answer.status).toBe(200);
      items.push(...(answer.body as Row[]));
      totals.add(answer.headers.get('x-total-count'));
      const cursor = answer.headers.get('x-next-cursor');
      next = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : null;
      pages += 1;
      if (pages > 50) throw new Error('the pages never end');
    }
    return { items, totals, pages };
  }

  it('pages a search of name, brand and model, case-insensitive, with the count of the matches; never another angler\'s gear', async () => {
    await h.addGear(alice, { name: 'Stradic 2500', typeId: 2, brand: 'Shimano', model: 'Stradic FL' });
    await h.addGear(alice, { name: 'Bass rod', typeId: 1, brand: 'St. Croix', model: 'Mojo' });
    await h.addGear(alice, { name: 'Spinner', typeId: 3, brand: null, model: 'STRADIC-like' });
    await h.addGear(alice, { name: 'Senko', typeId: 3, brand: 'Yamamoto' });
    const last = await h.addGear(bob, { name: 'Bob stradic', typeId: 2 });
    const own = await h.addGear(alice, { name: 'Crankbait', typeId: 3, brand: 'Rapala', model: 'DT6 stradic' });

    const position = Math.max(last.position, own.position);
    const { items, totals, pages } = await allPages(alice, '/api/gear?q=%20STRADIC%20&limit=2', position);
    // In the list's own order (newest first).
    const plain = ((await h.getAfter(alice, '/api/gear', position)).body as Row[]).map((gear) => gear.name);
    expect(items.map((gear) => gear.name)).toEqual(plain.filter((name) => ['Crankbait', 'Spinner', 'Stradic 2500'].includes(name)));
    expect(items).toHaveLength(3);
    expect([...totals]).toEqual(['3']);
    expect(pages).toBe(2);
    expect(items.every((gear) => gear.userId === alice.id)).toBe(true);

    const bobs = await h.getAfter(bob, '/api/gear?q=stradic&limit=10', last.position);
    expect(bobs.body.map((gear: Row) => gear.name)).toEqual(['Bob stradic']);
    expect(bobs.headers.get('x-total-count')).toBe('1');
  });

  it('filters by type and sorts by a column, empties last in both directions, ties newest first', async () => {
    const carol = await h.user('carol');
    const added: Record<string, string> = {};
    let position = 0;
    for (const input of [
      { name: 'b-reel', typeId: 2, brand: 'Daiwa' },
      { name: 'a-reel', typeId: 2, brand: null },
      { name: 'rod', typeId: 1, brand: 'Abu' },
      { name: 'c-reel', typeId: 2, brand: 'Ábu' },
      { name: 'd-reel', typeId: 2, brand: 'daiwa' },
      { name: 'e-reel', typeId: 2, brand: '' },
    ]) {
      const created = await h.addGear(carol, input);
      added[input.name] = created.id;
      position = created.position;
    }
    // Ties keep the list's own order: newest first, then by id (two saves can share a millisecond).
    const plain = (await h.getAfter(carol, '/api/gear', position)).body as Row[];
    const listOrder = (...names: string[]) => [...names].sort((a, b) => plain.findIndex((gear) => gear.name === a) - plain.findIndex((gear) => gear.name === b));
    const names = async (query: string) => {
      const { items, totals } = await allPages(carol, `/api/gear?${query}&limit=2`, position);
      return { names: items.map((gear) => gear.name), totals: [...totals] };
    };
    // By brand, accent- and case-insensitive (Ábu before Daiwa; Daiwa and daiwa equal, so newest
    // first); the reels without a brand last in both directions, newest first among them.
    expect(await names('typeId=2&sort=brand&dir=asc')).toEqual({ names: ['c-reel', ...listOrder('d-reel', 'b-reel'), ...listOrder('e-reel', 'a-reel')], totals: ['5'] });
    expect(await names('typeId=2&sort=brand&dir=desc')).toEqual({ names: [...listOrder('d-reel', 'b-reel'), 'c-reel', ...listOrder('e-reel', 'a-reel')], totals: ['5'] });
    expect(await names('sort=name')).toEqual({ names: ['a-reel', 'b-reel', 'c-reel', 'd-reel', 'e-reel', 'rod'], totals: ['6'] });
    // Only filtered: the list's own order.
    expect(await names('typeId=1')).toEqual({ names: ['rod'], totals: ['1'] });
    expect(await names('typeId=2')).toEqual({ names: listOrder('a-reel', 'b-reel', 'c-reel', 'd-reel', 'e-reel'), totals: ['5'] });
  });

  it('keeps the order documents in step with edits and removals', async () => {
    const dave = await h.user('dave');
    const first = await h.addGear(dave, { name: 'Zebco', typeId: 2 });
    const second = await h.addGear(dave, { name: 'Abu', typeId: 2 });
    const edited = await h.call(dave, 'PUT', `/api/gear/${first.id}`, { name: 'Aaa Zebco', typeId: 1, expectedRevision: 0 });
    expect(edited.status).toBe(200);
    const byName = await h.getAfter(dave, '/api/gear?sort=name&limit=10', edited.body.position);
    expect(byName.body.map((gear: Row) => gear.name)).toEqual(['Aaa Zebco', 'Abu']);
    expect((await h.getAfter(dave, '/api/gear?typeId=1', edited.body.position)).body.map((gear: Row) => gear.id)).toEqual([first.id]);
    const removed = await h.call(dave, 'DELETE', `/api/gear/${second.id}`);
    const after = await h.getAfter(dave, '/api/gear?q=abu&limit=10', removed.body.position);
    expect(after.body).toEqual([]);
    expect(after.headers.get('x-total-count')).toBe('0');
  });

  it('answers bad parameters and a cursor of another order with 400 and a message', async () => {
    const erin = await h.user('erin');
    let position = 0;
    for (const name of ['one', 'two', 'three']) position = (await h.addGear(erin, { name, typeId: 1 })).position;
    const page = await h.getAfter(erin, '/api/gear?sort=name&limit=1', position);
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const expectations: Array<[string, string]> = [
      ['/api/gear?sort=colour', 'sort must be one of name, type, brand, condition, retailCost, purchaseCost'],
      ['/api/gear?sort=name&dir=up', 'dir must be asc or desc'],
      ['/api/gear?dir=desc', 'dir needs sort'],
      ['/api/gear?typeId=9', 'typeId must be one of 1, 2, 3'],
      ['/api/gear?typeId=rod', 'typeId must be one of 1, 2, 3'],
      [`/api/gear?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
      ['/api/gear?q=x&limit=0', 'limit must be a whole number from 1 to 500'],
      [`/api/gear?sort=name&dir=desc&limit=1&cursor=${cursor}`, 'This page link is for another order of the list. Reload the list.'],
      [`/api/gear?limit=1&cursor=${cursor}`, 'This page link is for another order of the list. Reload the list.'],
      ['/api/gear?sort=name&limit=1&cursor=bm90IGpzb24', 'This page link is not valid. Reload the list.'],
    ];
    for (const [path, message] of expectations) {
      expect(await h.call(erin, 'GET', path), path).toMatchObject({ status: 400, body: { message } });
    }
    const next = await h.call(erin, 'GET', `/api/gear?sort=name&limit=1&cursor=${cursor}`);
    expect(next.body.map((gear: Row) => gear.name)).toEqual(['three']);
    // The Link header carries the search and sort with the cursor.
    expect(page.headers.get('link')).toBe(`</api/gear?sort=name&limit=1&cursor=${cursor}>; rel="next"`);
  });

  it('answers the whole searched list without limit, and the plain list as before', async () => {
    const fred = await h.user('fred');
    await h.addGear(fred, { name: 'Rod one', typeId: 1 });
    const last = await h.addGear(fred, { name: 'Reel one', typeId: 2 });
    const searched = await h.getAfter(fred, '/api/gear?q=one', last.position);
    expect(searched.body.map((gear: Row) => gear.name)).toEqual(['Reel one', 'Rod one']);
    expect(searched.headers.get('x-total-count')).toBe('2');
    expect(searched.headers.get('x-next-cursor')).toBeNull();
    const plain = await h.getAfter(fred, '/api/gear', last.position);
    expect(plain.headers.get('x-total-count')).toBeNull();
    // No bookkeeping of the order documents in the answers.
    expect(Object.keys(searched.body[0]).sort()).toEqual(Object.keys(plain.body[0]).sort());
    expect(Object.keys(plain.body[0]).some((key) => key.startsWith('sort_') || key.startsWith('search_'))).toBe(false);
  });
});
