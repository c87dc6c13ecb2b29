import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Filter, FindOptions, ReadStore } from '../ports';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function fieldPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`invalid field name: ${field}`);
  return `$.${field}`;
}

/**
 * Embedded read store: JSON documents in SQLite. `owner` mirrors the document's `userId` so the
 * per-user list queries (the hot path) use an index. A removed document stays as a tombstone
 * (doc NULL) carrying its position, so a replayed older event cannot bring it back.
 */
export class SqliteReadStore implements ReadStore {
  private readonly db: Database.Database;

  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        owner TEXT,
        doc TEXT,
        position INTEGER NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE INDEX IF NOT EXISTS documents_owner ON documents (collection, owner) WHERE doc IS NOT NULL;
      CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
    `);
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    const row = this.db
      .prepare<[string, string], { doc: string | null }>('SELECT doc FROM documents WHERE collection = ? AND id = ?')
      .get(collection, id);
    return row?.doc ? (JSON.parse(row.doc) as T) : null;
  }

  private where(collection: string, filter: Filter): { sql: string; params: unknown[] } {
    const clauses = ['collection = ?', 'doc IS NOT NULL'];
    const params: unknown[] = [collection];
    for (const [field, value] of Object.entries(filter)) {
      const column = field === 'userId' ? 'owner' : `json_extract(doc, '${fieldPath(field)}')`;
      if (value === null) {
        clauses.push(`${column} IS NULL`);
      } else {
        clauses.push(`${column} = ?`);
        params.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
      }
    }
    return { sql: clauses.join(' AND '), params };
  }

  async find<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const { sql, params } = this.where(collection, filter);
    let query = `SELECT doc FROM documents WHERE ${sql}`;
    if (options.sort) {
      const direction = options.sort.direction === 'desc' ? 'DESC' : 'ASC';
      query += ` ORDER BY json_extract(doc, '${fieldPath(options.sort.field)}') ${direction}, id`;
    }
    if (options.limit !== undefined) {
      query += ' LIMIT ?';
      params.push(options.limit);
    }
    const rows = this.db.prepare<unknown[], { doc: string }>(query).all(...params);
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(collection: string, filter: Filter): Promise<number> {
    const { sql, params } = this.where(collection, filter);
    const row = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM documents WHERE ${sql}`).get(...params);
    return row?.n ?? 0;
  }

  private write(collection: string, id: string, doc: object | null, position: number): boolean {
    const owner = doc && 'userId' in doc && typeof doc.userId === 'string' ? doc.userId : null;
    const info = this.db
      .prepare(
        `INSERT INTO documents (collection, id, owner, doc, position) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET owner = excluded.owner, doc = excluded.doc, position = excluded.position
         WHERE excluded.position > documents.position`,
      )
      .run(collection, id, owner, doc ? JSON.stringify(doc) : null, position);
    return info.changes > 0;
  }

  async put(collection: string, id: string, doc: object, position: number) {
    return this.write(collection, id, doc, position);
  }

  async remove(collection: string, id: string, position: number) {
    return this.write(collection, id, null, position);
  }

  async getCheckpoint(name: string) {
    const row = this.db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?').get(name);
    return row?.position ?? 0;
  }

  async setCheckpoint(name: string, position: number) {
    this.db
      .prepare(
        'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
      )
      .run(name, position);
  }

  async clear(collection: string) {
    this.db.prepare('DELETE FROM documents WHERE collection = ?').run(collection);
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}
