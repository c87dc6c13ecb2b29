import { createHash, randomUUID } from 'node:crypto';
import { AppError, ConcurrencyError } from '../errors';
import { eventVersion } from '@tackle/contracts';
import type { EventData, EventMetadata, EventStore, RecordedEvent } from '../ports';
import { readStreamUpcast } from './upcast';

/** A pure decider (ARCHITECTURE.md, "Write path"): no I/O; time and ids come in through `context`. */
export interface Decider<TCommand, TState, TEvent extends { type: string; data: unknown }> {
  initialState: TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}

/**
 * A command sent with an `Idempotency-Key` (docs/decisions/114-idempotent-commands.md): the key and
 * a hash of the request it was first used for. Both travel in the metadata of the events the
 * command appends, in the same append, so a retry finds them whatever happened in between.
 */
export interface IdempotencyContext {
  key: string;
  requestHash: string;
}

export interface CommandContext {
  userId: string;
  correlationId: string;
  causationId?: string | null;
  idempotency?: IdempotencyContext | undefined;
}

/** Who sends a command: what every command function takes from the request (`actorOf`). */
export type Actor = Omit<CommandContext, 'causationId'>;

/**
 * The id of an aggregate a command creates: random, or, for a command sent with an idempotency
 * key, derived from the user, the key and `purpose` (e.g. 'catch', 'row-3'), so a retry of the
 * same create names the same stream and finds its first answer there. A user can only derive ids
 * from their own user id, never one of another user's.
 */
export function newAggregateId(actor: Pick<CommandContext, 'userId' | 'idempotency'>, purpose: string): string {
  if (!actor.idempotency) return mintedId();
  const hex = createHash('sha256').update(`${actor.userId}\n${actor.idempotency.key}\n${purpose}`).digest('hex');
  // An RFC 9562 version-8 (custom) UUID: 122 bits of the hash, the version and variant bits set.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Random ids `newAggregateId` made in this process and no command has run on yet (decision 143):
 * a random UUID is never made twice, so no stream can hold an event of one, and the first command
 * on it need not read its stream to learn that it is empty. That command still appends with
 * `'no_stream'`, so a stream that did exist would fail the append (409) rather than be written
 * over. Bounded: an id forgotten here (the command refused before it ran, or many at once) is only
 * read as any other.
 */
const minted = new Set<string>();
const MINTED_KEPT = 10_000;

function mintedId(): string {
  const id = randomUUID();
  if (minted.size >= MINTED_KEPT) minted.clear();
  minted.add(id);
  return id;
}

/** Whether `id` was made by `newAggregateId` at random and not yet used by a command (once). */
function firstUseOfMinted(id: string): boolean {
  return minted.delete(id);
}

/** The same idempotent request with one more part in its hash (an uploaded file's bytes). */
export function withRequestPart<T extends Pick<CommandContext, 'idempotency'>>(actor: T, part: Buffer | string): T {
  if (!actor.idempotency) return actor;
  const requestHash = createHash('sha256').update(actor.idempotency.requestHash).update(part).digest('hex');
  return { ...actor, idempotency: { ...actor.idempotency, requestHash } };
}

/**
 * The first answer to a command whose idempotency key is already in the stream: the revision and
 * position of the last event it appended. The same key with another request is refused (422).
 */
function earlierAnswer(streamId: string, history: readonly RecordedEvent[], context: CommandContext): CommandResult | null {
  const idempotency = context.idempotency;
  if (!idempotency) return null;
  // Keys are the user's own: another user's key in the same stream is not this request.
  const earlier = history.filter((event) => event.metadata.idempotencyKey === idempotency.key && event.metadata.userId === context.userId);
  const last = earlier[earlier.length - 1];
  if (!last) return null;
  if (earlier.some((event) => event.metadata.requestHash !== idempotency.requestHash)) {
    throw new AppError('validation', 'This Idempotency-Key was already used for a different request', { code: 'idempotency_key_reused' });
  }
  return { streamId, revision: last.revision, position: last.position, events: earlier.map(({ id, type }) => ({ id, type })), replayed: true };
}

/** The state of the aggregate on `streamId`: its history folded with the decider's `evolve`. */
export async function loadState<TState, TEvent extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<never, TState, TEvent>, 'initialState' | 'evolve'>,
): Promise<{ state: TState; revision: number | null; history: RecordedEvent[] }> {
  const history = await readStreamUpcast(store, streamId);
  const state = history.reduce((acc, event) => decider.evolve(acc, event as unknown as TEvent), decider.initialState);
  const revision = history.length === 0 ? null : (history[history.length - 1] as RecordedEvent).revision;
  return { state, revision, history };
}

