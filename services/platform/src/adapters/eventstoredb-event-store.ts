import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type EventData as EsdbEventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { ConcurrencyError } from '../errors';
import type { AppendResult, EventData, EventMetadata, EventStore, ExpectedRevision, RecordedEvent } from '../ports';
import { checkAppendArguments } from './append-rules';

interface EventStoreDbEventStoreOptions {
  /** Events fetched per `$all` page while scanning (system events are skipped client-side). Default 500. */
  pageSize?: number;
  /** Errors of the live `$all` subscription behind `onAppended` (it reconnects on its own). */
  onError?: (error: unknown, context: string) => void;
}

/**
 * The distributed {@link EventStore}: EventStoreDB over gRPC (@eventstore/db-client).
 *
 * Mapping to the port (see docs/decisions/050-eventstoredb-positions.md):
 * - **Expected revision**: `'any'`, `'no_stream'`, `'stream_exists'` map to the client's `ANY`,
 *   `NO_STREAM`, `STREAM_EXISTS`; a number `n` maps to `BigInt(n)` (last revision must be `n`).
 *   `WrongExpectedVersionError` becomes our {@link ConcurrencyError} with the actual revision.
 * - **Global position** = the event's **commit position** in the transaction log, as a number.
 *   gRPC appends write self-committing prepares, so every event has its own commit position (equal
 *   to its prepare position) and `$all` order is commit-position order: strictly increasing, but
 *   not dense (positions are byte offsets, with gaps). Numbers stay exact up to 2^53 bytes of log.
 *   `readAll(after)` therefore reads `$all` from `{ commit: after, prepare: after }` (inclusive) and
 *   drops what is at or below `after`.
 * - **System events** (`$`-prefixed stream or type: settings, stats, links, metadata) never leave
 *   the adapter: `readAll`, `headPosition` and the live subscription skip them.
 * - `append` answers the position of the **last** event written, read back by revision, so
 *   read-your-writes waits for exactly what the reader will see in `$all`.
 * - `onAppended` fires for appends made through this instance at once, and for appends made by any
 *   other client through a live catch-up subscription to `$all` (system events filtered on the
 *   server). Wake-ups carry no data; consumers read with `readAll` from their checkpoint.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();
  /** Ids appended here whose echo from the live subscription must not notify a second time. */
  private readonly localIds = new Set<string>();
  private subscription: AllStreamSubscription | null = null;
  private resubscribeTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly pageSize: number;
  private readonly onError: (error: unknown, context: string) => void;

  constructor(
    private readonly client: EventStoreDBClient,
    options: EventStoreDbEventStoreOptions = {},
  ) {
    this.pageSize = Math.max(2, options.pageSize ?? 500);
    this.onError = options.onError ?? ((error, context) => console.error(`[eventstoredb] ${context}:`, error));
  }

  /** `esdb://host:2113?tls=false` (insecure dev mode) or any EventStoreDB connection string. */
  static connect(connectionString: string, options: EventStoreDbEventStoreOptions = {}): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString), options);
  }

  async append(
    streamId: string,
    events: EventData[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    checkAppendArguments(streamId, events);
    const payload = events.map(
      (event) =>
        ({
          id: event.id,
          contentType: 'application/json',
          type: event.type,
          data: (event.data ?? null) as JSONType,
          metadata: event.metadata as unknown as JSONType,
        }) as EsdbEventData,
    );
    let nextExpectedRevision: bigint;
    let fallbackPosition: Position | undefined;
    try {
      const result = await this.client.appendToStream(streamId, payload, {
        expectedRevision: toEsdbExpected(options.expectedRevision),
      });
      nextExpectedRevision = result.nextExpectedRevision;
      fallbackPosition = result.position;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? null : Number(error.actualVersion);
        throw new ConcurrencyError(streamId, options.expectedRevision, actual);
      }
      throw error;
    }
    for (const event of events) this.rememberLocal(event.id);
    const last = await this.readOne(streamId, nextExpectedRevision);
    const position = last?.position ?? fallbackPosition;
    if (!position) throw new Error(`EventStoreDB did not report a position for ${streamId}@${nextExpectedRevision}`);
    this.notify();
    return { nextExpectedRevision: Number(nextExpectedRevision), position: toNumber(position) };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    this.assertOpen();
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: START })) {
        const event = resolved.event;
        if (event) out.push(toRecorded(event, positionOf(resolved)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
    const out: RecordedEvent[] = [];
    let seenUpTo = Math.max(0, Math.floor(afterPosition));
    let from: ReadPosition = seenUpTo === 0 ? START : { commit: BigInt(seenUpTo), prepare: BigInt(seenUpTo) };
    // Reads are inclusive of `from`; pages may be mostly system events, so keep scanning until
    // `limit` user events are found or `$all` ends.
    for (;;) {
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: this.pageSize,
        direction: FORWARDS,
      })) {
        read += 1;
        const event = resolved.event;
        if (!event?.position) continue;
        last = event.position;
        const position = toNumber(event.position);
        if (position <= seenUpTo) continue;
        seenUpTo = position;
        if (isSystemEvent(event)) continue;
        out.push(toRecorded(event, event.position));
        if (out.length === limit) return out;
      }
      if (read < this.pageSize || !last) return out;
      from = last;
    }
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    // Newest first; widen the window until a user event shows up or the log's start is reached.
    for (let window = 64; ; window *= 8) {
      let read = 0;
      for await (const resolved of this.client.readAll({ fromPosition: END, maxCount: window, direction: BACKWARDS })) {
        read += 1;
        const event = resolved.event;
        if (event?.position && !isSystemEvent(event)) return toNumber(event.position);
      }
      if (read < window) return 0;
    }
  }

  /**
   * Finds the user's streams by scanning `$all` (a rare operation: account deletion) and deletes
   * each one (soft delete: the name can be used again, so the username can be registered anew).
   * EventStoreDB removes the events from disk at its next scavenge; until then `$all` may still
   * hold them (decision 122).
   */
  async deleteStreamsOf(userId: string, options: { keep?: readonly string[] } = {}): Promise<{ streams: string[]; events: number }> {
    this.assertOpen();
    const keep = new Set(options.keep ?? []);
    const counts = new Map<string, number>();
    const owned = new Set<string>();
    let after = 0;
    for (;;) {
      const page = await this.readAll(after, this.pageSize);
      for (const event of page) {
        counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
        if (event.metadata.userId === userId && !keep.has(event.streamId)) owned.add(event.streamId);
      }
      if (page.length < this.pageSize) break;
      after = page[page.length - 1]!.position;
    }
    const streams = [...owned];
    for (const stream of streams) {
      try {
        await this.client.deleteStream(stream);
      } catch (error) {
        if (!(error instanceof StreamNotFoundError)) throw error;
      }
    }
    return { streams, events: streams.reduce((n, stream) => n + (counts.get(stream) ?? 0), 0) };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.closed && !this.subscription) this.subscribe();
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    if (this.resubscribeTimer) clearTimeout(this.resubscribeTimer);
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }

  /** A live catch-up subscription to `$all` from its end: wake-ups for appends made elsewhere. */
  private subscribe(attempt = 0): void {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('data', (resolved: ResolvedEvent) => {
      attempt = 0;
      const id = resolved.event?.id;
      if (id && this.localIds.delete(id)) return; // already notified by append()
      this.notify();
    });
    // Dropped by an error or ended by the server (leader change, restart): subscribe again.
    const restart = (error: unknown) => {
      if (this.closed || this.subscription !== subscription) return;
      this.onError(error, 'live $all subscription dropped; resubscribing');
      this.subscription = null;
      const delay = Math.min(10_000, 250 * 2 ** attempt);
      this.resubscribeTimer = setTimeout(() => {
        this.resubscribeTimer = null;
        // Events appended while the subscription was down are found by the next readAll.
        if (!this.closed && this.listeners.size > 0) {
          this.subscribe(attempt + 1);
          this.notify();
        }
      }, delay);
      this.resubscribeTimer.unref();
    };
    subscription.on('error', (error: Error) => restart(error));
    subscription.on('close', () => restart(new Error('subscription closed by the server')));
  }

  private rememberLocal(id: string): void {
    if (!this.subscription) return;
    this.localIds.add(id);
    // Bounded: an echo that never arrives (subscription restarted) must not leak memory.
    if (this.localIds.size > 10_000) {
      const oldest = this.localIds.values().next().value;
      if (oldest !== undefined) this.localIds.delete(oldest);
    }
  }

  private notify(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch {
        // A faulty listener must not turn a successful append into a failure.
      }
    }
  }

  private async readOne(streamId: string, revision: bigint): Promise<{ position?: Position } | null> {
    for await (const resolved of this.client.readStream(streamId, {
      direction: FORWARDS,
      fromRevision: revision,
      maxCount: 1,
    })) {
      if (resolved.event) return { position: positionOf(resolved) };
    }
    return null;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('EventStoreDbEventStore is closed');
  }
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0)
        throw new RangeError(`invalid expected revision ${expected}`);
      return BigInt(expected);
  }
}

function isSystemEvent(event: { streamId: string; type: string }): boolean {
  return event.streamId.startsWith('$') || event.type.startsWith('$');
}

/** Stream reads carry the position on servers >= 22.6; `$all` reads always do. */
function positionOf(resolved: ResolvedEvent): Position | undefined {
  if (resolved.event?.position) return resolved.event.position;
  if (resolved.commitPosition !== undefined)
    return { commit: resolved.commitPosition, prepare: resolved.commitPosition };
  return undefined;
}

/** Our global position: the commit position (see the class comment). */
function toNumber(position: Position): number {
  const value = Number(position.commit);
  if (!Number.isSafeInteger(value)) throw new RangeError(`commit position ${position.commit} exceeds 2^53`);
  return value;
}

function toRecorded(event: EsdbRecordedEvent, position: Position | undefined): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: position ? toNumber(position) : 0,
    type: event.type,
    data: event.data as unknown,
    metadata: (event.metadata ?? {}) as unknown as EventMetadata,
    createdAt: event.created.toISOString(),
  };
}
