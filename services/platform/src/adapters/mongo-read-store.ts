import {
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type Collection,
  type Db,
  type Document,
  type IndexSpecification,
} from 'mongodb';
import type { DocumentWrite, Filter, FindOptions, IndexShape, Narrowing, ReadStore, StoredDocument } from '../ports';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLLECTION = /^[A-Za-z0-9_-]{1,100}$/;
/** MongoDB allows 64 indexes per collection; leave room for the ones we always create. */
const MAX_AUTO_INDEXES = 24;

function fieldPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`invalid field name: ${field}`);
  return `doc.${field}`;
}

/**
 * Stored shape: `{ _id, doc, position, deleted }`. The read model's own fields live under `doc`, so a
 * document comes back exactly as it was put (no clash with `_id`), and a removed one stays as a
 * tombstone (`deleted: true`, `doc: null`) carrying its position.
 */
interface MongoDocument {
  _id: string;
  doc: Document | null;
  position: number;
  deleted: boolean;
}

interface StoredCheckpoint {
  _id: string;
  position: number;
}

interface MongoReadStoreOptions {
  /** Database name; default `tackle` (`connect` takes the one in the connection string first). */
  dbName?: string;
  /** Prefix of read-model collections (default `rm_`), keeping them apart from `checkpoints`. */
  collectionPrefix?: string;
}

/**
 * The distributed {@link ReadStore}: MongoDB, one collection per read model (`rm_<name>`), plus a
 * `checkpoints` collection in the same database.
 *
 * - **Idempotent writes**: `put`/`remove` are one conditional update
 *   `updateOne({ _id, position: { $lt: p } }, ..., { upsert: true })`. When the stored position is
 *   newer or equal the filter misses, the upsert collides on `_id` (E11000) and the write reports
 *   `false`. A collision can also mean a concurrent first insert won the race; the update is then
 *   retried without upsert, so the newer position always ends up stored.
 * - **Indexes**: every collection gets `{ doc.userId }` (the per-user lists, the hot path). Other
 *   query shapes get a compound index the first time they are used (equality fields, then the
 *   sort field: MongoDB's equality-sort-range rule), so every query a feature writes is indexed
 *   without the store knowing the features. All are partial on `deleted: false`, the predicate
 *   every query carries, so tombstones cost no index space.
 * - **Semantics match the SQLite store**: a `null` filter value matches null or missing fields;
 *   sorts break ties by id; field names must be plain identifiers.
 */
export class MongoReadStore implements ReadStore {
  private readonly db: Db;
  private readonly prefix: string;
  private readonly indexed = new Map<string, Promise<void>>();
  private readonly autoIndexCount = new Map<string, number>();

  constructor(
    private readonly client: MongoClient,
    options: MongoReadStoreOptions = {},
    private readonly ownsClient = false,
  ) {
    this.db = client.db(options.dbName ?? 'tackle');
    this.prefix = options.collectionPrefix ?? 'rm_';
  }

