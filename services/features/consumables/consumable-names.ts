import { z } from 'zod';
import { eventData, type ReadStore, type RecordedEvent } from '@tackle/platform';

/*
 * Consumable names kept by other features' read models (setups name their line, leader and hook,
 * decision 159). Projections run independently, so each keeps its own copy in its own collection,
 * as they do for gear names (features/gear/gear-names.ts).
 */

export interface ConsumableNameDoc {
  id: string;
  userId: string;
  name: string;
  removed: boolean;
}

/** Only what every version of the consumable events carries. */
const consumableNamedSchema = z.object({ consumableId: z.string(), name: z.string() });
const consumableIdSchema = z.object({ consumableId: z.string() });

/** Keeps a projection's copy of consumable names up to date; a removed one keeps its last name, marked. */
export async function applyConsumableNames(event: RecordedEvent, store: ReadStore, collection: string): Promise<void> {
  switch (event.type) {
    case 'ConsumableAdded':
    case 'ConsumableUpdated': {
      const { consumableId, name } = eventData(consumableNamedSchema, event);
      const existing = event.type === 'ConsumableUpdated' ? await store.get<ConsumableNameDoc>(collection, consumableId) : null;
      const doc: ConsumableNameDoc = { id: consumableId, userId: existing?.userId ?? event.metadata.userId, name, removed: false };
      await store.put(collection, consumableId, doc, event.position);
      return;
    }
    case 'ConsumableRemoved': {
      const { consumableId } = eventData(consumableIdSchema, event);
      const existing = await store.get<ConsumableNameDoc>(collection, consumableId);
      if (existing) await store.put(collection, consumableId, { ...existing, removed: true }, event.position);
      return;
    }
    default:
      return;
  }
}
