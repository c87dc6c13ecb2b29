import type Database from 'better-sqlite3';
import { documentOwner, type DocumentWrite, type Filter, type FindOptions, type IndexShape, type Narrowing, type ReadStore, type StoredDocument } from '../ports';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { eraseWal, openSqliteDatabase } from './sqlite';
import { SqliteCheckpointer } from './sqlite-checkpoint';

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
/**
 * The log's size at which a thread of its own copies it into the file (a checkpoint), instead of
 * the main thread inside a commit as SQLite does by itself (docs/decisions/138). 64 MiB, the size
 * at which SQLite's own checkpoints ran here before (decision 127).
 */
const CHECKPOINT_BYTES = 64 * 1024 * 1024;
/** A log this many times that long (the thread behind, or failing): the main thread checkpoints it. */
const CHECKPOINT_FALLBACK = 4;
/**
 * A rebuild from zero leaves a collection's query indexes out until it has caught up only when the
 * collection has at least this many (docs/decisions/150): building an index afterwards reads and
 * parses every document once per index, while keeping the indexes up to date parses each written
 * document once for all of them, so deferring pays where many indexes share small documents (the
 * lists' order documents, 13 each: the gear list's rebuild 0.75× the CPU) and not for a collection
 * of large documents with two (the catch list: no gain, its indexes' build took about as long).
 */
const MIN_DEFERRED_INDEXES = 3;
/** SQLite has no hard limit, but every index slows writes: query shapes beyond this use a scan. */
const MAX_AUTO_INDEXES = 32;

function fieldPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`invalid field name: ${field}`);
  return `$.${field}`;
}

const extract = (field: string) => `json_extract(doc, '${fieldPath(field)}')`;

/**
 * The key of a query shape's index (its name after the `DECLARED` or `LAZY` prefix): collection,
 * owner or all, the other equality fields sorted, the sort field and direction. Null for a shape
 * that needs no index of its own (owner only, or nothing).
 */
function shapeKey(shape: IndexShape): string | null {
  const byOwner = shape.fields.includes('userId');
  const fields = shape.fields.filter((field) => field !== 'userId').sort();
  const { sort } = shape;
  if (fields.length === 0 && !sort) return null;
  for (const field of fields) fieldPath(field);
  if (sort) fieldPath(sort.field);
  const direction = sort?.direction === 'desc' ? 'DESC' : 'ASC';
  return `${shape.collection}:${byOwner ? 'owner' : 'all'}:${fields.join(',')}:${sort ? `${sort.field} ${direction}` : ''}`;
}

/**
 * Each collection has a table of its own, `documents:<collection>` (docs/decisions/138): an insert
 * maintains only its own collection's indexes, in B-trees of its own size. Collection names go into
 * SQL as quoted names: code constants only.
 */
const TABLE_PREFIX = 'documents:';
function tableName(collection: string): string {
  if (!COLLECTION.test(collection)) throw new Error(`invalid collection name: ${collection}`);
  return `${TABLE_PREFIX}${collection}`;
}
const table = (collection: string) => `"${tableName(collection)}"`;

/** Declared indexes and the ones built on first use (a shape nobody declared) are named apart. */
const DECLARED = 'documents_i:';
const LAZY = 'documents_lazy:';
/**
 * A table's index of its owners (the per-angler queries without a sort, and erasure), until an
 * index that starts with the owner serves those queries instead: one index entry less per write
 * (docs/decisions/138).
 */
const OWNER_INDEX = 'documents_owner:';

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
  /** The log's size that asks for a checkpoint (`CHECKPOINT_BYTES`; smaller in tests). */
  checkpointBytes?: number;
}

