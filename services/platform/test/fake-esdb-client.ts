import { EventEmitter } from 'node:events';
import {
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventStoreDBClient,
  type Position,
} from '@eventstore/db-client';

/**
 * A stand-in for @eventstore/db-client's gRPC client with EventStoreDB's observable behaviour, so the
 * adapter's mapping runs through the contract cases even where no server exists:
 * - positions are log offsets: strictly increasing, with gaps (commit == prepare per event);
 * - the log holds system events (`$`-streams and types) between ours;
 * - `$all` forward reads are inclusive of `fromPosition`; stream reads carry positions;
 * - a missing stream throws `StreamNotFoundError` while iterating; a failed expectation throws
 *   `WrongExpectedVersionError` with the actual revision.
 * It is not a substitute for the real server (the real-server suite reports itself skipped here).
 */
interface Stored {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  data: unknown;
  metadata: unknown;
  created: Date;
  isJson: true;
  position: Position;
}

type AnyEvent = { id: string; type: string; data: unknown; metadata?: unknown };

function error<T extends object>(prototype: T, fields: Record<string, unknown>): T {
  return Object.assign(Object.create(prototype) as T, fields);
}

export class FakeEsdbClient {
  private readonly log: Stored[] = [];
  private readonly streams = new Map<string, Stored[]>();
  private offset = 1_000;
  private readonly live = new Set<EventEmitter>();

  constructor() {
    this.write('$settings', [{ id: crypto.randomUUID(), type: '$settings', data: {} }]);
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }

  async appendToStream(
    streamId: string,
    events: AnyEvent[],
    options: { expectedRevision?: AppendExpectedRevision } = {},
  ) {
    await Promise.resolve(); // the request travels; the server then checks and writes in one step
    const current = this.streams.get(streamId);
    const last = current && current.length > 0 ? current[current.length - 1]!.revision : null;
    const expected = options.expectedRevision ?? 'any';
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && last === null) ||
      (expected === 'stream_exists' && last !== null) ||
      (typeof expected === 'bigint' && last === expected);
    if (!ok) {
      throw error(WrongExpectedVersionError.prototype, {
        streamName: streamId,
        expectedVersion: expected,
        actualVersion: last === null ? NO_STREAM : last,
        message: 'wrong expected version',
      });
    }
    const written = this.write(streamId, events);
    // A system event lands between writes now and then (stats, scavenges, ...).
    if (this.log.length % 3 === 0)
      this.write('$stats-127.0.0.1:2113', [{ id: crypto.randomUUID(), type: '$statsCollected', data: {} }]);
    const lastWritten = written[written.length - 1]!;
    return { success: true, nextExpectedRevision: lastWritten.revision, position: lastWritten.position };
  }

  /**
   * Soft delete: the stream reads as missing and its name can be written again; its events stay in
   * `$all` until a scavenge, as on the server.
   */
  async deleteStream(streamId: string) {
    await Promise.resolve();
    if (!this.streams.has(streamId)) throw error(StreamNotFoundError.prototype, { streamName: streamId, message: `${streamId} not found` });
    this.streams.delete(streamId);
    return { position: this.log[this.log.length - 1]!.position };
  }

  readStream(streamId: string, options: { fromRevision?: 'start' | 'end' | bigint; maxCount?: number | bigint } = {}) {
    const stream = this.streams.get(streamId);
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    return (async function* () {
      await Promise.resolve();
      if (!stream)
        throw error(StreamNotFoundError.prototype, { streamName: streamId, message: `${streamId} not found` });
      let n = 0;
      for (const event of stream) {
        if (event.revision < from) continue;
        if (n++ >= max) return;
        yield { event: structuredClone(event) };
      }
    })();
  }

  readAll(
    options: {
      fromPosition?: 'start' | 'end' | Position;
      maxCount?: number | bigint;
      direction?: 'forwards' | 'backwards';
    } = {},
  ) {
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const backwards = options.direction === 'backwards';
    const from = options.fromPosition ?? (backwards ? 'end' : 'start');
    let selected: Stored[];
    if (backwards) {
      if (from !== 'end') throw new Error('fake: backwards reads only from END');
      selected = [...this.log].reverse();
    } else {
      selected = from === 'start' ? this.log : this.log.filter((e) => e.position.commit >= (from as Position).commit);
    }
    const page = selected.slice(0, max).map((e) => ({ event: structuredClone(e) }));
    return (async function* () {
      await Promise.resolve();
      yield* page;
    })();
  }

  subscribeToAll(options: { fromPosition?: 'end'; filter?: unknown } = {}) {
    if (options.fromPosition !== 'end') throw new Error('fake: live subscriptions only from END');
    const emitter = new EventEmitter() as EventEmitter & { unsubscribe(): Promise<void> };
    emitter.unsubscribe = async () => {
      this.live.delete(emitter);
    };
    this.live.add(emitter);
    return emitter;
  }

  async dispose() {
    this.live.clear();
  }

  private write(streamId: string, events: AnyEvent[]): Stored[] {
    const stream = this.streams.get(streamId) ?? [];
    this.streams.set(streamId, stream);
    let revision = stream.length > 0 ? stream[stream.length - 1]!.revision : -1n;
    const written = events.map((e) => {
      revision += 1n;
      this.offset += 97 + Math.floor(Math.random() * 200); // record sizes differ: positions have gaps
      const position = { commit: BigInt(this.offset), prepare: BigInt(this.offset) };
      const stored: Stored = {
        streamId,
        id: e.id,
        type: e.type,
        revision,
        data: JSON.parse(JSON.stringify(e.data ?? null)) as unknown,
        metadata: e.metadata === undefined ? undefined : (JSON.parse(JSON.stringify(e.metadata)) as unknown),
        created: new Date(),
        isJson: true,
        position,
      };
      return stored;
    });
    stream.push(...written);
    this.log.push(...written);
    for (const stored of written) {
      if (stored.streamId.startsWith('$')) continue; // the adapter subscribes with excludeSystemEvents()
      setImmediate(() => {
        for (const emitter of this.live) emitter.emit('data', { event: structuredClone(stored) });
      });
    }
    return written;
  }
}
