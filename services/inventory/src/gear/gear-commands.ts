import { randomUUID } from 'node:crypto';
import { gearInputSchema, gearStreamName, type GearInputBody } from '@tackle/contracts';
import { handleCommand, type EventStore } from '@tackle/platform';
import { gearDecider } from './decider';

export interface Actor {
  userId: string;
  correlationId: string;
}

const now = () => new Date().toISOString();

export async function addGear(store: EventStore, actor: Actor, body: GearInputBody) {
  const input = gearInputSchema.parse(body);
  const gearId = randomUUID();
  const result = await handleCommand(
    store,
    gearStreamName(gearId),
    gearDecider,
    { type: 'AddGear', data: { ...input, gearId, userId: actor.userId }, now: now() },
    actor,
  );
  return { id: gearId, position: result.position, revision: result.revision };
}

export async function updateGear(
  store: EventStore,
  actor: Actor,
  gearId: string,
  body: GearInputBody,
  expectedRevision?: number,
) {
  const input = gearInputSchema.parse(body);
  const result = await handleCommand(
    store,
    gearStreamName(gearId),
    gearDecider,
    { type: 'UpdateGear', data: { ...input, gearId, userId: actor.userId, expectedRevision }, now: now() },
    { ...actor, expectedRevision },
  );
  return { id: gearId, position: result.position, revision: result.revision };
}

export async function removeGear(store: EventStore, actor: Actor, gearId: string, expectedRevision?: number) {
  const result = await handleCommand(
    store,
    gearStreamName(gearId),
    gearDecider,
    { type: 'RemoveGear', data: { gearId, userId: actor.userId, expectedRevision }, now: now() },
    { ...actor, expectedRevision },
  );
  return { id: gearId, position: result.position, revision: result.revision };
}
