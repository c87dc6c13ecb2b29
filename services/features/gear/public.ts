// What other features may use of gear: its read model's name, lookups of a gear stream, gear names.
import { gearListProjection } from './projection';

export { GEAR_COLLECTION } from './projection';
export const GEAR_LIST_PROJECTION = gearListProjection.name;
export { lookUpGear, type GearLookup } from './gear-lookup';
export { applyGearNames, gearNames, type GearNameDoc } from './gear-names';
// For the backup's restore (features/backup): gear is added as the angler adds it.
export { addGear, restoreSpooling } from './commands';
