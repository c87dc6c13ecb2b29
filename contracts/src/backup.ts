import { z } from 'zod';
import { brandListResponseSchema, modelListResponseSchema } from './catalog';
import { catchListResponseSchema } from './catches';
import { isoDateTimeSchema } from './common';
import { settingsInputSchema } from './settings';
import { consumableHistoryResponseSchema, consumableSchema } from './consumables';
import { gearListResponseSchema } from './gear';
import { setupListResponseSchema } from './setups';
import { storageLocationListResponseSchema } from './storage';
import { tripListResponseSchema } from './trips';

/*
 * The full backup (GET /api/export, POST /api/import; docs/decisions/119-backup-and-restore.md):
 * one zip holding manifest.json, one JSON file per kind of entity, each in the shape its list
 * answers, and the photos under photos/.
 */

/** What manifest.json names the format; a zip without it is not a Tackle backup. */
export const BACKUP_FORMAT = 'tackle-backup';
/**
 * Bumped when a file's shape changes in a way an older reader cannot take. 2: trips.json (issue
 * 19), which a reader of version 1 would refuse as a file Tackle does not write; version 1 backups
 * (without trips) are still read.
 */
export const BACKUP_FORMAT_VERSION = 2;
/** Multipart field of POST /api/import. */
export const BACKUP_FIELD = 'backup';

/** Limits a restore holds the archive to (the answer names the one broken). */
export const BACKUP_LIMITS = {
  /** The uploaded zip. */
  maxCompressedBytes: 200 * 1024 * 1024,
  /** All entries together, counted while they are inflated (never trusting the sizes the zip declares). */
  maxUncompressedBytes: 600 * 1024 * 1024,
  /** One JSON file. */
  maxJsonBytes: 64 * 1024 * 1024,
  /** Entries in the zip (photos plus the JSON files). */
  maxEntries: 20_000,
  /** Inflated size over stored size of one entry beyond which it is a zip bomb, not data. */
  maxRatio: 200,
} as const;

/** The JSON files of a backup, by what they hold. */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  gear: 'gear.json',
  catalog: 'catalog.json',
  consumables: 'consumables.json',
  storage: 'storage-locations.json',
  setups: 'setups.json',
  catches: 'catches.json',
  settings: 'settings.json',
  trips: 'trips.json',
} as const;
/** Folder of the photos: `photos/photo.<32 hex>.jpg`, the name the media store gives them. */
export const BACKUP_PHOTO_DIR = 'photos/';
export const BACKUP_PHOTO_NAME = /^photo\.[0-9a-f]{32}\.jpg$/;

const count = z.number().int().min(0);

export const backupCountsSchema = z.object({
  gear: count,
  brands: count,
  models: count,
  consumables: count,
  consumableHistory: count,
  storageLocations: count,
  storedGear: count,
  setups: count,
  catches: count,
  /** Absent from the manifests of backups made before trips (format version 1): none. */
  trips: count.default(0),
  photos: count,
  /** 1 when settings.json is in the archive (the angler chose settings), else 0. */
  settings: count,
});
export type BackupCounts = z.infer<typeof backupCountsSchema>;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `This is not a Tackle backup (manifest.json must name the format "${BACKUP_FORMAT}")` }),
  formatVersion: z
    .number({ error: 'The backup names no format version' })
    .int()
    .min(1)
    .max(BACKUP_FORMAT_VERSION, { error: `This backup was made by a newer Tackle (format version above ${BACKUP_FORMAT_VERSION}); update Tackle to restore it` }),
  appVersion: z.string().max(100),
  exportedAt: isoDateTimeSchema,
  counts: backupCountsSchema,
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** consumables.json: each item with its stock movements, oldest first. */
export const backupConsumableSchema = consumableSchema.extend({ history: consumableHistoryResponseSchema });
export type BackupConsumable = z.infer<typeof backupConsumableSchema>;

/** The schema of each JSON file (besides the manifest), by file name. */
export const backupFileSchemas = {
  [BACKUP_FILES.gear]: gearListResponseSchema,
  [BACKUP_FILES.catalog]: z.object({ brands: brandListResponseSchema, models: modelListResponseSchema }),
  [BACKUP_FILES.consumables]: z.array(backupConsumableSchema),
  [BACKUP_FILES.storage]: storageLocationListResponseSchema,
  [BACKUP_FILES.setups]: setupListResponseSchema,
  [BACKUP_FILES.catches]: catchListResponseSchema,
  /** The settings the angler chose (units), as PUT /api/settings takes them; absent while they never chose. */
  [BACKUP_FILES.settings]: settingsInputSchema,
  /** The trips with their weather (a backup of format version 1 has none: its catches restore on no trip). */
  [BACKUP_FILES.trips]: tripListResponseSchema,
} as const;

/** What POST /api/import answers: how many of each were added, and how many were there already. */
export const backupImportResponseSchema = z.object({
  restored: backupCountsSchema,
  /** Items the account already had (the same backup restored before, or the account it came from). */
  skipped: backupCountsSchema,
  /** Position of the last appended event (0 when nothing was added). */
  position: z.number().int().min(0),
});
export type BackupImportResponse = z.infer<typeof backupImportResponseSchema>;

/** The download's file name: tackle-backup-YYYY-MM-DD.zip (UTC day). */
export function backupFileName(at: Date): string {
  return `tackle-backup-${at.toISOString().slice(0, 10)}.zip`;
}
