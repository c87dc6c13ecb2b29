import {
  gearBodySchema,
  gearStreamName,
  lineTypeFromText,
  SPOOL_USAGE_NOTE,
  spoolInputSchema,
  type GearConsumableLink,
  type GearInputBody,
  type ReelSpooling,
  type SpoolLine,
} from '@tackle/contracts';
import { AppError, commandRunner, isUuid, loadState, processImage, saveMedia, newAggregateId, withRequestPart, type Actor, type EventStore, parseInput } from '@tackle/platform';
import { lookUpConsumable, trackConsumableUsage } from '../consumables/public';
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
  const input = parseInput(gearBodySchema, body);
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
  const input = parseInput(gearBodySchema, body);
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

/** The line a spooling names, as its consumable's stream says (null: no such consumable). */
async function spoolLine(store: EventStore, consumableId: string): Promise<SpoolLine> {
  const found = await lookUpConsumable(store, consumableId);
  if (!found) return null;
  const { ownerId, status, name, category, unit, words } = found;
  return { consumableId: found.consumableId, ownerId, removed: status === 'removed', name, category, unit, lineType: lineTypeFromText(...words) };
}

/**
 * POST /api/gear/:id/spool (decision 128): the reel is spooled with one of the angler's lines. The
 * whole command is checked by the gear decider first; then an amount, when given, is taken from
 * the line's stock by the consumables' own usage command (refused there when there is not enough,
 * before anything is recorded on the reel); then ReelSpooled goes on the reel's stream. Both
 * appends carry the request's Idempotency-Key, so a retry takes stock once and completes a
 * spooling cut off between the two.
 */
export async function spoolReel(store: EventStore, actor: Actor, gearId: string, body: unknown) {
  const input = parseInput(spoolInputSchema, body);
  const line = isUuid(input.consumableId) ? await spoolLine(store, input.consumableId) : null;
  const command = { type: 'SpoolReel' as const, data: { gearId, userId: actor.userId, line, input, restoredLine: null }, now: new Date().toISOString() };
  const { state } = await loadState(store, gearStreamName(gearId), gearDecider);
  gearDecider.decide(command, state);
  if (input.amountUsed !== null && line) {
    await trackConsumableUsage(store, actor, gearId, { consumableId: line.consumableId, quantityUsed: input.amountUsed, notes: SPOOL_USAGE_NOTE });
  }
  return runGearCommand(store, gearId, actor, { type: 'SpoolReel', data: command.data });
}

/** The backup's restore: a reel's last spooling, recorded as it was. Its stock was taken by the restored usage history. */
export async function restoreSpooling(store: EventStore, actor: Actor, gearId: string, spooling: ReelSpooling) {
  const line = spooling.consumableId ? await spoolLine(store, spooling.consumableId) : null;
  const { consumableId, lineType, amountUsed, spooledAt, leader, notes } = spooling;
  const input = { consumableId: consumableId ?? '', lineType, amountUsed, spooledAt, leader, notes };
  const restoredLine = { lineName: spooling.lineName, unit: spooling.unit };
  return runGearCommand(store, gearId, actor, { type: 'SpoolReel', data: { gearId, userId: actor.userId, line, input, restoredLine } });
}
