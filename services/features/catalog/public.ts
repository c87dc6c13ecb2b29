// What other features may use of the catalog: the whole catalog, for matching a photo's text.
import { catalogProjection } from './projection';

export { loadCatalog } from './query-routes';
export const CATALOG_PROJECTION = catalogProjection.name;
