import { orderIndexes, type FeatureSlice } from '@tackle/platform';
import { consumableRouteDocs } from './api-docs';
import { consumableRoutes } from './command-routes';
import { CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION, CONSUMABLE_ORDER, consumablesProjection } from './projection';
import { consumableQueries } from './query-routes';

/** Consumables: line, hooks, weights and soft plastics, their usage history and restock alerts. */
export const consumables: FeatureSlice = {
  name: 'consumables',
  routes: consumableRouteDocs,
  commands: ({ eventStore }) => consumableRoutes(eventStore),
  projections: [consumablesProjection],
  queryIndexes: [
    { collection: CONSUMABLE_COLLECTION, fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } },
    { collection: CONSUMABLE_COLLECTION, fields: ['userId'], sort: { field: 'name', direction: 'asc' } },
    { collection: CONSUMABLE_COLLECTION, fields: ['userId', 'lowStock'] },
    { collection: CONSUMABLE_HISTORY_COLLECTION, fields: ['consumableId', 'userId'], sort: { field: 'position', direction: 'desc' } },
    // The long list's search, filters and sort (decision 133).
    ...orderIndexes(CONSUMABLE_ORDER),
  ],
  queries: ({ readStore }) => consumableQueries(readStore),
};
