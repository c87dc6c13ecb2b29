import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  InProcessBus,
  loadConfig,
  openEventStore,
  ProjectionProgress,
  runProjection,
  sliceProjections,
  sliceQueryIndexes,
  SqliteReadStore,
  type EventStore,
  type Projection,
  type ReadStore,
  type RecordedEvent,
} from '@tackle/platform';
import { apiHarness, signedIn, tempDataDir } from '@tackle/test-support';
import { slices } from '../src/routers';

/*
 * Every projection of the product on the batched path (decision 127), on a history the API wrote
 * (creations, edits, removals, usage, storage, trips, settings; two anglers): applying it in batches
 * of any size builds what applying it event by event builds, and replaying it twice more (the
 * checkpoint back at 0, every event delivered again) changes nothing; all of them rebuilding together
 * into one store, as the product does, build the same. The same means the same JSON text (keys in
 * the same order) at the same position, document by document.
 */

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');

async function writeHistory() {
  // The built-in catalog is appended in the background at start-up: all of it first, so nothing is
  // appended after the history is read.
  await h.catalogReady(alice);
  for (const angler of [alice, bob]) {
    const rod = await h.addGear(angler, { name: 'Drop shot rod', typeId: 1, purchaseCost: 120 });
    const reel = await h.addGear(angler, { name: 'Spinning reel', typeId: 2 });
    const spare = await h.addGear(angler, { name: 'Spare lure', typeId: 3 });
    expect((await h.shellCall(angler, 'PUT', `/api/gear/${rod.id}`, { name: 'Drop shot rod 7ft', typeId: 1, purchaseCost: 130 })).status).toBe(200);
    expect((await h.shellCall(angler, 'DELETE', `/api/gear/${spare.id}`)).status).toBeLessThan(300);
    const worms = await h.addConsumable(angler, { name: 'Worms', brand: 'Zoom', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 });
    const line = await h.addConsumable(angler, { name: 'Line', category: 'line', unit: 'yards', initialQuantity: 300 });
    expect((await h.shellCall(angler, 'POST', `/api/gear/${rod.id}/consumables`, { consumableId: worms.id, quantityUsed: 16 })).status).toBe(201);
    expect((await h.shellCall(angler, 'DELETE', `/api/consumables/${line.id}`)).status).toBeLessThan(300);
    const shed = await h.addStorageLocation(angler, { name: 'Shed', type: 'garage' });
    expect((await h.shellCall(angler, 'POST', `/api/storage-locations/${shed.id}/gear`, { gearId: reel.id, quantity: 1 })).status).toBeLessThan(300);
    const setup = await h.addSetup(angler, { name: 'Finesse', rodId: rod.id, reelId: reel.id });
    const trip = await h.addTrip(angler, { name: 'Saturday', waterBody: 'Lake Fork', startedAt: '2026-05-02T06:00', endedAt: '2026-05-02T10:00' });
    const catches = [];
    for (const [index, species] of ['Largemouth Bass', 'Spotted Bass', 'Crappie'].entries()) {
      catches.push(
        await h.addCatch(angler, {
          species,
          date: `2026-05-0${index + 2}`,
          weight: 2 + index,
          location: 'North cove',
          coordinates: { lat: 32.88 + index / 100, lon: -95.57 },
          setupId: setup.id,
          ...(index === 0 ? { tripId: trip.id } : {}),
        }),
      );
    }
    expect((await h.shellCall(angler, 'PUT', `/api/catches/${catches[1]!.id}`, { species: 'Smallmouth Bass', date: '2026-05-03', weight: 3.25, location: 'Point' })).status).toBe(200);
    expect((await h.shellCall(angler, 'DELETE', `/api/catches/${catches[2]!.id}`)).status).toBeLessThan(300);
    expect((await h.shellCall(angler, 'PUT', '/api/settings', { units: 'metric' })).status).toBe(200);
  }
}

/**
 * Every document of the projection's collections, with its key, in key order: the JSON text the
 * store holds (so the keys' order counts too) and the position it was written at.
 */
