import type { FeatureSlice } from '@tackle/platform';
import { CATALOG_PROJECTION } from '../catalog/public';
import { CATCH_LIST_PROJECTION } from '../catches/public';
import { CONSUMABLES_PROJECTION } from '../consumables/public';
import { GEAR_LIST_PROJECTION } from '../gear/public';
import { SETTINGS_PROJECTION } from '../settings/public';
import { SETUPS_PROJECTION } from '../setups/public';
import { STORAGE_PROJECTION } from '../storage/public';
import { backupRouteDocs } from './api-docs';
import { exportRoutes, importRoutes } from './routes';

/**
 * Backup and restore (docs/decisions/119-backup-and-restore.md): GET /api/export is a query (the
 * read models and the photos), POST /api/import a command (it runs the other features' commands).
 * It has no events or read models of its own.
 */
export const backup: FeatureSlice = {
  name: 'backup',
  routes: backupRouteDocs,
  commands: ({ eventStore, config }) => importRoutes(eventStore, { dataDir: config.dataDir }),
  queries: ({ readStore, config }) => exportRoutes(readStore, { dataDir: config.dataDir }),
  readsProjections: [GEAR_LIST_PROJECTION, CATALOG_PROJECTION, CONSUMABLES_PROJECTION, STORAGE_PROJECTION, SETUPS_PROJECTION, CATCH_LIST_PROJECTION, SETTINGS_PROJECTION],
};

/** The safe zip reader of the restore, for tests that look inside a backup (the security suites). */
export { readArchive } from './archive';
