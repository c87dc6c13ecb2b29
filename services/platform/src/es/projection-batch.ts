import {
  documentOwner,
  type DocumentWrite,
  type Filter,
  type FindOptions,
  type IndexShape,
  narrowingMatches,
  type Narrowing,
  type ReadStore,
  type StoredDocument,
} from '../ports';

/**
 * What the batch knows of one document. `known`: the stored state was read (or the batch wrote over
 * a state it had read), so this is what the store will hold after the commit. Not known: the batch
 * wrote without reading (a "blind" write, e.g. a new document): the stored position decides at the
 * commit, or when the document is read within the batch.
 */
interface Entry {
  json: string | null;
  position: number;
  userId: string | null;
  known: boolean;
  /** Written by this batch: goes to the commit. */
  written: boolean;
}

/** An id never written: no document, position 0. */
const NEVER_STORED: StoredDocument = { json: null, position: 0 };

type SortValue = string | number | boolean | null | undefined;

/** The order both stores give a sort field: missing and null first, then numbers, then text. */
function compareValues(a: SortValue, b: SortValue): number {
  const rank = (value: SortValue) => (value === null || value === undefined ? 0 : typeof value === 'number' || typeof value === 'boolean' ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0 || rank(a) === 0) return byRank;
  const [x, y] = [typeof a === 'boolean' ? Number(a) : a!, typeof b === 'boolean' ? Number(b) : b!];
  return x < y ? -1 : x > y ? 1 : 0;
}

function matches(doc: Record<string, unknown>, filter: Filter): boolean {
  return Object.entries(filter).every(([field, value]) => (value === null ? doc[field] === null || doc[field] === undefined : doc[field] === value));
}

/**
 * A projection's view of the read store while it applies one batch of events
 * (docs/decisions/127-batched-rebuilds-and-group-commit.md). Documents are held in memory: a
 * document read or written once is not read from the store again, and the batch's writes to one
 * document coalesce into its last one. Nothing reaches the store until `commit`, which hands every
 * write and the projection's checkpoint to `ReadStore.commitBatch` at once.
 *
 * The semantics are those of the store itself, event by event: a write at or below the document's
 * position is ignored (so a replayed event changes nothing), a removal leaves a tombstone, and a
 * read sees the batch's own writes. A write to a document the batch has not read is kept without
 * asking the store; when that document is read later in the batch, or at the commit, the stored
 * position decides which one stands, exactly as the store would have decided write by write.
 * `put` therefore answers true for such a write unless the batch itself knows a newer position.
 *
 * `mark` and `rollback` take back what one event did when its projection throws halfway, so the
 * events before it are committed once and the failing one can be retried on its own.
 */
export class ProjectionBatch implements ReadStore {
  private readonly entries = new Map<string, Map<string, Entry>>();
  private readonly undo: Array<{ collection: string; id: string; previous: Entry | undefined }> = [];

  constructor(private readonly store: ReadStore) {}

  /** A point to `rollback` to. */
  mark(): number {
    return this.undo.length;
  }

  /** Takes back every change made after `mark`. */
  rollback(mark: number): void {
    while (this.undo.length > mark) {
      const { collection, id, previous } = this.undo.pop()!;
      const documents = this.entries.get(collection)!;
      if (previous) documents.set(id, previous);
      else documents.delete(id);
    }
  }

  /** The batch's writes, one per document (its last). */
  writes(): DocumentWrite[] {
    const writes: DocumentWrite[] = [];
    for (const [collection, documents] of this.entries) {
      for (const [id, entry] of documents) {
        if (entry.written) writes.push({ collection, id, json: entry.json, userId: entry.userId, position: entry.position });
      }
    }
    return writes;
  }

  private entry(collection: string, id: string): Entry | undefined {
    return this.entries.get(collection)?.get(id);
  }

  private set(collection: string, id: string, entry: Entry): void {
    let documents = this.entries.get(collection);
    if (!documents) this.entries.set(collection, (documents = new Map()));
    this.undo.push({ collection, id, previous: documents.get(id) });
    documents.set(id, entry);
  }

  /** Makes the entries of `ids` known: reads the stored state of those the batch has not read. */
  private async resolve(collection: string, ids: readonly string[]): Promise<void> {
    const unknown = ids.filter((id) => !this.entry(collection, id)?.known);
    if (unknown.length === 0) return;
    const stored = await this.store.readStored(collection, unknown);
    for (const id of unknown) {
      const current = this.entry(collection, id);
      if (current?.known) continue; // resolved meanwhile
      const found = stored.get(id) ?? NEVER_STORED;
      if (current && current.position > found.position) {
        this.set(collection, id, { ...current, known: true });
      } else {
        // Nothing written yet, or the store already holds this position or a newer one: the
        // batch's blind writes would be ignored at the commit, so the stored state is what stands.
        this.set(collection, id, { json: found.json, position: found.position, userId: null, known: true, written: false });
      }
    }
  }

