import {
  isSetupEventType,
  setupCreatedSchema,
  setupRemovedSchema,
  setupUpdatedSchema,
  type Setup,
} from '@tackle/contracts';
import { z } from 'zod';
import { putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';
import { applyConsumableNames } from '../consumables/public';
import { applyGearNames, type GearNameDoc } from '../gear/public';

export const SETUP_COLLECTION = 'setups';
/** Names of the gear setups may refer to; deleted gear keeps its last name, marked removed. */
export const SETUP_GEAR_COLLECTION = 'setup_gear';
/** Names of the consumables setups may name as line, leader or hook (decision 159); removed ones marked. */
export const SETUP_CONSUMABLES_COLLECTION = 'setup_consumables';

/** A gear name document of setups: a reel's also says the line it was last spooled with (decision 159). */
export interface SetupGearDoc extends GearNameDoc {
  lineName?: string;
}

/** Only what every version of the spooling event carries. */
const reelLineSchema = z.object({ gearId: z.string(), lineName: z.string() });

/** A setup document: the answer without the embedded gear and names, which the query joins in. */
export type SetupDoc = Omit<Setup, 'rod' | 'reel' | 'lure' | 'line' | 'leader' | 'hook' | 'reelLine'>;

/** A setup's line, leader and hook; events written before decision 128 have none. */
const consumablesOf = (fields: { lineId?: string | null; leaderId?: string | null; hookId?: string | null }) => ({
  lineId: fields.lineId ?? null,
  leaderId: fields.leaderId ?? null,
  hookId: fields.hookId ?? null,
});

/**
 * One document per setup (GET /api/setups item without its gear), plus the names to embed: of the
 * gear (and a reel's line) and of the consumables. Version 2 (decision 159) keeps the consumables'
 * names and the reels' lines, which version 1 left to the browser to find in the whole lists.
 */
export const setupsProjection: Projection = {
  name: 'setups-v2',
  replaces: ['setups'],
  collections: [SETUP_COLLECTION, SETUP_GEAR_COLLECTION, SETUP_CONSUMABLES_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (event.type === 'GearAdded' || event.type === 'GearUpdated' || event.type === 'GearRemoved') {
      await applyGearNames(event, store, SETUP_GEAR_COLLECTION, 'mark');
      return;
    }
    if (event.type === 'ReelSpooled') {
      const { gearId, lineName } = eventData(reelLineSchema, event);
      const reel = await store.get<SetupGearDoc>(SETUP_GEAR_COLLECTION, gearId);
      if (reel) await store.put(SETUP_GEAR_COLLECTION, gearId, { ...reel, lineName } satisfies SetupGearDoc, event.position);
      return;
    }
    if (event.type === 'ConsumableAdded' || event.type === 'ConsumableUpdated' || event.type === 'ConsumableRemoved') {
      await applyConsumableNames(event, store, SETUP_CONSUMABLES_COLLECTION);
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
