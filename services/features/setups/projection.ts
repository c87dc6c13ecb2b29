import {
  isSetupEventType,
  setupCreatedSchema,
  setupRemovedSchema,
  setupUpdatedSchema,
  type Setup,
} from '@tackle/contracts';
import { putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';
import { applyGearNames } from '../gear/public';

export const SETUP_COLLECTION = 'setups';
/** Names of the gear setups may refer to; deleted gear keeps its last name, marked removed. */
export const SETUP_GEAR_COLLECTION = 'setup_gear';

/** A setup document: the answer without the embedded gear, which the query joins in. */
export type SetupDoc = Omit<Setup, 'rod' | 'reel' | 'lure'>;

/** A setup's line, leader and hook; events written before decision 128 have none. */
const consumablesOf = (fields: { lineId?: string | null; leaderId?: string | null; hookId?: string | null }) => ({
  lineId: fields.lineId ?? null,
  leaderId: fields.leaderId ?? null,
  hookId: fields.hookId ?? null,
});

/** One document per setup (GET /api/setups item without its gear), plus the gear names to embed. */
export const setupsProjection: Projection = {
  name: 'setups',
  collections: [SETUP_COLLECTION, SETUP_GEAR_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (event.type === 'GearAdded' || event.type === 'GearUpdated' || event.type === 'GearRemoved') {
      await applyGearNames(event, store, SETUP_GEAR_COLLECTION, 'mark');
      return;
    }
    if (!isSetupEventType(event.type)) return;
    switch (event.type) {
      case 'SetupCreated': {
        const { setupId, createdAt, ...fields } = eventData(setupCreatedSchema, event);
        await putNewDocument<SetupDoc>(store, SETUP_COLLECTION, setupId, { ...fields, ...consumablesOf(fields) }, createdAt, event);
        return;
      }
      case 'SetupUpdated': {
        const { setupId, updatedAt, ...fields } = eventData(setupUpdatedSchema, event);
        await reviseDocument<SetupDoc>(store, SETUP_COLLECTION, setupId, event, () => ({ ...fields, ...consumablesOf(fields), updatedAt }));
        return;
      }
      case 'SetupRemoved': {
        const { setupId } = eventData(setupRemovedSchema, event);
        await store.remove(SETUP_COLLECTION, setupId, event.position);
        return;
      }
    }
  },
};
