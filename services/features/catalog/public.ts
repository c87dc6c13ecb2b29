// What other features may use of the catalog: the whole catalog, for matching a photo's text.
import { catalogProjection } from './projection';

export { loadCatalog } from './query-routes';
export const CATALOG_PROJECTION = catalogProjection.name;
// For the backup (features/backup): the angler's own entries are exported and added again on restore.
export { BRANDS_COLLECTION, MODELS_COLLECTION } from './projection';
export { addBrand, addModel } from './commands';
