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

async function createLocation(user: User, input: Record<string, unknown>): Promise<string> {
  const created = await call(user, 'POST', '/api/storage-locations', input);
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function locations(user: User) {
  return (await call(user, 'GET', '/api/storage-locations')).body as Array<Record<string, any>>;
}

describe('storage locations API', () => {
  it('creates a location with defaults and embeds its gear as the spec shows', async () => {
    const boxId = await createLocation(alice, { name: '  Plano 3700 ', capacity: 2, isPortable: true, description: '' });
    const rodId = await addGear(alice, 'Zodias 7ft', 1);
    const lureId = await addGear(alice, 'Senko 5in', 3);
    expect(await call(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: rodId })).toMatchObject({ status: 201 });
    expect(
      await call(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: lureId, quantity: 12, notes: 'Green pumpkin' }),
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
    const where = await call(alice, 'GET', '/api/gear-locations');
    expect(where.body[rodId]).toEqual([{ id: boxId, name: 'Plano 3700' }]);

    // Renaming shows up in the embedded gear; storing it again is refused.
    await call(alice, 'PUT', `/api/gear/${rodId}`, { name: 'Zodias 7ft 2in', typeId: 1 });
    expect((await locations(alice)).find((l) => l.id === boxId)?.gearStorage[0].gear.name).toBe('Zodias 7ft 2in');
    expect(await call(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: rodId })).toMatchObject({
      status: 409,
      body: { message: 'This gear is already in this location' },
    });

    expect(await call(alice, 'DELETE', `/api/storage-locations/${boxId}/gear/${lureId}`)).toMatchObject({ status: 200 });
    expect((await locations(alice)).find((l) => l.id === boxId)?.gearStorage.map((e: { gearId: string }) => e.gearId)).toEqual([
      rodId,
    ]);
    expect(await call(alice, 'DELETE', `/api/storage-locations/${boxId}/gear/${lureId}`)).toMatchObject({ status: 404 });
  });

  it('takes deleted gear out of every location; deleting a location keeps the gear', async () => {
    const garageId = await createLocation(alice, { name: 'Garage', type: 'garage' });
    const boatId = await createLocation(alice, { name: 'Boat', type: 'boat' });
    const rodId = await addGear(alice, 'Old rod', 1);
    const reelId = await addGear(alice, 'Curado', 2);
    for (const locationId of [garageId, boatId]) {
      await call(alice, 'POST', `/api/storage-locations/${locationId}/gear`, { gearId: rodId });
    }
    await call(alice, 'POST', `/api/storage-locations/${boatId}/gear`, { gearId: reelId });
    expect((await call(alice, 'GET', '/api/gear-locations')).body[rodId]).toEqual([
      { id: boatId, name: 'Boat' },
      { id: garageId, name: 'Garage' },
    ]);

    await call(alice, 'DELETE', `/api/gear/${rodId}`);
    const after = await locations(alice);
    expect(after.find((l) => l.id === garageId)?.gearStorage).toEqual([]);
    expect(after.find((l) => l.id === boatId)?.gearStorage.map((e: { gearId: string }) => e.gearId)).toEqual([reelId]);
    expect((await call(alice, 'GET', '/api/gear-locations')).body[rodId]).toBeUndefined();
    expect(await call(alice, 'POST', `/api/storage-locations/${garageId}/gear`, { gearId: rodId })).toMatchObject({ status: 404 });
    expect(await call(alice, 'DELETE', `/api/storage-locations/${boatId}/gear/${rodId}`)).toMatchObject({ status: 404 });

    expect(await call(alice, 'DELETE', `/api/storage-locations/${boatId}`)).toMatchObject({ status: 200 });
    expect((await locations(alice)).map((l) => l.id)).not.toContain(boatId);
    const gear = await call(alice, 'GET', '/api/gear');
    expect(gear.body.map((g: { id: string }) => g.id)).toContain(reelId);
    expect((await call(alice, 'GET', '/api/gear-locations')).body[reelId]).toBeUndefined();
  });

  it("answers 404 on every verb for another user's location or gear", async () => {
    const aliceBox = await createLocation(alice, { name: 'Alice box' });
    const aliceRod = await addGear(alice, 'Alice rod', 1);
    const bobBox = await createLocation(bob, { name: 'Bob box' });
    await call(alice, 'POST', `/api/storage-locations/${aliceBox}/gear`, { gearId: aliceRod });
    expect((await call(bob, 'PUT', `/api/storage-locations/${aliceBox}`, { name: 'mine' })).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/storage-locations/${aliceBox}`)).status).toBe(404);
    expect((await call(bob, 'POST', `/api/storage-locations/${aliceBox}/gear`, { gearId: aliceRod })).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/storage-locations/${aliceBox}/gear/${aliceRod}`)).status).toBe(404);
    expect(await call(bob, 'POST', `/api/storage-locations/${bobBox}/gear`, { gearId: aliceRod })).toMatchObject({
      status: 404,
      body: { message: 'Gear not found' },
    });
    expect((await locations(bob)).map((l) => l.id)).toEqual([bobBox]);
    expect((await call(bob, 'GET', '/api/gear-locations')).body).toEqual({});
    expect((await locations(alice)).find((l) => l.id === aliceBox)).toMatchObject({ name: 'Alice box', revision: 1 });
  });

  it('rejects bad input with messages', async () => {
    const boxId = await createLocation(alice, { name: 'Box' });
    expect(await call(alice, 'POST', '/api/storage-locations', { name: ' ' })).toMatchObject({
      status: 422,
      body: { message: 'Name is required' },
    });
    expect(await call(alice, 'POST', '/api/storage-locations', { name: 'x', capacity: 0 })).toMatchObject({
      status: 422,
      body: { message: 'Capacity must be at least 1' },
    });
    expect(await call(alice, 'POST', '/api/storage-locations', { name: 'x', type: 'shed' })).toMatchObject({ status: 422 });
    expect(await call(alice, 'POST', `/api/storage-locations/${boxId}/gear`, {})).toMatchObject({
      status: 422,
      body: { message: 'No gear selected' },
    });
    expect(await call(alice, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: randomUUID(), quantity: 0 })).toMatchObject({
      status: 422,
      body: { message: 'Quantity must be at least 1' },
    });
    expect(await call(alice, 'PUT', '/api/storage-locations/nope', { name: 'x' })).toMatchObject({ status: 404 });
  });
});
