import type { FeatureSlice } from '@tackle/platform';
import { CATCHES_COLLECTION, CATCH_LIST_PROJECTION } from '../catches/public';
import { tripRouteDocs } from './api-docs';
import { tripRoutes } from './command-routes';
import { TRIPS_COLLECTION, tripsProjection } from './projection';
import { tripQueries } from './query-routes';

/** Trips: a day on the water with its catches, conditions and weather; the calendar of trips and catches. */
export const trips: FeatureSlice = {
  name: 'trips',
  routes: tripRouteDocs,
  commands: ({ eventStore }) => tripRoutes(eventStore),
  projections: [tripsProjection],
  queryIndexes: [
    { collection: TRIPS_COLLECTION, fields: ['userId'], sort: { field: 'sortKey', direction: 'desc' } },
    { collection: TRIPS_COLLECTION, fields: ['userId'], sort: { field: 'sortKey', direction: 'asc' } },
    { collection: CATCHES_COLLECTION, fields: ['userId', 'month'] },
  ],
  queries: ({ readStore }) => tripQueries(readStore),
  // The calendar counts the catch log's catches.
  readsProjections: [CATCH_LIST_PROJECTION],
};
