import {
  gearBodySchema,
  gearStreamName,
  type GearConsumableLink,
  type GearInputBody,
} from '@tackle/contracts';
import { AppError, commandRunner, loadState, processImage, saveMedia, newAggregateId, withRequestPart, type Actor, type EventStore } from '@tackle/platform';
import { lookUpConsumable } from '../consumables/public';
import { gearDecider, isOwnedGear } from './decider';

const runGearCommand = commandRunner(gearStreamName, gearDecider);

/** Which linked consumables are the actor's own and still in the inventory (read from their streams). */
async function ownedConsumableIds(
  store: EventStore,
  actor: Actor,
  links: readonly GearConsumableLink[],
): Promise<string[]> {
  const owned: string[] = [];
  for (const id of new Set(links.map((link) => link.consumableId))) {
    const consumable = await lookUpConsumable(store, id);
    if (consumable?.status === 'active' && consumable.ownerId === actor.userId) owned.push(id);
  }
  return owned;
}

export async function addGear(store: EventStore, actor: Actor, body: GearInputBody) {
  const input = gearBodySchema.parse(body);
  const gearId = newAggregateId(actor, 'gear');
  const owned = await ownedConsumableIds(store, actor, input.consumables);
  return runGearCommand(store, gearId, actor, { type: 'AddGear', data: { ...input, gearId, userId: actor.userId }, ownedConsumableIds: owned });
}

export async function updateGear(
  store: EventStore,
  actor: Actor,
  gearId: string,
  body: GearInputBody,
  expectedRevision?: number,
) {
  const input = gearBodySchema.parse(body);
  const owned = await ownedConsumableIds(store, actor, input.consumables);
  const data = { ...input, gearId, userId: actor.userId, expectedRevision };
  return runGearCommand(store, gearId, actor, { type: 'UpdateGear', data, ownedConsumableIds: owned }, expectedRevision);
}

export async function removeGear(store: EventStore, actor: Actor, gearId: string, expectedRevision?: number) {
  const data = { gearId, userId: actor.userId, expectedRevision };
  return runGearCommand(store, gearId, actor, { type: 'RemoveGear', data }, expectedRevision);
}

/** Throws the same 404 as the decider unless the gear exists and belongs to the actor. */
export async function assertOwnedGear(store: EventStore, actor: Actor, gearId: string): Promise<void> {
  const { state } = await loadState(store, gearStreamName(gearId), gearDecider);
  if (!isOwnedGear(state, actor.userId)) throw new AppError('not_found', 'Gear not found');
}

/**
 * POST /api/gear/:id/image: the photo is normalised (resized, re-encoded, metadata stripped),
 * stored under its content hash and recorded with GearImageSet. The caller checks ownership
 * before reading the upload; the decider checks again when appending.
 */
export async function setGearImage(store: EventStore, actor: Actor, gearId: string, upload: Buffer, dataDir: string) {
  const image = await processImage(upload);
  const imageUrl = await saveMedia(dataDir, image.jpeg);
  const { width, height } = image;
  // The same key with another photo is another request.
  const answer = await runGearCommand(store, gearId, withRequestPart(actor, upload), { type: 'SetGearImage', data: { gearId, userId: actor.userId, imageUrl, width, height } });
  return { ...answer, imageUrl, width, height };
}
