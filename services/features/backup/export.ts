import { stat } from 'node:fs/promises';
import { type Readable } from 'node:stream';
import {
  DEFAULT_LINE_AGE_MONTHS,
  BACKUP_FILES,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_PHOTO_DIR,
  backupConsumableSchema,
  brandSchema,
  catchSchema,
  consumableHistoryEntrySchema,
  gearSchema,
  modelSchema,
  type BackupConsumable,
  type BackupManifest,
  type Brand,
  type Catch,
  type Gear,
  type Model,
  type SettingsInput,
  type Setup,
  type StorageLocation,
  type Trip,
} from '@tackle/contracts';
import { isMediaUrl, mediaFilePath, type ReadStore } from '@tackle/platform';
import yazl from 'yazl';
import { BRANDS_COLLECTION, MODELS_COLLECTION } from '../catalog/public';
import { CATCHES_COLLECTION } from '../catches/public';
import { CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION } from '../consumables/public';
import { GEAR_COLLECTION } from '../gear/public';
import { SETTINGS_COLLECTION, type SettingsDoc } from '../settings/public';
import { listSetups } from '../setups/public';
import { listStorageLocations } from '../storage/public';
import { listTrips } from '../trips/public';
import { APP_VERSION } from './app-version';

/** Everything of one angler a backup holds, read from the read models (oldest first, as they were added). */
export interface BackupContent {
  gear: Gear[];
  catalog: { brands: Brand[]; models: Model[] };
  consumables: BackupConsumable[];
  storage: StorageLocation[];
  setups: Setup[];
  catches: Catch[];
  /** The settings the angler chose (GET /api/settings), or null while they never chose any. */
  settings: SettingsInput | null;
  trips: Trip[];
}

/** A value as the stores order a sort field: missing and null first, then numbers, then text. */
type SortValue = string | number | boolean | null | undefined;
function compareValues(a: SortValue, b: SortValue): number {
  const rank = (value: SortValue) => (value === null || value === undefined ? 0 : typeof value === 'string' ? 2 : 1);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0 || rank(a) === 0) return byRank;
  const [x, y] = [typeof a === 'boolean' ? Number(a) : a!, typeof b === 'boolean' ? Number(b) : b!];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The angler's documents of `collection` ordered by `field`, ties by id: what a query sorted by
 * the field answers, sorted here instead. A backup reads every document of the angler anyway, so
 * the sort costs it little, while an index kept for it cost every write of those collections an
 * index entry (docs/decisions/141). The documents are read by their owner, through an index that
 * starts with the owner.
 */
export async function allInOrder<T>(store: ReadStore, collection: string, userId: string, field: 'createdAt' | 'position'): Promise<T[]> {
  const rows = await store.findWithIds<Record<string, unknown>>(collection, { userId });
  rows.sort((a, b) => compareValues(a.doc[field] as SortValue, b.doc[field] as SortValue) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows.map((row) => row.doc as T);
}

/** What the angler chose; an angler who never chose has the defaults, which a restore need not set. */
async function readSettings(store: ReadStore, userId: string): Promise<SettingsInput | null> {
  const doc = await store.get<SettingsDoc>(SETTINGS_COLLECTION, userId);
  return doc ? { units: doc.units, lineAgeMonths: doc.lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS } : null;
}

/** The angler's whole account as the lists answer it, each item checked against its contract. */
export async function readBackupContent(store: ReadStore, userId: string): Promise<BackupContent> {
  const [gearDocs, brandDocs, modelDocs, consumableDocs, historyDocs, storage, setups, catchDocs, settings, trips] = await Promise.all([
    allInOrder<unknown>(store, GEAR_COLLECTION, userId, 'createdAt'),
    store.find<unknown>(BRANDS_COLLECTION, { visibleTo: userId }),
    store.find<unknown>(MODELS_COLLECTION, { visibleTo: userId }),
    allInOrder<unknown>(store, CONSUMABLE_COLLECTION, userId, 'createdAt'),
    allInOrder<{ consumableId: string }>(store, CONSUMABLE_HISTORY_COLLECTION, userId, 'position'),
    listStorageLocations(store, userId),
    listSetups(store, userId),
    allInOrder<unknown>(store, CATCHES_COLLECTION, userId, 'createdAt'),
    readSettings(store, userId),
    listTrips(store, userId),
  ]);
  const history = new Map<string, unknown[]>();
  for (const entry of historyDocs) history.set(entry.consumableId, [...(history.get(entry.consumableId) ?? []), consumableHistoryEntrySchema.parse(entry)]);
  return {
    gear: gearDocs.map((doc) => gearSchema.parse(doc)),
    catalog: { brands: brandDocs.map((doc) => brandSchema.parse(doc)), models: modelDocs.map((doc) => modelSchema.parse(doc)) },
    consumables: consumableDocs.map((doc) => backupConsumableSchema.parse({ ...(doc as object), history: history.get((doc as { id: string }).id) ?? [] })),
    // The lists answer newest first; a backup keeps the order they were made in.
    storage: [...storage].reverse(),
    setups: [...setups].reverse(),
    catches: catchDocs.map((doc) => catchSchema.parse(doc)),
    settings,
    trips: [...trips].reverse(),
  };
}

/** The media files (`/media/photo.<hash>.jpg`) the items name, once each. */
export function photoUrlsOf(content: Pick<BackupContent, 'gear' | 'consumables' | 'catches'>): string[] {
  const urls = [...content.gear, ...content.consumables, ...content.catches].map((item) => item.imageUrl);
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && isMediaUrl(url)))];
}