  private write(collection: string, id: string, doc: object | null, position: number): boolean {
    const current = this.entry(collection, id);
    if (current && position <= current.position) return false;
    this.set(collection, id, {
      json: doc === null ? null : JSON.stringify(doc),
      position,
      userId: documentOwner(doc),
      known: current?.known ?? false,
      written: true,
    });
    return true;
  }

  async put(collection: string, id: string, doc: object, position: number): Promise<boolean> {
    return this.write(collection, id, doc, position);
  }

  async remove(collection: string, id: string, position: number): Promise<boolean> {
    return this.write(collection, id, null, position);
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    await this.resolve(collection, [id]);
    const json = this.entry(collection, id)!.json;
    // A fresh object per read, as the store gives: a caller changing it changes nothing held here.
    return json === null ? null : (JSON.parse(json) as T);
  }

  async readStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>> {
    await this.resolve(collection, ids);
    const found = new Map<string, StoredDocument>();
    for (const id of ids) {
      const entry = this.entry(collection, id)!;
      if (entry.position > 0 || entry.json !== null) found.set(id, { json: entry.json, position: entry.position });
    }
    return found;
  }

  /**
   * The store's answer with the batch's documents in it: the batch's version of every document it
   * holds replaces the stored one (or leaves it out when removed or no longer matching), sorted,
   * paged and trimmed as the store would.
   */
  async findWithIds<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<Array<{ id: string; doc: T }>> {
    const documents = this.entries.get(collection);
    if (!documents || documents.size === 0) return this.store.findWithIds<T>(collection, filter, options);
    await this.resolve(collection, [...documents.keys()]);
    const { omit, limit, ...order } = options;
    // Each held document can take the place of at most one stored one within the limit.
    const stored = await this.store.findWithIds<Record<string, unknown>>(collection, filter, {
      ...order,
      ...(limit === undefined ? {} : { limit: limit + documents.size }),
    });
    const rows = stored.filter((row) => !documents.has(row.id));
    for (const [id, entry] of documents) {
      if (entry.json === null) continue;
      const doc = JSON.parse(entry.json) as Record<string, unknown>;
      if (!matches(doc, filter) || !narrowingMatches(doc, order.narrow)) continue;
      if (order.after && order.sort) {
        const byValue = compareValues(doc[order.sort.field] as SortValue, order.after.value) * (order.sort.direction === 'desc' ? -1 : 1);
        if (byValue < 0 || (byValue === 0 && id <= order.after.id)) continue;
      }
      rows.push({ id, doc });
    }
    if (order.sort) {
      const { field, direction } = order.sort;
      const sign = direction === 'desc' ? -1 : 1;
      rows.sort((a, b) => sign * compareValues(a.doc[field] as SortValue, b.doc[field] as SortValue) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }
    const page = limit === undefined ? rows : rows.slice(0, limit);
    for (const row of page) for (const field of omit ?? []) delete row.doc[field];
    return page as Array<{ id: string; doc: T }>;
  }

  async find<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return (await this.findWithIds<T>(collection, filter, options)).map((row) => row.doc);
  }

  async findJson(collection: string, filter: Filter, options: FindOptions = {}): Promise<string> {
    return JSON.stringify(await this.find(collection, filter, options));
  }

  async count(collection: string, filter: Filter, narrow?: Narrowing): Promise<number> {
    if (!this.entries.get(collection)?.size) return this.store.count(collection, filter, narrow);
    return (await this.findWithIds(collection, filter, narrow ? { narrow } : {})).length;
  }

  /** Hands every write and the checkpoint to the store at once. */
  async commit(checkpoint: { name: string; position: number }): Promise<void> {
    await this.store.commitBatch(this.writes(), checkpoint);
  }

  commitBatch(): Promise<void> {
    return Promise.reject(new Error('a projection batch is committed by its runner'));
  }

  getCheckpoint(name: string): Promise<number> {
    return this.store.getCheckpoint(name);
  }

  setCheckpoint(): Promise<void> {
    return Promise.reject(new Error('a projection batch moves its checkpoint when it commits'));
  }

  ensureIndexes(shapes: readonly IndexShape[]): Promise<void> {
    return this.store.ensureIndexes(shapes);
  }

  removeOwner(): Promise<Array<{ collection: string; doc: Record<string, unknown> }>> {
    return Promise.reject(new Error('removeOwner is not available to a projection'));
  }

  clear(): Promise<void> {
    return Promise.reject(new Error('clear is not available to a projection'));
  }

  close(): Promise<void> {
    return Promise.reject(new Error('a projection batch is not closed; its runner commits it'));
  }
}
