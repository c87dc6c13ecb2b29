import { orderIndexes, type FeatureSlice } from '@tackle/platform';
import { gearRouteDocs } from './api-docs';
import { gearRoutes } from './command-routes';
import { pairingQueries } from './pairing';
import { GEAR_COLLECTION, GEAR_ORDER, gearListProjection } from './projection';
import { gearQueries } from './query-routes';
import { SETTINGS_PROJECTION } from '../settings/public';

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/** Gear: the inventory of rods, reels and lures, their photos, and pairing advice for rods and reels. */
export const gear: FeatureSlice = {
  name: 'gear',
  routes: gearRouteDocs,
  commands: ({ eventStore, config }) => gearRoutes(eventStore, { dataDir: config.dataDir }),
  projections: [gearListProjection],
  // Pairing advice writes the reel's drag in the angler's units.
  readsProjections: [SETTINGS_PROJECTION],
  queryIndexes: [
    { collection: GEAR_COLLECTION, fields: ['userId'], sort: newestFirst },
    { collection: GEAR_COLLECTION, fields: ['userId', 'typeId'], sort: newestFirst },
    // The long list's search, filter and sort (decision 133).
    ...orderIndexes(GEAR_ORDER),
  ],
  queries: ({ readStore }) => {
    const router = gearQueries(readStore);
    const pairing = pairingQueries(readStore);
    // Mounted under apiMiddleware, whose one allowedMethods covers these routes too.
    router.use(pairing.routes());
    return router;
  },
};

/** For tools that write straight to an event store (tests of what happens while the product is down). */
export { addGear } from './commands';
