// What other features may use of storage: the locations as their list answers them, and the
// commands the backup's restore runs (features/backup).
import { storageProjection } from './projection';

export { listStorageLocations } from './query-routes';
export { createStorageLocation, storeGear } from './commands';
export const STORAGE_PROJECTION = storageProjection.name;