/**
 * The data of the last of `types` in a history that `schema` reads, or null when none does: the
 * latest details of an aggregate (its name, its type) for a lookup from another feature.
 */
export function latestData<T>(history: readonly RecordedEvent[], types: readonly string[], schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }): T | null {
  let latest: T | null = null;
  for (const event of history) {
    if (!types.includes(event.type)) continue;
    const parsed = schema.safeParse(event.data);
    if (parsed.success) latest = parsed.data;
  }
  return latest;
}

export interface CommandResult {
  streamId: string;
  revision: number;
  position: number;
  events: TEventSummary[];
  /** True when this is the first answer to an idempotent command sent again. */
  replayed?: boolean;
}

interface TEventSummary {
  id: string;
  type: string;
}

/**
 * Loads the stream, folds it, decides, and appends with the expected revision: the revision the
 * client last saw when it sends one (a stale edit gets 409), else the revision just read (a write
 * racing between read and append also gets 409; nothing is lost or overwritten). Ownership comes
 * first: a "not found" from the decider (a foreign or missing id) is answered before any 409.
 */
export async function handleCommand<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  context: CommandContext & {
    expectedRevision?: number | undefined;
    /** The stream is a new aggregate's whose id was just made at random (`newAggregateId`): it is empty, and is not read. */
    newStream?: boolean;
  },
): Promise<CommandResult> {
  const { state, revision: currentRevision, history } = context.newStream
    ? { state: decider.initialState, revision: null, history: [] }
    : await loadState(store, streamId, decider);
  const replay = earlierAnswer(streamId, history, context);
  if (replay) return replay;
  // The decider sees the current state before the revision is compared (decision 094): it answers
  // "not found" for another user's id (or a missing one), and that answer wins over a stale
  // revision, so no request, whatever expectedRevision it sends, tells a foreign id from a
  // missing one or learns its version. Any other refusal still comes after the 409.
  let decided: TEvent[] = [];
  let refusal: { error: unknown } | null = null;
  try {
    decided = decider.decide(command, state);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw error;
    refusal = { error };
  }
  if (context.expectedRevision !== undefined && context.expectedRevision !== currentRevision) {
    throw new ConcurrencyError(streamId, context.expectedRevision, currentRevision);
  }
  if (refusal) throw refusal.error;
  if (decided.length === 0) {
    throw new AppError('bad_request', 'Nothing to change');
  }
  const metadata = (type: string): EventMetadata => ({
    userId: context.userId,
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    // The version of the data's shape (contracts' EVENT_UPCASTERS read older ones).
    schemaVersion: eventVersion(type),
    ...(context.idempotency ? { idempotencyKey: context.idempotency.key, requestHash: context.idempotency.requestHash } : {}),
  });
  const events: EventData[] = decided.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: metadata(event.type) }));
  let result;
  try {
    result = await store.append(streamId, events, {
      expectedRevision: currentRevision === null ? 'no_stream' : currentRevision,
    });
  } catch (error) {
    // The same idempotent command sent twice at once: the first append wins, the second finds it.
    if (!(error instanceof ConcurrencyError) || !context.idempotency) throw error;
    const raced = earlierAnswer(streamId, await readStreamUpcast(store, streamId), context);
    if (!raced) throw error;
    return raced;
  }
  return {
    streamId,
    revision: result.nextExpectedRevision,
    position: result.position,
    events: events.map(({ id, type }) => ({ id, type })),
  };
}

