import { createHash } from 'node:crypto';
import {
  BACKUP_FILES,
  DEFAULT_LINE_AGE_MONTHS,
  BACKUP_PHOTO_DIR,
  BACKUP_PHOTO_NAME,
  backupFileSchemas,
  backupManifestSchema,
  catchFieldsShape,
  catchInputSchema,
  catchStreamName,
  consumableInputSchema,
  consumableStreamName,
  consumableUsageInputSchema,
  createBrandInputSchema,
  createModelInputSchema,
  gearBodySchema,
  gearFieldsShape,
  gearStreamName,
  setupInputSchema,
  settingsStreamName,
  setupStreamName,
  storageLocationInputSchema,
  storageStreamName,
  storeGearInputSchema,
  tripFieldsShape,
  tripInputSchema,
  tripStreamName,
  TRIP_MESSAGES,
  type BackupConsumable,
  type BackupCounts,
  type BackupImportResponse,
  type BackupManifest,
  type ConsumableHistoryEntry,
  type SettingsInput,
} from '@tackle/contracts';
import { AppError, assertImage, isMediaUrl, newAggregateId, processImage, readStreamUpcast, saveMedia, type Actor, type EventStore } from '@tackle/platform';
import sharp from 'sharp';
import { type z } from 'zod';
import { addBrand, addModel } from '../catalog/public';
import { logCatch } from '../catches/public';
import { addConsumable, trackConsumableUsage, updateConsumable } from '../consumables/public';
import { addGear, restoreSpooling } from '../gear/public';
import { changeSettings } from '../settings/public';
import { createSetup } from '../setups/public';
import { createStorageLocation, storeGear } from '../storage/public';
import { openTripOf, startTrip } from '../trips/public';
import type { BackupContent } from './export';

/*
 * Restoring a backup (docs/decisions/119-backup-and-restore.md) in two steps. `parseBackup` and
 * `preparePhotos` check the whole archive and write nothing; only then `applyBackup` runs the
 * features' own commands, as the angler would, each under an idempotency key made from the
 * backup's id of the item, so a second restore of the same backup finds every item there.
 */

/** A backup read and checked: every file against its contract, the references between them. */
export interface ParsedBackup extends BackupContent {
  manifest: BackupManifest;
  /** The photos by the URL the items name them with (`/media/photo.<hash>.jpg`). */
  photos: Map<string, Buffer>;
}

const notABackup = (why: string) => new AppError('validation', `This zip is not a Tackle backup: ${why}. Choose a tackle-backup-….zip made by Tackle's "Download backup".`);
const invalid = (why: string) => new AppError('validation', `This backup cannot be restored: ${why}. Nothing was changed.`);

function parseJson(name: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new AppError('bad_request', `This backup is damaged and was not restored: ${name} is not valid JSON`);
  }
}

function checked<T>(name: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw invalid(`${name}${where}: ${issue?.message ?? 'not what Tackle writes'}`);
}

function assertUniqueIds(name: string, items: ReadonlyArray<{ id: string }>): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw invalid(`${name} names the id ${item.id} twice`);
    seen.add(item.id);
  }
}

