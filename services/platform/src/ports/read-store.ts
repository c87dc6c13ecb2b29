/** A scalar equality filter on top-level document fields. */
export type Filter = Record<string, string | number | boolean | null>;

/**
 * Conditions checked on the rows a query's filter (and the index of its shape) selects, with no
 * index of their own: the server-side search and filters of a long list
 * (docs/decisions/133-server-side-lists.md). At worst they look at every row the filter selects
 * (one angler's list), never at the whole collection.
 */
export interface Narrowing {
  /** More equality on top-level fields, as `Filter`. */
  equals?: Filter;
  /**
   * `text` occurs in at least one of these top-level string fields, exactly as given (case
   * matters): a case-insensitive search stores its fields lower-cased and lower-cases the text.
   */
  contains?: { text: string; fields: readonly string[] };
}

/** Whether a document passes a `Narrowing` (the stores' rule, for code that holds documents in memory). */
export function narrowingMatches(doc: Record<string, unknown>, narrow: Narrowing | undefined): boolean {
  if (!narrow) return true;
  const equal = Object.entries(narrow.equals ?? {}).every(([field, value]) =>
    value === null ? doc[field] === null || doc[field] === undefined : doc[field] === value,
  );
  if (!equal || !narrow.contains) return equal;
  const { text, fields } = narrow.contains;
  return fields.some((field) => {
    const value = doc[field];
    return typeof value === 'string' && value.includes(text);
  });
}

export interface FindOptions {
  sort?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
  /**
   * Keyset paging: only documents after this one in the sort order (its sort field's value and its
   * id, the tie-break). Needs `sort`.
   */
  after?: { value: string | number; id: string };
  /** Top-level fields left out of each returned document (read-model bookkeeping such as sort keys). */
  omit?: readonly string[];
  /** Further conditions without an index of their own (search, a list's filters). */
  narrow?: Narrowing;
}

/**
 * A query the read side makes: equality on `fields` (`userId` included when it filters by owner),
 * optionally sorted. Declared up front so the store can index it while its tables are still small.
 */
export interface IndexShape {
  collection: string;
  fields: string[];
  sort?: { field: string; direction: 'asc' | 'desc' };
}

/** A document as stored: its JSON text (null for a tombstone) and the position of the event that wrote it. */
export interface StoredDocument {
  json: string | null;
  position: number;
}

/** One write of a projection batch (`ReadStore.commitBatch`). */
export interface DocumentWrite {
  collection: string;
  id: string;
  /** The document as JSON text; null removes it (a tombstone keeps the position). */
  json: string | null;
  /** The document's top-level `userId` (its owner), null when it has none. */
  userId: string | null;
  position: number;
}

/** A document's owner, as every store reads it: its top-level `userId` when that is a string. */
export function documentOwner(doc: object | null): string | null {
  return doc && 'userId' in doc && typeof doc.userId === 'string' ? doc.userId : null;
}

/**
 * Document store for read models. Every write carries the global position of the event that caused
 * it; a write with a position not greater than the document's stored position is ignored
 * (idempotent replays). Deletes leave a tombstone so a replayed older event cannot resurrect a doc.
 */
export interface ReadStore {
  get<T>(collection: string, id: string): Promise<T | null>;
  find<T>(collection: string, filter: Filter, options?: FindOptions): Promise<T[]>;
  /**
   * The same documents as `find`, as the text of a JSON array, for list endpoints that answer them
   * unchanged: the store hands back the stored JSON instead of parsing it only for it to be
   * serialised again (the list hot path; see bench/RESULTS.md).
   */
  findJson(collection: string, filter: Filter, options?: FindOptions): Promise<string>;
  /** How many documents `find` would answer without a limit (`narrow` as in `FindOptions`). */
  count(collection: string, filter: Filter, narrow?: Narrowing): Promise<number>;
  /** Returns false when the write was skipped because the stored position is newer or equal. */
  put(collection: string, id: string, doc: object, position: number): Promise<boolean>;
  remove(collection: string, id: string, position: number): Promise<boolean>;
  /**
   * The stored state of these documents, tombstones included, by id; an id never written is absent.
   * Projection batches (es/projection-batch.ts) read through it before they keep a document in memory.
   */
  readStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>>;
  /** `find` with each document's id (its key, which the document itself need not carry). */
  findWithIds<T>(collection: string, filter: Filter, options?: FindOptions): Promise<Array<{ id: string; doc: T }>>;
  /**
   * A projection batch: every write position-guarded as `put` and `remove` are (ignored at or below
   * the stored position), and the projection's checkpoint moved to `checkpoint.position` with them,
   * never before. SQLite: one transaction (joined by the other batches of the same turn of the event
   * loop). MongoDB: one `bulkWrite` per collection, then the checkpoint; a crash in between replays
   * the batch, which the guards make harmless.
   */
  commitBatch(writes: readonly DocumentWrite[], checkpoint: { name: string; position: number }): Promise<void>;
  getCheckpoint(name: string): Promise<number>;
  setCheckpoint(name: string, position: number): Promise<void>;
  /**
   * Removes every document owned by `owner` (its top-level `userId`) from every collection, without
   * tombstones, and answers them (account deletion, decision 122: their photos are found from them).
   * Physically erased where the store can (SQLite: secure delete and a truncated WAL).
   */
  removeOwner(owner: string): Promise<Array<{ collection: string; doc: Record<string, unknown> }>>;
  /** Drop a collection's documents (projection rebuild); done, with the writes before it, when it answers. */
  clear(collection: string): Promise<void>;
  /**
   * Creates the indexes these query shapes need (idempotent). Services call it at start-up, before
   * their projections run, so a rebuild maintains the indexes as it goes (SQLite: unless it leaves
   * them out until it has caught up, `deferIndexes`); a shape used without being declared still
   * gets its index, built the first time it is used.
   */
  ensureIndexes(shapes: readonly IndexShape[]): Promise<void>;
  /**
   * Optional (SQLite): a rebuild of `projection` from position 0 (`fromZero`) into empty tables
   * leaves the query indexes of `collections` out, except those of `keep` (what its own `apply`
   * queries), until `buildDeferredIndexes`; reads meanwhile answer the same, without those
   * indexes. Answers whether the projection has indexes waiting, deferred now or by a rebuild of it
   * that stopped before catching up (docs/decisions/150).
   */
  deferIndexes?(options: { projection: string; collections: readonly string[]; keep?: readonly IndexShape[]; fromZero: boolean }): Promise<boolean>;
  /** Builds the indexes waiting for `projection` (`deferIndexes`); resolves when they are built. */
  buildDeferredIndexes?(projection: string): Promise<void>;
  /**
   * Optional: a version of everything `owner`'s documents say as this store reads them, changed by
   * any write that could change them (docs/decisions/136-list-answer-cache.md). A store that cannot
   * tell cheaply (MongoDB, written by another process) leaves it out, and its answers are never kept.
   */
  answerVersion?(owner: string): string;
  close(): Promise<void>;
}
