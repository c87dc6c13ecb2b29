// What other features may use of settings: the read model and the command the backup's restore
// runs (features/backup).
import { settingsProjection } from './projection';

export { SETTINGS_COLLECTION, type SettingsDoc } from './projection';
export { changeSettings } from './commands';
export const SETTINGS_PROJECTION = settingsProjection.name;
