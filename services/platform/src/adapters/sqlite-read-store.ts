import type Database from 'better-sqlite3';
import { documentOwner, type DocumentWrite, type Filter, type FindOptions, type IndexShape, type Narrowing, type ReadStore, type StoredDocument } from '../ports';
import { resolve } from 'node:path';
import { eraseWal, openSqliteDatabase } from './sqlite';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLLECTION = /^[A-Za-z0-9_-]{1,100}$/;
/**
 * A shared transaction with more writes than this is a catch-up's: it commits every
 * `HEAVY_COMMIT_MS`. Each commit writes every page the transaction touched to the log, and a
 * rebuild touches the same index pages again and again: at 100 ms a rebuild of 34,000 events wrote
 * 700 MB, at 1 s 410 MB (docs/decisions/129).
 */
const HEAVY_TRANSACTION = 256;
const HEAVY_COMMIT_MS = 1_000;
/**
 * Under a stream of writes, at most one commit per this many milliseconds: each commit writes the
 * pages it touched to the log, and the same index pages are touched by every turn's writes. A
 * store that has been idle commits on the next turn. (This process reads its own writes before
 * they commit; another process sharing the file sees them at most this much later.)
 */
const MIN_COMMIT_INTERVAL_MS = 50;
/** SQLite has no hard limit, but every index slows writes: query shapes beyond this use a scan. */
const MAX_AUTO_INDEXES = 32;

function fieldPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`invalid field name: ${field}`);
  return `$.${field}`;
}

const extract = (field: string) => `json_extract(doc, '${fieldPath(field)}')`;

/** Collection names go into SQL as literals (so partial indexes apply): code constants only. */
function collectionLiteral(collection: string): string {
  if (!COLLECTION.test(collection)) throw new Error(`invalid collection name: ${collection}`);
  return `'${collection}'`;
}

/** Declared indexes and the ones built on first use (a shape nobody declared) are named apart. */
const DECLARED = 'documents_i:';
const LAZY = 'documents_lazy:';

/**
 * The read stores this process has open, by file. A store's shared transaction stays open over
 * several turns of the event loop, and better-sqlite3 waits for a lock synchronously: a second
 * store on the same file in the same process (a test, a tool) that waited for the first one's
 * lock would wait for ever, since the first cannot commit while the thread waits. So before it
 * writes, a store commits what the others of this process hold open on its file.
 */
const openStores = new Map<string, Set<SqliteReadStore>>();

/**
 * Writes per owner on one file, shared by this process's stores on it (`answerVersion`): a write
 * through any of them changes the owner's version for all of them at once.
 */
const ownerWritesByFile = new Map<string, Map<string, number>>();

interface SqliteReadStoreOptions {
  /**
   * Called when committing a batch of projection writes fails (disk full, I/O error). The batch is
   * rolled back; the default rethrows, which ends the process: on restart every projection resumes
   * from its last committed checkpoint, so nothing is lost (the event store is the source of truth).
   */
  onCommitError?: (error: unknown) => void;
}

/**
 * Embedded read store: JSON documents in SQLite. `owner` mirrors the document's `userId` so the
 * per-user list queries (the hot path) use an index. A removed document stays as a tombstone
 * (doc NULL) carrying its position, so a replayed older event cannot bring it back.
 *
 * - **Query indexes**: each query shape (equality fields, then the sort field and direction) gets a
 *   partial expression index over its collection's rows, so a list of 20,000 catches sorted by date
 *   is read in index order instead of being sorted per request. Shapes are declared at start-up
 *   (`ensureIndexes`), while the tables are small or empty: building an index on a full store
 *   blocks the process (1.75 M documents: about 30 s). An undeclared shape is indexed on first use,
 *   with a warning, as the MongoDB adapter does.
 * - **Batched writes**: writes and projection batches (`commitBatch`) join one transaction that is
 *   committed on a later turn of the event loop (`inTransaction` says when: at most every 50 ms
 *   under load, every second while projections catch up). A projection's documents and its
 *   checkpoint therefore commit together, and many batches share a commit. Reads on this
 *   connection see the open transaction's writes; a crash loses only uncommitted work, which is
 *   replayed from the last committed checkpoint.
 */
export class SqliteReadStore implements ReadStore {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  /** Shape keys (see `shapeKey`) that have an index. */
  private readonly indexes = new Set<string>();
  private readonly writeStatement: Database.Statement;
  private readonly checkpointStatement: Database.Statement;
  private commitScheduled = false;
  /** This process's stores on the same file, this one included (`openStores`). */
  private readonly siblings: Set<SqliteReadStore>;
  private transactionWrites = 0;
  private transactionStarted = 0;
  private lastCommit = 0;
  private readonly onCommitError: (error: unknown) => void;
  /** Writes per owner through this process's stores on this file (`ownerWritesByFile`). */
  private readonly ownerWrites: Map<string, number>;
  /** Bumped by what changes many owners at once (a collection cleared, an owner erased). */
  private epoch = 0;
  private dataVersion: Database.Statement | null = null;

