import { gearLocationsResponseSchema, storageLocationListResponseSchema } from '@tackle/contracts';
import { apiQuery, type Api } from '@tackle/ui';

/** Query keys of the storage area; the first element is the GET path. */
export const storageKeys = {
  all: ['/api/storage-locations'] as const,
  list: () => storageKeys.all,
  /** Which locations hold each piece of gear (shown on the gear screen). */
  gearLocations: ['/api/gear-locations'] as const,
};

export const storageQueries = {
  /** GET /api/storage-locations: the user's locations with the gear stored in each. */
  list: (api: Api) => apiQuery(api, storageKeys.list(), '/api/storage-locations', storageLocationListResponseSchema),
  /** GET /api/gear-locations: gear id -> [{ id, name }] of the locations holding it. */
  gearLocations: (api: Api) =>
    apiQuery(api, storageKeys.gearLocations, '/api/gear-locations', gearLocationsResponseSchema),
};
