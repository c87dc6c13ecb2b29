import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storageLocationInputSchema, type StorableGear, type StorageEvent } from '@tackle/contracts';
import { givenWhen } from '@tackle/test-support';
import { storageDecider, type StorageCommand } from './decider';

const now = '2026-05-01T10:00:00.000Z';
const storageLocationId = randomUUID();
const gearId = randomUUID();
const entryId = randomUUID();
const owner = 'user-a';
const fields = storageLocationInputSchema.parse({ name: 'Plano 3700', type: 'tackle_box', capacity: 2 });
const gear: StorableGear = { gearId, ownerId: owner, removed: false };

const given = givenWhen(storageDecider);

const created: StorageEvent = {
  type: 'StorageLocationCreated',
  data: { storageLocationId, userId: owner, ...fields, createdAt: now },
};
const store = (overrides: Partial<{ userId: string; gear: StorableGear }> = {}): StorageCommand => ({
  type: 'StoreGear',
  data: { storageLocationId, userId: owner, entryId, gearId, gear, quantity: 2, notes: null, ...overrides },
  now,
});
const stored: StorageEvent = {
  type: 'GearStored',
  data: { storageLocationId, entryId, gearId, quantity: 2, notes: null, storedAt: now },
};
const unstore = (overrides: Partial<{ userId: string; gear: StorableGear }> = {}): StorageCommand => ({
  type: 'UnstoreGear',
  data: { storageLocationId, userId: owner, gearId, gear, ...overrides },
  now,
});

describe('storage decider', () => {
  it('creates, updates and removes a location', () => {
    expect(
      given([]).when({ type: 'CreateStorageLocation', data: { storageLocationId, userId: owner, ...fields }, now })(),
    ).toEqual([created]);
    expect(
      given([created]).when({
        type: 'UpdateStorageLocation',
        data: { storageLocationId, userId: owner, ...fields, isPortable: true },
        now,
      })(),
    ).toEqual([{ type: 'StorageLocationUpdated', data: { storageLocationId, ...fields, isPortable: true, updatedAt: now } }]);
    expect(
      given([created, stored]).when({ type: 'RemoveStorageLocation', data: { storageLocationId, userId: owner }, now })(),
    ).toEqual([{ type: 'StorageLocationRemoved', data: { storageLocationId, removedAt: now } }]);
  });

  it('stores the owner\'s gear once, and takes it out again', () => {
    expect(given([created]).when(store())()).toEqual([stored]);
    expect(given([created, stored]).when(store())).toThrow('This gear is already in this location');
    expect(given([created, stored]).when(unstore())()).toEqual([
      { type: 'GearUnstored', data: { storageLocationId, gearId, unstoredAt: now } },
    ]);
    expect(given([created]).when(unstore())).toThrow('Gear not found in this location');
  });

  it('ignores deleted gear: it cannot be stored, and counts as gone from the location', () => {
    expect(given([created]).when(store({ gear: { ...gear, removed: true } }))).toThrow('Gear not found');
    expect(given([created, stored]).when(unstore({ gear: { ...gear, removed: true } }))).toThrow(
      'Gear not found in this location',
    );
  });

  it("treats another user's location or gear as not found", () => {
    expect(given([created]).when(store({ userId: 'user-b', gear: { ...gear, ownerId: 'user-b' } }))).toThrow(
      'Storage location not found',
    );
    expect(given([created]).when(store({ gear: { ...gear, ownerId: 'user-b' } }))).toThrow('Gear not found');
    expect(given([created]).when(store({ gear: null }))).toThrow('Gear not found');
    expect(
      given([created]).when({ type: 'UpdateStorageLocation', data: { storageLocationId, userId: 'user-b', ...fields }, now }),
    ).toThrow('Storage location not found');
    expect(
      given([created]).when({ type: 'RemoveStorageLocation', data: { storageLocationId, userId: 'user-b' }, now }),
    ).toThrow('Storage location not found');
  });

  it('a removed location takes no more commands', () => {
    const removed: StorageEvent = { type: 'StorageLocationRemoved', data: { storageLocationId, removedAt: now } };
    expect(given([created, removed]).when(store())).toThrow('Storage location not found');
    expect(
      given([created, removed]).when({ type: 'RemoveStorageLocation', data: { storageLocationId, userId: owner }, now }),
    ).toThrow('Storage location not found');
  });
});
