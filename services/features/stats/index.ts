import type { FeatureSlice } from '@tackle/platform';
import { statsRouteDocs } from './api-docs';
import { statsProjection, statsQueryIndexes } from './projection';
import { statsQueries } from './query-routes';

/** Statistics of the catch log (species, baits, conditions, gear), kept up to date incrementally. */
export const stats: FeatureSlice = {
  name: 'stats',
  routes: statsRouteDocs,
  projections: [statsProjection],
  queryIndexes: statsQueryIndexes,
  queries: ({ readStore }) => statsQueries(readStore),
};
