import type { FeatureSlice } from '@tackle/platform';
import { catalogRouteDocs } from './api-docs';
import { catalogRoutes } from './command-routes';
import { BRANDS_COLLECTION, MODELS_COLLECTION, catalogProjection } from './projection';
import { catalogQueries } from './query-routes';

/** The brand and model catalog: the built-in entries everyone shares, plus the ones anglers add. */
export const catalog: FeatureSlice = {
  name: 'catalog',
  routes: catalogRouteDocs,
  commands: ({ eventStore, logger }) => catalogRoutes(eventStore, { logger }),
  projections: [catalogProjection],
  queryIndexes: [
    { collection: BRANDS_COLLECTION, fields: ['visibleTo'] },
    { collection: MODELS_COLLECTION, fields: ['visibleTo'] },
    { collection: MODELS_COLLECTION, fields: ['brandId', 'visibleTo'] },
  ],
  queries: ({ readStore }) => catalogQueries(readStore),
};
