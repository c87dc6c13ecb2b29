import { DEFAULT_LINE_AGE_MONTHS, isSettingsEventType, settingsChangedSchema, type Settings } from '@tackle/contracts';
import { eventData, type Projection, type ReadStore, type RecordedEvent } from '@tackle/platform';

export const SETTINGS_COLLECTION = 'settings';

/** The settings document of one angler (its id is the account's). */
export type SettingsDoc = Settings & { userId: string };

export const settingsProjection: Projection = {
  name: 'settings',
  collections: [SETTINGS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isSettingsEventType(event.type)) return;
    const { userId, units, lineAgeMonths, changedAt } = eventData(settingsChangedSchema, event);
    const doc: SettingsDoc = { userId, units, lineAgeMonths: lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS, updatedAt: changedAt, revision: event.revision };
    await store.put(SETTINGS_COLLECTION, userId, doc, event.position);
  },
};
