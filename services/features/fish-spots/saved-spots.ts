import type { ReadStore } from '@tackle/platform';
import { PERSONAL_SPOTS_COLLECTION } from './personal-spots-projection';

/**
 * The dashboard's 'saved spots': the angler's personal spots, i.e. the distinct places (about
 * 1 km apart) where a catch with coordinates was logged. These are the spots /fish-spots learns
 * from (docs/decisions/064).
 */
export function countSavedSpots(store: ReadStore, userId: string): Promise<number> {
  return store.count(PERSONAL_SPOTS_COLLECTION, { userId });
}
