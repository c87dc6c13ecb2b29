import type { FeatureSlice } from '@tackle/platform';
import { catchRouteDocs } from './api-docs';
import { catchRoutes } from './command-routes';
import { CATCHES_COLLECTION, catchListProjection } from './projection';
import { catchQueries } from './query-routes';

/** The catch log: catches with photos, place, weather and water conditions, bite times, CSV import. */
export const catches: FeatureSlice = {
  name: 'catches',
  routes: catchRouteDocs,
  commands: ({ eventStore, config }) => catchRoutes(eventStore, { dataDir: config.dataDir }),
  projections: [catchListProjection],
  queryIndexes: [
    { collection: CATCHES_COLLECTION, fields: ['userId'], sort: { field: 'sortKey', direction: 'desc' } },
    { collection: CATCHES_COLLECTION, fields: ['userId', 'month'] },
  ],
  queries: ({ readStore }) => catchQueries(readStore),
};
