import type { IndexShape } from '@tackle/platform';
import {
  ACTIVITY_COLLECTION,
  CATCHES_COLLECTION,
  CONSUMABLE_COLLECTION,
  CONSUMABLE_HISTORY_COLLECTION,
  GEAR_COLLECTION,
  MODELS_COLLECTION,
  SETUP_COLLECTION,
  STORAGE_COLLECTION,
} from '@tackle/projections';

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/**
 * Every query shape the read side makes beyond owner-only lookups, declared so services index them
 * at start-up (`ReadStore.ensureIndexes`) rather than on first use on a full store.
 * `services/gateway/test/query-indexes.test.ts` calls every GET route and fails when a query
 * needed an index that is not listed here.
 */
export const queryIndexes: IndexShape[] = [
  { collection: GEAR_COLLECTION, fields: ['userId'], sort: newestFirst },
  { collection: GEAR_COLLECTION, fields: ['userId', 'typeId'], sort: newestFirst },
  { collection: CONSUMABLE_COLLECTION, fields: ['userId'], sort: newestFirst },
  { collection: CONSUMABLE_COLLECTION, fields: ['userId'], sort: { field: 'name', direction: 'asc' } },
  { collection: CONSUMABLE_COLLECTION, fields: ['userId', 'lowStock'] },
  { collection: CONSUMABLE_HISTORY_COLLECTION, fields: ['consumableId', 'userId'], sort: { field: 'position', direction: 'desc' } },
  { collection: CATCHES_COLLECTION, fields: ['userId'], sort: { field: 'sortKey', direction: 'desc' } },
  { collection: CATCHES_COLLECTION, fields: ['userId', 'month'] },
  { collection: ACTIVITY_COLLECTION, fields: ['userId'], sort: { field: 'position', direction: 'desc' } },
  { collection: SETUP_COLLECTION, fields: ['userId'], sort: newestFirst },
  { collection: STORAGE_COLLECTION, fields: ['userId'], sort: newestFirst },
  { collection: MODELS_COLLECTION, fields: ['brandId'] },
];
