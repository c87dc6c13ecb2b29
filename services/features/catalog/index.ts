import type { FeatureSlice } from '@tackle/platform';
import { catalogRouteDocs } from './api-docs';
import { catalogRoutes } from './command-routes';
import { MODELS_COLLECTION, catalogProjection } from './projection';
import { catalogQueries } from './query-routes';

/** The brand and model catalog: the built-in entries everyone shares, plus the ones anglers add. */
export const catalog: FeatureSlice = {
  name: 'catalog',
  routes: catalogRouteDocs,
  commands: ({ eventStore, logger }) => catalogRoutes(eventStore, { logger }),
  projections: [catalogProjection],
  queryIndexes: [{ collection: MODELS_COLLECTION, fields: ['brandId'] }],
  queries: ({ readStore }) => catalogQueries(readStore),
};
