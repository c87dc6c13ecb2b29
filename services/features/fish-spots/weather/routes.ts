import Router from '@koa/router';
import { weatherAtQuerySchema } from '@tackle/contracts';
import { AppError, currentUser, type AppState } from '@tackle/platform';
import type { ConditionsDeps } from '../deps';
import { coordinatesFromQuery } from '../query';
import { createWeatherService, type WeatherServiceOptions } from './weather-service';

/** Within this much of now, `at` asks for the current weather ('Get Current Weather' for a catch logged now). */
export const CURRENT_WEATHER_WINDOW_MS = 60 * 60_000;
/** The archive's first year. */
const EARLIEST = Date.parse('1940-01-01T00:00:00Z');

/** `?at=` as a time: an ISO date-time with its offset (a catch's time is the place's local time). */
function timeFromQuery(raw: unknown, now: Date): Date | null {
  if (raw === undefined || raw === '') return null;
  const parsed = weatherAtQuerySchema.safeParse(raw);
  if (!parsed.success) throw new AppError('bad_request', 'Send at as an ISO date-time with its offset, e.g. 2026-06-01T06:30:00-05:00');
  const when = new Date(parsed.data);
  if (when.getTime() > now.getTime() + 5 * 60_000) throw new AppError('bad_request', 'at is in the future: no weather is recorded for it yet');
  if (when.getTime() < EARLIEST) throw new AppError('bad_request', 'The weather archive starts in 1940');
  return when;
}

/**
 * GET /api/weather?lat=&lon=[&at=]: the weather at a point now, whichever provider is configured;
 * with `at` more than an hour ago, the weather of that hour (decision 115).
 */
export function weatherRoutes(deps: ConditionsDeps, options: WeatherServiceOptions & { now?: () => Date } = {}) {
  const router = new Router<AppState>();
  const weather = createWeatherService(deps.config.weather, options);
  const clock = options.now ?? (() => new Date());
  router.get('/api/weather', async (ctx) => {
    currentUser(ctx);
    const coordinates = coordinatesFromQuery(ctx.query);
    const now = clock();
    const when = timeFromQuery(ctx.query.at, now);
    if (!when || now.getTime() - when.getTime() < CURRENT_WEATHER_WINDOW_MS) {
      ctx.body = await weather.current(coordinates);
      return;
    }
    const past = await weather.pastHour(coordinates, when, now);
    if (!past) throw new AppError('not_found', 'No weather is recorded for that hour at this place');
    ctx.body = past;
  });
  return router;
}
