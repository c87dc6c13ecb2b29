import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

/** Line on the reel (decision 128) through the real product. */
describe('spooling a reel', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  const braid = { name: 'PowerPro 30 lb Braid', category: 'line', unit: 'yards', initialQuantity: 300, minStockLevel: 0 };
  const reelOf = async (user: TestUser, name = 'Curado 200') => (await h.addGear(user, { name, typeId: 2 })).id;
  const lineOf = async (user: TestUser, input: Record<string, unknown> = braid) => (await h.addConsumable(user, input)).id;
  const spool = (user: TestUser, reelId: string, body: unknown, key?: string) =>
    h.shellCall(user, 'POST', `/api/gear/${reelId}/spool`, body, key ? { 'idempotency-key': key } : {});
  const monthsAgo = (months: number, days = 0) => {
    const at = new Date();
    // From the 28th at most, so that going back whole months never overflows into the next one.
    at.setUTCDate(Math.min(at.getUTCDate(), 28));
    at.setUTCMonth(at.getUTCMonth() - months);
    at.setUTCDate(at.getUTCDate() - days);
    return at.toISOString();
  };

  it('takes the amount from the line once, even when the spool is sent again, and the reel remembers it', async () => {
    const reelId = await reelOf(alice);
    const lineId = await lineOf(alice);
    const key = randomUUID();
    const body = { consumableId: lineId, amountUsed: 150, leader: '15 lb fluoro, 3 ft' };
    const first = await spool(alice, reelId, body, key);
    expect(first.status).toBe(201);
    const again = await spool(alice, reelId, body, key);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    expect(await h.item(alice, '/api/consumables', lineId)).toMatchObject({ currentQuantity: 150 });
    const history = await h.shellCall(alice, 'GET', `/api/consumables/${lineId}/history`);
    expect((history.body as Array<{ transactionType: string }>).filter((entry) => entry.transactionType === 'usage')).toEqual([
      expect.objectContaining({ quantity: -150, balance: 150, gearId: reelId, gearName: 'Curado 200', notes: 'Spooled on the reel' }),
    ]);
    expect(await h.item(alice, '/api/gear', reelId)).toMatchObject({
      spooling: { consumableId: lineId, lineName: 'PowerPro 30 lb Braid', lineType: 'braid', amountUsed: 150, unit: 'yards', leader: '15 lb fluoro, 3 ft' },
    });
  });

  it('asks for the kind of line when the consumable does not say it, and refuses what is not a line or more than in stock', async () => {
    const reelId = await reelOf(alice, 'Stradic 2500');
    const plain = await lineOf(alice, { name: 'Sufix 12 lb', category: 'line', unit: 'yards', initialQuantity: 100, minStockLevel: 0 });
    expect(await spool(alice, reelId, { consumableId: plain })).toMatchObject({ status: 422, body: { message: 'Which kind of line is it? Choose braid, mono or fluoro' } });
    const hooks = await lineOf(alice, { name: 'Gamakatsu EWG', category: 'hook', unit: 'pieces', size: '3/0', initialQuantity: 10 });
    expect(await spool(alice, reelId, { consumableId: hooks, lineType: 'mono' })).toMatchObject({ status: 422, body: { message: 'Gamakatsu EWG is not a line: choose one of your lines' } });
    expect(await spool(alice, reelId, { consumableId: plain, lineType: 'mono', amountUsed: 500 })).toMatchObject({
      status: 422,
      body: { message: 'Not enough Sufix 12 lb in stock: 100 yards left, 500 requested' },
    });
    expect(await spool(alice, reelId, { consumableId: plain, lineType: 'mono', spooledAt: new Date(Date.now() + 86_400_000).toISOString() })).toMatchObject({
      status: 422,
      body: { message: 'The spooling date cannot be in the future' },
    });
    const rod = (await h.addGear(alice, { name: 'Zodias', typeId: 1 })).id;
    expect(await spool(alice, rod, { consumableId: plain, lineType: 'mono' })).toMatchObject({ status: 422, body: { message: 'Only a reel can be spooled' } });
    // Nothing was taken by the refusals.
    expect(await h.item(alice, '/api/consumables', plain)).toMatchObject({ currentQuantity: 100 });
    const ok = await spool(alice, reelId, { consumableId: plain, lineType: 'mono' });
    expect(ok.status).toBe(201);
    expect(await h.item(alice, '/api/gear', reelId)).toMatchObject({ spooling: { lineType: 'mono', amountUsed: null } });
    expect(await h.item(alice, '/api/consumables', plain)).toMatchObject({ currentQuantity: 100 });
  });

  it("answers 404 for another angler's reel or line, and takes nothing from either", async () => {
    const aliceReel = await reelOf(alice, 'Alice reel');
    const aliceLine = await lineOf(alice);
    const bobReel = await reelOf(bob, 'Bob reel');
    const bobLine = await lineOf(bob);
    expect(await spool(bob, aliceReel, { consumableId: bobLine, amountUsed: 10 })).toMatchObject({ status: 404, body: { message: 'Gear not found' } });
    expect(await spool(bob, bobReel, { consumableId: aliceLine, amountUsed: 10 })).toMatchObject({ status: 404, body: { message: 'Consumable not found' } });
    expect(await spool(bob, bobReel, { consumableId: 'not-an-id', amountUsed: 10 })).toMatchObject({ status: 404 });
    expect(await h.item(alice, '/api/consumables', aliceLine)).toMatchObject({ currentQuantity: 300 });
    expect(await h.item(bob, '/api/consumables', bobLine)).toMatchObject({ currentQuantity: 300 });
    expect((await h.item(alice, '/api/gear', aliceReel)).spooling).toBeUndefined();
  });

  it('reminds on the dashboard when a line is older than the angler chose, and not before', async () => {
    const carol = await h.user('carol');
    const dashboard = async () => (await h.shellCall(carol, 'GET', '/api/dashboard')).body.respool as Array<Record<string, unknown>>;
    const braidReel = await reelOf(carol, 'Braid reel');
    const monoReel = await reelOf(carol, 'Mono reel');
    await reelOf(carol, 'Never spooled');
    const braidLine = await lineOf(carol);
    const monoLine = await lineOf(carol, { name: 'Trilene XL 10 lb mono', category: 'line', unit: 'yards', initialQuantity: 330, minStockLevel: 0 });
    expect((await spool(carol, braidReel, { consumableId: braidLine, spooledAt: monthsAgo(11, 20) })).status).toBe(201);
    expect((await spool(carol, monoReel, { consumableId: monoLine, spooledAt: monthsAgo(7) })).status).toBe(201);
    // Braid at 11 months is within the default 12; mono at 7 months is past the default 6.
    expect(await dashboard()).toEqual([
      expect.objectContaining({ gearId: monoReel, reelName: 'Mono reel', lineName: 'Trilene XL 10 lb mono', lineType: 'mono', monthsAgo: 7, limitMonths: 6 }),
    ]);

    // An older spooling recorded later does not replace the newer one; a newer one does.
    expect((await spool(carol, monoReel, { consumableId: monoLine, spooledAt: monthsAgo(20) })).status).toBe(201);
    expect((await h.item(carol, '/api/gear', monoReel)).spooling.spooledAt).toBe((await dashboard())[0]!.spooledAt);
    expect((await spool(carol, monoReel, { consumableId: monoLine })).status).toBe(201);
    expect(await dashboard()).toEqual([]);

    // The angler's own ages: braid after 10 months.
    const settings = await h.shellCall(carol, 'PUT', '/api/settings', { units: 'imperial', lineAgeMonths: { braid: 10, mono: 6, fluoro: 6 } });
    expect(settings.status).toBe(200);
    expect(await dashboard()).toEqual([expect.objectContaining({ gearId: braidReel, lineType: 'braid', monthsAgo: 11, limitMonths: 10 })]);
    // A client that sends only the units keeps the ages.
    await h.shellCall(carol, 'PUT', '/api/settings', { units: 'metric' });
    expect((await h.shellCall(carol, 'GET', '/api/settings')).body).toMatchObject({ units: 'metric', lineAgeMonths: { braid: 10, mono: 6, fluoro: 6 } });
    expect(await h.shellCall(carol, 'PUT', '/api/settings', { units: 'metric', lineAgeMonths: { braid: 0, mono: 6, fluoro: 6 } })).toMatchObject({
      status: 422,
      body: { message: 'Months must be a whole number from 1 to 120' },
    });
  });

  it("gives a setup its line, leader and hook from the angler's own consumables", async () => {
    const reelId = await reelOf(alice, 'Setup reel');
    const lineId = await lineOf(alice);
    const leaderId = await lineOf(alice, { name: 'Seaguar 15 lb fluorocarbon', category: 'line', unit: 'yards', initialQuantity: 25, minStockLevel: 0 });
    const hookId = await lineOf(alice, { name: 'EWG 3/0', category: 'hook', unit: 'pieces', size: '3/0', initialQuantity: 25 });
    const setup = await h.addSetup(alice, { name: 'Texas rig', reelId, lineId, leaderId, hookId });
    expect(await h.item(alice, '/api/setups', setup.id)).toMatchObject({ lineId, leaderId, hookId });
    expect(await h.shellCall(alice, 'POST', '/api/setups', { name: 'Wrong', hookId: lineId })).toMatchObject({ status: 422, body: { message: 'Hook must be one of your hooks' } });
    const bobLine = await lineOf(bob);
    expect(await h.shellCall(alice, 'POST', '/api/setups', { name: 'Foreign', lineId: bobLine })).toMatchObject({ status: 404, body: { message: 'Line not found' } });
  });
});