const photoName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A photo whose file is gone cannot be restored: the item is exported without it. */
function withoutPhotos<T extends { imageUrl: string | null }>(items: T[], missing: Set<string>): T[] {
  return items.map((item) => (item.imageUrl && missing.has(item.imageUrl) ? { ...item, imageUrl: null } : item));
}

/**
 * The backup zip of one angler as a stream: manifest.json, one JSON file per kind of entity and
 * the photos under photos/ (stored as they are: JPEGs do not compress). Nothing is buffered but
 * the JSON files; photos are read from the media folder as the zip is sent.
 */
export async function backupZip(store: ReadStore, userId: string, dataDir: string, now = new Date()): Promise<Readable> {
  const read = await readBackupContent(store, userId);
  const present: Array<{ url: string; path: string; mtime: Date }> = [];
  const missing = new Set<string>();
  for (const url of photoUrlsOf(read)) {
    const path = mediaFilePath(dataDir, url)!;
    const found = await stat(path).catch(() => null);
    if (found?.isFile()) present.push({ url, path, mtime: found.mtime });
    else missing.add(url);
  }
  const content = {
    ...read,
    gear: withoutPhotos(read.gear, missing),
    consumables: withoutPhotos(read.consumables, missing),
    catches: withoutPhotos(read.catches, missing),
  };
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: APP_VERSION,
    exportedAt: now.toISOString(),
    counts: {
      gear: content.gear.length,
      brands: content.catalog.brands.length,
      models: content.catalog.models.length,
      consumables: content.consumables.length,
      consumableHistory: content.consumables.reduce((sum, item) => sum + item.history.length, 0),
      storageLocations: content.storage.length,
      storedGear: content.storage.reduce((sum, location) => sum + location.gearStorage.length, 0),
      setups: content.setups.length,
      catches: content.catches.length,
      trips: content.trips.length,
      photos: present.length,
      settings: content.settings === null ? 0 : 1,
    },
  };
  const zip = new yazl.ZipFile();
  const json = (name: string, value: unknown) => zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 1)}\n`), name, { mtime: now });
  json(BACKUP_FILES.manifest, manifest);
  json(BACKUP_FILES.gear, content.gear);
  json(BACKUP_FILES.catalog, content.catalog);
  json(BACKUP_FILES.consumables, content.consumables);
  json(BACKUP_FILES.storage, content.storage);
  json(BACKUP_FILES.setups, content.setups);
  json(BACKUP_FILES.catches, content.catches);
  json(BACKUP_FILES.trips, content.trips);
  if (content.settings !== null) json(BACKUP_FILES.settings, content.settings);
  for (const photo of present) zip.addFile(photo.path, `${BACKUP_PHOTO_DIR}${photoName(photo.url)}`, { compress: false, mtime: photo.mtime });
  zip.end();
  return zip.outputStream as unknown as Readable;
}
