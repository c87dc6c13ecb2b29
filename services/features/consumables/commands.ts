import { z } from 'zod';
import {
  consumableInputSchema,
  countOnHandSchema,
  consumableStreamName,
  consumableUsageInputSchema,
  type ConsumableInputBody,
} from '@tackle/contracts';
import { AppError, commandRunner, isUuid, newAggregateId, type Actor, type EventStore, parseInput } from '@tackle/platform';

import { consumableDecider } from './decider';
import { lookUpGear } from '../gear/public';

const runConsumableCommand = commandRunner(consumableStreamName, consumableDecider);

/** The count on hand an edit may set besides the details (made once, not per request). */
const countOnHandInputSchema = z.object({ currentQuantity: countOnHandSchema });

export async function addConsumable(store: EventStore, actor: Actor, body: ConsumableInputBody) {
  const input = parseInput(consumableInputSchema, body);
  const consumableId = newAggregateId(actor, 'consumable');
  const data = { ...input, consumableId, userId: actor.userId };
  return runConsumableCommand(store, consumableId, actor, { type: 'AddConsumable', data });
}

/**
 * Full replacement of the details. Stock: `currentQuantity` is the count on hand the client set (a
 * change is recorded as a restock or a correction); without it, a changed `initialQuantity` is
 * read as the count on hand (decision 020) and an unchanged one changes no stock (decision 098).
 */
export async function updateConsumable(
  store: EventStore,
  actor: Actor,
  consumableId: string,
  body: ConsumableInputBody,
  expectedRevision?: number,
) {
  const input = parseInput(consumableInputSchema, body);
  const { currentQuantity: countOnHand } = countOnHandInputSchema.parse(body);
  const data = { ...input, countOnHand: countOnHand ?? null, consumableId, userId: actor.userId, expectedRevision };
  return runConsumableCommand(store, consumableId, actor, { type: 'UpdateConsumable', data }, expectedRevision);
}

export async function removeConsumable(
  store: EventStore,
  actor: Actor,
  consumableId: string,
  expectedRevision?: number,
) {
  const data = { consumableId, userId: actor.userId, expectedRevision };
  return runConsumableCommand(store, consumableId, actor, { type: 'RemoveConsumable', data }, expectedRevision);
}

/** POST /api/gear/:id/consumables: some of a consumable was used on a piece of gear. */
export async function trackConsumableUsage(store: EventStore, actor: Actor, gearId: string, body: unknown) {
  const input = parseInput(consumableUsageInputSchema, body);
  const gear = await lookUpGear(store, gearId);
  // A consumable id that is not even an id cannot be the user's: same answer as a missing one.
  if (!isUuid(input.consumableId)) {
    if (!gear || gear.ownerId !== actor.userId || gear.removed) throw new AppError('not_found', 'Gear not found');
    throw new AppError('not_found', 'Consumable not found');
  }
  const consumableId = input.consumableId.toLowerCase();
  const usedOn = gear && { gearId: gear.gearId, ownerId: gear.ownerId, name: gear.name, removed: gear.removed };
  const data = { consumableId, userId: actor.userId, gearId, gear: usedOn, quantityUsed: input.quantityUsed, notes: input.notes };
  return runConsumableCommand(store, consumableId, actor, { type: 'TrackConsumableUsage', data });
}
