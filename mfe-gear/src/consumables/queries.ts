import { consumableHistoryResponseSchema, consumableListResponseSchema } from '@tackle/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery, type Api } from '@tackle/ui';

/** GET /api/consumables: the whole list, or its pages and server-side search (decision 133). */
export const CONSUMABLES_LIST_PATH = '/api/consumables';
/** The consumables page asks for this many first (docs/decisions/133-server-side-lists.md). */
export const CONSUMABLES_PAGE_SIZE = 100;
/** A long list's restock alert names the first three low items and counts them all. */
/** How many low items a long list's restock alert names (the shell reads them early, decision 160). */
export const LOW_STOCK_NAMED = 3;

/**
 * Query keys of the consumables area. The first element is the GET path of the list (the shell's
 * prefetch uses the same key), so invalidating `consumableKeys.all` refreshes lists and histories.
 */
export const consumableKeys = {
  all: ['/api/consumables'] as const,
  list: () => consumableKeys.all,
  history: (id: string) => [...consumableKeys.all, id, 'history'] as const,
  lowStock: () => [...consumableKeys.all, 'low-stock'] as const,
};

export const consumableQueries = {
  /** GET /api/consumables: the signed-in user's consumables, parsed with the contracts schema. */
  list: (api: Api) => apiQuery(api, consumableKeys.list(), CONSUMABLES_LIST_PATH, consumableListResponseSchema),
  /** A long list's restock alert: the first low items and how many are low (X-Total-Count). */
  lowStock: (api: Api) =>
    queryOptions({
      queryKey: consumableKeys.lowStock(),
      queryFn: ({ signal }) => api.getPage(`${CONSUMABLES_LIST_PATH}?lowStock=true&limit=${LOW_STOCK_NAMED}`, consumableListResponseSchema, { signal }),
    }),
  /** GET /api/consumables/:id/history: stock movements, newest first. */
  history: (api: Api, id: string) =>
    apiQuery(
      api,
      consumableKeys.history(id),
      `/api/consumables/${encodeURIComponent(id)}/history`,
      consumableHistoryResponseSchema,
    ),
};
