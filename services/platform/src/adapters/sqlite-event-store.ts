import type Database from 'better-sqlite3';
import type { AppendResult, EventData, EventStore, ExpectedRevision, RecordedEvent } from '../ports';
import { eraseWal, openSqliteDatabase } from './sqlite';
import { createEventsTable, describeFailure, failureError, rowsOf, streamAppender } from './sqlite-append';
import { GroupCommit, type CommittedAppend } from './sqlite-group-commit';

interface StoredRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
}

/**
 * How many of the events the writer thread committed last the store keeps in memory
 * (`CommittedTail`): a few seconds' worth at the rates the product answers, far more than one
 * append group, so a subscriber woken by a group finds them there.
 */
const TAIL_EVENTS = 4_096;

/**
 * The events this store's writer thread committed last, as rows, their positions one after the
 * other (docs/decisions/151-less-cpu-per-write.md). Every append group wakes the subscribers, which
 * then read the log from where they are (`readAll`): the very rows the group had just sent to the
 * writer. From here they are answered without reading them back from SQLite, and only when that
 * is exactly what the log holds after the position asked for: the tail reaches back to it, and its
 * last position is the log's head (one cheap query), so no row of another connection (a bulk
 * append, another process on the file) can be in or after it. Anything else reads the log.
 */
class CommittedTail {
  private rows: StoredRow[] = [];

  add(committed: readonly CommittedAppend[]): void {
    for (const { streamId, rows, result, createdAt } of committed) {
      // An append's rows were inserted one after the other in one transaction: consecutive
      // positions and revisions, the last of each in its result.
      const firstPosition = result.position - rows.length + 1;
      const firstRevision = result.nextExpectedRevision - rows.length + 1;
      const last = this.rows[this.rows.length - 1];
      // Another connection's rows (or none, after a rolled-back append) in between: start over.
      if (last && last.position + 1 !== firstPosition) this.rows = [];
      rows.forEach((row, i) =>
        this.rows.push({ position: firstPosition + i, stream_id: streamId, revision: firstRevision + i, event_id: row.id, type: row.type, data: row.data, metadata: row.metadata, created_at: createdAt }),
      );
    }
    if (this.rows.length > TAIL_EVENTS) this.rows = this.rows.slice(this.rows.length - TAIL_EVENTS);
  }

  clear(): void {
    this.rows = [];
  }

  /** The rows after `afterPosition` (at most `limit`), if the tail holds all there are up to `head`; else null. */
  after(afterPosition: number, limit: number, head: () => number): StoredRow[] | null {
    const first = this.rows[0];
    const last = this.rows[this.rows.length - 1];
    if (!first || !last || afterPosition + 1 < first.position || afterPosition > last.position) return null;
    if (head() !== last.position) return null;
    const start = afterPosition + 1 - first.position;
    return this.rows.slice(start, start + limit);
  }
}

export interface BulkAppend {
  streamId: string;
  events: EventData[];
  expectedRevision: ExpectedRevision;
}

/**
 * A stored event as read: its data and metadata are parsed when first read, not before, so a
 * subscriber that passes over an event by its type (most projections, for most events) never pays
 * for parsing it. Each is parsed once, and reads as an ordinary property (spread, JSON, equality).
 */
function toRecorded(row: StoredRow): RecordedEvent {
  let dataText: string | null = row.data;
  let data: unknown;
  let metadataText: string | null = row.metadata;
  let metadata: RecordedEvent['metadata'] | undefined;
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    get data(): unknown {
      if (dataText !== null) {
        data = JSON.parse(dataText) as unknown;
        dataText = null;
      }
      return data;
    },
    set data(value: unknown) {
      data = value;
      dataText = null;
    },
    get metadata(): RecordedEvent['metadata'] {
      if (metadataText !== null) {
        metadata = JSON.parse(metadataText) as RecordedEvent['metadata'];
        metadataText = null;
      }
      return metadata!;
    },
    set metadata(value: RecordedEvent['metadata']) {
      metadata = value;
      metadataText = null;
    },
    createdAt: row.created_at,
  };
}

