import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/*
 * The browser's own copy of what an angler needs on the water (docs/decisions/117-offline-first-writes.md):
 * the queue of changes not yet on the server (the outbox), the photos they carry, and the last
 * answer of each list the angler has read (snapshots), all in IndexedDB, per signed-in account
 * (`scope`: the account's subject), so they survive a closed tab and a restarted phone.
 */

export type ChangeState = 'pending' | 'conflict' | 'refused';

/** One change made in the browser, waiting for the server. */
export interface QueuedChange {
  /** Made in the browser when the change is made; sent as the `Idempotency-Key`. */
  id: string;
  /** The account the change belongs to. */
  scope: string;
  /** Order of making (milliseconds, then a counter): changes are sent in this order. */
  seq: number;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  /** What the change is about, e.g. 'catch' (for lists that show pending items). */
  entity: string;
  /** The id of the item it changes; for a create the id it will get is not known until it lands. */
  targetId: string | null;
  /** For people: 'Largemouth Bass, 3 lb 8 oz'. */
  label: string;
  /**
   * A photo (in the photos store) to upload first; its URL goes into `body.imageUrl`. With
   * `photoAfter`, it is uploaded after the change instead, to the item the change made.
   */
  photoId?: string;
  /** Upload the photo once the change has landed: to `path` (':id' is the new item's id), as form field `field`. */
  photoAfter?: { path: string; field: string };
  /**
   * Fill the body's empty weather fields with the weather of this time at `body.coordinates` just
   * before sending (a catch logged offline gets the weather of its own hour, decision 115).
   */
  weatherAt?: string;
  createdAt: string;
  state: ChangeState;
  attempts: number;
  /** Not sent again before this time (milliseconds); 0 = at once. */
  nextAttemptAt: number;
  /** Why the last attempt failed, or why the server refused it. */
  lastError?: string;
  /** The status of a refusal that needs the angler's decision (409 newer version, 404 gone, 4xx). */
  refusedStatus?: number;
}

export interface Snapshot {
  scope: string;
  path: string;
  data: unknown;
  /** When the answer came (ISO). */
  fetchedAt: string;
}

export interface StoredPhoto {
  id: string;
  scope: string;
  blob: Blob;
  name: string;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: QueuedChange; indexes: { byScope: [string, number] } };
  snapshots: { key: [string, string]; value: Snapshot };
  photos: { key: string; value: StoredPhoto };
  memory: { key: [string, string]; value: { scope: string; name: string; value: unknown } };
}

export const OFFLINE_DB_NAME = 'tackle-offline';

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(database) {
      const outbox = database.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('byScope', ['scope', 'seq']);
      database.createObjectStore('snapshots', { keyPath: ['scope', 'path'] });
      database.createObjectStore('photos', { keyPath: 'id' });
      database.createObjectStore('memory', { keyPath: ['scope', 'name'] });
    },
    blocking() {
      // A newer version of the app wants to upgrade: let it.
      void opened?.then((database) => database.close());
      opened = null;
    },
  });
  return opened;
}

/** The account's queued changes, oldest first. */
export async function queuedChanges(scope: string): Promise<QueuedChange[]> {
  const range = IDBKeyRange.bound([scope, -Infinity], [scope, Infinity]);
  return (await db()).getAllFromIndex('outbox', 'byScope', range);
}

export async function putChange(change: QueuedChange): Promise<void> {
  await (await db()).put('outbox', change);
}

/** Removes a change that landed (or that the angler chose to drop), and its photo. */
export async function removeChange(change: Pick<QueuedChange, 'id' | 'photoId'>): Promise<void> {
  const database = await db();
  const tx = database.transaction(['outbox', 'photos'], 'readwrite');
  await tx.objectStore('outbox').delete(change.id);
  if (change.photoId) await tx.objectStore('photos').delete(change.photoId);
  await tx.done;
}

export async function putPhoto(photo: StoredPhoto): Promise<void> {
  await (await db()).put('photos', photo);
}

export async function getPhoto(id: string): Promise<StoredPhoto | undefined> {
  return (await db()).get('photos', id);
}

export async function putSnapshot(snapshot: Snapshot): Promise<void> {
  await (await db()).put('snapshots', snapshot);
}

export async function getSnapshot(scope: string, path: string): Promise<Snapshot | undefined> {
  return (await db()).get('snapshots', [scope, path]);
}

/** Forgets the account's read copies (on sign-out); its unsent changes stay until they land. */
export async function clearSnapshots(scope: string): Promise<void> {
  const database = await db();
  const tx = database.transaction('snapshots', 'readwrite');
  for (const key of await tx.store.getAllKeys(IDBKeyRange.bound([scope, ''], [scope, '\uffff']))) await tx.store.delete(key);
  await tx.done;
}

export async function remember(scope: string, name: string, value: unknown): Promise<void> {
  await (await db()).put('memory', { scope, name, value });
}

export async function recall<T>(scope: string, name: string): Promise<T | undefined> {
  return (await (await db()).get('memory', [scope, name]))?.value as T | undefined;
}

/** Closes the connection (tests, and before deleting the database). */
export async function closeOfflineStore(): Promise<void> {
  const current = opened;
  opened = null;
  if (current) (await current).close();
}
