import { settingsInputSchema, settingsStreamName } from '@tackle/contracts';
import { commandRunner, type Actor, type EventStore, parseInput } from '@tackle/platform';
import { settingsDecider } from './decider';

const runSettingsCommand = commandRunner(settingsStreamName, settingsDecider);

/** PUT /api/settings: the angler's settings, whole; their stream is named by their account. */
export function changeSettings(store: EventStore, actor: Actor, body: unknown, expectedRevision?: number) {
  const input = parseInput(settingsInputSchema, body);
  return runSettingsCommand(store, actor.userId, actor, { type: 'ChangeSettings', data: { ...input, userId: actor.userId } }, expectedRevision);
}
