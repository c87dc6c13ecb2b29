import { describe, expect, it } from 'vitest';
import { statsResponseSchema } from '@tackle/contracts';
import { apiHarness } from '@tackle/test-support';

describe('stats API', () => {
  const h = apiHarness();

  it("answers the caller's figures from catch and gear events", async () => {
    const [angler, other] = await h.users('stats-angler', 'other');
    await h.addGear(angler, { name: 'Rod', typeId: 1, purchaseCost: 150 });
    await h.addGear(angler, { name: 'Reel', typeId: 2, retailCost: 100 });
    await h.addCatch(other, { species: 'Walleye', date: '2026-04-01', weight: 12 });
    await h.addCatch(angler, { species: 'Largemouth Bass', date: '2026-04-12T06:30', weight: 3.5, location: 'Lake Fork', depth: 6 });
    await h.addCatch(angler, { species: 'Largemouth Bass', date: '2026-04-12T08:00', weight: 2, location: 'Lake Fork', depth: 10 });
    const last = await h.addCatch(angler, { species: 'Smallmouth Bass', date: '2026-04-13', weight: 2.5, location: 'Mille Lacs' });

    const res = await h.getAfter(angler, '/api/stats', last.position);
    expect(res.status).toBe(200);
    const stats = statsResponseSchema.parse(res.body);
    expect(stats.angler).toEqual({ totalCatches: 3, catchEntries: 3, fishingOutings: 2, tripOutings: 0, dayOutings: 2, mostUsedSetup: null, catchRatePerTrip: 1.5, fishPerHour: null });
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
    const angler = await h.user('estimates-angler');
    // An old-style catch (no flags): its water temperature counts as it was stored.
    await h.addCatch(angler, { species: 'Bass', date: '2026-05-01', waterTemp: 62 });
    await h.addCatch(angler, { species: 'Bass', date: '2026-05-02', waterTemp: 66.9, estimated: { waterTemp: true } });
    const last = await h.addCatch(angler, {
      species: 'Bass',
      date: '2026-05-03',
      waterTemp: 71,
      estimated: { waterTemp: false, airTempChange: true },
      airTempChange: 'Increasing',
    });
    const position = { 'x-tackle-position': String(last.position) };
    const band = (stats: { charts: { waterTemperature: Array<{ label: string; count: number }> } }) =>
      Object.fromEntries(stats.charts.waterTemperature.filter((b) => b.count > 0).map((b) => [b.label, b.count]));

    const all = statsResponseSchema.parse((await h.call(angler, 'GET', '/api/stats', undefined, position)).body);
    expect(band(all)).toEqual({ '60-65°F': 1, '65-70°F': 1, '70-75°F': 1 });
    expect(all.estimates).toEqual({ mode: 'include', waterTemp: 1 });

    const measured = statsResponseSchema.parse((await h.call(angler, 'GET', '/api/stats?estimates=exclude', undefined, position)).body);
    expect(band(measured)).toEqual({ '60-65°F': 1, '70-75°F': 1 });
    expect(measured.estimates).toEqual({ mode: 'exclude', waterTemp: 1 });
    // The catches themselves still count.
    expect(measured.angler.totalCatches).toBe(3);

    expect(await h.call(angler, 'GET', '/api/stats?estimates=maybe')).toMatchObject({
      status: 400,
      body: { message: 'estimates must be include or exclude' },
    });
    expect((await h.call(angler, 'GET', '/api/stats?estimates=exclude&estimates=include')).status).toBe(400);
    expect(await h.call(angler, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-04', estimated: { waterTemp: 'yes' } })).toMatchObject({
      // A malformed catch is refused like every other invalid catch field (422 with the message).
      status: 422,
      body: { message: 'estimated.waterTemp must be true or false' },
    });
  });

  it('counts trips as outings: fish per outing, best trips and fish per hour, and a catch moved between trips moves its fish', async () => {
    const angler = await h.user('trip-stats');
    const morning = await h.addTrip(angler, { name: 'Morning', startedAt: '2026-06-06T06:00', endedAt: '2026-06-06T10:00' });
    const evening = await h.addTrip(angler, { name: 'Evening', startedAt: '2026-06-06T17:00', endedAt: '2026-06-06T19:00' });
    const school = await h.addCatch(angler, { species: 'Crappie', date: '2026-06-06T07:00', quantity: 10, tripId: morning.id });
    await h.addCatch(angler, { species: 'Largemouth Bass', date: '2026-06-06T18:00', quantity: 2, tripId: evening.id });
    await h.addCatch(angler, { species: 'Pike', date: '2026-06-01' });
    const stats = async () => statsResponseSchema.parse((await h.shellCall(angler, 'GET', '/api/stats')).body);

    const before = await stats();
    expect(before.angler).toMatchObject({ totalCatches: 13, catchEntries: 3, tripOutings: 2, dayOutings: 1, fishingOutings: 3, catchRatePerTrip: 4.3, fishPerHour: 2 });
    expect(before.bestTrips).toEqual([
      { id: morning.id, name: 'Morning', date: '2026-06-06T06:00', fish: 10 },
      { id: evening.id, name: 'Evening', date: '2026-06-06T17:00', fish: 2 },
    ]);

    expect((await h.shellCall(angler, 'PUT', `/api/catches/${school.id}`, { species: 'Crappie', date: '2026-06-06T07:00', quantity: 10, tripId: evening.id })).status).toBe(200);
    const after = await stats();
    expect(after.bestTrips.map((trip) => [trip.name, trip.fish])).toEqual([['Evening', 12]]);
    expect(after.angler.fishPerHour).toBe(2);

    // Without trips, the outings are the days with a catch, as before.
    const other = await h.user('no-trips');
    await h.addCatch(other, { species: 'Bass', date: '2026-06-01', quantity: 3 });
    await h.addCatch(other, { species: 'Bass', date: '2026-06-02' });
    const plain = statsResponseSchema.parse((await h.shellCall(other, 'GET', '/api/stats')).body);
    expect(plain.angler).toMatchObject({ totalCatches: 4, fishingOutings: 2, tripOutings: 0, dayOutings: 2, catchRatePerTrip: 2, fishPerHour: null });
    expect(plain.bestTrips).toEqual([]);
  });

  it('answers zeros for a new angler and 401 without a token', async () => {
    const res = await h.call(await h.user('new'), 'GET', '/api/stats');
    expect(statsResponseSchema.parse(res.body).angler.totalCatches).toBe(0);
    expect((await h.call(null, 'GET', '/api/stats')).status).toBe(401);
  });
});
