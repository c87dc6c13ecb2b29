import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

describe('storage locations API', () => {
  /** Calls carry the newest position the user has written, as the shell's do (read-your-writes). */
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  const locations = async (user: TestUser) =>
    (await h.shellCall(user, 'GET', '/api/storage-locations')).body as Array<Record<string, any>>;

  it('creates a location with defaults and embeds its gear as the spec shows', async () => {
    const { id: boxId } = await h.addStorageLocation(alice, { name: '  Plano 3700 ', capacity: 2, isPortable: true, description: '' });
    const { id: rodId } = await h.addGear(alice, { name: 'Zodias 7ft', typeId: 1 });
    const { id: lureId } = await h.addGear(alice, { name: 'Senko 5in', typeId: 3 });
    expect(await h.shellCall(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: rodId })).toMatchObject({ status: 201 });
    expect(
      await h.shellCall(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: lureId, quantity: 12, notes: 'Green pumpkin' }),
    ).toMatchObject({ status: 201 });
    const box = (await locations(alice)).find((location) => location.id === boxId);
    expect(box).toMatchObject({
      name: 'Plano 3700',
      type: 'tackle_box',
      description: null,
      capacity: 2,
      isPortable: true,
      userId: alice.id,
    });
    expect(box?.gearStorage).toEqual([
      expect.objectContaining({
        gearId: rodId,
        gear: { id: rodId, name: 'Zodias 7ft', type: { name: 'rod' } },
        quantity: 1,
        notes: null,
      }),
      expect.objectContaining({
        gearId: lureId,
        gear: { id: lureId, name: 'Senko 5in', type: { name: 'lure' } },
        quantity: 12,
        notes: 'Green pumpkin',
      }),
    ]);
    const where = await h.shellCall(alice, 'GET', '/api/gear-locations');
    expect(where.body[rodId]).toEqual([{ id: boxId, name: 'Plano 3700' }]);

    // Renaming shows up in the embedded gear; storing it again is refused.
    await h.shellCall(alice, 'PUT', `/api/gear/${rodId}`, { name: 'Zodias 7ft 2in', typeId: 1 });
    expect((await locations(alice)).find((l) => l.id === boxId)?.gearStorage[0].gear.name).toBe('Zodias 7ft 2in');
    expect(await h.shellCall(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: rodId })).toMatchObject({
      status: 409,
      body: { message: 'This gear is already in this location' },
    });

    expect(await h.shellCall(alice, 'DELETE', `/api/storage-locations/${boxId}/gear/${lureId}`)).toMatchObject({ status: 200 });
    expect((await locations(alice)).find((l) => l.id === boxId)?.gearStorage.map((e: { gearId: string }) => e.gearId)).toEqual([
      rodId,
    ]);
    expect(await h.shellCall(alice, 'DELETE', `/api/storage-locations/${boxId}/gear/${lureId}`)).toMatchObject({ status: 404 });
  });

  it('takes deleted gear out of every location; deleting a location keeps the gear', async () => {
    const { id: garageId } = await h.addStorageLocation(alice, { name: 'Garage', type: 'garage' });
    const { id: boatId } = await h.addStorageLocation(alice, { name: 'Boat', type: 'boat' });
    const { id: rodId } = await h.addGear(alice, { name: 'Old rod', typeId: 1 });
    const { id: reelId } = await h.addGear(alice, { name: 'Curado', typeId: 2 });
    for (const locationId of [garageId, boatId]) {
      await h.shellCall(alice, 'POST', `/api/storage-locations/${locationId}/gear`, { gearId: rodId });
    }
    await h.shellCall(alice, 'POST', `/api/storage-locations/${boatId}/gear`, { gearId: reelId });
    expect((await h.shellCall(alice, 'GET', '/api/gear-locations')).body[rodId]).toEqual([
      { id: boatId, name: 'Boat' },
      { id: garageId, name: 'Garage' },
    ]);

    await h.shellCall(alice, 'DELETE', `/api/gear/${rodId}`);
    const after = await locations(alice);
    expect(after.find((l) => l.id === garageId)?.gearStorage).toEqual([]);
    expect(after.find((l) => l.id === boatId)?.gearStorage.map((e: { gearId: string }) => e.gearId)).toEqual([reelId]);
    expect((await h.shellCall(alice, 'GET', '/api/gear-locations')).body[rodId]).toBeUndefined();
    expect(await h.shellCall(alice, 'POST', `/api/storage-locations/${garageId}/gear`, { gearId: rodId })).toMatchObject({ status: 404 });
    expect(await h.shellCall(alice, 'DELETE', `/api/storage-locations/${boatId}/gear/${rodId}`)).toMatchObject({ status: 404 });

    expect(await h.shellCall(alice, 'DELETE', `/api/storage-locations/${boatId}`)).toMatchObject({ status: 200 });
    expect((await locations(alice)).map((l) => l.id)).not.toContain(boatId);
    const gear = await h.shellCall(alice, 'GET', '/api/gear');
    expect(gear.body.map((g: { id: string }) => g.id)).toContain(reelId);
    expect((await h.shellCall(alice, 'GET', '/api/gear-locations')).body[reelId]).toBeUndefined();
  });

  it("answers 404 on every verb for another user's location or gear", async () => {
    const { id: aliceBox } = await h.addStorageLocation(alice, { name: 'Alice box' });
    const { id: aliceRod } = await h.addGear(alice, { name: 'Alice rod', typeId: 1 });
    const { id: bobBox } = await h.addStorageLocation(bob, { name: 'Bob box' });
    await h.shellCall(alice, 'POST', `/api/storage-locations/${aliceBox}/gear`, { gearId: aliceRod });
    expect((await h.shellCall(bob, 'PUT', `/api/storage-locations/${aliceBox}`, { name: 'mine' })).status).toBe(404);
    expect((await h.shellCall(bob, 'DELETE', `/api/storage-locations/${aliceBox}`)).status).toBe(404);
    expect((await h.shellCall(bob, 'POST', `/api/storage-locations/${aliceBox}/gear`, { gearId: aliceRod })).status).toBe(404);
    expect((await h.shellCall(bob, 'DELETE', `/api/storage-locations/${aliceBox}/gear/${aliceRod}`)).status).toBe(404);
    expect(await h.shellCall(bob, 'POST', `/api/storage-locations/${bobBox}/gear`, { gearId: aliceRod })).toMatchObject({
      status: 404,
      body: { message: 'Gear not found' },
    });
    expect((await locations(bob)).map((l) => l.id)).toEqual([bobBox]);
    expect((await h.shellCall(bob, 'GET', '/api/gear-locations')).body).toEqual({});
    expect((await locations(alice)).find((l) => l.id === aliceBox)).toMatchObject({ name: 'Alice box', revision: 1 });
  });

  it('rejects bad input with messages', async () => {
    const { id: boxId } = await h.addStorageLocation(alice, { name: 'Box' });
    expect(await h.shellCall(alice, 'POST', '/api/storage-locations', { name: ' ' })).toMatchObject({
      status: 422,
      body: { message: 'Name is required' },
    });
    expect(await h.shellCall(alice, 'POST', '/api/storage-locations', { name: 'x', capacity: 0 })).toMatchObject({
      status: 422,
      body: { message: 'Capacity must be at least 1' },
    });
    expect(await h.shellCall(alice, 'POST', '/api/storage-locations', { name: 'x', type: 'shed' })).toMatchObject({ status: 422 });
    expect(await h.shellCall(alice, 'POST', `/api/storage-locations/${boxId}/gear`, {})).toMatchObject({
      status: 422,
      body: { message: 'No gear selected' },
    });
    expect(await h.shellCall(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: randomUUID(), quantity: 0 })).toMatchObject({
      status: 422,
      body: { message: 'Quantity must be at least 1' },
    });
    expect(await h.shellCall(alice, 'PUT', '/api/storage-locations/nope', { name: 'x' })).toMatchObject({ status: 404 });
  });
});
