// What other features may use of settings: the read model, the angler's units (for text the
// server writes: pairing advice, fish-spot reasons, decision 121) and the command the backup's
// restore runs (features/backup).
import { DEFAULT_LINE_AGE_MONTHS, DEFAULT_UNIT_SYSTEM, type LineAgeMonths, type UnitSystem } from '@tackle/contracts';
import type { ReadStore } from '@tackle/platform';
import { SETTINGS_COLLECTION, settingsProjection, type SettingsDoc } from './projection';

export { SETTINGS_COLLECTION, type SettingsDoc } from './projection';
export { changeSettings } from './commands';
export const SETTINGS_PROJECTION = settingsProjection.name;

/** The units the angler chose (imperial until they choose). */
export async function unitsOf(store: ReadStore, userId: string): Promise<UnitSystem> {
  return (await store.get<SettingsDoc>(SETTINGS_COLLECTION, userId))?.units ?? DEFAULT_UNIT_SYSTEM;
}

/** How old each kind of line may get before the dashboard says to respool (the defaults until they choose). */
export async function lineAgeMonthsOf(store: ReadStore, userId: string): Promise<LineAgeMonths> {
  return (await store.get<SettingsDoc>(SETTINGS_COLLECTION, userId))?.lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS;
}
