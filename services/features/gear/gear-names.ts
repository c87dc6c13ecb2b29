import { z } from 'zod';
import { eventData, ownedDocuments, type ReadStore, type RecordedEvent } from '@tackle/platform';

/*
 * Gear names kept by other features' read models (setups and storage embed the gear they name).
 * Projections run independently, so each keeps its own copy in its own collection.
 */

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
      // Parsed once per event for the projections that keep gear names (decisions 129, 141).
      const data = eventData(gearNamedSchema, event);
      // An update keeps what the projection added to the document itself (a reel's line, decision 159).
      const existing = event.type === 'GearUpdated' ? await store.get<GearNameDoc>(collection, data.gearId) : null;
      const doc: GearNameDoc = {
        ...existing,
        id: data.gearId,
        userId: existing?.userId ?? event.metadata.userId,
        name: data.name,
        typeId: data.typeId ?? null,
        removed: false,
      };
      await store.put(collection, data.gearId, doc, event.position);
      return doc;
    }
    case 'GearRemoved': {
      const { gearId } = eventData(gearIdSchema, event);
      const existing = await store.get<GearNameDoc>(collection, gearId);
      if (onRemoved === 'drop') await store.remove(collection, gearId, event.position);
      else if (existing) await store.put(collection, gearId, { ...existing, removed: true }, event.position);
      return existing ? { ...existing, removed: true } : null;
    }
    default:
      return null;
  }
}

/** The name documents of the given gear ids that belong to `userId`, by id. */
export function gearNames<D extends GearNameDoc = GearNameDoc>(store: ReadStore, collection: string, userId: string, ids: Array<string | null>) {
  return ownedDocuments<D>(store, collection, userId, ids);
}
