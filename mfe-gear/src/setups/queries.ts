import { setupListResponseSchema } from '@tackle/contracts';
import { apiQuery, type Api } from '@tackle/ui';

/** Query keys of the setups area; the first element is the GET path (the shell prefetches it). */
export const setupKeys = {
  all: ['/api/setups'] as const,
  list: () => setupKeys.all,
};

export const setupQueries = {
  /** GET /api/setups: the user's setups with rod, reel and lure embedded by name. */
  list: (api: Api) => apiQuery(api, setupKeys.list(), '/api/setups', setupListResponseSchema),
};
