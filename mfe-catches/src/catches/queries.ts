import { queryOptions } from '@tanstack/react-query';
import { appConfigSchema, catchListResponseSchema, setupListResponseSchema } from '@tackle/contracts';
import { apiQuery, appConfigAnswer, type Api } from '@tackle/ui';

/**
 * Query keys of the catch log. The first element is the GET path (the shell's prefetch and the
 * generic query helper use the same keys), so invalidating `catchKeys.all` refreshes the list.
 */
export const catchKeys = {
  all: ['/api/catches'] as const,
  list: () => catchKeys.all,
  /** The catches of one trip. */
  trip: (tripId: string) => [...catchKeys.all, 'trip', tripId] as const,
  setups: ['/api/setups'] as const,
  appConfig: ['/app-config.json'] as const,
};

export const catchQueries = {
  /** GET /api/catches: the signed-in angler's catches, newest first. */
  list: (api: Api) => apiQuery(api, catchKeys.list(), '/api/catches', catchListResponseSchema),
  /** GET /api/catches?tripId=: the catches of one trip, newest first. */
  trip: (api: Api, tripId: string) =>
    apiQuery(api, catchKeys.trip(tripId), `/api/catches?tripId=${encodeURIComponent(tripId)}`, catchListResponseSchema),
  /** GET /api/setups: for the form's "Setup Used" choice and the CSV's setup names. */
  setups: (api: Api) => apiQuery(api, catchKeys.setups, '/api/setups', setupListResponseSchema),
  /**
   * GET /app-config.json: the map's tile server (MAP_TILE_URL); it does not change while the page
   * lives. The answer the shell asked for as the app started, not a request of its own (decision 176).
   */
  appConfig: () =>
    queryOptions({
      queryKey: catchKeys.appConfig,
      queryFn: async () => {
        const answer = await appConfigAnswer();
        if (!answer.ok) throw new Error(`Could not load the app configuration (${answer.status})`);
        return appConfigSchema.parse(answer.body);
      },
      staleTime: Infinity,
    }),
};
