import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';

/*
 * Issue 16, finding 5: no field a client sends vanishes behind a 2xx. The spec form's flat gear
 * fields are stored in the details; any other unknown field is refused with a 400 that names it,
 * on every endpoint; read-only fields GET answers may be sent back and are ignored.
 */
describe('gear bodies: flat fields, unknown fields, read-only fields', () => {
  const h = apiHarness();
  const [alice] = signedIn(h, 'alice');

  it('stores the flat rod, reel and lure fields of the spec form in the details', async () => {
    const rod = await h.addGear(alice, {
      name: 'Dobyns Fury',
      typeId: 1,
      lengthFeet: 7,
      lengthInches: 1,
      power: 'Medium Heavy',
      action: 'Fast',
      lineWeight: '12-20 lb',
      pieces: 1,
      // Another type's field left empty, as a form sends it, is no value at all.
      gearRatio: '',
    });
    expect(await h.item(alice, '/api/gear', rod.id, rod.position)).toMatchObject({
      rodDetails: { power: 'Medium Heavy', action: 'Fast', lineWeight: '12-20 lb', pieces: 1 },
    });
    const stored = (await h.item(alice, '/api/gear', rod.id)) as { rodDetails: { length: number } };
    expect(stored.rodDetails.length).toBeCloseTo(7 + 1 / 12, 6);

    const reel = await h.addGear(alice, { name: 'Curado', typeId: 2, reelType: 'Baitcasting', gearRatio: '7.1:1', bearings: '6+1', capacity: '12/110', drag: 11 });
    expect(await h.item(alice, '/api/gear', reel.id, reel.position)).toMatchObject({
      reelDetails: { type: 'Baitcasting', gearRatio: '7.1:1', bearings: '6+1', capacity: '12/110', drag: 11 },
    });
    const lure = await h.addGear(alice, { name: 'Senko', typeId: 3, lureType: 'soft plastic', size: '5 in', weight: 0.25, color: 'Green pumpkin', hooks: '4/0 EWG' });
    expect(await h.item(alice, '/api/gear', lure.id, lure.position)).toMatchObject({
      lureDetails: { type: 'soft plastic', size: '5 in', weight: 0.25, color: 'Green pumpkin', hooks: '4/0 EWG' },
    });
  });

  it('refuses a flat field with a value for another type of gear, naming it', async () => {
    const answer = await h.call(alice, 'POST', '/api/gear', { name: 'Rod', typeId: 1, gearRatio: '7.1:1' });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('gearRatio is a reel detail');
  });

  it('refuses any other unknown field with a 400 that names it, and writes nothing', async () => {
    const before = (await h.call(alice, 'GET', '/api/gear')).body.length;
    const answer = await h.call(alice, 'POST', '/api/gear', { name: 'Rod', typeId: 1, lenghtFeet: 7, flavour: 'salty' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Unknown fields: lenghtFeet, flavour', details: { fields: ['lenghtFeet', 'flavour'] } });
    expect((await h.call(alice, 'GET', '/api/gear')).body.length).toBe(before);
    // The same on the other features' bodies.
    const consumable = await h.call(alice, 'POST', '/api/consumables', { name: 'Worms', category: 'soft plastic', unit: 'pieces', initialQuantity: 5, size: '5', colour: 'red' });
    expect(consumable).toMatchObject({ status: 400, body: { message: 'Unknown field: colour' } });
    const location = await h.call(alice, 'POST', '/api/storage-locations', { name: 'Garage', shelf: 2 });
    expect(location).toMatchObject({ status: 400, body: { message: 'Unknown field: shelf' } });
    const setup = await h.call(alice, 'POST', '/api/setups', { name: 'Drop shot', technique: 'finesse' });
    expect(setup).toMatchObject({ status: 400, body: { message: 'Unknown field: technique' } });
    const caught = await h.call(alice, 'POST', '/api/catches', { species: 'Largemouth Bass', date: '2026-05-01', mood: 'happy' });
    expect(caught).toMatchObject({ status: 400, body: { message: 'Unknown field: mood' } });
  });

  it('accepts the read-only fields GET answered when an item is sent back, and ignores them', async () => {
    const added = await h.addGear(alice, { name: 'Zodias', typeId: 1, power: 'Medium' });
    const read = (await h.item(alice, '/api/gear', added.id, added.position)) as Record<string, unknown>;
    const saved = await h.shellCall(alice, 'PUT', `/api/gear/${added.id}`, { ...read, notes: 'Jig rod', expectedRevision: read.revision });
    expect(saved.status).toBe(200);
    expect(await h.item(alice, '/api/gear', added.id, saved.body.position)).toMatchObject({ id: added.id, notes: 'Jig rod', rodDetails: { power: 'Medium' } });
  });
});
