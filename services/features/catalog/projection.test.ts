import { describe, expect, it } from 'vitest';
import { recordedEvent, tempReadStore } from '@tackle/test-support';
import { BRANDS_COLLECTION, MODELS_COLLECTION, catalogProjection } from './projection';

let position = 0;
const recorded = (streamId: string, type: string, data: object) =>
  recordedEvent({ streamId, type, data, revision: 0, position: ++position, userId: 'system' });

const at = '2026-05-01T10:00:00.000Z';
const history = [
  recorded('brand-shimano', 'BrandAdded', { brandId: 'shimano', name: 'Shimano', category: 'fishing', popular: true, addedAt: at }),
  recorded('brand-lews', 'BrandAdded', { brandId: 'lews', name: "Lew's", category: 'fishing', popular: false, addedAt: at }),
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
    const readStore = tempReadStore();
    for (const event of [...history, ...history]) await catalogProjection.apply(event, readStore);
    expect(await readStore.find(BRANDS_COLLECTION, {}, { sort: { field: 'id', direction: 'asc' } })).toEqual([
      { id: 'lews', name: "Lew's", category: 'fishing', popular: false },
      { id: 'shimano', name: 'Shimano', category: 'fishing', popular: true },
    ]);
    expect(await readStore.find(MODELS_COLLECTION, { brandId: 'shimano' })).toEqual([
      {
        id: 'shimano--curado-dc',
        brandId: 'shimano',
        name: 'Curado DC',
        displayName: 'Shimano Curado DC',
        gearTypeId: 2,
        popular: true,
        // The replayed ModelAdded does not wipe the specs recorded after it.
        specs: { rodType: null, reelType: 'Baitcasting', gearRatio: null, bearings: '6+1', lureType: null },
      },
    ]);
  });

  it('ignores events of other features', async () => {
    const readStore = tempReadStore();
    await catalogProjection.apply(recorded('gear-x', 'GearAdded', { gearId: 'x' }), readStore);
    expect(await readStore.count(BRANDS_COLLECTION, {})).toBe(0);
  });
});
