import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsResponseSchema } from '@tackle/contracts';
import { startApiHarness, type ApiHarness } from '@tackle/test-support';

let h: ApiHarness;


const call = (...args: Parameters<ApiHarness['call']>) => h.call(...args);

beforeAll(async () => {
  h = await startApiHarness();
});

afterAll(async () => {
  await h?.close();
});

describe('stats API', () => {
  it("answers the caller's figures from catch and gear events", async () => {
    const angler = { id: randomUUID(), username: 'stats-angler' };
    const other = { id: randomUUID(), username: 'other' };
    await call(angler, 'POST', '/api/gear', { name: 'Rod', typeId: 1, purchaseCost: 150 });
    await call(angler, 'POST', '/api/gear', { name: 'Reel', typeId: 2, retailCost: 100 });
    await call(other, 'POST', '/api/catches', { species: 'Walleye', date: '2026-04-01', weight: 12 });
    await call(angler, 'POST', '/api/catches', { species: 'Largemouth Bass', date: '2026-04-12T06:30', weight: 3.5, location: 'Lake Fork', depth: 6 });
    await call(angler, 'POST', '/api/catches', { species: 'Largemouth Bass', date: '2026-04-12T08:00', weight: 2, location: 'Lake Fork', depth: 10 });
    const last = await call(angler, 'POST', '/api/catches', { species: 'Smallmouth Bass', date: '2026-04-13', weight: 2.5, location: 'Mille Lacs' });

    const res = await call(angler, 'GET', '/api/stats', undefined, { 'x-tackle-position': String(last.body.position) });
    expect(res.status).toBe(200);
    const stats = statsResponseSchema.parse(res.body);
    expect(stats.angler).toEqual({ totalCatches: 3, fishingOutings: 2, mostUsedSetup: null, catchRatePerTrip: 1.5 });
    expect(stats.gear).toMatchObject({ totalGear: 2, totalInvestment: 250, gearCategories: 2, averageCost: 125 });
    expect(stats.catches).toEqual({
      mostCaughtSpecies: { label: 'Largemouth Bass', count: 2 },
      popularLocation: { label: 'Lake Fork', count: 2 },
      averageDepth: 8,
      speciesVariety: 2,
    });
    expect(stats.personalBests.map((best) => [best.species, best.weight])).toEqual([
      ['Largemouth Bass', 3.5],
      ['Smallmouth Bass', 2.5],
    ]);
  });

  it('leaves estimated water temperatures out when asked (estimates=exclude), and counts them either way', async () => {
    const angler = { id: randomUUID(), username: 'estimates-angler' };
    // An old-style catch (no flags): its water temperature counts as it was stored.
    await call(angler, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', waterTemp: 62 });
    await call(angler, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-02', waterTemp: 66.9, estimated: { waterTemp: true } });
    const last = await call(angler, 'POST', '/api/catches', {
      species: 'Bass',
      date: '2026-05-03',
      waterTemp: 71,
      estimated: { waterTemp: false, airTempChange: true },
      airTempChange: 'Increasing',
    });
    const position = { 'x-tackle-position': String(last.body.position) };
    const band = (stats: { charts: { waterTemperature: Array<{ label: string; count: number }> } }) =>
      Object.fromEntries(stats.charts.waterTemperature.filter((b) => b.count > 0).map((b) => [b.label, b.count]));

    const all = statsResponseSchema.parse((await call(angler, 'GET', '/api/stats', undefined, position)).body);
    expect(band(all)).toEqual({ '60-65°F': 1, '65-70°F': 1, '70-75°F': 1 });
    expect(all.estimates).toEqual({ mode: 'include', waterTemp: 1 });

    const measured = statsResponseSchema.parse((await call(angler, 'GET', '/api/stats?estimates=exclude', undefined, position)).body);
    expect(band(measured)).toEqual({ '60-65°F': 1, '70-75°F': 1 });
    expect(measured.estimates).toEqual({ mode: 'exclude', waterTemp: 1 });
    // The catches themselves still count.
    expect(measured.angler.totalCatches).toBe(3);

    expect(await call(angler, 'GET', '/api/stats?estimates=maybe')).toMatchObject({
      status: 400,
      body: { message: 'estimates must be include or exclude' },
    });
    expect((await call(angler, 'GET', '/api/stats?estimates=exclude&estimates=include')).status).toBe(400);
    expect(await call(angler, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-04', estimated: { waterTemp: 'yes' } })).toMatchObject({
      // A malformed catch is refused like every other invalid catch field (422 with the message).
      status: 422,
      body: { message: 'estimated.waterTemp must be true or false' },
    });
  });

  it('answers zeros for a new angler and 401 without a token', async () => {
    const res = await call({ id: randomUUID(), username: 'new' }, 'GET', '/api/stats');
    expect(statsResponseSchema.parse(res.body).angler.totalCatches).toBe(0);
    expect((await call(null, 'GET', '/api/stats')).status).toBe(401);
  });
});
