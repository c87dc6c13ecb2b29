// What other features may use of the catch log: its list read model and this month's count.
import { catchListProjection } from './projection';

export { CATCHES_COLLECTION } from './projection';
export { countCatchesThisMonth } from './query-routes';
export const CATCH_LIST_PROJECTION = catchListProjection.name;
// For the backup's restore (features/backup): catches are logged as the angler logs them.
export { logCatch } from './commands';
