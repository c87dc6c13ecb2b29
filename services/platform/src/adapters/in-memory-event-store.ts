import { checkAppendArguments, checkExpectedRevision } from './append-rules';
import type { AppendResult, EventData, EventStore, ExpectedRevision, RecordedEvent } from '../ports/event-store';

/**
 * A small, fully in-memory {@link EventStore}: for tests and for wiring the bus without a database.
 *
 * Semantics match the port (and the SQLite / EventStoreDB adapters):
 * - an append is atomic: all events of the call get consecutive revisions and global positions, or
 *   none is written;
 * - the expected revision is checked before anything is written; a mismatch throws
 *   {@link ConcurrencyError} with the stream's actual last revision (`null` when it does not exist);
 * - like the SQLite store: an append needs at least one event, and event ids are unique across the
 *   store (a reused id is rejected; it would break `Nats-Msg-Id` dedupe downstream);
 * - data and metadata go through a JSON round trip, as in every real store (a `Date` comes back as a
 *   string), and reads return copies, so callers cannot mutate the history.
 */
export class InMemoryEventStore implements EventStore {
  /** Index = position - 1; an erased event's slot is left empty (`undefined`). */
  private readonly all: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly ids = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async append(
    streamId: string,
    events: EventData[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    checkAppendArguments(streamId, events);
    const stream = this.streams.get(streamId);
    const current = stream && stream.length > 0 ? stream.length - 1 : null;
    checkExpectedRevision(streamId, options.expectedRevision, current);

    const batchIds = new Set<string>();
    for (const e of events) {
      if (this.ids.has(e.id) || batchIds.has(e.id)) throw new Error(`duplicate event id ${e.id}`);
      batchIds.add(e.id);
    }

    const createdAt = this.now().toISOString();
    const target = stream ?? [];
    let revision = current ?? -1;
    let position = this.all.length;
    const recorded = events.map((e): RecordedEvent => {
      revision += 1;
      position += 1;
      return {
        id: e.id,
        type: e.type,
        data: jsonCopy(e.data),
        metadata: jsonCopy(e.metadata),
        streamId,
        revision,
        position,
        createdAt,
      };
    });
    // Commit (nothing above can throw after this point).
    for (const r of recorded) {
      this.all.push(r);
      this.ids.add(r.id);
      target.push(r);
    }
    if (!stream) this.streams.set(streamId, target);

    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch {
        // A faulty listener must not turn a successful append into a failure.
      }
    }
    const last = recorded[recorded.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    this.assertOpen();
    return (this.streams.get(streamId) ?? []).map(copy);
  }

  async readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
    const from = Math.max(0, Math.floor(afterPosition)); // positions are 1-based: index = position - 1
    const out: RecordedEvent[] = [];
    for (let i = from; i < this.all.length && out.length < limit; i += 1) {
      const event = this.all[i];
      if (event) out.push(copy(event));
    }
    return out;
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    return this.all.length;
  }

  async deleteStreamsOf(userId: string, options: { keep?: readonly string[] } = {}): Promise<{ streams: string[]; events: number }> {
    this.assertOpen();
    const keep = new Set(options.keep ?? []);
    const streams = [...this.streams.entries()]
      .filter(([id, events]) => !keep.has(id) && events.some((e) => e.metadata.userId === userId))
      .map(([id]) => id);
    const doomed = new Set(streams);
    let events = 0;
    // Positions are indexes into `all`: an erased event leaves a hole (never reused, as in SQLite).
    for (let i = 0; i < this.all.length; i += 1) {
      const event = this.all[i];
      if (event && doomed.has(event.streamId)) {
        this.all[i] = undefined as never;
        events += 1;
      }
    }
    for (const id of streams) this.streams.delete(id);
    return { streams, events };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('InMemoryEventStore is closed');
  }
}

function copy(e: RecordedEvent): RecordedEvent {
  return structuredClone(e);
}

function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
