import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchListResponseSchema, catchImportResponseSchema } from '@tackle/contracts';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';
import { FULL_CATCH_BODY } from './test-fixtures';

const fullCatch = FULL_CATCH_BODY;

describe('catches API', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  /** The user's catches, read with the position of a write, as the shell does (read-your-writes). */
  async function list(user: TestUser, position?: number) {
    const res = position ? await h.getAfter(user, '/api/catches', position) : await h.call(user, 'GET', '/api/catches');
    expect(res.status).toBe(200);
    return catchListResponseSchema.parse(res.body);
  }

  it('logs a catch with every field and lists it right after (read-your-writes)', async () => {
    const created = await h.call(alice, 'POST', '/api/catches', fullCatch);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(String), revision: 0 });
    expect(created.headers.get('x-tackle-position')).toBe(String(created.body.position));
    const item = (await list(alice, created.body.position)).find((c) => c.id === created.body.id);
    expect(item).toMatchObject({
      ...fullCatch,
      species: 'Largemouth Bass',
      weight: 3.5,
      notes: null,
      setupId: null,
      userId: alice.id,
      revision: 0,
    });
    expect(item).not.toHaveProperty('month');
    expect(item).not.toHaveProperty('sortKey');
  });

  it('lists the newest catch first', async () => {
    const carol = await h.user('carol');
    await h.addCatch(carol, { species: 'Old', date: '2025-06-01' });
    await h.addCatch(carol, { species: 'New', date: '2026-06-01T05:00' });
    await h.addCatch(carol, { species: 'Middle', date: '2026-01-15' });
    const last = await h.addCatch(carol, { species: 'Same day, later log', date: '2026-06-01T05:00' });
    expect((await list(carol, last.position)).map((c) => c.species)).toEqual(['Same day, later log', 'New', 'Middle', 'Old']);
  });

  it('updates with the expected revision and rejects a stale one with 409', async () => {
    const { id } = await h.addCatch(alice, { species: 'Smallmouth Bass', date: '2026-05-02' });
    const updated = await h.call(alice, 'PUT', `/api/catches/${id}`, { species: 'Smallmouth Bass', date: '2026-05-02', weight: 2.25, expectedRevision: 0 });
    expect(updated).toMatchObject({ status: 200, body: { id, revision: 1 } });
    const stale = await h.call(alice, 'PUT', `/api/catches/${id}`, { species: 'Spotted Bass', date: '2026-05-02', expectedRevision: 0 });
    expect(stale.status).toBe(409);
    expect((await list(alice, updated.body.position)).find((c) => c.id === id)).toMatchObject({ weight: 2.25, revision: 1 });
  });

  it('deletes a catch; it leaves the list and a second delete is 404', async () => {
    const created = await h.addCatch(alice, { species: 'Crappie', date: '2026-05-03' });
    const removed = await h.call(alice, 'DELETE', `/api/catches/${created.id}`);
    expect(removed.status).toBe(200);
    expect((await list(alice, removed.body.position)).map((c) => c.id)).not.toContain(created.id);
    expect((await h.call(alice, 'DELETE', `/api/catches/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for another angler's catch on every verb and changes nothing", async () => {
    const { id, position } = await h.addCatch(alice, { species: 'Secret spot bass', date: '2026-05-04', location: 'My secret cove' });
    expect(await h.call(bob, 'PUT', `/api/catches/${id}`, { species: 'mine', date: '2026-05-04' })).toMatchObject({
      status: 404,
      body: { message: 'Catch not found' },
    });
    expect((await h.call(bob, 'DELETE', `/api/catches/${id}`)).status).toBe(404);
    expect((await list(bob)).map((c) => c.id)).not.toContain(id);
    expect((await list(alice, position)).find((c) => c.id === id)).toMatchObject({ species: 'Secret spot bass', revision: 0 });
  });

  it("refuses another angler's gear or setup as the catch's gear or setup (404)", async () => {
    const bobsGear = await h.addGear(bob, { name: 'Bob rod', typeId: 1 });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-05', gearId: bobsGear.id })).toMatchObject({
      status: 404,
      body: { message: 'Gear not found' },
    });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-05', setupId: randomUUID() })).toMatchObject({
      status: 404,
      body: { message: 'Setup not found' },
    });
    const alicesGear = await h.addGear(alice, { name: 'Alice rod', typeId: 1 });
    expect((await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-05', gearId: alicesGear.id })).status).toBe(201);
  });

  it('rejects bad input with messages the form can show', async () => {
    expect(await h.call(alice, 'POST', '/api/catches', { date: '2026-05-01' })).toMatchObject({ status: 422, body: { message: 'Species is required' } });
    expect(await h.call(alice, 'POST', '/api/catches', { species: '   ', date: '2026-05-01' })).toMatchObject({ status: 422, body: { message: 'Species is required' } });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass' })).toMatchObject({ status: 422, body: { message: 'Date is required' } });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: 'yesterday' })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', weight: -1 })).toMatchObject({ status: 422, body: { message: 'Weight must be at least 0' } });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', weight: '3' })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', windSpeed: 3.5 })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', windDirection: 'NNE' })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', coordinates: { lat: 95, lon: 0 } })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', setupId: 'not-an-id' })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/catches', '{"species": ')).toMatchObject({ status: 400 });
    expect(await h.call(alice, 'POST', '/api/catches', '[]')).toMatchObject({ status: 400 });
    expect(await h.call(alice, 'PUT', '/api/catches/not-a-uuid', { species: 'x', date: '2026-05-01' })).toMatchObject({ status: 404 });
    expect(await h.call(alice, 'DELETE', `/api/catches/${randomUUID()}`)).toMatchObject({ status: 404 });
    expect(await h.call(alice, 'PUT', `/api/catches/${randomUUID()}`, { species: 'x', date: '2026-05-01', expectedRevision: -1 })).toMatchObject({ status: 422 });
  });

  it('requires a valid token', async () => {
    expect((await h.call(null, 'GET', '/api/catches')).status).toBe(401);
    expect((await h.call(null, 'POST', '/api/catches', { species: 'x', date: '2026-05-01' })).status).toBe(401);
  });

  it('imports rows in a batch and reports the bad ones by index', async () => {
    const dave = await h.user('dave');
    const res = await h.call(dave, 'POST', '/api/catches/import', {
      rows: [
        { species: 'Largemouth Bass', date: '2024-06-01', weight: 4.1 },
        { species: '', date: '2024-06-02' },
        { species: 'Walleye', date: 'June 3rd' },
        'not a row',
        { species: 'Pike', date: '2024-06-04T18:45', location: 'Mille Lacs' },
      ],
    });
    expect(res.status).toBe(200);
    const result = catchImportResponseSchema.parse(res.body);
    expect(result.imported.map((row) => row.index)).toEqual([0, 4]);
    expect(result.failed).toEqual([
      { index: 1, message: 'Species is required' },
      { index: 2, message: 'Date is required' },
      { index: 3, message: 'Each row must be an object' },
    ]);
    expect((await list(dave, result.position)).map((c) => c.species)).toEqual(['Pike', 'Largemouth Bass']);
    expect(await h.call(dave, 'POST', '/api/catches/import', { rows: [] })).toMatchObject({ status: 422 });
    expect(await h.call(dave, 'POST', '/api/catches/import', { rows: Array.from({ length: 101 }, () => ({})) })).toMatchObject({ status: 422 });
  });

  it('counts the fish of the current month on the dashboard', async () => {
    const erin = await h.user('erin');
    const thisMonth = new Date().toISOString().slice(0, 7);
    await h.addCatch(erin, { species: 'Bass', date: `${thisMonth}-01T06:00` });
    await h.addCatch(erin, { species: 'Bass', date: '2020-01-01' });
    const last = await h.addCatch(erin, { species: 'Bass', date: `${thisMonth}-01`, quantity: 4 });
    const dashboard = await h.getAfter(erin, '/api/dashboard', last.position);
    // Fish, not rows: the second catch is a school of four.
    expect(dashboard.body.catchesThisMonth).toBe(5);
    expect(dashboard.body.recentActivity[0]).toMatchObject({ kind: 'catch', title: 'Catch logged', description: 'Bass' });
  });
});
