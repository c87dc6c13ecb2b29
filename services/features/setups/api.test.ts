import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

describe('setups API', () => {
  /** Calls carry the newest position the user has written, as the shell's do (read-your-writes). */
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  const setups = async (user: TestUser) => (await h.shellCall(user, 'GET', '/api/setups')).body as Array<Record<string, any>>;

  it('builds a setup from a rod, a reel and a lure and embeds them by name', async () => {
    const { id: rodId } = await h.addGear(alice, { name: 'Zodias 7ft', typeId: 1 });
    const { id: reelId } = await h.addGear(alice, { name: 'Curado 70', typeId: 2 });
    const { id: lureId } = await h.addGear(alice, { name: 'Ned rig', typeId: 3 });
    const created = await h.shellCall(alice, 'POST', '/api/setups', { name: 'Finesse', rodId, reelId, lureId, notes: '' });
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
    const nameOnly = await h.addSetup(alice, { name: 'Ideas', rodId: '', reelId: null });
    expect((await setups(alice)).find((s) => s.id === nameOnly.id)).toMatchObject({ rod: null, reel: null, lure: null });
  });

  it('names its line, leader and hook and the line on its reel, so the list needs no other list (decision 159)', async () => {
    const { id: reelId } = await h.addGear(alice, { name: 'Curado 200', typeId: 2 });
    const line = { category: 'line', unit: 'yards', initialQuantity: 300, minStockLevel: 0 };
    const { id: braidId } = await h.addConsumable(alice, { ...line, name: 'PowerPro 30 lb Braid' });
    const { id: fluoroId } = await h.addConsumable(alice, { ...line, name: 'Seaguar 12 lb Fluoro' });
    const hook = { category: 'hook', size: '3/0', unit: 'pieces', initialQuantity: 25, minStockLevel: 0 };
    const { id: hookId } = await h.addConsumable(alice, { ...hook, name: 'EWG 3/0' });
    const withLine = await h.addSetup(alice, { name: 'Punching', reelId, lineId: fluoroId, leaderId: fluoroId, hookId });
    const onTheReel = await h.addSetup(alice, { name: 'Frog', reelId });
    expect((await setups(alice)).find((s) => s.id === onTheReel.id)).toMatchObject({ line: null, leader: null, hook: null, reelLine: null });

    expect((await h.shellCall(alice, 'POST', `/api/gear/${reelId}/spool`, { consumableId: braidId, amountUsed: 150 })).status).toBe(201);
    expect((await h.shellCall(alice, 'PUT', `/api/consumables/${hookId}`, { ...hook, name: 'Owner EWG 3/0' })).status).toBe(200);
    // Renaming the reel keeps the line it was spooled with.
    expect((await h.shellCall(alice, 'PUT', `/api/gear/${reelId}`, { name: 'Curado 200 HG', typeId: 2 })).status).toBe(200);
    expect((await setups(alice)).find((s) => s.id === withLine.id)).toMatchObject({
      line: { id: fluoroId, name: 'Seaguar 12 lb Fluoro', removed: false },
      leader: { id: fluoroId, name: 'Seaguar 12 lb Fluoro', removed: false },
      hook: { id: hookId, name: 'Owner EWG 3/0', removed: false },
      reel: { id: reelId, name: 'Curado 200 HG' },
      reelLine: 'PowerPro 30 lb Braid',
    });

    // A removed line is marked; a removed reel says nothing of its line.
    expect((await h.shellCall(alice, 'DELETE', `/api/consumables/${fluoroId}`)).status).toBe(200);
    expect((await h.shellCall(alice, 'DELETE', `/api/gear/${reelId}`)).status).toBe(200);
    expect((await setups(alice)).find((s) => s.id === withLine.id)).toMatchObject({
      line: { id: fluoroId, name: 'Seaguar 12 lb Fluoro', removed: true },
      hook: { id: hookId, name: 'Owner EWG 3/0', removed: false },
      reelLine: null,
    });
    expect((await setups(alice)).find((s) => s.id === onTheReel.id)).toMatchObject({ reelLine: null });
  });

  it('keeps a setup whose gear was deleted, with the missing piece marked, and lets it be edited', async () => {
    const { id: rodId } = await h.addGear(alice, { name: 'Old rod', typeId: 1 });
    const { id: reelId } = await h.addGear(alice, { name: 'Old reel', typeId: 2 });
    const created = await h.addSetup(alice, { name: 'Old combo', rodId, reelId });
    await h.shellCall(alice, 'DELETE', `/api/gear/${rodId}`);
    expect((await setups(alice)).find((s) => s.id === created.id)).toMatchObject({
      rod: { id: rodId, name: 'Old rod', removed: true },
      reel: { id: reelId, name: 'Old reel', removed: false },
    });
    const renamed = await h.shellCall(alice, 'PUT', `/api/setups/${created.id}`, { name: 'Older combo', rodId, reelId, expectedRevision: 0 });
    expect(renamed.status).toBe(200);
    expect(await h.shellCall(alice, 'POST', '/api/setups', { name: 'New', rodId })).toMatchObject({ status: 404, body: { message: 'Rod not found' } });
    expect(await h.shellCall(alice, 'PUT', `/api/setups/${created.id}`, { name: 'x', expectedRevision: 0 })).toMatchObject({ status: 409 });
  });

  it('takes only your own gear of the right type in each slot', async () => {
    const { id: reelId } = await h.addGear(alice, { name: 'Reel', typeId: 2 });
    const { id: bobRod } = await h.addGear(bob, { name: 'Bob rod', typeId: 1 });
    expect(await h.shellCall(alice, 'POST', '/api/setups', { name: 'x', rodId: reelId })).toMatchObject({
      status: 422,
      body: { message: 'Rod must be one of your rods' },
    });
    expect(await h.shellCall(alice, 'POST', '/api/setups', { name: 'x', rodId: bobRod })).toMatchObject({
      status: 404,
      body: { message: 'Rod not found' },
    });
    expect(await h.shellCall(alice, 'POST', '/api/setups', { name: 'x', lureId: 'abc' })).toMatchObject({ status: 422 });
    expect(await h.shellCall(alice, 'POST', '/api/setups', { notes: 'x' })).toMatchObject({
      status: 422,
      body: { message: 'Setup name is required' },
    });
  });

  it("answers 404 on every verb for another user's setup", async () => {
    const created = await h.addSetup(alice, { name: 'Alice setup' });
    expect((await h.shellCall(bob, 'PUT', `/api/setups/${created.id}`, { name: 'mine' })).status).toBe(404);
    expect((await h.shellCall(bob, 'DELETE', `/api/setups/${created.id}`)).status).toBe(404);
    expect((await setups(bob)).map((s) => s.id)).not.toContain(created.id);
    expect((await h.shellCall(alice, 'DELETE', `/api/setups/${created.id}`)).status).toBe(200);
    expect((await setups(alice)).map((s) => s.id)).not.toContain(created.id);
    expect((await h.shellCall(alice, 'DELETE', `/api/setups/${created.id}`)).status).toBe(404);
    expect((await h.shellCall(alice, 'PUT', '/api/setups/nope', { name: 'x' })).status).toBe(404);
  });
});
