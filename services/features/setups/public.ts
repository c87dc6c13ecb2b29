// What other features may use of setups: the setups as their list answers them, and the command
// the backup's restore runs (features/backup).
import { setupsProjection } from './projection';

export { listSetups } from './query-routes';
export { createSetup } from './commands';
export const SETUPS_PROJECTION = setupsProjection.name;
