import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '@tackle/test-support';

let harness: ApiHarness;
/** Calls carry the newest position the user has written, as the shell's do (read-your-writes). */
const call = (...args: Parameters<ApiHarness['shellCall']>) => harness.shellCall(...args);

type User = { id: string; username: string };
const alice: User = { id: randomUUID(), username: 'alice' };
const bob: User = { id: randomUUID(), username: 'bob' };

beforeAll(async () => {
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function addGear(user: User, name: string, typeId: 1 | 2 | 3): Promise<string> {
  const created = await call(user, 'POST', '/api/gear', { name, typeId });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function setups(user: User) {
  return (await call(user, 'GET', '/api/setups')).body as Array<Record<string, any>>;
}

describe('setups API', () => {
  it('builds a setup from a rod, a reel and a lure and embeds them by name', async () => {
    const rodId = await addGear(alice, 'Zodias 7ft', 1);
    const reelId = await addGear(alice, 'Curado 70', 2);
    const lureId = await addGear(alice, 'Ned rig', 3);
    const created = await call(alice, 'POST', '/api/setups', { name: 'Finesse', rodId, reelId, lureId, notes: '' });
    expect(created.status).toBe(201);
    expect((await setups(alice)).find((s) => s.id === created.body.id)).toMatchObject({
      name: 'Finesse',
      userId: alice.id,
      rodId,
      notes: null,
      rod: { id: rodId, name: 'Zodias 7ft', typeId: 1, removed: false },
      reel: { id: reelId, name: 'Curado 70', typeId: 2, removed: false },
      lure: { id: lureId, name: 'Ned rig', typeId: 3, removed: false },
    });
    const nameOnly = await call(alice, 'POST', '/api/setups', { name: 'Ideas', rodId: '', reelId: null });
    expect((await setups(alice)).find((s) => s.id === nameOnly.body.id)).toMatchObject({ rod: null, reel: null, lure: null });
  });

  it('keeps a setup whose gear was deleted, with the missing piece marked, and lets it be edited', async () => {
    const rodId = await addGear(alice, 'Old rod', 1);
    const reelId = await addGear(alice, 'Old reel', 2);
    const created = await call(alice, 'POST', '/api/setups', { name: 'Old combo', rodId, reelId });
    await call(alice, 'DELETE', `/api/gear/${rodId}`);
    expect((await setups(alice)).find((s) => s.id === created.body.id)).toMatchObject({
      rod: { id: rodId, name: 'Old rod', removed: true },
      reel: { id: reelId, name: 'Old reel', removed: false },
    });
    const renamed = await call(alice, 'PUT', `/api/setups/${created.body.id}`, { name: 'Older combo', rodId, reelId, expectedRevision: 0 });
    expect(renamed.status).toBe(200);
    expect(await call(alice, 'POST', '/api/setups', { name: 'New', rodId })).toMatchObject({ status: 404, body: { message: 'Rod not found' } });
    expect(await call(alice, 'PUT', `/api/setups/${created.body.id}`, { name: 'x', expectedRevision: 0 })).toMatchObject({ status: 409 });
  });

  it('takes only your own gear of the right type in each slot', async () => {
    const reelId = await addGear(alice, 'Reel', 2);
    const bobRod = await addGear(bob, 'Bob rod', 1);
    expect(await call(alice, 'POST', '/api/setups', { name: 'x', rodId: reelId })).toMatchObject({
      status: 422,
      body: { message: 'Rod must be one of your rods' },
    });
    expect(await call(alice, 'POST', '/api/setups', { name: 'x', rodId: bobRod })).toMatchObject({
      status: 404,
      body: { message: 'Rod not found' },
    });
    expect(await call(alice, 'POST', '/api/setups', { name: 'x', lureId: 'abc' })).toMatchObject({ status: 422 });
    expect(await call(alice, 'POST', '/api/setups', { notes: 'x' })).toMatchObject({
      status: 422,
      body: { message: 'Setup name is required' },
    });
  });

  it("answers 404 on every verb for another user's setup", async () => {
    const created = await call(alice, 'POST', '/api/setups', { name: 'Alice setup' });
    expect((await call(bob, 'PUT', `/api/setups/${created.body.id}`, { name: 'mine' })).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/setups/${created.body.id}`)).status).toBe(404);
    expect((await setups(bob)).map((s) => s.id)).not.toContain(created.body.id);
    expect((await call(alice, 'DELETE', `/api/setups/${created.body.id}`)).status).toBe(200);
    expect((await setups(alice)).map((s) => s.id)).not.toContain(created.body.id);
    expect((await call(alice, 'DELETE', `/api/setups/${created.body.id}`)).status).toBe(404);
    expect((await call(alice, 'PUT', '/api/setups/nope', { name: 'x' })).status).toBe(404);
  });
});
