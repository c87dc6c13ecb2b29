import {
  brandListResponseSchema,
  consumableSummaryListResponseSchema,
  gearListResponseSchema,
  gearRecommendationListResponseSchema,
  gearTypeListResponseSchema,
  modelListResponseSchema,
} from '@tackle/contracts';
import { apiQuery, type Api } from '@tackle/ui';

/**
 * Query keys of the gear area. The first element is the GET path (the shell's prefetch and any
 * generic query helper use the same keys), so invalidating `gearKeys.all` refreshes every gear list.
 */
export const gearKeys = {
  all: ['/api/gear'] as const,
  list: () => gearKeys.all,
  recommendations: () => [...gearKeys.all, 'recommendations'] as const,
  types: ['/api/gear-types'] as const,
  /** Contains 'consumables': the consumables area's invalidation (after usage) reaches it too. */
  typeConsumables: (typeId: number) => [...gearKeys.types, typeId, 'consumables'] as const,
};

/** Keys of the shared brand/model catalog; invalidating `catalogKeys.all` refreshes every picker. */
export const catalogKeys = {
  all: ['/api/brands'] as const,
  brands: (query: string) => [...catalogKeys.all, { query }] as const,
  models: (brandId: string, filter: { gearTypeId: number | null; query: string }) =>
    [...catalogKeys.all, brandId, 'models', filter] as const,
};

const searchParams = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && String(value).trim() !== '') search.set(key, String(value).trim());
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** GET /api/gear: the whole list, or its pages and server-side search (decision 133). */
export const GEAR_LIST_PATH = '/api/gear';
/** The gear page's first page (@tackle/contracts, shared with the shell's prefetch). */
export { GEAR_PAGE_SIZE } from '@tackle/contracts';

export const gearQueries = {
  /** GET /api/gear: the signed-in user's gear, parsed with the contracts schema. */
  list: (api: Api) => apiQuery(api, gearKeys.list(), GEAR_LIST_PATH, gearListResponseSchema),
  /** GET /api/gear-types: rod, reel, lure (fixed ids 1, 2, 3). */
  types: (api: Api) => apiQuery(api, gearKeys.types, '/api/gear-types', gearTypeListResponseSchema),
  /** GET /api/gear/recommendations: rod + reel pairings, best first. */
  recommendations: (api: Api) =>
    apiQuery(api, gearKeys.recommendations(), '/api/gear/recommendations', gearRecommendationListResponseSchema),
  /** GET /api/gear-types/:typeId/consumables: the user's consumables that fit this type of gear. */
  typeConsumables: (api: Api, typeId: number) =>
    apiQuery(api, gearKeys.typeConsumables(typeId), `/api/gear-types/${typeId}/consumables`, consumableSummaryListResponseSchema),
};

export const catalogQueries = {
  /** GET /api/brands?query= */
  brands: (api: Api, query: string) =>
    apiQuery(api, catalogKeys.brands(query.trim()), `/api/brands${searchParams({ query })}`, brandListResponseSchema),
  /** GET /api/brands/:brandId/models?gearTypeId=&query= */
  models: (api: Api, brandId: string, filter: { gearTypeId: number | null; query: string }) =>
    apiQuery(
      api,
      catalogKeys.models(brandId, { gearTypeId: filter.gearTypeId, query: filter.query.trim() }),
      `/api/brands/${encodeURIComponent(brandId)}/models${searchParams({ gearTypeId: filter.gearTypeId, query: filter.query })}`,
      modelListResponseSchema,
    ),
};