  constructor(
    readonly file: string,
    options: SqliteReadStoreOptions = {},
  ) {
    this.db = openSqliteDatabase(file, { synchronous: 'NORMAL' });
    this.siblings = file === ':memory:' ? new Set() : (openStores.get(resolve(file)) ?? new Set<SqliteReadStore>());
    if (file !== ':memory:') openStores.set(resolve(file), this.siblings);
    this.siblings.add(this);
    this.ownerWrites = file === ':memory:' ? new Map() : (ownerWritesByFile.get(resolve(file)) ?? new Map<string, number>());
    if (file !== ':memory:') ownerWritesByFile.set(resolve(file), this.ownerWrites);
    this.releaseSiblings(); // the tables and indexes below may be created
    // A rebuild touches pages all over the documents and their indexes: a 64 MiB page cache keeps
    // them in memory between commits, and a longer log (64 MiB) checkpoints (and syncs) less often.
    this.db.pragma('cache_size = -65536');
    this.db.pragma('wal_autocheckpoint = 16384');
    this.db.pragma('cache_size = -65536');
    this.db.pragma('wal_autocheckpoint = 16384');
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
    for (const name of this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_%:%'").pluck().all() as string[]) {
      if (name.startsWith(DECLARED)) this.indexes.add(name.slice(DECLARED.length));
      else if (name.startsWith(LAZY)) this.indexes.add(name.slice(LAZY.length));
      else this.db.exec(`DROP INDEX IF EXISTS "${name.replaceAll('"', '""')}"`); // an older naming scheme
    }
    this.writeStatement = this.db.prepare(
      `INSERT INTO documents (collection, id, owner, doc, position) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (collection, id) DO UPDATE SET owner = excluded.owner, doc = excluded.doc, position = excluded.position
       WHERE excluded.position > documents.position`,
    );
    this.checkpointStatement = this.db.prepare(
      'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
    );
    this.onCommitError =
      options.onCommitError ??
      ((error) => {
        throw error;
      });
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    const row = this.statement('SELECT doc FROM documents WHERE collection = ? AND id = ?').get(collection, id) as
      | { doc: string | null }
      | undefined;
    return row?.doc ? (JSON.parse(row.doc) as T) : null;
  }

  private where(collection: string, filter: Filter, narrow?: Narrowing): { sql: string; params: unknown[] } {
    const clauses = [`collection = ${collectionLiteral(collection)}`, 'doc IS NOT NULL'];
    const params: unknown[] = [];
    const equal = (column: string, value: Filter[string]) => {
      if (value === null) {
        clauses.push(`${column} IS NULL`);
      } else {
        clauses.push(`${column} = ?`);
        params.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
      }
    };
    for (const [field, value] of Object.entries(filter)) equal(field === 'userId' ? 'owner' : extract(field), value);
    // Narrowing: checked on the rows the filter's index yields (no index of its own).
    for (const [field, value] of Object.entries(narrow?.equals ?? {})) equal(extract(field), value);
    if (narrow?.contains) {
      const { text, fields } = narrow.contains;
      if (fields.length === 0) throw new Error('contains needs at least one field');
      // instr: an exact substring, character by character (no LIKE wildcards, no ASCII-only case folding).
      clauses.push(`(${fields.map((field) => `instr(${extract(field)}, ?) > 0`).join(' OR ')})`);
      for (let i = 0; i < fields.length; i += 1) params.push(text);
    }
    return { sql: clauses.join(' AND '), params };
  }

