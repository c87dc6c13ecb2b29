import { consumablesProjection } from './projection';

// What other features may use of consumables: a consumable's owner and status, the low-stock count.
export { lookUpConsumable, type ConsumableLookup } from './consumable-lookup';
export { countLowStockConsumables } from './query-routes';
// For setups (features/setups), which name their line, leader and hook (decision 159).
export { applyConsumableNames, type ConsumableNameDoc } from './consumable-names';
export const CONSUMABLES_PROJECTION = consumablesProjection.name;
// For the backup (features/backup): the read models it exports, the commands its restore runs.
export { CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION } from './projection';
export { addConsumable, updateConsumable, trackConsumableUsage } from './commands';
