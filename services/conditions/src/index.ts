import Router from '@koa/router';
import type { AppState, Config, ReadStore } from '@tackle/platform';

export interface ConditionsDeps {
  config: Config;
  readStore: ReadStore;
}

/** One router per feature; a new feature adds its factory to this list. */
const features: Array<(deps: ConditionsDeps) => Router<AppState>> = [];

/** Weather, geocoding and recommendation routes (proxies to outside services live behind these). */
export function conditionsRoutes(deps: ConditionsDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const feature of features) {
    const featureRouter = feature(deps);
    router.use(featureRouter.routes(), featureRouter.allowedMethods());
  }
  return router;
}
