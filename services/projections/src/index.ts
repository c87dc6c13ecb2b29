import type { Projection } from '@tackle/platform';
import { activityProjection } from './activity';
import { gearListProjection } from './gear';
import { catalogProjection } from './catalog';
import { consumablesProjection } from './consumables';
import { storageProjection } from './storage';
import { setupsProjection } from './setups';
import { catchListProjection } from './catches';
import { statsProjection } from './stats';
import { personalSpotsProjection } from './personal-spots';

export { gearListProjection, GEAR_COLLECTION } from './gear';
export { catalogProjection, BRANDS_COLLECTION, MODELS_COLLECTION } from './catalog';
export { catchListProjection, CATCHES_COLLECTION, type CatchListDoc } from './catches';
export { statsProjection, STATS_COLLECTION, computeStats, readStats, type StatsInput } from './stats';
export { personalSpotsProjection, PERSONAL_SPOTS_COLLECTION, CATCH_SPOT_COLLECTION, type PersonalSpotDoc } from './personal-spots';
export { activityProjection, ACTIVITY_COLLECTION, type ActivityEntry } from './activity';
export { consumablesProjection, CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION, type ConsumableHistoryDoc } from './consumables';
export { storageProjection, STORAGE_COLLECTION, STORAGE_GEAR_COLLECTION, type StorageLocationDoc, type StorageEntry } from './storage';
export { setupsProjection, SETUP_COLLECTION, SETUP_GEAR_COLLECTION, type SetupDoc, type GearNameDoc } from './setups';

/** Every projection, in the order they are started. */
export const projections: Projection[] = [gearListProjection, catalogProjection, activityProjection, catchListProjection, statsProjection, consumablesProjection, storageProjection, setupsProjection, personalSpotsProjection];
