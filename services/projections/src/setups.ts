import { z } from 'zod';
import {
  isSetupEventType,
  setupCreatedSchema,
  setupRemovedSchema,
  setupUpdatedSchema,
  type Setup,
} from '@tackle/contracts';
import type { Projection, ReadStore, RecordedEvent } from '@tackle/platform';

export const SETUP_COLLECTION = 'setups';
/** Names of the gear setups may refer to; deleted gear keeps its last name, marked removed. */
export const SETUP_GEAR_COLLECTION = 'setup_gear';

/** A setup document: the answer without the embedded gear, which the query joins in. */
export type SetupDoc = Omit<Setup, 'rod' | 'reel' | 'lure'>;

export interface GearNameDoc {
  id: string;
  userId: string;
  name: string;
  typeId: number | null;
  removed: boolean;
}

/** Only what every version of the gear events carries, so gear changes elsewhere do not break this. */
const gearNamedSchema = z.object({ gearId: z.string(), name: z.string(), typeId: z.number().nullish() });
const gearIdSchema = z.object({ gearId: z.string() });

/**
 * Keeps a projection's own copy of gear names up to date. Projections run independently, so one
 * cannot read another's documents and be sure they are current; each keeps what it needs.
 */
export async function applyGearNames(
  event: RecordedEvent,
  store: ReadStore,
  collection: string,
  onRemoved: 'mark' | 'drop',
): Promise<GearNameDoc | null> {
  switch (event.type) {
    case 'GearAdded':
    case 'GearUpdated': {
      const data = gearNamedSchema.parse(event.data);
      const doc: GearNameDoc = {
        id: data.gearId,
        userId: event.metadata.userId,
        name: data.name,
        typeId: data.typeId ?? null,
        removed: false,
      };
      if (event.type === 'GearUpdated') {
        const existing = await store.get<GearNameDoc>(collection, data.gearId);
        if (existing) doc.userId = existing.userId;
      }
      await store.put(collection, data.gearId, doc, event.position);
      return doc;
    }
    case 'GearRemoved': {
      const { gearId } = gearIdSchema.parse(event.data);
      const existing = await store.get<GearNameDoc>(collection, gearId);
      if (onRemoved === 'drop') await store.remove(collection, gearId, event.position);
      else if (existing) await store.put(collection, gearId, { ...existing, removed: true }, event.position);
      return existing ? { ...existing, removed: true } : null;
    }
    default:
      return null;
  }
}

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
        const { setupId, createdAt, ...fields } = setupCreatedSchema.parse(event.data);
        const doc: SetupDoc = { id: setupId, ...fields, createdAt, updatedAt: createdAt, revision: event.revision };
        await store.put(SETUP_COLLECTION, setupId, doc, event.position);
        return;
      }
      case 'SetupUpdated': {
        const { setupId, updatedAt, ...fields } = setupUpdatedSchema.parse(event.data);
        const existing = await store.get<SetupDoc>(SETUP_COLLECTION, setupId);
        if (!existing) return;
        await store.put(SETUP_COLLECTION, setupId, { ...existing, ...fields, updatedAt, revision: event.revision }, event.position);
        return;
      }
      case 'SetupRemoved': {
        const { setupId } = setupRemovedSchema.parse(event.data);
        await store.remove(SETUP_COLLECTION, setupId, event.position);
        return;
      }
    }
  },
};
