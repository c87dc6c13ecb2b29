import Router from '@koa/router';
import type { AppState, FeatureSlice } from '@tackle/platform';
import { fishSpotRouteDocs } from './api-docs';
import { geocodingRoutes } from './geocoding/routes';
import { CATCH_LIST_PROJECTION } from '../catches/public';
import { SETTINGS_PROJECTION } from '../settings/public';
import { personalSpotsProjection } from './personal-spots-projection';
import { fishSpotRoutes } from './query-routes';
import { weatherRoutes } from './weather/routes';

/**
 * Fish spots and the conditions behind them: weather and geocoding through our own endpoints,
 * spot recommendations scored against reference waters and the angler's own catches, bite times.
 */
export const fishSpots: FeatureSlice = {
  name: 'fish-spots',
  routes: fishSpotRouteDocs,
  projections: [personalSpotsProjection],
  // Reasons are written in the angler's units (decision 121).
  readsProjections: [CATCH_LIST_PROJECTION, SETTINGS_PROJECTION],
  queries: ({ readStore, config }) => {
    const router = new Router<AppState>();
    for (const part of [weatherRoutes, geocodingRoutes, fishSpotRoutes]) {
      const partRouter = part({ config, readStore });
      // Mounted under apiMiddleware, whose one allowedMethods covers these routes too.
      router.use(partRouter.routes());
    }
    return router;
  },
};
