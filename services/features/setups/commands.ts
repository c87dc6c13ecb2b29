import {
  setupInputSchema,
  setupStreamName,
  type SetupConsumableLookup,
  type SetupGearLookup,
  type SetupInput,
  type SetupInputBody,
} from '@tackle/contracts';
import { commandRunner, newAggregateId, type Actor, type EventStore, parseInput } from '@tackle/platform';
import { lookUpConsumable } from '../consumables/public';
import { lookUpGear } from '../gear/public';
import { setupDecider } from './decider';

const runSetupCommand = commandRunner(setupStreamName, setupDecider);

/** Ids arrive lower- or upper-case; streams and read models use lower case. */
function normalised(input: SetupInput): SetupInput {
  const lower = (id: string | null) => id?.toLowerCase() ?? null;
  return { ...input, rodId: lower(input.rodId), reelId: lower(input.reelId), lureId: lower(input.lureId) };
}

/**
 * What each distinct id of `ids` (nulls skipped) names, looked up by `lookUp` and kept as `summary`
 * gives it; null for an id that names nothing.
 */
async function lookUpEach<Found, Summary>(
  ids: ReadonlyArray<string | null>,
  lookUp: (id: string) => Promise<Found | null>,
  summary: (found: Found) => Summary,
): Promise<Record<string, Summary | null>> {
  const distinct = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = await Promise.all(distinct.map(lookUp));
  return Object.fromEntries(
    distinct.map((id, index) => {
      const item = found[index];
      return [id, item ? summary(item) : null];
    }),
  );
}

/** The gear each slot names, read from the gear's own stream. */
function lookUpSlots(store: EventStore, input: SetupInput): Promise<SetupGearLookup> {
  return lookUpEach(
    [input.rodId, input.reelId, input.lureId],
    (id) => lookUpGear(store, id),
    (gear) => ({ gearId: gear.gearId, ownerId: gear.ownerId, typeId: gear.typeId, removed: gear.removed }),
  );
}

/** The consumables the setup names (line, leader, hook), read from their own streams. */
function lookUpConsumables(store: EventStore, input: SetupInput): Promise<SetupConsumableLookup> {
  return lookUpEach(
    [input.lineId, input.leaderId, input.hookId],
    (id) => lookUpConsumable(store, id),
    (item) => ({ consumableId: item.consumableId, ownerId: item.ownerId, category: item.category, removed: item.status === 'removed' }),
  );
}

export async function createSetup(store: EventStore, actor: Actor, body: SetupInputBody) {
  const input = normalised(parseInput(setupInputSchema, body));
  const setupId = newAggregateId(actor, 'setup');
  const [gear, consumables] = await Promise.all([lookUpSlots(store, input), lookUpConsumables(store, input)]);
  return runSetupCommand(store, setupId, actor, { type: 'CreateSetup', data: { ...input, setupId, userId: actor.userId, gear, consumables } });
}

export async function updateSetup(
  store: EventStore,
  actor: Actor,
  setupId: string,
  body: SetupInputBody,
  expectedRevision?: number,
) {
  const input = normalised(parseInput(setupInputSchema, body));
  const [gear, consumables] = await Promise.all([lookUpSlots(store, input), lookUpConsumables(store, input)]);
  const data = { ...input, setupId, userId: actor.userId, gear, consumables, expectedRevision };
  return runSetupCommand(store, setupId, actor, { type: 'UpdateSetup', data }, expectedRevision);
}

export async function removeSetup(store: EventStore, actor: Actor, setupId: string, expectedRevision?: number) {
  const data = { setupId, userId: actor.userId, expectedRevision };
  return runSetupCommand(store, setupId, actor, { type: 'RemoveSetup', data }, expectedRevision);
}
