import Database from 'better-sqlite3';
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A SQLite database file as every store here opens it (created with its folder when missing):
 * write-ahead log, `synchronous` as the store needs it, and up to 5 s of waiting for another
 * connection's lock. `ownerOnly`: the folder and the file only the process's user may read (the
 * identity provider's grants and keys).
 */
export function openSqliteDatabase(file: string, options: { synchronous: 'FULL' | 'NORMAL'; ownerOnly?: boolean }): Database.Database {
  const onDisk = file !== ':memory:';
  if (onDisk) mkdirSync(dirname(file), { recursive: true, ...(options.ownerOnly ? { mode: 0o700 } : {}) });
  const db = new Database(file);
  if (onDisk && options.ownerOnly) {
    try {
      chmodSync(file, 0o600);
    } catch {
      // not fatal (e.g. read-only mount)
    }
  }
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous}`);
  db.pragma('busy_timeout = 5000');
  // Deleted content is overwritten with zeros, so an erased account (decision 122) leaves no
  // plaintext in freed pages; `eraseWal` below clears the write-ahead log as well.
  db.pragma('secure_delete = ON');
  return db;
}

/**
 * After an erasure: copies the log into the database and truncates it to zero bytes, so the frames
 * that held the erased rows (and the pages before the secure delete zeroed them) are gone from the
 * `-wal` file too. Waits (busy timeout) for readers of older snapshots in other connections.
 */
export function eraseWal(db: Database.Database): void {
  db.pragma('wal_checkpoint(TRUNCATE)');
}
