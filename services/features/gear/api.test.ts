import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';

describe('gear API', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  it('adds gear and lists it right after the save (read-your-writes)', async () => {
    const created = await h.call(alice, 'POST', '/api/gear', {
      name: '  Zodias 7ft  ',
      typeId: 1,
      brand: 'Shimano',
      model: 'Zodias',
      retailCost: 249.999,
      notes: '',
    });
    const list = await h.getAfter(alice, '/api/gear', created.body.position);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ revision: 0 });
    expect(created.headers.get('x-tackle-position')).toBe(String(created.body.position));
    expect(list.status).toBe(200);
    const item = list.body.find((g: { id: string }) => g.id === created.body.id);
    expect(item).toMatchObject({
      name: 'Zodias 7ft',
      typeId: 1,
      type: { id: 1, name: 'rod' },
      brand: 'Shimano',
      condition: 'new',
      retailCost: 250,
      notes: null,
      userId: alice.id,
      revision: 0,
    });
  });

  it('updates with the expected revision and rejects a stale one with 409', async () => {
    const { id } = await h.addGear(alice, { name: 'Curado', typeId: 2 });
    const updated = await h.call(alice, 'PUT', `/api/gear/${id}`, { name: 'Curado DC', typeId: 2, condition: 'good', expectedRevision: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.revision).toBe(1);
    const stale = await h.call(alice, 'PUT', `/api/gear/${id}`, { name: 'Curado 70', typeId: 2, expectedRevision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect(await h.item(alice, '/api/gear', id, updated.body.position)).toMatchObject({ name: 'Curado DC', condition: 'good', revision: 1 });
  });

  it('deletes gear and it leaves the list', async () => {
    const created = await h.addGear(alice, { name: 'Senko', typeId: 3 });
    const removed = await h.call(alice, 'DELETE', `/api/gear/${created.id}`);
    expect(removed.status).toBe(200);
    const list = await h.getAfter(alice, '/api/gear', removed.body.position);
    expect(list.body.map((g: { id: string }) => g.id)).not.toContain(created.id);
    const again = await h.call(alice, 'DELETE', `/api/gear/${created.id}`);
    expect(again.status).toBe(404);
  });

  it("answers 404 on every verb for another user's gear and changes nothing", async () => {
    const { id, position } = await h.addGear(alice, { name: 'Alice rod', typeId: 1 });
    expect((await h.call(bob, 'PUT', `/api/gear/${id}`, { name: 'mine now', typeId: 1 })).status).toBe(404);
    expect((await h.call(bob, 'DELETE', `/api/gear/${id}`)).status).toBe(404);
    const bobList = await h.call(bob, 'GET', '/api/gear');
    expect(bobList.body.map((g: { id: string }) => g.id)).not.toContain(id);
    expect(await h.item(alice, '/api/gear', id, position)).toMatchObject({ name: 'Alice rod', revision: 0 });
  });

  it('rejects bad input with 4xx messages the UI can show', async () => {
    expect(await h.call(alice, 'POST', '/api/gear', { typeId: 1 })).toMatchObject({ status: 422, body: { message: 'Name is required' } });
    expect(await h.call(alice, 'POST', '/api/gear', { name: 'x' })).toMatchObject({ status: 422, body: { message: 'Please select a gear type' } });
    expect(await h.call(alice, 'POST', '/api/gear', { name: 'x', typeId: '1' })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/gear', { name: 'x', typeId: 1, retailCost: -1 })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/gear', '{"name": "x", ')).toMatchObject({ status: 400, body: { message: 'Malformed JSON body' } });
    expect(await h.call(alice, 'POST', '/api/gear', '[1,2]')).toMatchObject({ status: 400 });
    expect(await h.call(alice, 'POST', '/api/gear', { name: 'x'.repeat(300_000), typeId: 1 })).toMatchObject({ status: 413 });
    expect(await h.call(alice, 'PUT', '/api/gear/not-a-uuid', { name: 'x', typeId: 1 })).toMatchObject({ status: 404 });
    expect(await h.call(alice, 'PUT', '/api/gear/..%2F..%2Fetc%2Fpasswd', { name: 'x', typeId: 1 })).toMatchObject({ status: 404 });
    expect(await h.call(alice, 'PUT', `/api/gear/${randomUUID()}`, { name: 'x', typeId: 1 })).toMatchObject({ status: 404 });
    expect(await h.call(alice, 'POST', '/api/gear', 'name=x', { 'content-type': 'text/plain' })).toMatchObject({ status: 415 });
  });

  it('serves gear types and a dashboard with real numbers', async () => {
    const types = await h.call(alice, 'GET', '/api/gear-types');
    expect(types.body.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([
      [1, 'rod'],
      [2, 'reel'],
      [3, 'lure'],
    ]);
    const carol = await h.user('carol');
    const created = await h.addGear(carol, { name: 'Ned rig', typeId: 3 });
    const dashboard = await h.getAfter(carol, '/api/dashboard', created.position);
    expect(dashboard.body).toMatchObject({ gearTotal: 1 });
    expect(dashboard.body.recentActivity[0]).toMatchObject({ kind: 'gear', title: 'Gear added', description: 'Ned rig' });
  });
});

describe('gear API tokens', () => {
  const h = apiHarness({ identity: 'test-issuer' });

  it('requires a valid token', async () => {
    const alice = await h.user('alice');
    expect((await h.call(alice, 'GET', '/api/gear')).status).toBe(200);
    expect((await h.call(null, 'GET', '/api/gear')).status).toBe(401);
    const wrongAudience = await h.issuer.token(alice, { audience: 'someone-else' });
    const res = await fetch(`${h.base}/api/gear`, { headers: { authorization: `Bearer ${wrongAudience}` } });
    expect(res.status).toBe(401);
    const expired = await h.issuer.token(alice, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await fetch(`${h.base}/api/gear`, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(401);
  });
});
