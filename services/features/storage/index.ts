import type { FeatureSlice } from '@tackle/platform';
import { storageRouteDocs } from './api-docs';
import { storageRoutes } from './command-routes';
import { STORAGE_COLLECTION, storageProjection } from './projection';
import { storageQueries } from './query-routes';

/** Storage locations: where gear is kept, with capacity, and where each piece of gear is. */
export const storage: FeatureSlice = {
  name: 'storage',
  routes: storageRouteDocs,
  commands: ({ eventStore }) => storageRoutes(eventStore),
  projections: [storageProjection],
  queryIndexes: [{ collection: STORAGE_COLLECTION, fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } }],
  queries: ({ readStore }) => storageQueries(readStore),
};
