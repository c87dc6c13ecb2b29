import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');

const find = (user: TestUser, id: string, position: number) => h.item(user, '/api/gear', id, position);

/** A spool of line for reels: its id. */
const addLine = async (user: TestUser, name: string) =>
  (await h.addConsumable(user, { name, category: 'line', unit: 'feet', initialQuantity: 300, gearTypeIds: [2] })).id;

describe('gear details through the API', () => {
  it('stores rod details with the length in decimal feet', async () => {
    const created = await h.addGear(alice, {
      name: 'Zodias 7\'2" MH',
      typeId: 1,
      rodDetails: { length: 7 + 2 / 12, power: 'medium heavy', action: 'Fast', lineWeight: '10-20 lb', pieces: 1 },
      reelDetails: { type: 'Spinning' },
    });
    const gear = await find(alice, created.id, created.position);
    expect(gear.rodDetails).toEqual({ length: 7 + 2 / 12, power: 'Medium Heavy', action: 'Fast', lineWeight: '10-20 lb', pieces: 1, type: null });
  });

  it('stores the rod type, the reel size and bearings written as makers write them', async () => {
    const rod = await h.addGear(alice, { name: 'Mojo Bass 7ft', typeId: 1, rodDetails: { type: 'casting', power: 'Medium Heavy' } });
    expect((await find(alice, rod.id, rod.position)).rodDetails).toMatchObject({ type: 'Casting', power: 'Medium Heavy' });
    const reel = await h.addGear(alice, {
      name: 'Stradic FL 2500',
      typeId: 2,
      reelDetails: { type: 'Spinning', bearings: '6 + 1', size: '2500' },
    });
    expect((await find(alice, reel.id, reel.position)).reelDetails).toMatchObject({ bearings: '6+1', size: '2500' });
    // A client still sending the count as a number (as before decision 039) gets it stored as text.
    const counted = await h.addGear(alice, { name: 'Old client reel', typeId: 2, reelDetails: { bearings: 7 } });
    expect((await find(alice, counted.id, counted.position)).reelDetails.bearings).toBe('7');
  });

  it('stores reel and lure details, the lure type lower-cased', async () => {
    const reel = await h.addGear(alice, {
      name: 'Curado 200K',
      typeId: 2,
      reelDetails: { type: 'Baitcasting', gearRatio: '7.4:1', bearings: 7, capacity: '14/110', drag: 11.5 },
    });
    expect((await find(alice, reel.id, reel.position)).reelDetails).toEqual({
      type: 'Baitcasting',
      gearRatio: '7.4:1',
      bearings: '7',
      capacity: '14/110',
      drag: 11.5,
      size: null,
    });
    const lure = await h.addGear(alice, {
      name: 'KVD 1.5',
      typeId: 3,
      lureDetails: { type: 'Crankbait', size: '2.5 in', weight: 0.4, color: 'Chartreuse', hooks: '2 x #4 treble' },
    });
    expect((await find(alice, lure.id, lure.position)).lureDetails).toEqual({
      type: 'crankbait',
      size: '2.5 in',
      weight: 0.4,
      color: 'Chartreuse',
      hooks: '2 x #4 treble',
    });
  });

  it("refuses details outside the spec's limits", async () => {
    const bad = (body: object) => h.call(alice, 'POST', '/api/gear', { name: 'x', ...body });
    expect(await bad({ typeId: 1, rodDetails: { length: -1 } })).toMatchObject({ status: 422, body: { message: 'Rod length must be a non-negative number' } });
    expect(await bad({ typeId: 1, rodDetails: { power: 'Super Heavy' } })).toMatchObject({ status: 422 });
    expect(await bad({ typeId: 1, rodDetails: { pieces: 0 } })).toMatchObject({ status: 422 });
    expect(await bad({ typeId: 2, reelDetails: { drag: -0.1 } })).toMatchObject({ status: 422 });
    for (const bearings of [2.5, 'six', '6+1+1', '200']) {
      expect(await bad({ typeId: 2, reelDetails: { bearings } })).toMatchObject({
        status: 422,
        body: { message: 'Bearings must be a count such as 7 or 6+1' },
      });
    }
    expect(await bad({ typeId: 1, rodDetails: { type: 'Telescopic' } })).toMatchObject({
      status: 422,
      body: { message: 'Rod type must be one of: Spinning, Casting, Fly, Ice, Surf, Trolling' },
    });
    expect(await bad({ typeId: 2, reelDetails: { size: 'x'.repeat(21) } })).toMatchObject({
      status: 422,
      body: { message: 'Reel size must be at most 20 characters' },
    });
    expect(await bad({ typeId: 3, lureDetails: { type: 'spoon' } })).toMatchObject({ status: 422 });
    expect(await bad({ typeId: 3, lureDetails: { weight: -1 } })).toMatchObject({ status: 422 });
    expect(await bad({ typeId: 1, purchaseCost: -0.01 })).toMatchObject({ status: 422, body: { message: 'Purchase cost must be a non-negative number' } });
    expect(await bad({ typeId: 1, condition: 'broken' })).toMatchObject({ status: 422 });
  });

  it('links the checklist consumables with non-negative quantities', async () => {
    const line = await addLine(alice, 'Fluorocarbon 12 lb');
    const created = await h.addGear(alice, { name: 'Reel with line', typeId: 2, consumables: [{ consumableId: line, quantity: 0 }] });
    expect((await find(alice, created.id, created.position)).consumables).toEqual([{ consumableId: line, quantity: 0, notes: null }]);

    expect(await h.call(alice, 'POST', '/api/gear', { name: 'x', typeId: 2, consumables: [{ consumableId: line, quantity: -1 }] })).toMatchObject({
      status: 422,
      body: { message: 'Consumable quantities must be non-negative numbers' },
    });
    expect(
      await h.call(alice, 'POST', '/api/gear', {
        name: 'x',
        typeId: 2,
        consumables: [
          { consumableId: line, quantity: 1 },
          { consumableId: line, quantity: 2 },
        ],
      }),
    ).toMatchObject({ status: 422, body: { message: 'Each consumable can be linked only once' } });
  });

  it("refuses links to another user's consumables and to made-up ids", async () => {
    const bobsLine = await addLine(bob, 'Bob braid');
    for (const consumableId of [bobsLine, randomUUID(), 'not-an-id']) {
      expect(await h.call(alice, 'POST', '/api/gear', { name: 'x', typeId: 2, consumables: [{ consumableId, quantity: 1 }] })).toMatchObject({
        status: 404,
        body: { message: 'Consumable not found' },
      });
    }
  });

  it('keeps an existing link when its consumable is deleted and the gear is saved again', async () => {
    const line = await addLine(alice, 'Mono 10 lb');
    const created = await h.addGear(alice, { name: 'Old reel', typeId: 2, consumables: [{ consumableId: line, quantity: 1 }] });
    expect((await h.call(alice, 'DELETE', `/api/consumables/${line}`)).status).toBe(200);
    const saved = await h.call(alice, 'PUT', `/api/gear/${created.id}`, {
      name: 'Old reel, respooled',
      typeId: 2,
      consumables: [{ consumableId: line, quantity: 1 }],
      expectedRevision: 0,
    });
    expect(saved.status).toBe(200);
  });
});
