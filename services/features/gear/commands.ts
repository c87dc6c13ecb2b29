import {
  gearBodySchema,
  gearStreamName,
  type GearConsumableLink,
  type GearEvent,
  type GearInputBody,
} from '@tackle/contracts';
import {
  AppError,
  handleCommand,
  processImage,
  readStreamUpcast,
  runCommand,
  saveMedia,
  type EventStore,
  newAggregateId,
  withRequestPart,
  type Actor,
} from '@tackle/platform';
import { lookUpConsumable } from '../consumables/public';
import { gearDecider, isOwnedGear } from './decider';


const now = () => new Date().toISOString();

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
  return runCommand(
    gearId,
    store,
    gearStreamName(gearId),
    gearDecider,
    {
      type: 'AddGear',
      data: { ...input, gearId, userId: actor.userId },
      now: now(),
      ownedConsumableIds: await ownedConsumableIds(store, actor, input.consumables),
    },
    actor,
  );
}

export async function updateGear(
  store: EventStore,
  actor: Actor,
  gearId: string,
  body: GearInputBody,
  expectedRevision?: number,
) {
  const input = gearBodySchema.parse(body);
  return runCommand(
    gearId,
    store,
    gearStreamName(gearId),
    gearDecider,
    {
      type: 'UpdateGear',
      data: { ...input, gearId, userId: actor.userId, expectedRevision },
      now: now(),
      ownedConsumableIds: await ownedConsumableIds(store, actor, input.consumables),
    },
    { ...actor, expectedRevision },
  );
}

export async function removeGear(store: EventStore, actor: Actor, gearId: string, expectedRevision?: number) {
  return runCommand(
    gearId,
    store,
    gearStreamName(gearId),
    gearDecider,
    { type: 'RemoveGear', data: { gearId, userId: actor.userId, expectedRevision }, now: now() },
    { ...actor, expectedRevision },
  );
}

/** Throws the same 404 as the decider unless the gear exists and belongs to the actor. */
export async function assertOwnedGear(store: EventStore, actor: Actor, gearId: string): Promise<void> {
  const history = await readStreamUpcast(store, gearStreamName(gearId));
  const state = history.reduce(
    (acc, event) => gearDecider.evolve(acc, event as unknown as GearEvent),
    gearDecider.initialState,
  );
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
  const result = await handleCommand(
    store,
    gearStreamName(gearId),
    gearDecider,
    {
      type: 'SetGearImage',
      data: { gearId, userId: actor.userId, imageUrl, width: image.width, height: image.height },
      now: now(),
    },
    // The same key with another photo is another request.
    withRequestPart(actor, upload),
  );
  return {
    id: gearId,
    position: result.position,
    revision: result.revision,
    imageUrl,
    width: image.width,
    height: image.height,
  };
}
