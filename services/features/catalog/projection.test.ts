import { describe, expect, it } from 'vitest';
import { InMemoryEventStore, InProcessBus, ProjectionProgress, runProjection, upcastEvent } from '@tackle/platform';
import { projected, recordedEvent, tempReadStore } from '@tackle/test-support';
import { BRANDS_COLLECTION, MODELS_COLLECTION, catalogProjection } from './projection';

let position = 0;
/** Events as version 1 stored them (no ownerId): today's projection reads them through the upcasters. */
const recorded = (streamId: string, type: string, data: object, userId = 'system') =>
  upcastEvent(recordedEvent({ streamId, type, data, revision: 0, position: ++position, userId }));

const at = '2026-05-01T10:00:00.000Z';
const history = [
  recorded('brand-shimano', 'BrandAdded', { brandId: 'shimano', name: 'Shimano', category: 'fishing', popular: true, addedAt: at }),
  recorded('brand-lews', 'BrandAdded', { brandId: 'lews', name: "Lew's", category: 'fishing', popular: false, addedAt: at }, 'angler-1'),
  recorded('model-shimano--curado-dc', 'ModelAdded', {
    modelId: 'shimano--curado-dc',
    brandId: 'shimano',
    name: 'Curado DC',
    displayName: 'Shimano Curado DC',
    gearTypeId: 2,
    popular: true,
    addedAt: at,
  }),
  recorded('model-shimano--curado-dc', 'ModelSpecsRecorded', {
    modelId: 'shimano--curado-dc',
    specs: { rodType: null, reelType: 'Baitcasting', gearRatio: null, bearings: '6+1', lureType: null },
    recordedAt: at,
  }),
  recorded('catalogseed-builtin', 'CatalogSeeded', { version: 2, brands: 2, models: 1, seededAt: at }),
];

describe('catalog projection', () => {
  it('builds one document per brand and model, and replaying the history twice changes nothing', async () => {
    const readStore = await projected(catalogProjection, [...history, ...history]);
    // The seed's entries are everyone's; an angler's entry from before entries were private is theirs,
    // owned by them (`userId`: an account deletion removes it, decision 122).
    expect(await readStore.find(BRANDS_COLLECTION, {}, { sort: { field: 'id', direction: 'asc' } })).toEqual([
      { id: 'lews', name: "Lew's", category: 'fishing', popular: false, visibleTo: 'angler-1', userId: 'angler-1' },
      { id: 'shimano', name: 'Shimano', category: 'fishing', popular: true, visibleTo: '*' },
    ]);
    expect(await readStore.find(MODELS_COLLECTION, { brandId: 'shimano' })).toEqual([
      {
        id: 'shimano--curado-dc',
        brandId: 'shimano',
        name: 'Curado DC',
        displayName: 'Shimano Curado DC',
        gearTypeId: 2,
        popular: true,
        visibleTo: '*',
        // The replayed ModelAdded does not wipe the specs recorded after it.
        specs: { rodType: null, reelType: 'Baitcasting', gearRatio: null, bearings: '6+1', lureType: null },
      },
    ]);
  });

  it('replays version-1 events from the store through the projection runner (the upcaster path)', async () => {
    const store = new InMemoryEventStore();
    const v1 = (userId: string, brandId: string, name: string) => ({
      id: crypto.randomUUID(),
      type: 'BrandAdded',
      data: { brandId, name, category: 'fishing', popular: userId === 'system', addedAt: at },
      metadata: { userId, correlationId: 'v1', causationId: null, schemaVersion: 1 },
    });
    await store.append('brand-shimano', [v1('system', 'shimano', 'Shimano')], { expectedRevision: 'no_stream' });
    await store.append('brand-my-rods', [v1('angler-1', 'my-rods', 'My Rods')], { expectedRevision: 'no_stream' });
    const readStore = tempReadStore();
    const progress = new ProjectionProgress();
    const bus = new InProcessBus(store);
    const subscription = await runProjection({ projection: catalogProjection, bus, store: readStore, progress });
    try {
      expect(await progress.waitFor(await store.headPosition(), 10_000)).toBe(true);
      expect(await readStore.get(BRANDS_COLLECTION, 'shimano')).toMatchObject({ visibleTo: '*' });
      expect(await readStore.get(BRANDS_COLLECTION, 'my-rods')).toMatchObject({ name: 'My Rods', visibleTo: 'angler-1' });
      // The stored events are not rewritten.
      expect((await store.readStream('brand-my-rods'))[0]!.metadata.schemaVersion).toBe(1);
    } finally {
      await subscription.stop();
      await bus.close();
    }
  });

  it('ignores events of other features', async () => {
    const readStore = tempReadStore();
    await catalogProjection.apply(recorded('gear-x', 'GearAdded', { gearId: 'x' }), readStore);
    expect(await readStore.count(BRANDS_COLLECTION, {})).toBe(0);
  });
});
