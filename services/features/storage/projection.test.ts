import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@tackle/platform';
import { projected, recordedEvent } from '@tackle/test-support';
import { STORAGE_COLLECTION, STORAGE_GEAR_COLLECTION, storageProjection, type StorageLocationDoc } from './projection';

const boxId = randomUUID();
const garageId = randomUUID();
const rodId = randomUUID();
const lureId = randomUUID();
const at = '2026-05-01T10:00:00.000Z';
let position = 0;
const revisions = new Map<string, number>();
const recorded = (streamId: string, type: string, data: object): RecordedEvent => {
  const revision = revisions.get(streamId) ?? 0;
  revisions.set(streamId, revision + 1);
  return recordedEvent({ streamId, type, data, revision, position: ++position, createdAt: at });
};
const location = (id: string, name: string) =>
  recorded(`storage-${id}`, 'StorageLocationCreated', {
    storageLocationId: id,
    userId: 'u1',
    name,
    description: null,
    type: 'tackle_box',
    capacity: 2,
    isPortable: true,
    createdAt: at,
  });
const stored = (storageLocationId: string, gearId: string, quantity = 1) =>
  recorded(`storage-${storageLocationId}`, 'GearStored', {
    storageLocationId,
    entryId: randomUUID(),
    gearId,
    quantity,
    notes: null,
    storedAt: at,
  });

const history = [
  recorded(`gear-${rodId}`, 'GearAdded', { gearId: rodId, userId: 'u1', name: 'Zodias', typeId: 1, addedAt: at }),
  recorded(`gear-${lureId}`, 'GearAdded', { gearId: lureId, userId: 'u1', name: 'Senko', typeId: 3, addedAt: at }),
  location(boxId, 'Plano 3700'),
  location(garageId, 'Garage'),
  stored(boxId, rodId),
  stored(boxId, lureId, 12),
  stored(garageId, rodId),
  recorded(`storage-${boxId}`, 'StorageLocationUpdated', {
    storageLocationId: boxId,
    name: 'Plano 3700 (blue)',
    description: 'Soft plastics',
    type: 'tackle_box',
    capacity: 2,
    isPortable: true,
    updatedAt: at,
  }),
];

describe('storage projection', () => {
  it('keeps each location with its gear and is unchanged by replaying the history twice', async () => {
    const readStore = await projected(storageProjection, [...history, ...history]);
    const box = await readStore.get<StorageLocationDoc>(STORAGE_COLLECTION, boxId);
    expect(box).toMatchObject({ name: 'Plano 3700 (blue)', description: 'Soft plastics', revision: 3 });
    expect(box?.entries.map((entry) => [entry.gearId, entry.quantity])).toEqual([
      [rodId, 1],
      [lureId, 12],
    ]);
    expect(await readStore.count(STORAGE_GEAR_COLLECTION, { userId: 'u1' })).toBe(2);
  });

  it('takes deleted gear out of every location and leaves the locations otherwise as they were', async () => {
    const removed = recorded(`gear-${rodId}`, 'GearRemoved', { gearId: rodId, removedAt: at });
    const readStore = await projected(storageProjection, [...history, removed, ...history, removed]);
    const box = await readStore.get<StorageLocationDoc>(STORAGE_COLLECTION, boxId);
    const garage = await readStore.get<StorageLocationDoc>(STORAGE_COLLECTION, garageId);
    expect(box?.entries.map((entry) => entry.gearId)).toEqual([lureId]);
    expect(box?.revision).toBe(3);
    expect(garage?.entries).toEqual([]);
    expect(await readStore.get(STORAGE_GEAR_COLLECTION, rodId)).toBeNull();
  });

  it('takes gear out, and removes a location without touching the gear names', async () => {
    const unstored = recorded(`storage-${boxId}`, 'GearUnstored', { storageLocationId: boxId, gearId: lureId, unstoredAt: at });
    const removed = recorded(`storage-${garageId}`, 'StorageLocationRemoved', { storageLocationId: garageId, removedAt: at });
    const readStore = await projected(storageProjection, [...history, unstored, removed, ...history]);
    const box = await readStore.get<StorageLocationDoc>(STORAGE_COLLECTION, boxId);
    expect(box?.entries.map((entry) => entry.gearId)).toEqual([rodId]);
    expect(await readStore.get(STORAGE_COLLECTION, garageId)).toBeNull();
    expect(await readStore.count(STORAGE_GEAR_COLLECTION, { userId: 'u1' })).toBe(2);
  });
});
