import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchInputSchema, gearInputSchema, statsResponseSchema, type CatchInputBody } from '@tackle/contracts';
import type { RecordedEvent } from '@tackle/platform';
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
      fishingOutings: 2,
      mostUsedSetup: { id: setupId, name: 'Texas rig combo', catches: 2 },
      catchRatePerTrip: 1.5,
    });
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

  it('keeps each angler to their own figures and answers zeros for a new angler', async () => {
    const readStore = tempReadStore();
    for (const e of history) await statsProjection.apply(e, readStore);
    expect((await readStats(readStore, 'u2')).angler).toMatchObject({ totalCatches: 1, mostUsedSetup: null });
    expect((await readStats(readStore, 'u2')).gear.totalGear).toBe(0);
    const fresh = await readStats(readStore, 'nobody');
    expect(fresh.angler).toEqual({ totalCatches: 0, fishingOutings: 0, mostUsedSetup: null, catchRatePerTrip: 0 });
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
});
