import { queryOptions } from '@tanstack/react-query';
import { gearListResponseSchema, gearTypeListResponseSchema } from '@tackle/contracts';
import type { Api } from '@tackle/ui';

/**
 * Query keys of the gear area. The first element is the GET path (the shell's prefetch and any
 * generic query helper use the same keys), so invalidating `gearKeys.all` refreshes every gear list.
 */
export const gearKeys = {
  all: ['/api/gear'] as const,
  list: () => gearKeys.all,
  types: ['/api/gear-types'] as const,
};

export const gearQueries = {
  /** GET /api/gear: the signed-in user's gear, parsed with the contracts schema. */
  list: (api: Api) =>
    queryOptions({
      queryKey: gearKeys.list(),
      queryFn: ({ signal }) => api.get('/api/gear', gearListResponseSchema, { signal }),
    }),
  /** GET /api/gear-types: rod, reel, lure (fixed ids 1, 2, 3). */
  types: (api: Api) =>
    queryOptions({
      queryKey: gearKeys.types,
      queryFn: ({ signal }) => api.get('/api/gear-types', gearTypeListResponseSchema, { signal }),
    }),
};