  /** Connects (the driver checks the server answers) before returning. */
  static async connect(url: string, options: MongoReadStoreOptions = {}): Promise<MongoReadStore> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000 });
    await client.connect();
    const store = new MongoReadStore(
      client,
      { ...options, dbName: options.dbName ?? databaseIn(url) ?? 'tackle' },
      true,
    );
    return store;
  }

  /** Answers when the server is reachable (readiness probes). */
  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    const found = await (
      await this.collection(collection)
    ).findOne({ _id: id, deleted: false }, { projection: { doc: 1 } });
    return (found?.doc as T | undefined) ?? null;
  }

  async find<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return (await this.findWithIds<T>(collection, filter, options)).map((row) => row.doc);
  }

  async findWithIds<T>(collection: string, filter: Filter, options: FindOptions = {}): Promise<Array<{ id: string; doc: T }>> {
    const query: Record<string, unknown> = toQuery(filter);
    // The index is the filter's and the sort's; the narrowing and the page's start are checked on its rows.
    const indexFields = Object.keys(query);
    const sort = options.sort
      ? { field: fieldPath(options.sort.field), dir: options.sort.direction === 'desc' ? -1 : 1 }
      : null;
    const and = narrowQuery(options.narrow);
    if (options.after) {
      if (!sort) throw new Error('after needs a sort');
      const { value, id } = options.after;
      and.push({ $or: [{ [sort.field]: { [sort.dir === -1 ? '$lt' : '$gt']: value } }, { [sort.field]: value, _id: { $gt: id } }] });
    }
    if (and.length > 0) query.$and = and;
    const target = await this.collection(collection);
    await this.ensureQueryIndex(collection, target, indexFields, sort);
    let cursor = target.find(query, { projection: { doc: 1 } });
    if (sort) cursor = cursor.sort({ [sort.field]: sort.dir as 1 | -1, _id: 1 });
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    const rows = await cursor.toArray();
    const omit = options.omit ?? [];
    return rows.map((row) => {
      const doc = row.doc as Record<string, unknown>;
      for (const field of omit) delete doc[field];
      return { id: row._id, doc: doc as T };
    });
  }

  /** The driver hands back parsed BSON, so here the JSON text is made from the documents. */
  async findJson(collection: string, filter: Filter, options: FindOptions = {}): Promise<string> {
    return JSON.stringify(await this.find(collection, filter, options));
  }

  async ensureIndexes(shapes: readonly IndexShape[]): Promise<void> {
    for (const shape of shapes) {
      const target = await this.collection(shape.collection);
      const sort = shape.sort ? { field: fieldPath(shape.sort.field), dir: shape.sort.direction === 'desc' ? -1 : 1 } : null;
      await this.ensureQueryIndex(shape.collection, target, shape.fields.map(fieldPath), sort);
    }
  }

  async count(collection: string, filter: Filter, narrow?: Narrowing): Promise<number> {
    const query: Record<string, unknown> = toQuery(filter);
    const target = await this.collection(collection);
    await this.ensureQueryIndex(collection, target, Object.keys(query), null);
    const and = narrowQuery(narrow);
    if (and.length > 0) query.$and = and;
    return target.countDocuments(query);
  }

  async put(collection: string, id: string, doc: object, position: number): Promise<boolean> {
    return this.write(collection, id, { doc: doc as Document, deleted: false }, position);
  }

  async remove(collection: string, id: string, position: number): Promise<boolean> {
    return this.write(collection, id, { doc: null, deleted: true }, position);
  }

  async readStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>> {
    const found = new Map<string, StoredDocument>();
    if (ids.length === 0) return found;
    const rows = await (await this.collection(collection)).find({ _id: { $in: [...ids] } }, { projection: { doc: 1, position: 1, deleted: 1 } }).toArray();
    for (const row of rows) found.set(row._id, { json: row.deleted || !row.doc ? null : JSON.stringify(row.doc), position: row.position });
    return found;
  }

  /**
   * One unordered `bulkWrite` per collection of position-guarded upserts (as `write` does one by
   * one), then the checkpoint: never before the batch's documents, and a crash in between replays
   * the batch, which the guards make harmless.
   */
  async commitBatch(writes: readonly DocumentWrite[], checkpoint: { name: string; position: number }): Promise<void> {
    const byCollection = new Map<string, DocumentWrite[]>();
    for (const write of writes) {
      if (!Number.isFinite(write.position)) throw new RangeError(`position must be a number, got ${write.position}`);
      byCollection.set(write.collection, [...(byCollection.get(write.collection) ?? []), write]);
    }
    for (const [name, group] of byCollection) {
      const target = await this.collection(name);
      const update = (write: DocumentWrite) => ({
        $set: { doc: write.json === null ? null : (JSON.parse(write.json) as Document), deleted: write.json === null, position: write.position },
      });
      try {
        await target.bulkWrite(
          group.map((write) => ({ updateOne: { filter: { _id: write.id, position: { $lt: write.position } }, update: update(write), upsert: true } })),
          { ordered: false },
        );
      } catch (error) {
        // As in `write`: a collision on _id means the stored position is newer or equal, or a
        // concurrent first insert won; those are tried again without upsert.
        if (!(error instanceof MongoBulkWriteError)) throw error;
        const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
        if (errors.some((writeError) => writeError.code !== 11000)) throw error;
        const collided = errors.map((writeError) => group[writeError.index]!);
        await target.bulkWrite(
          collided.map((write) => ({ updateOne: { filter: { _id: write.id, position: { $lt: write.position } }, update: update(write) } })),
          { ordered: false },
        );
      }
    }
    await this.setCheckpoint(checkpoint.name, checkpoint.position);
  }

  async getCheckpoint(name: string): Promise<number> {
    const found = await this.checkpoints().findOne({ _id: name });
    return found?.position ?? 0;
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    await this.checkpoints().updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }

  async removeOwner(owner: string): Promise<Array<{ collection: string; doc: Record<string, unknown> }>> {
    const removed: Array<{ collection: string; doc: Record<string, unknown> }> = [];
    const names = await this.db.listCollections({}, { nameOnly: true }).toArray();
    for (const { name } of names) {
      if (!name.startsWith(this.prefix) || name === 'checkpoints') continue;
      const collection = name.slice(this.prefix.length);
      if (!COLLECTION.test(collection)) continue;
      const target = this.db.collection<MongoDocument>(name);
      const docs = await target.find({ 'doc.userId': owner }).toArray();
      for (const stored of docs) if (stored.doc) removed.push({ collection, doc: stored.doc as Record<string, unknown> });
      await target.deleteMany({ 'doc.userId': owner });
    }
    return removed;
  }

  async clear(collection: string): Promise<void> {
    await (await this.collection(collection)).deleteMany({});
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  private async write(
    collection: string,
    id: string,
    fields: Pick<MongoDocument, 'doc' | 'deleted'>,
    position: number,
  ): Promise<boolean> {
    if (!Number.isFinite(position)) throw new RangeError(`position must be a number, got ${position}`);
    const target = await this.collection(collection);
    const update = { $set: { ...fields, position } };
    try {
      const result = await target.updateOne({ _id: id, position: { $lt: position } }, update, { upsert: true });
      return result.modifiedCount + result.upsertedCount > 0;
    } catch (error) {
      if (!(error instanceof MongoServerError) || error.code !== 11000) throw error;
      // The document exists with a position >= ours, or a concurrent insert just created it.
      const retried = await target.updateOne({ _id: id, position: { $lt: position } }, update);
      return retried.modifiedCount > 0;
    }
  }

  private checkpoints(): Collection<StoredCheckpoint> {
    return this.db.collection<StoredCheckpoint>('checkpoints');
  }

  private async collection(name: string): Promise<Collection<MongoDocument>> {
    if (!COLLECTION.test(name)) throw new Error(`invalid collection name: ${name}`);
    const collection = this.db.collection<MongoDocument>(this.prefix + name);
    await this.ensureIndex(collection, { 'doc.userId': 1 });
    return collection;
  }

  private async ensureQueryIndex(
    name: string,
    collection: Collection<MongoDocument>,
    fields: string[],
    sort: { field: string; dir: number } | null,
  ): Promise<void> {
    const equality = fields.filter((f) => f !== 'deleted').sort();
    const keys: IndexSpecification = {};
    for (const field of equality) keys[field] = 1;
    if (sort && !(sort.field in keys)) keys[sort.field] = sort.dir as 1 | -1;
    const names = Object.keys(keys);
    if (names.length === 0 || (names.length === 1 && names[0] === 'doc.userId')) return;
    const key = `${collection.collectionName}:${JSON.stringify(keys)}`;
    if (this.indexed.has(key)) return this.indexed.get(key);
    const count = this.autoIndexCount.get(name) ?? 0;
    if (count >= MAX_AUTO_INDEXES) return;
    this.autoIndexCount.set(name, count + 1);
    return this.ensureIndex(collection, keys);
  }

  private ensureIndex(collection: Collection<MongoDocument>, keys: IndexSpecification): Promise<void> {
    const key = `${collection.collectionName}:${JSON.stringify(keys)}`;
    let pending = this.indexed.get(key);
    if (!pending) {
      pending = collection
        .createIndex(keys, { partialFilterExpression: { deleted: false } })
        .then(() => undefined)
        .catch((error: unknown) => {
          this.indexed.delete(key); // try again next time (server unreachable, ...)
          throw error;
        });
      this.indexed.set(key, pending);
    }
    return pending;
  }
}

function toQuery(filter: Filter): Record<string, unknown> {
  const query: Record<string, unknown> = { deleted: false };
  for (const [field, value] of Object.entries(filter)) query[fieldPath(field)] = value;
  return query;
}

/** A regular expression matching `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `Narrowing` as conditions to AND with the query (the same rules as the SQLite store's). */
function narrowQuery(narrow: Narrowing | undefined): Array<Record<string, unknown>> {
  const and: Array<Record<string, unknown>> = [];
  for (const [field, value] of Object.entries(narrow?.equals ?? {})) {
    and.push({ [fieldPath(field)]: value });
  }
  if (narrow?.contains) {
    const { text, fields } = narrow.contains;
    if (fields.length === 0) throw new Error('contains needs at least one field');
    // Case-sensitive on purpose: the fields are stored lower-cased (see Narrowing).
    and.push({ $or: fields.map((field) => ({ [fieldPath(field)]: { $regex: literal(text) } })) });
  }
  return and;
}

/** `mongodb://host:27017/tackle?...` -> `tackle`; undefined when the URL names no database. */
function databaseIn(url: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
