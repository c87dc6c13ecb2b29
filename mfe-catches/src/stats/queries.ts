import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { statsResponseSchema, type StatsEstimates } from '@tackle/contracts';
import type { Api } from '@tackle/ui';

/** Query keys of the statistics screen (first element: the GET path). */
export const statsKeys = {
  all: ['/api/stats'] as const,
};

export const statsQueries = {
  /**
   * GET /api/stats: the angler's figures, computed by the stats projection; with estimates
   * 'exclude', estimated values are left out (the figures on screen stay while the other set loads).
   */
  get: (api: Api, estimates: StatsEstimates = 'include') =>
    queryOptions({
      queryKey: [...statsKeys.all, { estimates }] as const,
      queryFn: ({ signal }) =>
        api.get(estimates === 'exclude' ? '/api/stats?estimates=exclude' : '/api/stats', statsResponseSchema, { signal }),
      placeholderData: keepPreviousData,
    }),
};
