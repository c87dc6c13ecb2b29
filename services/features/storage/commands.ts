import { randomUUID } from 'node:crypto';
import {
  storageLocationInputSchema,
  storageStreamName,
  storeGearInputSchema,
  type StorableGear,
  type StorageLocationInputBody,
  type StoreGearInputBody,
} from '@tackle/contracts';
import {
  AppError,
  isUuid,
  runCommand,
  type EventStore,
  newAggregateId,
  type Actor,
} from '@tackle/platform';

import { lookUpGear } from '../gear/public';
import { storageDecider } from './decider';


const now = () => new Date().toISOString();

async function storableGear(store: EventStore, gearId: string): Promise<StorableGear> {
  const gear = await lookUpGear(store, gearId);
  return gear && { gearId: gear.gearId, ownerId: gear.ownerId, removed: gear.removed };
}

export async function createStorageLocation(store: EventStore, actor: Actor, body: StorageLocationInputBody) {
  const input = storageLocationInputSchema.parse(body);
  const storageLocationId = newAggregateId(actor, 'storage-location');
  return runCommand(
    storageLocationId,
    store,
    storageStreamName(storageLocationId),
    storageDecider,
    { type: 'CreateStorageLocation', data: { ...input, storageLocationId, userId: actor.userId }, now: now() },
    actor,
  );
}

export async function updateStorageLocation(
  store: EventStore,
  actor: Actor,
  storageLocationId: string,
  body: StorageLocationInputBody,
  expectedRevision?: number,
) {
  const input = storageLocationInputSchema.parse(body);
  return runCommand(
    storageLocationId,
    store,
    storageStreamName(storageLocationId),
    storageDecider,
    {
      type: 'UpdateStorageLocation',
      data: { ...input, storageLocationId, userId: actor.userId, expectedRevision },
      now: now(),
    },
    { ...actor, expectedRevision },
  );
}

export async function removeStorageLocation(
  store: EventStore,
  actor: Actor,
  storageLocationId: string,
  expectedRevision?: number,
) {
  return runCommand(
    storageLocationId,
    store,
    storageStreamName(storageLocationId),
    storageDecider,
    { type: 'RemoveStorageLocation', data: { storageLocationId, userId: actor.userId, expectedRevision }, now: now() },
    { ...actor, expectedRevision },
  );
}

/** POST /api/storage-locations/:id/gear */
export async function storeGear(store: EventStore, actor: Actor, storageLocationId: string, body: StoreGearInputBody) {
  const input = storeGearInputSchema.parse(body);
  if (!isUuid(input.gearId)) throw new AppError('not_found', 'Gear not found');
  const gearId = input.gearId.toLowerCase();
  return runCommand(
    storageLocationId,
    store,
    storageStreamName(storageLocationId),
    storageDecider,
    {
      type: 'StoreGear',
      data: {
        storageLocationId,
        userId: actor.userId,
        entryId: randomUUID(),
        gearId,
        gear: await storableGear(store, gearId),
        quantity: input.quantity,
        notes: input.notes,
      },
      now: now(),
    },
    actor,
  );
}

/** DELETE /api/storage-locations/:id/gear/:gearId */
export async function unstoreGear(store: EventStore, actor: Actor, storageLocationId: string, gearId: string) {
  return runCommand(
    storageLocationId,
    store,
    storageStreamName(storageLocationId),
    storageDecider,
    {
      type: 'UnstoreGear',
      data: { storageLocationId, userId: actor.userId, gearId, gear: await storableGear(store, gearId) },
      now: now(),
    },
    actor,
  );
}
