import type Database from 'better-sqlite3';
import { ConcurrencyError } from '../errors';
import { checkExpectedRevision } from './append-rules';
import type { AppendResult, EventData, ExpectedRevision } from '../ports';

/*
 * Appending to the SQLite event store, shared by the store itself (one append per transaction) and
 * by its group-commit worker (many appends per transaction, sqlite-group-commit.ts). Events arrive
 * as rows whose data and metadata are JSON text already, so a worker thread gets plain strings.
 */

/** One event as the `events` table stores it. */
export interface EventRow {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** The appends of one stream: its rows and the revision the stream must be at. */
export interface StreamAppend {
  streamId: string;
  rows: EventRow[];
  expectedRevision: ExpectedRevision;
}

export function rowsOf(events: readonly EventData[]): EventRow[] {
  return events.map((event) => ({ id: event.id, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) }));
}

export function createEventsTable(db: Database.Database): void {
  db.exec(`
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
}

/**
 * Appends one stream's rows inside the caller's transaction: the expected revision checked against
 * the stream's last one, then each row at the next revision. (stream_id, revision) is unique, so
 * the check holds even against another process appending to the same file.
 */
export function streamAppender(db: Database.Database): (append: StreamAppend, now: string) => AppendResult {
  const lastRevision = db.prepare<[string], { revision: number }>('SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  return ({ streamId, rows, expectedRevision }, now) => {
    const current = lastRevision.get(streamId)?.revision ?? null;
    checkExpectedRevision(streamId, expectedRevision, current);
    let revision = current ?? -1;
    let position = 0;
    for (const row of rows) {
      revision += 1;
      position = Number(insert.run(streamId, revision, row.id, row.type, row.data, row.metadata, now).lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  };
}

/** Why one append failed, as it crosses from the worker thread: a conflict or another error. */
export type AppendFailure = { kind: 'conflict'; actual: number | null } | { kind: 'error'; message: string; code?: string };

export function describeFailure(error: unknown): AppendFailure {
  if (error instanceof ConcurrencyError) return { kind: 'conflict', actual: error.actual };
  const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  // A unique violation on (stream_id, revision) means another writer won the race.
  if (code?.startsWith('SQLITE_CONSTRAINT') && !message.includes('event_id')) return { kind: 'conflict', actual: null };
  return { kind: 'error', message, ...(code ? { code } : {}) };
}

/** The error an append's caller gets for a failure. */
export function failureError(append: Pick<StreamAppend, 'streamId' | 'expectedRevision'>, failure: AppendFailure): Error {
  if (failure.kind === 'conflict') return new ConcurrencyError(append.streamId, append.expectedRevision, failure.actual);
  return Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {});
}

export type AppendOutcome = { ok: true; result: AppendResult } | { ok: false; failure: AppendFailure };

/**
 * Group commit: many appends in one transaction, so one sync makes them all durable. Each append
 * has a savepoint of its own: a conflict or any other failure undoes that append alone, and the
 * others commit. Throws (after rolling everything back) only when the transaction itself fails.
 */
/** A group's outcomes, and the time its rows were stored with (`created_at`). */
export interface GroupOutcome {
  createdAt: string;
  outcomes: AppendOutcome[];
}

export function groupCommitter(db: Database.Database): (appends: readonly StreamAppend[]) => GroupOutcome {
  const append = streamAppender(db);
  const [begin, commit, rollback] = ['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK'].map((sql) => db.prepare(sql));
  const [savepoint, release, undo] = ['SAVEPOINT tackle_append', 'RELEASE tackle_append', 'ROLLBACK TO tackle_append'].map((sql) => db.prepare(sql));
  return (appends) => {
    const now = new Date().toISOString();
    const outcomes: AppendOutcome[] = [];
    begin!.run();
    try {
      for (const entry of appends) {
        savepoint!.run();
        try {
          outcomes.push({ ok: true, result: append(entry, now) });
          release!.run();
        } catch (error) {
          undo!.run();
          release!.run();
          outcomes.push({ ok: false, failure: describeFailure(error) });
        }
      }
      commit!.run();
    } catch (error) {
      if (db.inTransaction) rollback!.run();
      throw error;
    }
    return { createdAt: now, outcomes };
  };
}
