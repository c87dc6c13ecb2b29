import { BACKUP_FIELD, BACKUP_LIMITS, backupImportResponseSchema } from '@tackle/contracts';
import type { RouteDoc } from '@tackle/platform';

const MB = 1024 * 1024;

/** The backup routes, for the OpenAPI document (docs/decisions/119-backup-and-restore.md). */
export const backupRouteDocs: readonly RouteDoc[] = [
  {
    method: 'get',
    path: '/api/export',
    summary: "Download the angler's full backup (zip)",
    description:
      'One zip, `tackle-backup-YYYY-MM-DD.zip` (Content-Disposition), streamed: `manifest.json` (format, format version, app version, exported at, counts), `gear.json`, `catalog.json` (own brands and models), `consumables.json` (each with its stock history), `storage-locations.json`, `setups.json`, `catches.json` (conditions and bite times), and every photo under `photos/`.',
    responses: { 200: { description: 'The backup zip.', contentType: 'application/zip' } },
  },
  {
    method: 'post',
    path: '/api/import',
    summary: 'Restore a backup into the signed-in account',
    description: `Multipart upload of a zip made by GET /api/export (this or another Tackle installation). The whole archive is checked before anything is written: at most ${BACKUP_LIMITS.maxCompressedBytes / MB} MB uploaded, ${BACKUP_LIMITS.maxEntries} files, ${BACKUP_LIMITS.maxUncompressedBytes / MB} MB inflated (counted while inflating; an entry inflating over ${BACKUP_LIMITS.maxRatio}× its stored size is refused), safe relative names only, every file against its schema, every photo an image. Items get new ids; restoring the same backup again adds nothing (each item's id is derived from the account and the backup's id of the item). A trip under way in the backup is refused (409) while the account has another one under way.`,
    upload: { field: BACKUP_FIELD, description: 'The backup zip', mediaType: 'application/zip' },
    responses: { 200: { description: 'Restored: what was added and what the account already had.', schema: backupImportResponseSchema } },
    errors: [400, 409, 413, 415, 422],
  },
];