async function contents(store: ReadStore, projection: Projection) {
  const all: Record<string, Array<{ id: string; json: string | null; position: number }>> = {};
  for (const collection of projection.collections) {
    const ids = (await store.findWithIds<unknown>(collection, {})).map((row) => row.id).sort();
    const stored = await store.readStored(collection, ids);
    all[collection] = ids.map((id) => ({ id, json: stored.get(id)!.json, position: stored.get(id)!.position }));
  }
  return all;
}

async function runBatched(projection: Projection, events: EventStore, store: ReadStore, head: number, batchSize: number) {
  const bus = new InProcessBus(events, { batchSize });
  try {
    const progress = new ProjectionProgress();
    const subscription = await runProjection({ projection, bus, store, progress });
    expect(await progress.waitFor(head, 30_000)).toBe(true);
    await subscription.stop();
  } finally {
    await bus.close();
  }
}

describe('every projection on the batched path', () => {
  it('builds in batches what event by event builds, and a replay twice over changes nothing', async () => {
    await writeHistory();
    const expectedOf = new Map<string, Awaited<ReturnType<typeof contents>>>();
    const events = await openEventStore(loadConfig({ PORT: '0', DATA_DIR: h.dataDir, LOG_LEVEL: 'silent' }));
    const dir = tempDataDir('tackle-batched-');
    try {
      const history: RecordedEvent[] = await events.readAll(0, 100_000);
      const head = history[history.length - 1]!.position;
      expect(new Set(history.map((event) => event.type)).size).toBeGreaterThan(15);
      for (const projection of sliceProjections(slices)) {
        const oneByOne = new SqliteReadStore(join(dir.dir, `${projection.name}-one.sqlite`));
        const batched = new SqliteReadStore(join(dir.dir, `${projection.name}-batched.sqlite`));
        try {
          for (const event of history) await projection.apply(event, oneByOne);
          const expected = await contents(oneByOne, projection);
          expectedOf.set(projection.name, expected);
          await runBatched(projection, events, batched, head, 64);
          expect(await contents(batched, projection), `${projection.name} in batches`).toEqual(expected);
          for (const batchSize of [5, 1_000]) {
            await batched.setCheckpoint(projection.name, 0);
            await runBatched(projection, events, batched, head, batchSize);
            expect(await contents(batched, projection), `${projection.name} replayed in batches of ${batchSize}`).toEqual(expected);
          }
        } finally {
          await oneByOne.close();
          await batched.close();
        }
      }
      // All of them together into one store, as the product rebuilds them (one bus, one shared
      // transaction, the read side's query indexes declared first): the query indexes are left out
      // while they catch up and built once they have (decision 150), with the same documents.
      const together = new SqliteReadStore(join(dir.dir, 'together.sqlite'));
      const bus = new InProcessBus(events, { batchSize: 64 });
      const names = (sql: string) => (together as unknown as { db: { prepare(sql: string): { pluck(): { all(): string[] } } } }).db.prepare(sql).pluck().all().sort();
      const declaredIndexes = () => names("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_i:%'");
      try {
        await together.ensureIndexes(sliceQueryIndexes(slices));
        const declared = declaredIndexes();
        expect(declared.length).toBeGreaterThan(20);
        const progress = new ProjectionProgress();
        const subscriptions = [];
        for (const projection of sliceProjections(slices)) subscriptions.push(await runProjection({ projection, bus, store: together, progress }));
        // Left out from the start where a collection has three or more: the lists' order documents (13 each).
        const ordered = (names: string[]) => names.filter((name) => /^documents_i:(gear|consumables)-order:/.test(name));
        expect(ordered(declared).length).toBeGreaterThanOrEqual(26);
        expect(ordered(declaredIndexes())).toEqual([]);
        expect(await progress.waitFor(head, 30_000)).toBe(true);
        for (const subscription of subscriptions) await subscription.caughtUp;
        expect(declaredIndexes()).toEqual(expect.arrayContaining(declared));
        expect(names('SELECT name FROM deferred_indexes')).toEqual([]);
        for (const subscription of subscriptions) await subscription.stop();
        for (const projection of sliceProjections(slices)) {
          expect(await contents(together, projection), `${projection.name} with the others`).toEqual(expectedOf.get(projection.name));
        }
      } finally {
        await bus.close();
        await together.close();
      }
    } finally {
      await events.close();
      dir.remove();
    }
  }, 180_000);
});
