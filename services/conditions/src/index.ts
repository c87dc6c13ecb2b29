import Router from '@koa/router';
import type { AppState } from '@tackle/platform';
import type { ConditionsDeps } from './deps';
import { fishSpotRoutes } from './fish-spots/routes';
import { geocodingRoutes } from './geocoding/routes';
import { weatherRoutes } from './weather/routes';

export type { ConditionsDeps } from './deps';
export { computeBiteTimes, solarUtcOffsetMinutes } from './fish-spots/solunar';

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(deps: ConditionsDeps) => Router<AppState>> = [weatherRoutes, geocodingRoutes, fishSpotRoutes];

/** Weather, geocoding and recommendation routes (proxies to outside services live behind these). */
export function conditionsRoutes(deps: ConditionsDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(deps);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
