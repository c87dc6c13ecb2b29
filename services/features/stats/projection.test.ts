import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchInputSchema, gearInputSchema, statsResponseSchema, tripInputSchema, type CatchInputBody } from '@tackle/contracts';
import { SqliteReadStore, type RecordedEvent } from '@tackle/platform';
import { recordedEvent, tempReadStore } from '@tackle/test-support';
import { readStats, statsProjection } from './projection';

let position = 0;
function event(streamId: string, type: string, data: object, userId = 'u1'): RecordedEvent {
  position += 1;
  const createdAt = `2026-05-01T10:00:${String(position % 60).padStart(2, '0')}.000Z`;
  return recordedEvent({ streamId, type, data, revision: 0, position, userId, createdAt });
}

const setupId = randomUUID();
function logged(body: CatchInputBody, userId = 'u1') {
  const catchId = randomUUID();
  const fields = catchInputSchema.parse(body);
  return { catchId, event: event(`catch-${catchId}`, 'CatchLogged', { catchId, userId, ...fields, loggedAt: '2026-05-01T10:00:00.000Z' }, userId) };
}
function gearAdded(body: object, userId = 'u1') {
  const gearId = randomUUID();
  const fields = gearInputSchema.parse(body);
  return { gearId, event: event(`gear-${gearId}`, 'GearAdded', { gearId, userId, ...fields, addedAt: '2026-05-01T10:00:00.000Z' }, userId) };
}

const bass1 = logged({ species: 'Largemouth Bass', date: '2026-04-12T06:30', weight: 3.5, location: 'Lake Fork', depth: 8, waterTemp: 62, barometerChange: 'Increasing', setupId, bait: 'Senko', rig: 'Texas Rig' });
const bass2 = logged({ species: 'largemouth  bass', date: '2026-04-12T09:10', weight: 5.25, location: 'lake fork', depth: 12, waterTemp: 64.5, barometerChange: 'Stable', setupId, bait: 'senko', rig: 'Wacky Rig' });
const smallie = logged({ species: 'Smallmouth Bass', date: '2026-05-03', weight: 2.75, location: 'Mille Lacs', waterTemp: 58, barometerChange: 'Decreasing', bait: 'Ned Rig', rig: 'Ned Rig' });
const rod = gearAdded({ name: 'Zodias', typeId: 1, purchaseCost: 199.99, retailCost: 249.99 });
const reel = gearAdded({ name: 'Curado', typeId: 2, retailCost: 229.99 });
const lure = gearAdded({ name: 'Senko', typeId: 3 });
const setupCreated = event(`setup-${setupId}`, 'SetupCreated', { setupId, name: 'Texas rig combo', rodId: rod.gearId });
const otherUsersCatch = logged({ species: 'Walleye', date: '2026-05-01', weight: 9 }, 'u2');

/** In store order, as a projection receives them. */
const history = [rod.event, reel.event, lure.event, setupCreated, bass1.event, bass2.event, smallie.event, otherUsersCatch.event].sort(
  (a, b) => a.position - b.position,
);