  /**
   * The index a query shape needs: owner (when filtered by user), the other equality fields, then
   * the sort field in the asked direction and the id tie-break, over the collection's live rows.
   * Owner-only queries without a sort use `documents_owner`.
   */
  private ensureIndex(shape: IndexShape, declared: boolean) {
    const byOwner = shape.fields.includes('userId');
    const fields = shape.fields.filter((field) => field !== 'userId').sort();
    const { sort } = shape;
    if (fields.length === 0 && !sort) return;
    const direction = sort?.direction === 'desc' ? 'DESC' : 'ASC';
    for (const field of fields) fieldPath(field);
    if (sort) fieldPath(sort.field);
    const key = `${shape.collection}:${byOwner ? 'owner' : 'all'}:${fields.join(',')}:${sort ? `${sort.field} ${direction}` : ''}`;
    if (this.indexes.has(key)) return;
    // An unsorted query is served by the index of the same equality fields with a sort after them.
    if (!sort && [...this.indexes].some((existing) => existing.startsWith(key))) return;
    if (!declared) {
      if (this.indexes.size >= MAX_AUTO_INDEXES) return;
      console.warn(`[read-store] query shape ${key} was not declared (ReadStore.ensureIndexes); building its index now`);
    }
    const columns = [...(byOwner ? ['owner'] : []), ...fields.map(extract), ...(sort ? [`${extract(sort.field)} ${direction}`, 'id'] : [])];
    const name = `${declared ? DECLARED : LAZY}${key}`;
    this.releaseSiblings();
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS "${name}" ON documents (${columns.join(', ')}) WHERE collection = ${collectionLiteral(shape.collection)} AND doc IS NOT NULL`,
    );
    this.indexes.add(key);
  }

  async ensureIndexes(shapes: readonly IndexShape[]) {
    for (const shape of shapes) this.ensureIndex(shape, true);
  }

  private querySql(column: string, collection: string, filter: Filter, options: FindOptions) {
    const { sql, params } = this.where(collection, filter, options.narrow);
    this.ensureIndex({ collection, fields: Object.keys(filter), ...(options.sort ? { sort: options.sort } : {}) }, false);
    let query = `SELECT ${column} FROM documents WHERE ${sql}`;
    if (options.after) {
      if (!options.sort) throw new Error('after needs a sort');
      const field = extract(options.sort.field);
      // The same rows as `field > value OR (field = value AND id > after.id)` (`<` descending), in a
      // form whose first term bounds the index's range, so the query seeks instead of scanning the
      // owner's rows up to the cursor.
      const [strict, bound] = options.sort.direction === 'desc' ? ['<', '<='] : ['>', '>='];
      query += ` AND ${field} ${bound} ? AND (${field} ${strict} ? OR id > ?)`;
      params.push(options.after.value, options.after.value, options.after.id);
    }
    if (options.sort) {
      const direction = options.sort.direction === 'desc' ? 'DESC' : 'ASC';
      query += ` ORDER BY ${extract(options.sort.field)} ${direction}, id`;
    }
    if (options.limit !== undefined) {
      query += ' LIMIT ?';
      params.push(options.limit);
    }
    return { query, params };
  }

  private query(column: string, collection: string, filter: Filter, options: FindOptions) {
    const { query, params } = this.querySql(column, collection, filter, options);
    return this.statement(query).pluck().all(...params) as string[];
  }

  private documentColumn(options: FindOptions) {
    if (!options.omit?.length) return 'doc';
    return `json_remove(doc, ${options.omit.map((field) => `'${fieldPath(field)}'`).join(', ')})`;
  }

  async find<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.query(this.documentColumn(options), collection, filter, options).map((doc) => JSON.parse(doc) as T);
  }

  async findJson(collection: string, filter: Filter, options: FindOptions = {}): Promise<string> {
    return `[${this.query(this.documentColumn(options), collection, filter, options).join(',')}]`;
  }

  async findWithIds<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<Array<{ id: string; doc: T }>> {
    const { query, params } = this.querySql(`id, ${this.documentColumn(options)} AS doc`, collection, filter, options);
    const rows = this.statement(query).all(...params) as Array<{ id: string; doc: string }>;
    return rows.map((row) => ({ id: row.id, doc: JSON.parse(row.doc) as T }));
  }

  async count(collection: string, filter: Filter, narrow?: Narrowing): Promise<number> {
    const { sql, params } = this.where(collection, filter, narrow);
    this.ensureIndex({ collection, fields: Object.keys(filter) }, false);
    return (this.statement(`SELECT COUNT(*) FROM documents WHERE ${sql}`).pluck().get(...params) as number | undefined) ?? 0;
  }

  /**
   * Opens the shared write transaction if none is open and schedules its commit: on the next turn
   * of the event loop, but not sooner than `MIN_COMMIT_INTERVAL_MS` after the last commit, and,
   * while projections catch up (more than `HEAVY_TRANSACTION` writes in it), once it is
   * `HEAVY_COMMIT_MS` old, so a rebuild writes each page to the log once per interval instead of
   * once per batch.
   */
  /** Commits what the other stores of this process hold open on this file (`openStores`). */
  private releaseSiblings() {
    for (const sibling of this.siblings) if (sibling !== this) sibling.commit();
  }

  private inTransaction() {
    if (this.db.inTransaction) return;
    this.releaseSiblings();
    this.db.exec('BEGIN');
    this.transactionWrites = 0;
    this.transactionStarted = performance.now();
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    const wait = this.lastCommit + MIN_COMMIT_INTERVAL_MS - this.transactionStarted;
    if (wait > 0) setTimeout(() => this.commitWhenDue(), wait);
    else setImmediate(() => this.commitWhenDue());
  }

  private commitWhenDue() {
    const age = performance.now() - this.transactionStarted;
    if (this.db.open && this.db.inTransaction && this.transactionWrites > HEAVY_TRANSACTION && age < HEAVY_COMMIT_MS) {
      setTimeout(() => this.commitWhenDue(), HEAVY_COMMIT_MS - age);
      return;
    }
    this.commitScheduled = false;
    this.commit();
  }

  private commit() {
    if (!this.db.open || !this.db.inTransaction) return;
    try {
      this.db.exec('COMMIT');
      this.lastCommit = performance.now();
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.onCommitError(error);
    }
  }

  private write(collection: string, id: string, doc: object | null, position: number): boolean {
    this.inTransaction();
    this.transactionWrites += 1;
    const owner = documentOwner(doc);
    this.touched(owner ?? this.ownerOf(collection, id));
    const info = this.writeStatement.run(collection, id, owner, doc ? JSON.stringify(doc) : null, position);
    return info.changes > 0;
  }

  /** The stored owner of a document (a removal names none: its tombstone has no document). */
  private ownerOf(collection: string, id: string): string | null {
    return (this.statement('SELECT owner FROM documents WHERE collection = ? AND id = ?').pluck().get(collection, id) as string | null | undefined) ?? null;
  }

  private touched(owner: string | null) {
    if (owner === null) this.epoch += 1;
    else this.ownerWrites.set(owner, (this.ownerWrites.get(owner) ?? 0) + 1);
  }

  /**
   * A version of everything `owner`'s documents say, as this connection sees them: it changes with
   * every write of one of them through this process's stores on the file (before its commit), with a
   * collection cleared or an owner erased, and with any commit by another connection or process
   * (SQLite's \`data_version\`). An answer made only of `owner`'s documents, kept with the version
   * it was made at, is still right while the version is unchanged (docs/decisions/136-list-answer-cache.md).
   */
  answerVersion(owner: string): string {
    this.dataVersion ??= this.db.prepare('PRAGMA data_version').pluck();
    return `${this.epoch}.${this.dataVersion.get() as number}.${this.ownerWrites.get(owner) ?? 0}`;
  }

  async put(collection: string, id: string, doc: object, position: number) {
    return this.write(collection, id, doc, position);
  }

  async remove(collection: string, id: string, position: number) {
    return this.write(collection, id, null, position);
  }

  async readStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>> {
    const found = new Map<string, StoredDocument>();
    const read = this.statement('SELECT doc, position FROM documents WHERE collection = ? AND id = ?');
    for (const id of ids) {
      const row = read.get(collection, id) as { doc: string | null; position: number } | undefined;
      if (row) found.set(id, { json: row.doc, position: row.position });
    }
    return found;
  }

  /**
   * Joins the shared write transaction (so a turn of the event loop that runs several projections'
   * batches commits them together): the batch's documents and its checkpoint commit or fail as one.
   */
  async commitBatch(writes: readonly DocumentWrite[], checkpoint: { name: string; position: number }) {
    this.inTransaction();
    this.transactionWrites += writes.length;
    for (const write of writes) {
      this.touched(write.userId ?? (write.json === null ? this.ownerOf(write.collection, write.id) : null));
      this.writeStatement.run(write.collection, write.id, write.userId, write.json, write.position);
    }
    this.checkpointStatement.run(checkpoint.name, checkpoint.position);
  }

  async getCheckpoint(name: string) {
    return (this.statement('SELECT position FROM checkpoints WHERE name = ?').pluck().get(name) as number | undefined) ?? 0;
  }

  async setCheckpoint(name: string, position: number) {
    this.inTransaction();
    this.checkpointStatement.run(name, position);
  }

  async removeOwner(owner: string) {
    // Pending batched writes first, so none of the owner's documents is written after the erasure.
    this.commit();
    this.releaseSiblings();
    const rows = this.db
      .prepare<[string], { collection: string; doc: string }>('SELECT collection, doc FROM documents WHERE owner = ? AND doc IS NOT NULL')
      .all(owner);
    this.db.prepare('DELETE FROM documents WHERE owner = ?').run(owner);
    this.touched(owner);
    eraseWal(this.db);
    return rows.map((row) => ({ collection: row.collection, doc: JSON.parse(row.doc) as Record<string, unknown> }));
  }

  /** Committed when it answers, with what was written before it (a rebuild's reset is visible at once). */
  async clear(collection: string) {
    this.inTransaction();
    this.statement('DELETE FROM documents WHERE collection = ?').run(collection);
    this.touched(null);
    this.commit();
  }

  async close() {
    if (!this.db.open) return;
    this.commit();
    this.db.close();
    this.siblings.delete(this);
  }
}
