import { consumableHistoryResponseSchema, consumableListResponseSchema } from '@tackle/contracts';
import { apiQuery, type Api } from '@tackle/ui';

/**
 * Query keys of the consumables area. The first element is the GET path of the list (the shell's
 * prefetch uses the same key), so invalidating `consumableKeys.all` refreshes lists and histories.
 */
export const consumableKeys = {
  all: ['/api/consumables'] as const,
  list: () => consumableKeys.all,
  history: (id: string) => [...consumableKeys.all, id, 'history'] as const,
};

export const consumableQueries = {
  /** GET /api/consumables: the signed-in user's consumables, parsed with the contracts schema. */
  list: (api: Api) => apiQuery(api, consumableKeys.list(), '/api/consumables', consumableListResponseSchema),
  /** GET /api/consumables/:id/history: stock movements, newest first. */
  history: (api: Api, id: string) =>
    apiQuery(
      api,
      consumableKeys.history(id),
      `/api/consumables/${encodeURIComponent(id)}/history`,
      consumableHistoryResponseSchema,
    ),
};