/**
 * Embedded event store: one SQLite file in WAL mode. The global position is the row id
 * (AUTOINCREMENT, so positions are never reused); (stream_id, revision) is unique, which makes the
 * expected-revision check safe even against another process appending to the same file.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly listeners = new Set<() => void>();
  private readonly appendTx: (streamId: string, events: EventData[], expected: ExpectedRevision) => AppendResult;
  private readonly appendManyTx: (appends: BulkAppend[]) => AppendResult[];
  private readonly group: GroupCommit | null;
  private readonly tail = new CommittedTail();
  /** Prepared once: every command reads its stream, every subscriber reads the log. */
  private readonly reads: {
    stream: Database.Statement<[string], StoredRow>;
    all: Database.Statement<[number, number], StoredRow>;
    head: Database.Statement<[], { p: number | null }>;
  };

  /**
   * `groupCommit` (the product's default, `EVENT_STORE_GROUP_COMMIT`): appends that arrive together
   * share one transaction and one sync, made by a writer thread (sqlite-group-commit.ts); without
   * it, each append is its own transaction, synced before it returns.
   */
  constructor(
    readonly file: string,
    options: { groupCommit?: boolean } = {},
  ) {
    this.db = openSqliteDatabase(file, { synchronous: 'FULL' });
    createEventsTable(this.db);
    const append = streamAppender(this.db);
    const appendInTransaction = this.db.transaction((streamId: string, events: EventData[], expectedRevision: ExpectedRevision) =>
      append({ streamId, rows: rowsOf(events), expectedRevision }, new Date().toISOString()),
    );
    // IMMEDIATE takes the write lock up front, so the revision check and the insert are one step.
    this.appendTx = (streamId, events, expected) => appendInTransaction.immediate(streamId, events, expected);
    const appendManyInTransaction = this.db.transaction((appends: BulkAppend[]) =>
      appends.map(({ streamId, events, expectedRevision }) => appendInTransaction(streamId, events, expectedRevision)),
    );
    this.appendManyTx = (appends) => appendManyInTransaction.immediate(appends);
    this.reads = {
      stream: this.db.prepare<[string], StoredRow>('SELECT * FROM events WHERE stream_id = ? ORDER BY revision'),
      all: this.db.prepare<[number, number], StoredRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    };
    this.group = options.groupCommit
      ? new GroupCommit(file, (committed) => {
          this.tail.add(committed);
          this.notify();
        })
      : null;
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /**
   * Appends to many streams in one transaction: all or nothing, every expected revision checked.
   * For bulk loads (benchmark seeding, imports); commands use `append`.
   */
  async appendMany(appends: BulkAppend[]): Promise<AppendResult[]> {
    if (appends.some((entry) => entry.events.length === 0)) throw new Error('append needs at least one event');
    const results = this.appendManyTx(appends);
    this.notify();
    return results;
  }

  async append(streamId: string, events: EventData[], options: { expectedRevision: ExpectedRevision }) {
    if (events.length === 0) throw new Error('append needs at least one event');
    if (this.group) return this.group.append(streamId, rowsOf(events), options.expectedRevision);
    let result: AppendResult;
    try {
      result = this.appendTx(streamId, events, options.expectedRevision);
    } catch (error) {
      const failure = describeFailure(error);
      throw failure.kind === 'conflict' ? failureError({ streamId, expectedRevision: options.expectedRevision }, failure) : error;
    }
    this.notify();
    return result;
  }

  async readStream(streamId: string) {
    return this.reads.stream.all(streamId).map(toRecorded);
  }

  async readAll(afterPosition: number, limit: number) {
    // What the writer thread just committed, when that is all the log holds after the position.
    const rows = this.tail.after(afterPosition, limit, () => this.reads.head.get()?.p ?? 0) ?? this.reads.all.all(afterPosition, limit);
    return rows.map(toRecorded);
  }

  async headPosition() {
    return this.reads.head.get()?.p ?? 0;
  }

  async deleteStreamsOf(userId: string, options: { keep?: readonly string[] } = {}) {
    const keep = new Set(options.keep ?? []);
    const streams = (
      this.db
        .prepare<[string], string>("SELECT DISTINCT stream_id FROM events WHERE json_extract(metadata, '$.userId') = ?")
        .pluck()
        .all(userId) as string[]
    ).filter((stream) => !keep.has(stream));
    const remove = this.db.prepare<[string]>('DELETE FROM events WHERE stream_id = ?');
    const events = this.db.transaction(() => streams.reduce((n, stream) => n + remove.run(stream).changes, 0)).immediate();
    // The erased rows may be in the tail: the log is read from SQLite until the next group.
    this.tail.clear();
    eraseWal(this.db);
    return { streams, events };
  }

  onAppended(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    await this.group?.close();
    this.listeners.clear();
    if (this.db.open) this.db.close();
  }
}