describe('stats projection', () => {
  it('computes every figure of the three tabs, and replaying the history twice changes nothing', async () => {
    const readStore = tempReadStore();
    for (const e of history) await statsProjection.apply(e, readStore);
    const once = await readStats(readStore, 'u1');
    for (const e of history) await statsProjection.apply(e, readStore);
    const twice = await readStats(readStore, 'u1');
    expect(twice).toEqual(once);
    const stats = statsResponseSchema.parse(once);

    expect(stats.angler).toEqual({
      totalCatches: 3,
      catchEntries: 3,
      fishingOutings: 2,
      tripOutings: 0,
      dayOutings: 2,
      mostUsedSetup: { id: setupId, name: 'Texas rig combo', catches: 2 },
      catchRatePerTrip: 1.5,
      fishPerHour: null,
    });
    expect(stats.bestTrips).toEqual([]);
    expect(stats.gear).toEqual({
      totalGear: 3,
      totalInvestment: 429.98,
      gearCategories: 3,
      averageCost: 214.99,
      pricedItems: 2,
      byCategory: [
        { typeId: 1, label: 'Rod', count: 1, investment: 199.99 },
        { typeId: 2, label: 'Reel', count: 1, investment: 229.99 },
        { typeId: 3, label: 'Lure', count: 1, investment: 0 },
      ],
    });
    expect(stats.catches).toEqual({
      mostCaughtSpecies: { label: 'Largemouth Bass', count: 2 },
      popularLocation: { label: 'Lake Fork', count: 2 },
      averageDepth: 10,
      speciesVariety: 2,
    });
    expect(stats.charts.catchesByMonth).toEqual([
      { month: '2026-04', count: 2 },
      { month: '2026-05', count: 1 },
    ]);
    expect(stats.charts.species).toEqual([
      { label: 'Largemouth Bass', count: 2 },
      { label: 'Smallmouth Bass', count: 1 },
    ]);
    expect(stats.charts.weightDistribution.filter((b) => b.count > 0).map((b) => [b.label, b.count])).toEqual([
      ['2-3 lbs', 1],
      ['3-4 lbs', 1],
      ['5-7 lbs', 1],
    ]);
    expect(stats.charts.waterTemperature.filter((b) => b.count > 0).map((b) => [b.label, b.count])).toEqual([
      ['55-60°F', 1],
      ['60-65°F', 2],
    ]);
    expect(stats.charts.pressureTrend).toEqual([
      { label: 'Increasing', count: 1 },
      { label: 'Stable', count: 1 },
      { label: 'Decreasing', count: 1 },
    ]);
    expect(stats.charts.lures).toEqual([
      { label: 'Senko', count: 2, heaviest: 5.25 },
      { label: 'Ned Rig', count: 1, heaviest: 2.75 },
    ]);
    expect(stats.charts.rigs.map((r) => r.label)).toEqual(['Wacky Rig', 'Texas Rig', 'Ned Rig']);
    expect(stats.personalBests).toEqual([
      { species: 'Largemouth Bass', weight: 5.25, catchId: bass2.catchId, date: '2026-04-12T09:10', location: 'lake fork' },
      { species: 'Smallmouth Bass', weight: 2.75, catchId: smallie.catchId, date: '2026-05-03', location: 'Mille Lacs' },
    ]);
  });

  it('takes edited and deleted catches and removed gear back out', async () => {
    const readStore = tempReadStore();
    const edit = event(`catch-${bass2.catchId}`, 'CatchUpdated', {
      catchId: bass2.catchId,
      ...catchInputSchema.parse({ species: 'Spotted Bass', date: '2026-04-20', weight: 1.5 }),
      updatedAt: '2026-05-02T00:00:00.000Z',
    });
    const deleted = event(`catch-${smallie.catchId}`, 'CatchDeleted', { catchId: smallie.catchId, deletedAt: '2026-05-02T00:00:00.000Z' });
    const removed = event(`gear-${rod.gearId}`, 'GearRemoved', { gearId: rod.gearId, removedAt: '2026-05-02T00:00:00.000Z' });
    for (const e of [...history, edit, deleted, removed, ...history]) await statsProjection.apply(e, readStore);
    const stats = await readStats(readStore, 'u1');
    expect(stats.angler).toMatchObject({ totalCatches: 2, fishingOutings: 2, catchRatePerTrip: 1, mostUsedSetup: { catches: 1 } });
    expect(stats.catches.speciesVariety).toBe(2);
    expect(stats.personalBests.map((best) => [best.species, best.weight])).toEqual([
      ['Largemouth Bass', 3.5],
      ['Spotted Bass', 1.5],
    ]);
    expect(stats.gear).toMatchObject({ totalGear: 2, totalInvestment: 229.99, averageCost: 229.99, pricedItems: 1 });
  });

  it('a reader that read before takes in only what was written since, and answers as a fresh reader does', async () => {
    const readStore = tempReadStore();
    const checkpointed = async (events: RecordedEvent[]) => {
      for (const e of events) await statsProjection.apply(e, readStore);
      await readStore.setCheckpoint(statsProjection.name, events.at(-1)!.position);
    };
    await checkpointed(history);
    const before = await readStats(readStore, 'u1');
    expect(before.angler.totalCatches).toBe(2 + 1);
    // The heaviest bass and the oldest spelling of "Lake Fork" go; a trip comes and goes; gear changes.
    const edit = event(`catch-${bass2.catchId}`, 'CatchUpdated', {
      catchId: bass2.catchId,
      ...catchInputSchema.parse({ species: 'Spotted Bass', date: '2026-04-20', weight: 1.5, location: 'LAKE FORK' }),
      updatedAt: '2026-05-02T00:00:00.000Z',
    });
    const deleted = event(`catch-${bass1.catchId}`, 'CatchDeleted', { catchId: bass1.catchId, deletedAt: '2026-05-02T00:00:00.000Z' });
    const tripId = randomUUID();
    const trip = event(`trip-${tripId}`, 'TripStarted', { tripId, userId: 'u1', ...tripInputSchema.parse({ name: 'Saturday', startedAt: '2026-05-03T05:00' }), createdAt: '2026-05-03T05:00:00.000Z' });
    const removed = event(`gear-${rod.gearId}`, 'GearRemoved', { gearId: rod.gearId, removedAt: '2026-05-02T00:00:00.000Z' });
    await checkpointed([edit, deleted, trip, removed]);
    const after = await readStats(readStore, 'u1');
    const fresh = new SqliteReadStore(readStore.file);
    try {
      expect(after).toEqual(await readStats(fresh, 'u1'));
    } finally {
      await fresh.close();
    }
    expect(after).not.toEqual(before);
    expect(after.catches).toMatchObject({ speciesVariety: 2, popularLocation: { label: 'Mille Lacs', count: 1 } });
    expect(after.personalBests.map((best) => [best.species, best.weight])).toEqual([
      ['Smallmouth Bass', 2.75],
      ['Spotted Bass', 1.5],
    ]);
    expect(after.angler).toMatchObject({ tripOutings: 1, totalCatches: 2 });
    expect(after.gear.totalGear).toBe(2);
    // The trip goes again: read again, its day is a day outing again.
    const tripRemoved = event(`trip-${tripId}`, 'TripRemoved', { tripId, removedAt: '2026-05-04T00:00:00.000Z' });
    await checkpointed([tripRemoved]);
    expect((await readStats(readStore, 'u1')).angler).toMatchObject({ tripOutings: 0, fishingOutings: 2 });
  });

  it('keeps each angler to their own figures and answers zeros for a new angler', async () => {
    const readStore = tempReadStore();
    for (const e of history) await statsProjection.apply(e, readStore);
    expect((await readStats(readStore, 'u2')).angler).toMatchObject({ totalCatches: 1, mostUsedSetup: null });
    expect((await readStats(readStore, 'u2')).gear.totalGear).toBe(0);
    const fresh = await readStats(readStore, 'nobody');
    expect(fresh.angler).toEqual({ totalCatches: 0, catchEntries: 0, fishingOutings: 0, tripOutings: 0, dayOutings: 0, mostUsedSetup: null, catchRatePerTrip: 0, fishPerHour: null });
    expect(fresh.charts.catchesByMonth).toEqual([]);
  });

  it('fills months without catches with 0', async () => {
    const readStore = tempReadStore();
    for (const e of [logged({ species: 'Bass', date: '2025-11-02' }).event, logged({ species: 'Bass', date: '2026-02-10' }).event]) {
      await statsProjection.apply(e, readStore);
    }
    expect((await readStats(readStore, 'u1')).charts.catchesByMonth).toEqual([
      { month: '2025-11', count: 1 },
      { month: '2025-12', count: 0 },
      { month: '2026-01', count: 0 },
      { month: '2026-02', count: 1 },
    ]);
  });

  it('counts fish, not rows: a catch of several fish counts its quantity in every count of fish', async () => {
    const readStore = tempReadStore();
    const school = logged({ species: 'Crappie', date: '2026-03-01T08:00', quantity: 12, weight: 0.75, depth: 10, location: 'Dock', bait: 'Minnow', waterTemp: 52, barometerChange: 'Falling', setupId });
    const single = logged({ species: 'Largemouth Bass', date: '2026-03-01T09:00', weight: 4, depth: 4, location: 'Dock', bait: 'Jig' });
    for (const e of [setupCreated, school.event, single.event]) await statsProjection.apply(e, readStore);
    const stats = await readStats(readStore, 'u1');
    expect(stats.angler).toMatchObject({ totalCatches: 13, catchEntries: 2, fishingOutings: 1, catchRatePerTrip: 13, mostUsedSetup: { id: setupId, catches: 12 } });
    expect(stats.catches).toMatchObject({ mostCaughtSpecies: { label: 'Crappie', count: 12 }, popularLocation: { label: 'Dock', count: 13 }, averageDepth: 9.5 });
    expect(stats.charts.species).toEqual([{ label: 'Crappie', count: 12 }, { label: 'Largemouth Bass', count: 1 }]);
    expect(stats.charts.catchesByMonth).toEqual([{ month: '2026-03', count: 13 }]);
    expect(stats.charts.lures.map((l) => [l.label, l.count])).toEqual([['Minnow', 12], ['Jig', 1]]);
    expect(stats.charts.waterTemperature.find((b) => b.count > 0)).toMatchObject({ label: '50-55°F', count: 12 });
    expect(stats.charts.pressureTrend.find((b) => b.label === 'Decreasing')).toMatchObject({ count: 12 });
    // The weight is of the one fish weighed: each weighed catch counts once.
    expect(stats.charts.weightDistribution.filter((b) => b.count > 0).map((b) => [b.label, b.count])).toEqual([['< 1 lb', 1], ['4-5 lbs', 1]]);
  });

  it('counts trips as outings (and the other days with a catch), the rate per outing, the best trips and fish per hour, unchanged by a replay', async () => {
    const readStore = tempReadStore();
    const trip = (name: string, startedAt: string, endedAt: string | null) => {
      const tripId = randomUUID();
      const started = event(`trip-${tripId}`, 'TripStarted', { tripId, userId: 'u1', ...tripInputSchema.parse({ name, startedAt }), createdAt: '2026-05-01T10:00:00.000Z' });
      const ended = endedAt ? [event(`trip-${tripId}`, 'TripEnded', { tripId, endedAt, weather: [], updatedAt: '2026-05-01T10:00:00.000Z' })] : [];
      return { tripId, events: [started, ...ended] };
    };
    const onTrip = (tripId: string, body: CatchInputBody) => {
      const caught = logged(body);
      return event(caught.event.streamId, 'CatchLogged', { ...(caught.event.data as object), tripId });
    };
    const saturday = trip('Saturday', '2026-06-06T06:00', '2026-06-06T10:00');
    const sunday = trip('Sunday', '2026-06-07T05:00', '2026-06-07T06:00');
    const monday = trip('Monday', '2026-06-08T06:00', null);
    const removed = trip('Removed', '2026-06-09T06:00', '2026-06-09T08:00');
    const history = [
      ...saturday.events,
      ...sunday.events,
      ...monday.events,
      ...removed.events,
      onTrip(saturday.tripId, { species: 'Bass', date: '2026-06-06T07:00', quantity: 6 }),
      onTrip(sunday.tripId, { species: 'Bass', date: '2026-06-07T05:30', quantity: 2 }),
      onTrip(monday.tripId, { species: 'Bass', date: '2026-06-08T07:00', quantity: 9 }),
      onTrip(removed.tripId, { species: 'Bass', date: '2026-06-09T07:00', quantity: 30 }),
      // On no trip: on Saturday (a trip's day: no outing of its own) and on two other days.
      logged({ species: 'Pike', date: '2026-06-06T18:00' }).event,
      logged({ species: 'Pike', date: '2026-06-01T18:00' }).event,
      logged({ species: 'Pike', date: '2026-06-02' }).event,
      event(`trip-${removed.tripId}`, 'TripRemoved', { tripId: removed.tripId, removedAt: '2026-06-10T10:00:00.000Z' }),
    ];
    for (const e of [...history, ...history]) await statsProjection.apply(e, readStore);
    const stats = await readStats(readStore, 'u1');
    // 3 trips + 3 other days: two with a pike, and the removed trip's day (its catch is on no trip now).
    expect(stats.angler).toMatchObject({ totalCatches: 50, catchEntries: 7, tripOutings: 3, dayOutings: 3, fishingOutings: 6, catchRatePerTrip: 8.3 });
    // Over the ended trips: 8 fish in 5 hours (Monday is under way, the removed trip is gone).
    expect(stats.angler.fishPerHour).toBe(1.6);
    expect(stats.bestTrips).toEqual([
      { id: monday.tripId, name: 'Monday', date: '2026-06-08T06:00', fish: 9 },
      { id: saturday.tripId, name: 'Saturday', date: '2026-06-06T06:00', fish: 6 },
      { id: sunday.tripId, name: 'Sunday', date: '2026-06-07T05:00', fish: 2 },
    ]);
    expect(statsResponseSchema.parse(stats).bestTrips).toHaveLength(3);
  });
});