/** Reads and checks every file of the archive: nothing is written. Unknown files are refused, not skipped. */
export function parseBackup(files: Map<string, Buffer>): ParsedBackup {
  const manifestBytes = files.get(BACKUP_FILES.manifest);
  if (!manifestBytes) throw notABackup(`it has no ${BACKUP_FILES.manifest}`);
  const rawManifest = parseJson(BACKUP_FILES.manifest, manifestBytes);
  const manifestFormat = (rawManifest as { format?: unknown } | null)?.format;
  if (typeof rawManifest !== 'object' || rawManifest === null || manifestFormat !== backupManifestSchema.shape.format.value) {
    throw notABackup(`its ${BACKUP_FILES.manifest} is not Tackle's`);
  }
  const manifest = checked(BACKUP_FILES.manifest, backupManifestSchema, rawManifest);

  const known = new Set<string>(Object.values(BACKUP_FILES));
  const photos = new Map<string, Buffer>();
  for (const [name, bytes] of files) {
    if (known.has(name)) continue;
    const photo = name.startsWith(BACKUP_PHOTO_DIR) ? name.slice(BACKUP_PHOTO_DIR.length) : null;
    if (photo === null || !BACKUP_PHOTO_NAME.test(photo)) throw invalid(`it holds a file Tackle does not write (${name.slice(0, 100)})`);
    photos.set(`/media/${photo}`, bytes);
  }
  const file = <K extends Exclude<keyof typeof backupFileSchemas, typeof BACKUP_FILES.settings>>(name: K): z.output<(typeof backupFileSchemas)[K]> => {
    const bytes = files.get(name);
    if (!bytes) throw invalid(`${name} is missing`);
    return checked(name, backupFileSchemas[name] as unknown as z.ZodType<z.output<(typeof backupFileSchemas)[K]>>, parseJson(name, bytes));
  };
  const gear = file(BACKUP_FILES.gear);
  const catalog = file(BACKUP_FILES.catalog);
  const consumables = file(BACKUP_FILES.consumables);
  const storage = file(BACKUP_FILES.storage);
  const setups = file(BACKUP_FILES.setups);
  const catches = file(BACKUP_FILES.catches);
  const settingsBytes = files.get(BACKUP_FILES.settings);
  const settings = settingsBytes ? checked(BACKUP_FILES.settings, backupFileSchemas[BACKUP_FILES.settings], parseJson(BACKUP_FILES.settings, settingsBytes)) : null;
  // A backup made before trips (format version 1) has no trips.json: its catches restore on no trip.
  const tripsBytes = files.get(BACKUP_FILES.trips);
  if (!tripsBytes && manifest.formatVersion >= 2) throw invalid(`${BACKUP_FILES.trips} is missing`);
  const trips = tripsBytes ? checked(BACKUP_FILES.trips, backupFileSchemas[BACKUP_FILES.trips], parseJson(BACKUP_FILES.trips, tripsBytes)) : [];
  if (trips.filter((trip) => trip.endedAt === null).length > 1) throw invalid(`${BACKUP_FILES.trips} holds more than one trip under way`);

  assertUniqueIds(BACKUP_FILES.gear, gear);
  assertUniqueIds(`${BACKUP_FILES.catalog} (brands)`, catalog.brands);
  assertUniqueIds(`${BACKUP_FILES.catalog} (models)`, catalog.models);
  assertUniqueIds(BACKUP_FILES.consumables, consumables);
  assertUniqueIds(BACKUP_FILES.storage, storage);
  assertUniqueIds(BACKUP_FILES.setups, setups);
  assertUniqueIds(BACKUP_FILES.catches, catches);
  assertUniqueIds(BACKUP_FILES.trips, trips);

  const counts: BackupCounts = {
    gear: gear.length,
    brands: catalog.brands.length,
    models: catalog.models.length,
    consumables: consumables.length,
    consumableHistory: consumables.reduce((sum, item) => sum + item.history.length, 0),
    storageLocations: storage.length,
    storedGear: storage.reduce((sum, location) => sum + location.gearStorage.length, 0),
    setups: setups.length,
    catches: catches.length,
    trips: trips.length,
    photos: photos.size,
    settings: settings === null ? 0 : 1,
  };
  for (const [kind, value] of Object.entries(counts) as Array<[keyof BackupCounts, number]>) {
    if (manifest.counts[kind] !== value) throw invalid(`${BACKUP_FILES.manifest} counts ${manifest.counts[kind]} ${kind} but the files hold ${value}`);
  }
  // Every photo an item names must be in the archive: a restore never points at a file it does not have.
  for (const item of [...gear, ...consumables, ...catches]) {
    if (item.imageUrl && item.imageUrl.startsWith('/media/') && !photos.has(item.imageUrl)) {
      throw invalid(`the photo ${item.imageUrl.slice(7, 80)} of ${item.id} is missing`);
    }
  }
  return { manifest, gear, catalog, consumables, storage, setups, catches, settings, trips, photos };
}

/**
 * Checks every photo (an image we accept, within the upload limits) and makes the bytes to store:
 * a photo the pipeline already normalised (a metadata-free JPEG at most 1024 px) is kept as it is,
 * so it keeps its content-addressed name; anything else goes through the pipeline first.
 */
export async function preparePhotos(photos: Map<string, Buffer>): Promise<Map<string, Buffer>> {
  const prepared = new Map<string, Buffer>();
  for (const [url, bytes] of photos) {
    try {
      await assertImage(bytes);
      const meta = await sharp(bytes).metadata();
      const normalised =
        meta.format === 'jpeg' && !meta.exif && !meta.icc && !meta.xmp && !meta.iptc && Math.max(meta.width, meta.height) <= 1024;
      prepared.set(url, normalised ? bytes : (await processImage(bytes)).jpeg);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, `This backup cannot be restored: the photo ${url.slice(7)} — ${error.message}`);
      throw error;
    }
  }
  return prepared;
}

