import { queryOptions } from '@tanstack/react-query';
import { statsResponseSchema } from '@tackle/contracts';
import type { Api } from '@tackle/ui';

/** Query keys of the statistics screen (first element: the GET path). */
export const statsKeys = {
  all: ['/api/stats'] as const,
};

export const statsQueries = {
  /** GET /api/stats: the angler's figures, computed by the stats projection. */
  get: (api: Api) =>
    queryOptions({
      queryKey: statsKeys.all,
      queryFn: ({ signal }) => api.get('/api/stats', statsResponseSchema, { signal }),
    }),
};