/**
 * `handleCommand` answered the way the API answers a command: the id of the aggregate it acted on,
 * the position of its last event and the stream's new revision.
 */
export async function runCommand<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  id: string,
  store: EventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  context: CommandContext & { expectedRevision?: number | undefined; newStream?: boolean },
): Promise<{ id: string; position: number; revision: number; replayed?: boolean }> {
  const result = await handleCommand(store, streamId, decider, command, context);
  return { id, position: result.position, revision: result.revision, ...(result.replayed ? { replayed: true } : {}) };
}

/**
 * An aggregate's commands from their payload types, by command type: `{ type, data, now }` each
 * (`now`, the time `commandRunner` stamps it with).
 */
export type CommandsOf<TPayloads extends Record<string, unknown>> = {
  [K in keyof TPayloads & string]: { type: K; data: TPayloads[K]; now: string };
}[keyof TPayloads & string];

/** A command without its time: `commandRunner` stamps it. */
type Unstamped<TCommand> = TCommand extends unknown ? Omit<TCommand, 'now'> : never;

/**
 * The command functions' common part for one kind of aggregate (its stream name and decider, bound
 * once): stamps the command with the time, runs it on the aggregate `id` with the revision the
 * client last saw, and answers `{ id, position, revision }` (`runCommand`).
 */
export function commandRunner<TCommand extends { now: string }, TState, TEvent extends { type: string; data: unknown }>(
  streamName: (id: string) => string,
  decider: Decider<TCommand, TState, TEvent>,
) {
  return (store: EventStore, id: string, actor: Actor, command: Unstamped<TCommand>, expectedRevision?: number) =>
    runCommand(id, store, streamName(id), decider, { ...command, now: new Date().toISOString() } as unknown as TCommand, {
      ...actor,
      expectedRevision,
      // The aggregate's own stream, named by an id just made at random: empty (decision 143).
      newStream: firstUseOfMinted(id),
    });
}

/** One function per event type: the state after that event. */
type EventRules<TState, TEvent extends { type: string }> = {
  [K in TEvent['type']]: (state: TState, event: Extract<TEvent, { type: K }>) => TState;
};

/** One function per command type: the events it decides on, or a thrown refusal. */
type CommandRules<TCommand extends { type: string }, TState, TEvent> = {
  [K in TCommand['type']]: (command: Extract<TCommand, { type: K }>, state: TState) => TEvent[];
};

/** The state of an aggregate whose stream has no event yet, unless its decider says otherwise. */
const NOTHING_YET = { status: 'none' } as const;

/** `initialState` may be left out when the state has the `{ status: 'none' }` case (`NOTHING_YET`). */
type InitialStateRule<TState> = typeof NOTHING_YET extends TState ? { initialState?: TState } : { initialState: TState };

/**
 * A decider from one rule per event type (`evolve`) and one per command type (`decide`): the
 * dispatch on `type` every aggregate shares. An event of a type the aggregate does not know (it
 * cannot be on its stream) leaves the state as it is.
 */
export function deciderOf<TCommand extends { type: string }, TState, TEvent extends { type: string; data: unknown }>(
  rules: InitialStateRule<TState> & {
    evolve: EventRules<TState, TEvent>;
    decide: CommandRules<TCommand, TState, TEvent>;
  },
): Decider<TCommand, TState, TEvent> {
  const evolveRules = rules.evolve as unknown as Record<string, ((state: TState, event: TEvent) => TState) | undefined>;
  const decideRules = rules.decide as unknown as Record<string, ((command: TCommand, state: TState) => TEvent[]) | undefined>;
  return {
    initialState: (rules as { initialState?: TState }).initialState ?? (NOTHING_YET as TState),
    evolve(state, event) {
      const rule = evolveRules[event.type];
      return rule ? rule(state, event) : state;
    },
    decide(command, state) {
      const rule = decideRules[command.type];
      if (!rule) throw new Error(`no rule for the command ${command.type}`);
      return rule(command, state);
    },
  };
}
