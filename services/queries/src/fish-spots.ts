import { personalSpotKey, type Coordinates } from '@tackle/contracts';
import type { ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION } from '@tackle/projections';

/**
 * The dashboard's 'saved spots': the angler's personal spots, i.e. the distinct places (about
 * 1 km apart) where a catch with coordinates was logged. These are the spots /fish-spots learns
 * from (docs/decisions/064).
 */
export async function countSavedSpots(store: ReadStore, userId: string): Promise<number> {
  const catches = await store.find<{ coordinates: Coordinates | null }>(CATCHES_COLLECTION, { userId });
  return new Set(catches.flatMap((entry) => (entry.coordinates ? [personalSpotKey(entry.coordinates)] : []))).size;
}
