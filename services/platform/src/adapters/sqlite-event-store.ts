import type Database from 'better-sqlite3';
import { ConcurrencyError } from '../errors';
import { checkExpectedRevision } from './append-rules';
import type { AppendResult, EventData, EventStore, ExpectedRevision, RecordedEvent } from '../ports';
import { eraseWal, openSqliteDatabase } from './sqlite';

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
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
function toRecorded(row: EventRow): RecordedEvent {
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

  constructor(readonly file: string) {
    this.db = openSqliteDatabase(file, { synchronous: 'FULL' });
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        event_id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      );
    `);
    const lastRevision = this.db.prepare<[string], { revision: number }>(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    );
    const insert = this.db.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const appendInTransaction = this.db.transaction((streamId: string, events: EventData[], expected: ExpectedRevision): AppendResult => {
        const current = lastRevision.get(streamId)?.revision ?? null;
        checkExpectedRevision(streamId, expected, current);
        let revision = current ?? -1;
        let position = 0;
        const now = new Date().toISOString();
        for (const event of events) {
          revision += 1;
          const info = insert.run(
            streamId,
            revision,
            event.id,
            event.type,
            JSON.stringify(event.data),
            JSON.stringify(event.metadata),
            now,
          );
          position = Number(info.lastInsertRowid);
        }
        return { nextExpectedRevision: revision, position };
      },
    );
    // IMMEDIATE takes the write lock up front, so the revision check and the insert are one step.
    this.appendTx = (streamId, events, expected) => appendInTransaction.immediate(streamId, events, expected);
    const appendManyInTransaction = this.db.transaction((appends: BulkAppend[]) =>
      appends.map(({ streamId, events, expectedRevision }) => appendInTransaction(streamId, events, expectedRevision)),
    );
    this.appendManyTx = (appends) => appendManyInTransaction.immediate(appends);
  }

  /**
   * Appends to many streams in one transaction: all or nothing, every expected revision checked.
   * For bulk loads (benchmark seeding, imports); commands use `append`.
   */
  async appendMany(appends: BulkAppend[]): Promise<AppendResult[]> {
    if (appends.some((entry) => entry.events.length === 0)) throw new Error('append needs at least one event');
    const results = this.appendManyTx(appends);
    for (const listener of this.listeners) listener();
    return results;
  }

  async append(streamId: string, events: EventData[], options: { expectedRevision: ExpectedRevision }) {
    if (events.length === 0) throw new Error('append needs at least one event');
    let result: AppendResult;
    try {
      result = this.appendTx(streamId, events, options.expectedRevision);
    } catch (error) {
      // A unique violation on (stream_id, revision) means another writer won the race.
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT')) {
        if (String(error.message).includes('event_id')) throw error;
        throw new ConcurrencyError(streamId, options.expectedRevision, null);
      }
      throw error;
    }
    for (const listener of this.listeners) listener();
    return result;
  }

  async readStream(streamId: string) {
    const rows = this.db
      .prepare<[string], EventRow>('SELECT * FROM events WHERE stream_id = ? ORDER BY revision')
      .all(streamId);
    return rows.map(toRecorded);
  }

  async readAll(afterPosition: number, limit: number) {
    const rows = this.db
      .prepare<[number, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?')
      .all(afterPosition, limit);
    return rows.map(toRecorded);
  }

  async headPosition() {
    const row = this.db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events').get();
    return row?.p ?? 0;
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
    eraseWal(this.db);
    return { streams, events };
  }

  onAppended(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    this.listeners.clear();
    if (this.db.open) this.db.close();
  }
}
