import Router from '@koa/router';
import { currentUser, type AppState } from '@tackle/platform';
import type { ConditionsDeps } from '../deps';
import { coordinatesFromQuery } from '../query';
import { createWeatherService, type WeatherServiceOptions } from './weather-service';

/** GET /api/weather?lat=&lon=: current weather at a point, whichever provider is configured. */
export function weatherRoutes(deps: ConditionsDeps, options: WeatherServiceOptions = {}) {
  const router = new Router<AppState>();
  const weather = createWeatherService(deps.config.weather, options);
  router.get('/api/weather', async (ctx) => {
    currentUser(ctx);
    ctx.body = await weather.current(coordinatesFromQuery(ctx.query));
  });
  return router;
}