/**
 * Embedded read store: JSON documents in SQLite, one table per collection (`documents:<name>`,
 * created with the collection's first write or declared index). `owner` mirrors the document's
 * `userId` so the per-user list queries (the hot path) use an index. A removed document stays as a
 * tombstone (doc NULL) carrying its position, so a replayed older event cannot bring it back.
 *
 * - **Tables per collection** (docs/decisions/138): with every collection in one table, each insert
 *   checked every collection's partial index and walked B-trees holding every collection. A store
 *   of the older layout (one `documents` table) is moved into the per-collection tables when it is
 *   opened, in one transaction.
 *
 * - **Query indexes**: each query shape (equality fields, then the sort field and direction) gets a
 *   partial expression index over its collection's rows, so a list of 20,000 catches sorted by date
 *   is read in index order instead of being sorted per request. Shapes are declared at start-up
 *   (`ensureIndexes`), while the tables are small or empty: building an index on a full store
 *   blocks the process (1.75 M documents: about 30 s). An undeclared shape is indexed on first use,
 *   with a warning, as the MongoDB adapter does. A rebuild from zero into empty tables leaves the
 *   indexes of a collection with many out until it has caught up (`deferIndexes`, docs/decisions/150).
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
  /** Collections whose table this connection knows to exist. */
  private readonly tables = new Set<string>();
  /** The upsert of each collection's table. */
  private readonly writeStatements = new Map<string, Database.Statement>();
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
  /** Checkpoints from another thread (a file on disk only). */
  private readonly checkpointer: SqliteCheckpointer | null;
  private readonly checkpointBytes: number;
  private closing = false;

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
    this.checkpointBytes = options.checkpointBytes ?? CHECKPOINT_BYTES;
    this.checkpointer = file === ':memory:' ? null : new SqliteCheckpointer(file);
    if (this.checkpointer) {
      // Checkpoints run on the checkpointing thread (`afterCommit`), not inside this thread's
      // commits; the log is cut back to nothing each time it starts over, so its size on disk is
      // what is not yet copied.
      this.db.pragma('wal_autocheckpoint = 0');
      this.db.pragma('journal_size_limit = 0');
    } else {
      this.db.pragma('wal_autocheckpoint = 16384');
    }
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS deferred_indexes (name TEXT PRIMARY KEY, collection TEXT NOT NULL, projection TEXT NOT NULL, sql TEXT NOT NULL)',
    );
    this.moveOneTableLayout();
    for (const name of this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_%:%'").pluck().all() as string[]) {
      if (!name.startsWith(DECLARED) && !name.startsWith(LAZY) && !name.startsWith(OWNER_INDEX)) this.db.exec(`DROP INDEX IF EXISTS "${name.replaceAll('"', '""')}"`); // an older naming scheme
    }
    this.loadIndexes();
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

  /**
   * The older layout, every collection in one `documents` table (decisions 007-137): its rows are
   * moved into the collections' own tables, in one transaction, and the old table is dropped with
   * its indexes (the declared ones are made again on the new tables by `ensureIndexes`). Another
   * process opening the file meanwhile waits for the lock (busy timeout), then finds it done.
   */
  private moveOneTableLayout() {
    const hasOld = () => this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'documents'").pluck().get() !== undefined;
    if (!hasOld()) return;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      if (hasOld()) {
        for (const collection of this.db.prepare('SELECT DISTINCT collection FROM documents').pluck().all() as string[]) {
          this.createTable(collection);
          this.db
            .prepare(`INSERT INTO ${table(collection)} (id, owner, doc, position) SELECT id, owner, doc, position FROM documents WHERE collection = ?`)
            .run(collection);
        }
        this.db.exec('DROP TABLE documents');
      }
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.tables.clear();
      throw error;
    }
  }

  /**
   * The collection's table, made with its owner index when it does not exist yet (inside the open
   * transaction if any). A table that exists is left as it is: its owner index may have given way
   * to an index starting with the owner (`ensureIndex`).
   */
  private createTable(collection: string) {
    if (this.hasTable(collection)) return;
    const name = table(collection);
    if (!this.db.inTransaction) this.releaseSiblings();
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, owner TEXT, doc TEXT, position INTEGER NOT NULL);
       CREATE INDEX IF NOT EXISTS "${OWNER_INDEX}${collection}" ON ${name} (owner) WHERE doc IS NOT NULL;`,
    );
    this.tables.add(collection);
  }

  /**
   * Whether the collection has a table, for a read: a collection never written has none, and reads
   * as empty (a read creates nothing). Another connection may create it later, so only a table
   * found is remembered.
   */
  private hasTable(collection: string): boolean {
    if (this.tables.has(collection)) return true;
    const found = this.statement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(tableName(collection)) !== undefined;
    if (found) this.tables.add(collection);
    return found;
  }

  /** The collections that have a table. */
  private collections(): string[] {
    return (this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'documents:%'").pluck().all() as string[])
      .filter((name) => name.startsWith(TABLE_PREFIX))
      .map((name) => name.slice(TABLE_PREFIX.length));
  }

  /** The position-guarded upsert of a collection's table, which it creates first if needed. */
  private writeStatementOf(collection: string): Database.Statement {
    let statement = this.writeStatements.get(collection);
    if (!statement || !this.tables.has(collection)) {
      this.createTable(collection);
      const name = table(collection);
      statement = this.db.prepare(
        `INSERT INTO ${name} (id, owner, doc, position) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, doc = excluded.doc, position = excluded.position
         WHERE excluded.position > ${name}.position`,
      );
      this.writeStatements.set(collection, statement);
    }
    return statement;
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    if (!this.hasTable(collection)) return null;
    const row = this.statement(`SELECT doc FROM ${table(collection)} WHERE id = ?`).get(id) as { doc: string | null } | undefined;
    return row?.doc ? (JSON.parse(row.doc) as T) : null;
  }

  private where(filter: Filter, narrow?: Narrowing): { sql: string; params: unknown[] } {
    const clauses = ['doc IS NOT NULL'];
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
   * Owner-only queries without a sort use the owner index, or an index that starts with the owner.
   */
  private ensureIndex(shape: IndexShape, declared: boolean) {
    const key = shapeKey(shape);
    if (key === null || this.indexes.has(key)) return;
    const byOwner = shape.fields.includes('userId');
    const fields = shape.fields.filter((field) => field !== 'userId').sort();
    const { sort } = shape;
    const direction = sort?.direction === 'desc' ? 'DESC' : 'ASC';
    // An unsorted query is served by the index of the same equality fields with a sort after them.
    if (!sort && [...this.indexes].some((existing) => existing.startsWith(key))) return;
    if (!declared) {
      if (this.indexes.size >= MAX_AUTO_INDEXES) return;
      console.warn(`[read-store] query shape ${key} was not declared (ReadStore.ensureIndexes); building its index now`);
    }
    const columns = [...(byOwner ? ['owner'] : []), ...fields.map(extract), ...(sort ? [`${extract(sort.field)} ${direction}`, 'id'] : [])];
    const name = `${declared ? DECLARED : LAZY}${key}`;
    this.releaseSiblings();
    this.createTable(shape.collection);
    this.db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON ${table(shape.collection)} (${columns.join(', ')}) WHERE doc IS NOT NULL`);
    // An index that starts with the owner serves the owner's queries without a sort too.
    if (byOwner) this.db.exec(`DROP INDEX IF EXISTS "${OWNER_INDEX}${shape.collection}"`);
    this.indexes.add(key);
  }

  async ensureIndexes(shapes: readonly IndexShape[]) {
    for (const shape of shapes) this.ensureIndex(shape, true);
  }

  private querySql(column: string, collection: string, filter: Filter, options: FindOptions) {
    const { sql, params } = this.where(filter, options.narrow);
    this.ensureIndex({ collection, fields: Object.keys(filter), ...(options.sort ? { sort: options.sort } : {}) }, false);
    let query = `SELECT ${column} FROM ${table(collection)} WHERE ${sql}`;
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

  /** A collection without a table has no documents; the query is still checked as if it had. */
  private noTable(collection: string, filter: Filter, options: FindOptions): boolean {
    if (this.hasTable(collection)) return false;
    this.where(filter, options.narrow);
    if (options.sort) fieldPath(options.sort.field);
    for (const field of options.omit ?? []) fieldPath(field);
    return true;
  }

  private query(column: string, collection: string, filter: Filter, options: FindOptions) {
    if (this.noTable(collection, filter, options)) return [];
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
    if (this.noTable(collection, filter, options)) return [];
    const { query, params } = this.querySql(`id, ${this.documentColumn(options)} AS doc`, collection, filter, options);
    const rows = this.statement(query).all(...params) as Array<{ id: string; doc: string }>;
    return rows.map((row) => ({ id: row.id, doc: JSON.parse(row.doc) as T }));
  }

  async count(collection: string, filter: Filter, narrow?: Narrowing): Promise<number> {
    if (this.noTable(collection, filter, narrow ? { narrow } : {})) return 0;
    const { sql, params } = this.where(filter, narrow);
    this.ensureIndex({ collection, fields: Object.keys(filter) }, false);
    return (this.statement(`SELECT COUNT(*) FROM ${table(collection)} WHERE ${sql}`).pluck().get(...params) as number | undefined) ?? 0;
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
    // IMMEDIATE: the write lock is taken (or waited for) at once. A deferred transaction that read
    // first (a table looked up, a removal's owner) could not take it afterwards once another
    // connection had committed meanwhile: SQLite answers that at once as "database is locked".
    this.db.exec('BEGIN IMMEDIATE');
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
      this.forgetSchema();
      this.onCommitError(error);
      return;
    }
    this.afterCommit();
  }

  /**
   * Once the log is `checkpointBytes` long, the checkpointing thread copies it into the file; the
   * next transaction then starts the log over. A log `CHECKPOINT_FALLBACK` times that long (the
   * thread behind or failing) is copied here, as SQLite would have.
   */
  private afterCommit() {
    if (!this.checkpointer || this.closing) return;
    let size: number;
    try {
      size = statSync(`${this.file}-wal`).size;
    } catch {
      return; // no log (yet)
    }
    try {
      if (size >= this.checkpointBytes * CHECKPOINT_FALLBACK) this.db.pragma('wal_checkpoint(PASSIVE)');
      else if (size >= this.checkpointBytes) this.checkpointer.request();
    } catch (error) {
      // Not this commit's failure: the log is copied by a later checkpoint, or on close.
      console.warn(`[read-store] checkpoint failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Resolves when no checkpoint is running on the checkpointing thread (tests). */
  async checkpointed(): Promise<void> {
    await this.checkpointer?.idle();
  }

  /** After a rollback: tables and indexes made in the rolled-back transaction are gone; look again. */
  private forgetSchema() {
    this.tables.clear();
    this.indexes.clear();
    this.loadIndexes();
  }

  /**
   * The shape keys that have an index, and those whose index waits for a rebuild to catch up
   * (`deferIndexes`): a query of such a shape meanwhile reads without it instead of building it.
   */
  private loadIndexes() {
    const names = [
      ...(this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'documents_%:%'").pluck().all() as string[]),
      ...(this.db.prepare('SELECT name FROM deferred_indexes').pluck().all() as string[]),
    ];
    for (const name of names) {
      if (name.startsWith(DECLARED)) this.indexes.add(name.slice(DECLARED.length));
      else if (name.startsWith(LAZY)) this.indexes.add(name.slice(LAZY.length));
    }
  }

  /**
   * A rebuild from position 0 into empty tables leaves the query indexes of `collections` out until
   * it has caught up (docs/decisions/150): an index built once over the full table costs less than
   * keeping it up to date through every insert of the rebuild. Answers whether `projection` has
   * indexes waiting for `buildDeferredIndexes`: those deferred now, or those a rebuild that stopped
   * before catching up (a crash, a restart) left waiting, which this one, resuming from its
   * checkpoint, builds when it has caught up in turn.
   *
   * Only when `fromZero` and every table of `collections` is empty (or missing) are indexes
   * deferred. The owner index stays (it is made again if an index starting with the owner had
   * replaced it), and so do the indexes of `keep`, the shapes the projection's own `apply` queries.
   * Each deferred index is dropped and recorded (`deferred_indexes`) in the shared transaction, so a
   * crash leaves either both or neither. Queries of a deferred shape meanwhile give the same
   * answers, read without the index (slower on a large table); none builds it on first use.
   */
  async deferIndexes(options: { projection: string; collections: readonly string[]; keep?: readonly IndexShape[]; fromZero: boolean }): Promise<boolean> {
    const { projection, collections } = options;
    const empty = (collection: string) => !this.hasTable(collection) || this.statement(`SELECT 1 FROM ${table(collection)} LIMIT 1`).get() === undefined;
    if (options.fromZero && collections.every(empty)) {
      const kept = new Set(
        (options.keep ?? [])
          .map(shapeKey)
          .filter((key) => key !== null)
          .map((key) => `${DECLARED}${key}`),
      );
      const indexesOf = this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL");
      const record = this.db.prepare(
        'INSERT INTO deferred_indexes (name, collection, projection, sql) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET collection = excluded.collection, projection = excluded.projection, sql = excluded.sql',
      );
      this.inTransaction();
      for (const collection of collections) {
        if (!this.hasTable(collection)) continue; // no table, no index yet
        const deferred = (indexesOf.all(tableName(collection)) as Array<{ name: string; sql: string }>).filter(
          ({ name }) => (name.startsWith(DECLARED) || name.startsWith(LAZY)) && !kept.has(name),
        );
        if (deferred.length < MIN_DEFERRED_INDEXES) continue;
        for (const { name, sql } of deferred) {
          record.run(name, collection, projection, sql.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
          this.db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
        }
        this.db.exec(`CREATE INDEX IF NOT EXISTS "${OWNER_INDEX}${collection}" ON ${table(collection)} (owner) WHERE doc IS NOT NULL`);
      }
    }
    return this.statement('SELECT 1 FROM deferred_indexes WHERE projection = ? LIMIT 1').get(projection) !== undefined;
  }

  /**
   * Builds the indexes `deferIndexes` left out for `projection`, one per turn of the event loop so
   * the process answers between two (each in the shared transaction, with its record removed), and
   * drops a collection's owner index once an index starting with the owner serves its queries
   * again. Resolves when all are built.
   */
  async buildDeferredIndexes(projection: string): Promise<void> {
    const rows = this.db.prepare('SELECT name, collection, sql FROM deferred_indexes WHERE projection = ? ORDER BY collection, name').all(projection) as Array<{
      name: string;
      collection: string;
      sql: string;
    }>;
    for (const [index, { name, collection, sql }] of rows.entries()) {
      if (!this.db.open) return;
      this.inTransaction();
      this.db.exec(sql);
      this.statement('DELETE FROM deferred_indexes WHERE name = ?').run(name);
      const lastOfCollection = rows[index + 1]?.collection !== collection;
      if (lastOfCollection && rows.some((row) => row.collection === collection && row.name.split(':')[2] === 'owner')) {
        this.db.exec(`DROP INDEX IF EXISTS "${OWNER_INDEX}${collection}"`);
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private write(collection: string, id: string, doc: object | null, position: number): boolean {
    this.inTransaction();
    this.transactionWrites += 1;
    const owner = documentOwner(doc);
    this.touched(owner ?? this.ownerOf(collection, id));
    const info = this.writeStatementOf(collection).run(id, owner, doc ? JSON.stringify(doc) : null, position);
    return info.changes > 0;
  }

  /** The stored owner of a document (a removal names none: its tombstone has no document). */
  private ownerOf(collection: string, id: string): string | null {
    if (!this.hasTable(collection)) return null;
    return (this.statement(`SELECT owner FROM ${table(collection)} WHERE id = ?`).pluck().get(id) as string | null | undefined) ?? null;
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
    if (!this.hasTable(collection)) return found;
    const read = this.statement(`SELECT doc, position FROM ${table(collection)} WHERE id = ?`);
    for (const id of ids) {
      const row = read.get(id) as { doc: string | null; position: number } | undefined;
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
    let collection: string | undefined;
    let upsert: Database.Statement | undefined;
    for (const write of writes) {
      this.touched(write.userId ?? (write.json === null ? this.ownerOf(write.collection, write.id) : null));
      // A batch's writes come collection by collection (ProjectionBatch.writes).
      if (write.collection !== collection) {
        collection = write.collection;
        upsert = this.writeStatementOf(collection);
      }
      upsert!.run(write.id, write.userId, write.json, write.position);
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
    const removed: Array<{ collection: string; doc: Record<string, unknown> }> = [];
    for (const collection of this.collections()) {
      const docs = this.db.prepare(`SELECT doc FROM ${table(collection)} WHERE owner = ? AND doc IS NOT NULL`).pluck().all(owner) as string[];
      if (docs.length === 0) continue;
      this.db.prepare(`DELETE FROM ${table(collection)} WHERE owner = ? AND doc IS NOT NULL`).run(owner);
      for (const doc of docs) removed.push({ collection, doc: JSON.parse(doc) as Record<string, unknown> });
    }
    this.touched(owner);
    eraseWal(this.db);
    return removed;
  }

  /** Committed when it answers, with what was written before it (a rebuild's reset is visible at once). */
  async clear(collection: string) {
    this.inTransaction();
    if (this.hasTable(collection)) this.statement(`DELETE FROM ${table(collection)}`).run();
    this.touched(null);
    this.commit();
  }

  async close() {
    if (!this.db.open) return;
    this.commit();
    this.closing = true;
    // The thread's connection first: closing the last one copies the log into the file.
    await this.checkpointer?.close();
    if (!this.db.open) return;
    this.commit(); // what was written meanwhile
    this.db.close();
    this.siblings.delete(this);
  }
}
