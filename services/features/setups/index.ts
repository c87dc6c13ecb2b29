import type { FeatureSlice } from '@tackle/platform';
import { setupRouteDocs } from './api-docs';
import { setupRoutes } from './command-routes';
import { SETUP_COLLECTION, setupsProjection } from './projection';
import { setupQueries } from './query-routes';

/** Setups: a named rod + reel (+ lure) combination an angler fishes with. */
export const setups: FeatureSlice = {
  name: 'setups',
  routes: setupRouteDocs,
  commands: ({ eventStore }) => setupRoutes(eventStore),
  projections: [setupsProjection],
  queryIndexes: [{ collection: SETUP_COLLECTION, fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } }],
  queries: ({ readStore }) => setupQueries(readStore),
};
