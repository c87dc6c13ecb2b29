import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchFullListResponseSchema, catchListResponseSchema, catchSchema } from '@tackle/contracts';
import { apiHarness, signedIn } from '@tackle/test-support';
import { FULL_CATCH_BODY } from './test-fixtures';

// The lean catch list, the catch's detail and ?include=details (docs/decisions/130-lean-lists-compression-and-etags.md).

/** Every field given, two fish, the water temperature estimated. */
const described = { ...FULL_CATCH_BODY, species: 'Largemouth Bass', quantity: 2, estimated: { waterTemp: true } };

describe('lean catch list and catch detail', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  it('lists catches without bite times or empty fields, and the schema reads them back as the full catch less its bite times', async () => {
    const full = await h.addCatch(alice, described);
    const sparse = await h.addCatch(alice, { species: 'Crappie', date: '2026-05-02' });
    const list = await h.getAfter(alice, '/api/catches', sparse.position);
    expect(list.status).toBe(200);
    const raw = list.body as Array<Record<string, unknown>>;
    const sparseRaw = raw.find((item) => item.id === sparse.id)!;
    // Only what has a value travels.
    expect(Object.keys(sparseRaw).sort()).toEqual(['createdAt', 'date', 'id', 'revision', 'species', 'updatedAt', 'userId']);
    const fullRaw = raw.find((item) => item.id === full.id)!;
    expect(fullRaw).not.toHaveProperty('biteTimes');
    expect(fullRaw).toMatchObject({ quantity: 2, estimated: { waterTemp: true, airTempChange: false }, cover: 'Vegetation' });
    expect(fullRaw).not.toHaveProperty('notes');

    for (const { id } of [full, sparse]) {
      const detail = await h.call(alice, 'GET', `/api/catches/${id}`);
      expect(detail.status).toBe(200);
      const { biteTimes, ...withoutBiteTimes } = catchSchema.parse(detail.body);
      const listed = catchListResponseSchema.parse(raw).find((item) => item.id === id);
      expect(listed).toEqual(withoutBiteTimes);
      if (id === full.id) expect(biteTimes).toMatchObject({ date: expect.any(String), periods: expect.any(Array) });
    }
  });

  it('answers the detail with every field, null ones included, and no read-model bookkeeping', async () => {
    const { id, position } = await h.addCatch(alice, { species: 'Walleye', date: '2026-05-03' });
    await h.getAfter(alice, '/api/catches', position);
    const detail = await h.call(alice, 'GET', `/api/catches/${id}`);
    expect(detail.body).toMatchObject({ id, userId: alice.id, species: 'Walleye', notes: null, tripId: null, quantity: 1, estimated: { waterTemp: false, airTempChange: false } });
    expect(detail.body).not.toHaveProperty('month');
    expect(detail.body).not.toHaveProperty('sortKey');
  });

  it("answers 404 for another angler's catch, an unknown id and a malformed id, in the words of the other catch routes", async () => {
    const { id, position } = await h.addCatch(alice, { species: 'Secret spot bass', date: '2026-05-04' });
    await h.getAfter(alice, '/api/catches', position);
    for (const path of [`/api/catches/${id}`, `/api/catches/${randomUUID()}`, '/api/catches/not-an-id']) {
      expect(await h.call(bob, 'GET', path)).toMatchObject({ status: 404, body: { message: 'Catch not found', code: 'not_found' } });
    }
    expect((await h.call(alice, 'GET', `/api/catches/${id}`)).status).toBe(200);
  });

  it('answers the full form with ?include=details, whole and in pages, in the same order', async () => {
    const last = await h.addCatch(alice, { ...described, species: 'Smallmouth Bass', date: '2026-06-01' });
    const lean = await h.getAfter(alice, '/api/catches', last.position);
    const full = await h.call(alice, 'GET', '/api/catches?include=details');
    expect(full.status).toBe(200);
    const items = catchFullListResponseSchema.parse(full.body);
    expect(items.map((item) => item.id)).toEqual((lean.body as Array<{ id: string }>).map((item) => item.id));
    expect((full.body as Array<Record<string, unknown>>)[0]).toMatchObject({ id: last.id, notes: null, biteTimes: expect.objectContaining({ date: expect.any(String) }) });

    const page = await h.call(alice, 'GET', '/api/catches?limit=1&include=details');
    expect(page.body).toHaveLength(1);
    expect(page.body[0]).toMatchObject({ id: last.id, biteTimes: expect.any(Object), notes: null });
    const next = page.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const leanPage = await h.call(alice, 'GET', `/api/catches?limit=1&cursor=${next}`);
    expect(leanPage.body[0]).not.toHaveProperty('biteTimes');
    expect(leanPage.body[0]).not.toHaveProperty('sortKey');
    expect(leanPage.body[0].id).toBe((lean.body as Array<{ id: string }>)[1]!.id);
  });

  it('refuses an include it does not know with 400 and a message', async () => {
    expect(await h.call(alice, 'GET', '/api/catches?include=everything')).toMatchObject({ status: 400, body: { message: 'include must be details' } });
  });

  it('keeps a page of 100 sparse catches small (their bite times stay out)', async () => {
    const carol = await h.user('carol');
    let position = 0;
    for (let i = 0; i < 100; i++) {
      ({ position } = await h.addCatch(carol, { species: 'Largemouth Bass', date: '2026-05-01', weight: 2.5, length: 40, location: 'North cove', notes: 'seeded', coordinates: { lat: 32.88, lon: -95.57 } }));
    }
    const lean = await h.getAfter(carol, '/api/catches?limit=100', position);
    const full = await h.call(carol, 'GET', '/api/catches?limit=100&include=details');
    expect(lean.body).toHaveLength(100);
    // The goal is a page of 100 at 60 KB or less; the full form of the same catches is far larger.
    expect(lean.text.length).toBeLessThanOrEqual(60 * 1024);
    expect(lean.text.length).toBeLessThan(full.text.length / 2);
  });
});
