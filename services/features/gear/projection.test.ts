import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gearInputSchema } from '@tackle/contracts';
import { projected, recordedEvent, tempReadStore } from '@tackle/test-support';
import { GEAR_COLLECTION, gearListProjection } from './projection';
import { activityProjection } from '../dashboard/public';

const gearId = randomUUID();
const fields = gearInputSchema.parse({ name: 'Curado', typeId: 2, brand: 'Shimano' });
let position = 0;
const recorded = (type: string, data: object, revision: number) =>
  recordedEvent({ streamId: `gear-${gearId}`, type, data, revision, position: ++position });

const history = [
  recorded('GearAdded', { gearId, userId: 'u1', ...fields, addedAt: '2026-05-01T10:00:00.000Z' }, 0),
  recorded('GearUpdated', { gearId, ...fields, name: 'Curado DC', updatedAt: '2026-05-02T10:00:00.000Z' }, 1),
];

describe('gear list projection', () => {
  it('builds the list item and is unchanged by replaying the history twice', async () => {
    const readStore = await projected(gearListProjection, [...history, ...history]);
    const docs = await readStore.find(GEAR_COLLECTION, { userId: 'u1' });
    expect(docs).toEqual([
      expect.objectContaining({ id: gearId, name: 'Curado DC', type: { id: 2, name: 'reel' }, revision: 1, updatedAt: '2026-05-02T10:00:00.000Z', createdAt: '2026-05-01T10:00:00.000Z' }),
    ]);
  });

  it("keeps a reel's latest spooling by date, whatever order they were recorded in, replayed twice (decision 128)", async () => {
    const spooled = (spooledAt: string, lineName: string) =>
      recorded('ReelSpooled', { gearId, consumableId: null, lineName, lineType: 'braid', amountUsed: null, unit: 'yards', leader: null, notes: null, spooledAt, recordedAt: '2026-06-01T10:00:00.000Z' }, 2);
    const spoolings = [spooled('2026-05-20T10:00:00.000Z', 'New braid'), spooled('2025-01-01T10:00:00.000Z', 'Old braid')];
    const readStore = await projected(gearListProjection, [...history, ...spoolings, ...history, ...spoolings]);
    expect(await readStore.get(GEAR_COLLECTION, gearId)).toMatchObject({ spooling: { lineName: 'New braid', spooledAt: '2026-05-20T10:00:00.000Z' } });
  });

  it('reads events stored before issue 14: bearings as a number, no rod type or reel size', async () => {
    const readStore = tempReadStore();
    // Raw event data exactly as it was appended then, not passed through today's schema.
    const oldAdded = (data: Record<string, unknown>) => {
      const id = randomUUID();
      const event = { ...recorded('GearAdded', { gearId: id, userId: 'u1', consumables: [], addedAt: '2024-05-01T10:00:00.000Z', ...data }, 0), streamId: `gear-${id}` };
      return { id, event };
    };
    const { id: oldReelId, event: oldReel } = oldAdded({
      name: 'Curado 200K',
      typeId: 2,
      condition: 'good',
      reelDetails: { type: 'Baitcasting', gearRatio: '7.4:1', bearings: 7, capacity: '14/110', drag: 11 },
    });
    const { id: oldRodId, event: oldRod } = oldAdded({
      name: 'Zodias',
      typeId: 1,
      condition: 'new',
      rodDetails: { length: 7, power: 'Medium Heavy', action: 'Fast', lineWeight: '12-20 lb', pieces: 1 },
    });
    for (const event of [oldReel, oldRod]) await gearListProjection.apply(event, readStore);
    const reel = await readStore.get<{ reelDetails: unknown }>(GEAR_COLLECTION, oldReelId);
    expect(reel?.reelDetails).toEqual({ type: 'Baitcasting', gearRatio: '7.4:1', bearings: '7', capacity: '14/110', drag: 11, size: null });
    const rod = await readStore.get<{ rodDetails: { type: unknown } }>(GEAR_COLLECTION, oldRodId);
    expect(rod?.rodDetails.type).toBeNull();
  });

  it('removes the item, and a replay of older events does not bring it back', async () => {
    const removed = recorded('GearRemoved', { gearId, removedAt: '2026-05-03T10:00:00.000Z' }, 2);
    const readStore = await projected(gearListProjection, [...history, removed, ...history]);
    expect(await readStore.count(GEAR_COLLECTION, { userId: 'u1' })).toBe(0);
  });

  it('shows the photo set after the add, and a replay of the whole history changes nothing', async () => {
    const readStore = tempReadStore();
    const imageUrl = '/media/photo.0123456789abcdef0123456789abcdef.jpg';
    const photo = recorded('GearImageSet', { gearId, imageUrl, width: 1024, height: 683, setAt: '2026-05-04T10:00:00.000Z' }, 2);
    const stale = recorded('GearUpdated', { gearId, ...fields, name: 'stale', updatedAt: '2026-05-02T10:00:00.000Z' }, 1);
    stale.position = history[1]!.position;
    for (const event of [...history, photo, ...history, stale, photo]) await gearListProjection.apply(event, readStore);
    const docs = await readStore.find(GEAR_COLLECTION, { userId: 'u1' });
    expect(docs).toEqual([expect.objectContaining({ id: gearId, name: 'Curado DC', imageUrl, revision: 2, updatedAt: '2026-05-04T10:00:00.000Z' })]);
  });

  it('lists activity with the gear name, also for removals', async () => {
    const removed = recorded('GearRemoved', { gearId, removedAt: '2026-05-03T10:00:00.000Z' }, 2);
    const readStore = await projected(activityProjection, [...history, removed]);
    const feed = await readStore.find<{ title: string; description: string }>('activity', { userId: 'u1' }, { sort: { field: 'position', direction: 'asc' } });
    expect(feed.map((e) => [e.title, e.description])).toEqual([
      ['Gear added', 'Curado'],
      ['Gear updated', 'Curado DC'],
      ['Gear removed', 'Curado DC'],
    ]);
  });
});
