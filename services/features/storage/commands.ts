import { randomUUID } from 'node:crypto';
import {
  storageLocationInputSchema,
  storageStreamName,
  storeGearInputSchema,
  type StorableGear,
  type StorageLocationInputBody,
  type StoreGearInputBody,
} from '@tackle/contracts';
import { AppError, commandRunner, isUuid, newAggregateId, type Actor, type EventStore, parseInput } from '@tackle/platform';

import { lookUpGear } from '../gear/public';
import { storageDecider } from './decider';

const runStorageCommand = commandRunner(storageStreamName, storageDecider);

async function storableGear(store: EventStore, gearId: string): Promise<StorableGear> {
  const gear = await lookUpGear(store, gearId);
  return gear && { gearId: gear.gearId, ownerId: gear.ownerId, removed: gear.removed };
}

export async function createStorageLocation(store: EventStore, actor: Actor, body: StorageLocationInputBody) {
  const input = parseInput(storageLocationInputSchema, body);
  const storageLocationId = newAggregateId(actor, 'storage-location');
  const data = { ...input, storageLocationId, userId: actor.userId };
  return runStorageCommand(store, storageLocationId, actor, { type: 'CreateStorageLocation', data });
}

export async function updateStorageLocation(
  store: EventStore,
  actor: Actor,
  storageLocationId: string,
  body: StorageLocationInputBody,
  expectedRevision?: number,
) {
  const input = parseInput(storageLocationInputSchema, body);
  const data = { ...input, storageLocationId, userId: actor.userId, expectedRevision };
  return runStorageCommand(store, storageLocationId, actor, { type: 'UpdateStorageLocation', data }, expectedRevision);
}

export async function removeStorageLocation(
  store: EventStore,
  actor: Actor,
  storageLocationId: string,
  expectedRevision?: number,
) {
  const data = { storageLocationId, userId: actor.userId, expectedRevision };
  return runStorageCommand(store, storageLocationId, actor, { type: 'RemoveStorageLocation', data }, expectedRevision);
}

/** POST /api/storage-locations/:id/gear */
export async function storeGear(store: EventStore, actor: Actor, storageLocationId: string, body: StoreGearInputBody) {
  const input = parseInput(storeGearInputSchema, body);
  if (!isUuid(input.gearId)) throw new AppError('not_found', 'Gear not found');
  const gearId = input.gearId.toLowerCase();
  const gear = await storableGear(store, gearId);
  const data = { storageLocationId, userId: actor.userId, entryId: randomUUID(), gearId, gear, quantity: input.quantity, notes: input.notes };
  return runStorageCommand(store, storageLocationId, actor, { type: 'StoreGear', data });
}

/** DELETE /api/storage-locations/:id/gear/:gearId */
export async function unstoreGear(store: EventStore, actor: Actor, storageLocationId: string, gearId: string) {
  const gear = await storableGear(store, gearId);
  return runStorageCommand(store, storageLocationId, actor, { type: 'UnstoreGear', data: { storageLocationId, userId: actor.userId, gearId, gear } });
}