// ---------------------------------------------------------------------------------------------
// The commands a restore runs, built before the first one is sent
// ---------------------------------------------------------------------------------------------

const pick = <T extends object>(item: T, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((key) => [key, (item as Record<string, unknown>)[key]]));

const GEAR_FIELDS = Object.keys(gearFieldsShape);
const CATCH_FIELDS = Object.keys(catchFieldsShape);
const TRIP_FIELDS = Object.keys(tripFieldsShape);

function consumableBody(item: BackupConsumable) {
  return {
    name: item.name,
    description: item.description,
    category: item.category,
    unit: item.unit,
    initialQuantity: item.initialQuantity,
    minStockLevel: item.minStockLevel,
    cost: item.cost,
    size: item.size,
    brand: item.brand,
    model: item.model,
    color: item.color,
    notes: item.notes,
    purchaseDate: item.purchaseDate,
    expiryDate: item.expiryDate,
    imageUrl: item.imageUrl,
    gearTypeIds: item.gearTypes.map((type) => type.gearTypeId),
  };
}

/** Ids of the backup mapped to the ids of the restored items. */
class IdMap {
  readonly #ids = new Map<string, string>();
  set(oldId: string, newId: string) {
    this.#ids.set(oldId, newId);
  }
  /** The new id, or null when the backup does not hold the item (it was removed before the backup was made). */
  of(oldId: string | null | undefined): string | null {
    return oldId ? (this.#ids.get(oldId) ?? null) : null;
  }
}

/** A stand-in id for checking bodies before the real ids exist. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

function assertBody(what: string, schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  throw invalid(`${what}: ${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'not valid'}`);
}

/**
 * Every command body a restore will send, checked with the schema its command parses it with, so
 * that no command can be refused for its input halfway through (nothing is written yet).
 */
export function assertRestorable(backup: ParsedBackup): void {
  for (const brand of backup.catalog.brands) assertBody(`brand ${brand.name}`, createBrandInputSchema, { name: brand.name, category: brand.category });
  for (const model of backup.catalog.models) assertBody(`model ${model.name}`, createModelInputSchema, { name: model.name, gearTypeId: model.gearTypeId });
  for (const item of backup.consumables) {
    assertBody(`consumable ${item.id}`, consumableInputSchema, consumableBody(item));
    for (const entry of item.history) {
      if (entry.transactionType === 'usage') assertBody(`usage ${entry.id}`, consumableUsageInputSchema, { consumableId: PLACEHOLDER_ID, quantityUsed: -entry.quantity, notes: entry.notes });
    }
  }
  for (const item of backup.gear) assertBody(`gear ${item.id}`, gearBodySchema, pick(item, GEAR_FIELDS));
  for (const location of backup.storage) {
    assertBody(`storage location ${location.id}`, storageLocationInputSchema, pick(location, ['name', 'description', 'type', 'capacity', 'isPortable']));
    for (const entry of location.gearStorage) assertBody(`stored gear ${entry.id}`, storeGearInputSchema, { gearId: PLACEHOLDER_ID, quantity: entry.quantity, notes: entry.notes });
  }
  for (const setup of backup.setups) assertBody(`setup ${setup.id}`, setupInputSchema, { name: setup.name, notes: setup.notes });
  for (const trip of backup.trips) assertBody(`trip ${trip.id}`, tripInputSchema, pick(trip, TRIP_FIELDS));
  for (const item of backup.catches) assertBody(`catch ${item.id}`, catchInputSchema, { ...pick(item, CATCH_FIELDS), gearId: null, setupId: null, tripId: null });
}

/**
 * A trip under way in the backup starts under way: refused before anything is written when the
 * account has another one (409, TRIP_MESSAGES.anotherOpen), as starting it by hand would be.
 */
export async function assertTripsStartable(store: EventStore, userId: string, backup: ParsedBackup): Promise<void> {
  const underWay = backup.trips.find((trip) => trip.endedAt === null);
  if (!underWay) return;
  const open = await openTripOf(store, userId);
  if (!open || open.tripId === underWay.id || open.tripId === newTripId(userId, underWay.id)) return;
  throw new AppError('conflict', `${TRIP_MESSAGES.anotherOpen}: the backup holds a trip under way (${underWay.name.slice(0, 100)}). Nothing was changed.`);
}

// ---------------------------------------------------------------------------------------------
// Applying
// ---------------------------------------------------------------------------------------------

const emptyCounts = (): BackupCounts => ({
  gear: 0,
  brands: 0,
  models: 0,
  consumables: 0,
  consumableHistory: 0,
  storageLocations: 0,
  storedGear: 0,
  setups: 0,
  catches: 0,
  trips: 0,
  photos: 0,
  settings: 0,
});

/**
 * The actor for one item of the backup: its idempotency key and request are made from the kind and
 * the backup's id of the item only, so restoring the same backup again (or a later one holding the
 * same item) names the same new id and answers the first answer instead of adding it twice.
 */
function itemActor(base: Pick<Actor, 'userId' | 'correlationId'>, kind: string, backupId: string): Actor {
  const key = `backup-${kind}-${backupId}`;
  const requestHash = createHash('sha256').update(`tackle-backup\n${kind}\n${backupId}`).digest('hex');
  return { userId: base.userId, correlationId: base.correlationId, idempotency: { key, requestHash } };
}

/** The id a restore gives the backup's trip `backupId` in the account of `userId` (what startTrip derives from the key). */
function newTripId(userId: string, backupId: string): string {
  return newAggregateId(itemActor({ userId, correlationId: '' }, 'trip', backupId), 'trip');
}

/** The item is already this angler's, under its own id: the backup was made of this very account. */
async function ownsLive(store: EventStore, streamId: string, userId: string): Promise<boolean> {
  const events = await readStreamUpcast(store, streamId);
  const first = events[0];
  const last = events[events.length - 1];
  return !!first && !!last && first.metadata.userId === userId && !/(Removed|Deleted)$/.test(last.type);
}

function usageQuantity(entry: ConsumableHistoryEntry): number {
  return Math.round(-entry.quantity * 100) / 100;
}

/**
 * Runs the features' commands for every item of a checked backup, in the order references need:
 * catalog, consumables, gear (links consumables), stock movements (usage names gear), storage,
 * setups (name gear), catches (name setups and gear). Photos are stored first.
 */
export async function applyBackup(
  store: EventStore,
  base: Actor,
  dataDir: string,
  backup: ParsedBackup,
  photos: Map<string, Buffer>,
): Promise<BackupImportResponse> {
  const restored = emptyCounts();
  const skipped = emptyCounts();
  let position = 0;
  const tally = (kind: keyof BackupCounts, result: { position: number; replayed?: boolean } | null) => {
    if (!result || result.replayed) skipped[kind] += 1;
    else restored[kind] += 1;
    if (result) position = Math.max(position, result.position);
  };

  // Content-addressed: the same photo is the same file, stored once (a second restore finds it).
  const photoUrls = new Map<string, string>();
  // Only the photos an item names: a file in photos/ that nothing names is not kept.
  const named = new Set([...backup.gear, ...backup.consumables, ...backup.catches].map((item) => item.imageUrl));
  for (const [url, bytes] of photos) if (named.has(url)) photoUrls.set(url, await saveMedia(dataDir, bytes));
  /** The photos of items this restore added (the others' items were there already). */
  const photosAdded = new Set<string>();
  const noteAdded = <T extends { replayed?: boolean }>(result: T, imageUrl: string | null): T => {
    if (!result.replayed && imageUrl) photosAdded.add(imageUrl);
    return result;
  };
  const photo = (url: string | null) => (url && isMediaUrl(url) ? (photoUrls.get(url) ?? null) : url);
  /**
   * One item of the backup: kept as it is when the account still holds it (the backup restored
   * again), else added by `add`. Its id in the account goes into `ids` and it is counted either
   * way. The result of `add`, or null when it was kept.
   */
  const restoreItem = async <R extends { id: string; position: number; replayed?: boolean }>(
    kind: keyof BackupCounts,
    streamId: string,
    ids: IdMap,
    id: string,
    add: () => Promise<R>,
  ): Promise<R | null> => {
    if (await ownsLive(store, streamId, base.userId)) {
      ids.set(id, id);
      tally(kind, null);
      return null;
    }
    const added = await add();
    ids.set(id, added.id);
    tally(kind, added);
    return added;
  };

  // Catalog: an angler's own brands and models; one the account already has is "already exists".
  const brandIds = new Map<string, string>();
  for (const brand of backup.catalog.brands) {
    try {
      const added = await addBrand(store, base, { name: brand.name, category: brand.category });
      brandIds.set(brand.id, added.id);
      tally('brands', added);
    } catch (error) {
      const existing = error instanceof AppError && error.code === 'conflict' ? (error.details?.existing as { id?: string } | undefined) : undefined;
      if (!existing?.id) throw error;
      brandIds.set(brand.id, existing.id);
      tally('brands', null);
    }
  }
  for (const model of backup.catalog.models) {
    try {
      tally('models', await addModel(store, base, brandIds.get(model.brandId) ?? model.brandId, { name: model.name, gearTypeId: model.gearTypeId }));
    } catch (error) {
      // Already there, or its built-in brand is not in this installation's catalog.
      if (!(error instanceof AppError) || (error.code !== 'conflict' && error.code !== 'not_found')) throw error;
      tally('models', null);
    }
  }

  const consumableIds = new IdMap();
  const ownConsumables = new Set<string>();
  const consumableBodies = new Map(backup.consumables.map((item) => [item.id, { ...consumableBody(item), imageUrl: photo(item.imageUrl) }]));
  const consumableAdded = new Map<string, { position: number; replayed?: boolean }>();
  for (const item of backup.consumables) {
    const added = await restoreItem('consumables', consumableStreamName(item.id), consumableIds, item.id, () =>
      addConsumable(store, itemActor(base, 'consumable', item.id), consumableBodies.get(item.id)!).then((result) => noteAdded(result, item.imageUrl)),
    );
    if (added) consumableAdded.set(item.id, added);
    else ownConsumables.add(item.id);
  }

  const gearIds = new IdMap();
  /** Gear this restore added (a reel already in the account keeps its own spooling). */
  const gearAdded = new Set<string>();
  for (const item of backup.gear) {
    const added = await restoreItem('gear', gearStreamName(item.id), gearIds, item.id, () => {
      const consumables = item.consumables.flatMap((link) => {
        const consumableId = consumableIds.of(link.consumableId);
        return consumableId ? [{ ...link, consumableId }] : [];
      });
      const body = { ...pick(item, GEAR_FIELDS), imageUrl: photo(item.imageUrl), consumables } as Parameters<typeof addGear>[2];
      return addGear(store, itemActor(base, 'gear', item.id), body).then((result) => noteAdded(result, item.imageUrl));
    });
    if (added) gearAdded.add(item.id);
  }

  // Stock movements after the initial quantity, oldest first: usage on its (restored) gear, restocks
  // and corrections as the count they left. Usage on gear removed before the backup was made is
  // recorded as a correction of the count (its gear cannot be named).
  for (const item of backup.consumables) {
    if (ownConsumables.has(item.id)) {
      skipped.consumableHistory += item.history.length;
      continue;
    }
    const consumableId = consumableIds.of(item.id)!;
    let balance = item.initialQuantity;
    for (const entry of item.history) {
      if (entry.transactionType === 'initial') {
        // Recorded by the add itself.
        tally('consumableHistory', consumableAdded.get(item.id) ?? null);
        balance = entry.balance;
        continue;
      }
      const actor = itemActor(base, 'stock', entry.id);
      const gearId = entry.transactionType === 'usage' ? gearIds.of(entry.gearId) : null;
      const result = gearId
        ? await trackConsumableUsage(store, actor, gearId, { consumableId, quantityUsed: usageQuantity(entry), notes: entry.notes })
        : await setCount(store, actor, consumableId, consumableBodies.get(item.id)!, entry.balance, balance);
      tally('consumableHistory', result);
      balance = entry.balance;
    }
    if (balance !== item.currentQuantity) {
      // A history that does not end at the count shown (kept before histories were complete): the count wins.
      await setCount(store, itemActor(base, 'stock-count', item.id), consumableId, consumableBodies.get(item.id)!, item.currentQuantity, balance);
    }
  }

  // A reel's last spooling as it was (decision 128). Its stock was taken by the usage just
  // restored; a line no longer in the backup is kept by its name.
  for (const item of backup.gear) {
    const gearId = gearIds.of(item.id);
    if (!item.spooling || !gearId || !gearAdded.has(item.id)) continue;
    const spooling = { ...item.spooling, consumableId: consumableIds.of(item.spooling.consumableId) };
    position = Math.max(position, (await restoreSpooling(store, itemActor(base, 'spool', item.id), gearId, spooling)).position);
  }

  const gearName = new Map(backup.gear.map((item) => [item.id, item.name]));
  for (const location of backup.storage) {
    if (await ownsLive(store, storageStreamName(location.id), base.userId)) {
      tally('storageLocations', null);
      skipped.storedGear += location.gearStorage.length;
      continue;
    }
    const added = await createStorageLocation(store, itemActor(base, 'storage', location.id), pick(location, ['name', 'description', 'type', 'capacity', 'isPortable']) as Parameters<typeof createStorageLocation>[2]);
    const locationId = added.id;
    tally('storageLocations', added);
    for (const entry of location.gearStorage) {
      const gearId = gearIds.of(entry.gearId);
      if (!gearId || !gearName.has(entry.gearId)) {
        tally('storedGear', null);
        continue;
      }
      tally('storedGear', await storeGear(store, itemActor(base, 'stored', entry.id), locationId, { gearId, quantity: entry.quantity, notes: entry.notes }));
    }
  }

  const setupIds = new IdMap();
  for (const setup of backup.setups) {
    // A line, leader or hook only while the backup still holds it under the category it takes.
    const consumable = (id: string | null | undefined, category: string) =>
      backup.consumables.some((item) => item.id === id && item.category === category) ? consumableIds.of(id) : null;
    const body = {
      name: setup.name,
      notes: setup.notes,
      rodId: gearIds.of(setup.rodId),
      reelId: gearIds.of(setup.reelId),
      lureId: gearIds.of(setup.lureId),
      lineId: consumable(setup.lineId, 'line'),
      leaderId: consumable(setup.leaderId, 'line'),
      hookId: consumable(setup.hookId, 'hook'),
    };
    await restoreItem('setups', setupStreamName(setup.id), setupIds, setup.id, () => createSetup(store, itemActor(base, 'setup', setup.id), body));
  }

  // Trips before the catches that name them; oldest first, so the one under way is the last started.
  const tripIds = new IdMap();
  for (const trip of backup.trips) {
    await restoreItem('trips', tripStreamName(trip.id), tripIds, trip.id, () =>
      startTrip(store, itemActor(base, 'trip', trip.id), pick(trip, TRIP_FIELDS) as Parameters<typeof startTrip>[2]),
    );
  }

  for (const item of backup.catches) {
    if (await ownsLive(store, catchStreamName(item.id), base.userId)) {
      tally('catches', null);
      continue;
    }
    // Always named (null when the backup holds no trip of it), so a restored catch never joins a trip under way by its date.
    const body = {
      ...pick(item, CATCH_FIELDS),
      imageUrl: photo(item.imageUrl),
      gearId: gearIds.of(item.gearId),
      setupId: setupIds.of(item.setupId),
      tripId: tripIds.of(item.tripId),
    };
    tally('catches', noteAdded(await logCatch(store, itemActor(base, 'catch', item.id), body as Parameters<typeof logCatch>[2]), item.imageUrl));
  }

  // Settings as chosen when the backup was made; the key names the choice, so the same backup
  // restored again changes nothing, and a backup with other settings applies them.
  if (backup.settings && sameSettings(await chosenSettings(store, base.userId), backup.settings)) {
    tally('settings', null);
  } else if (backup.settings) {
    const choice = createHash('sha256').update(JSON.stringify(backup.settings)).digest('hex').slice(0, 32);
    tally('settings', await changeSettings(store, itemActor(base, 'settings', choice), backup.settings));
  }
  for (const url of photos.keys()) {
    if (photosAdded.has(url)) restored.photos += 1;
    else skipped.photos += 1;
  }
  return { restored, skipped, position };
}

/** The settings the angler chose last (their stream's last event), or null. */
async function chosenSettings(store: EventStore, userId: string): Promise<Record<string, unknown> | null> {
  const events = await readStreamUpcast(store, settingsStreamName(userId));
  const last = events[events.length - 1];
  if (!last) return null;
  const { units, lineAgeMonths } = last.data as { units?: unknown; lineAgeMonths?: unknown };
  return { units, lineAgeMonths: lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS };
}

/** Every setting the backup holds is already chosen (a backup made before line ages holds only units). */
function sameSettings(chosen: Record<string, unknown> | null, wanted: SettingsInput): boolean {
  return !!chosen && Object.entries(wanted).every(([key, value]) => value === undefined || JSON.stringify(chosen[key]) === JSON.stringify(value));
}

/** Sets a consumable's count on hand (a restock up, a correction down), as editing it does; no change, no event. */
async function setCount(store: EventStore, actor: Actor, consumableId: string, body: ReturnType<typeof consumableBody>, count: number, current: number) {
  if (count === current) return null;
  return updateConsumable(store, actor, consumableId, { ...body, currentQuantity: count } as Parameters<typeof updateConsumable>[3]);
}
