import {
  gearAddedSchema,
  gearImageSetSchema,
  gearRemovedSchema,
  gearTypeName,
  gearUpdatedSchema,
  reelSpooledSchema,
  isGearEventType,
  type Gear,
} from '@tackle/contracts';
import { putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';

export const GEAR_COLLECTION = 'gear';

function typeOf(typeId: number) {
  return { id: typeId, name: gearTypeName(typeId) ?? 'unknown' };
}

/** One document per piece of gear: the GET /api/gear list item. */
export const gearListProjection: Projection = {
  name: 'gear-list',
  collections: [GEAR_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isGearEventType(event.type)) return;
    switch (event.type) {
      case 'GearAdded': {
        const { gearId, addedAt, ...fields } = eventData(gearAddedSchema, event);
        await putNewDocument<Gear>(store, GEAR_COLLECTION, gearId, { ...fields, type: typeOf(fields.typeId) }, addedAt, event);
        return;
      }
      case 'GearUpdated': {
        const { gearId, updatedAt, ...fields } = eventData(gearUpdatedSchema, event);
        await reviseDocument<Gear>(store, GEAR_COLLECTION, gearId, event, () => ({ ...fields, type: typeOf(fields.typeId), updatedAt }));
        return;
      }
      case 'GearImageSet': {
        const { gearId, imageUrl, setAt } = eventData(gearImageSetSchema, event);
        await reviseDocument<Gear>(store, GEAR_COLLECTION, gearId, event, () => ({ imageUrl, updatedAt: setAt }));
        return;
      }
      case 'ReelSpooled': {
        // The reel remembers its latest spooling by date: recording an older one afterwards keeps the newer.
        const { gearId, recordedAt, ...spooling } = eventData(reelSpooledSchema, event);
        await reviseDocument<Gear>(store, GEAR_COLLECTION, gearId, event, (existing) =>
          existing.spooling && existing.spooling.spooledAt > spooling.spooledAt ? { updatedAt: recordedAt } : { spooling, updatedAt: recordedAt },
        );
        return;
      }
      case 'GearRemoved': {
        const { gearId } = eventData(gearRemovedSchema, event);
        await store.remove(GEAR_COLLECTION, gearId, event.position);
        return;
      }
    }
  },
};
