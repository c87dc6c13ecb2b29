import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { projected, recordedEvent } from '@tackle/test-support';
import { SETUP_COLLECTION, SETUP_CONSUMABLES_COLLECTION, SETUP_GEAR_COLLECTION, setupsProjection } from './projection';

const setupId = randomUUID();
const rodId = randomUUID();
const at = '2026-05-01T10:00:00.000Z';
let position = 0;
const recorded = (type: string, data: object, revision = 0) =>
  recordedEvent({ streamId: 'x', type, data, revision, position: ++position, createdAt: at });
const fields = { name: 'Drop shot', rodId, reelId: null, lureId: null, notes: null };
const history = [
  recorded('GearAdded', { gearId: rodId, userId: 'u1', name: 'Zodias', typeId: 1, addedAt: at }),
  recorded('SetupCreated', { setupId, userId: 'u1', ...fields, createdAt: at }),
  recorded('GearUpdated', { gearId: rodId, name: 'Zodias 7ft', typeId: 1, updatedAt: at }, 1),
  recorded('SetupUpdated', { setupId, ...fields, notes: 'Light line', updatedAt: at }, 1),
];

describe('setups projection', () => {
  it('keeps setups and the names of their gear, unchanged by replaying the history twice', async () => {
    const readStore = await projected(setupsProjection, [...history, ...history]);
    expect(await readStore.find(SETUP_COLLECTION, { userId: 'u1' })).toEqual([
      expect.objectContaining({ id: setupId, name: 'Drop shot', rodId, notes: 'Light line', revision: 1 }),
    ]);
    expect(await readStore.get(SETUP_GEAR_COLLECTION, rodId)).toMatchObject({ name: 'Zodias 7ft', typeId: 1, removed: false });
  });

  it('marks deleted gear instead of forgetting it, and removes setups', async () => {
    const gearRemoved = recorded('GearRemoved', { gearId: rodId, removedAt: at }, 2);
    const setupRemoved = recorded('SetupRemoved', { setupId, removedAt: at }, 2);
    const readStore = await projected(setupsProjection, [...history, gearRemoved, ...history]);
    expect(await readStore.get(SETUP_GEAR_COLLECTION, rodId)).toMatchObject({ name: 'Zodias 7ft', removed: true });
    expect(await readStore.count(SETUP_COLLECTION, { userId: 'u1' })).toBe(1);
    await setupsProjection.apply(setupRemoved, readStore);
    await setupsProjection.apply(history[1]!, readStore);
    expect(await readStore.count(SETUP_COLLECTION, { userId: 'u1' })).toBe(0);
  });

  it("keeps its consumables' names and a reel's line through the reel's renaming, replayed or not (decision 159)", async () => {
    const reelId = randomUUID();
    const lineId = randomUUID();
    const lines = [
      recorded('GearAdded', { gearId: reelId, userId: 'u1', name: 'Curado', typeId: 2, addedAt: at }),
      recorded('ConsumableAdded', { consumableId: lineId, userId: 'u1', name: 'PowerPro', category: 'line', unit: 'yards', initialQuantity: 300, minStockLevel: 0, addedAt: at }),
      recorded('ReelSpooled', { gearId: reelId, consumableId: lineId, lineName: 'PowerPro 30 lb', lineType: 'braid', amountUsed: 150, unit: 'yards', leader: null, notes: null, spooledAt: at, recordedAt: at }, 1),
      recorded('GearUpdated', { gearId: reelId, name: 'Curado HG', typeId: 2, updatedAt: at }, 2),
      recorded('ConsumableUpdated', { consumableId: lineId, name: 'PowerPro Braid', category: 'line', unit: 'yards', minStockLevel: 0, updatedAt: at }, 1),
    ];
    const readStore = await projected(setupsProjection, [...lines, ...lines]);
    expect(await readStore.get(SETUP_GEAR_COLLECTION, reelId)).toMatchObject({ name: 'Curado HG', lineName: 'PowerPro 30 lb', removed: false });
    expect(await readStore.get(SETUP_CONSUMABLES_COLLECTION, lineId)).toEqual({ id: lineId, userId: 'u1', name: 'PowerPro Braid', removed: false });
    await setupsProjection.apply(recorded('ConsumableRemoved', { consumableId: lineId, removedAt: at }, 2), readStore);
    expect(await readStore.get(SETUP_CONSUMABLES_COLLECTION, lineId)).toMatchObject({ name: 'PowerPro Braid', removed: true });
  });
});
