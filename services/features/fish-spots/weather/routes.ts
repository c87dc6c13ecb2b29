import Router from '@koa/router';
import { weatherAtQuerySchema, type WeatherHoursResponse } from '@tackle/contracts';
import { AppError, currentUser, type AppState } from '@tackle/platform';
import type { ConditionsDeps } from '../deps';
import { coordinatesFromQuery } from '../query';
import { createWeatherService, type WeatherServiceOptions } from './weather-service';

/** Within this much of now, `at` asks for the current weather ('Get Current Weather' for a catch logged now). */
export const CURRENT_WEATHER_WINDOW_MS = 60 * 60_000;
/** The archive's first year. */
const EARLIEST = Date.parse('1940-01-01T00:00:00Z');

/** The longest span GET /api/weather/hours answers (a trip of a month is a typo). */
const SPAN_MAX_DAYS = 31;

/**
 * `?<name>=` as a time: an ISO date-time with its offset (a catch's or trip's time is the place's
 * local time), not in the future and not before the archive's first year.
 */
function pastTimeFromQuery(raw: unknown, now: Date, name: string): Date {
  const parsed = weatherAtQuerySchema.safeParse(raw);
  if (!parsed.success) throw new AppError('bad_request', `Send ${name} as an ISO date-time with its offset, e.g. 2026-06-01T06:30:00-05:00`);
  const when = new Date(parsed.data);
  if (when.getTime() > now.getTime() + 5 * 60_000) throw new AppError('bad_request', `${name} is in the future: no weather is recorded for it yet`);
  if (when.getTime() < EARLIEST) throw new AppError('bad_request', 'The weather archive starts in 1940');
  return when;
}

/** `?at=` (optional): see pastTimeFromQuery. */
function timeFromQuery(raw: unknown, now: Date): Date | null {
  if (raw === undefined || raw === '') return null;
  return pastTimeFromQuery(raw, now, 'at');
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

  /**
   * GET /api/weather/hours?lat=&lon=&from=&to=: the weather of every hour from `from` to `to` at a
   * place, from Open-Meteo's archive (decision 115), in the units the product stores: the weather
   * over a trip, which the front end sends with its end (decision 125).
   */
  router.get('/api/weather/hours', async (ctx) => {
    currentUser(ctx);
    const coordinates = coordinatesFromQuery(ctx.query);
    const now = clock();
    for (const name of ['from', 'to'] as const) {
      if (Array.isArray(ctx.query[name])) throw new AppError('bad_request', `Give ${name} once`);
    }
    const from = pastTimeFromQuery(ctx.query.from, now, 'from');
    const to = pastTimeFromQuery(ctx.query.to, now, 'to');
    if (to.getTime() < from.getTime()) throw new AppError('bad_request', 'to is before from');
    if (to.getTime() - from.getTime() > SPAN_MAX_DAYS * 86_400_000) throw new AppError('bad_request', `Ask for at most ${SPAN_MAX_DAYS} days at a time`);
    const answer: WeatherHoursResponse = { hours: await weather.hours(coordinates, from, to, now), source: 'open-meteo-historical' };
    ctx.body = answer;
  });
  return router;
}
