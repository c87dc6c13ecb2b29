import {
  gearStoredSchema,
  gearUnstoredSchema,
  isStorageEventType,
  storageLocationCreatedSchema,
  storageLocationRemovedSchema,
  storageLocationUpdatedSchema,
  type StorageLocation,
} from '@tackle/contracts';
import { putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';
import { applyGearNames } from '../gear/public';

export const STORAGE_COLLECTION = 'storage_locations';
/** Names and types of the gear that can be stored; deleted gear is dropped. */
export const STORAGE_GEAR_COLLECTION = 'storage_gear';

interface StorageEntry {
  id: string;
  gearId: string;
  quantity: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A location document: the answer with bare entries; the query embeds each entry's gear. */
export type StorageLocationDoc = Omit<StorageLocation, 'gearStorage'> & { entries: StorageEntry[] };

/**
 * One document per storage location with the gear put in it. Deleting gear takes it out of every
 * location here; deleting a location touches no gear.
 */
export const storageProjection: Projection = {
  name: 'storage-locations',
  collections: [STORAGE_COLLECTION, STORAGE_GEAR_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (event.type === 'GearAdded' || event.type === 'GearUpdated') {
      await applyGearNames(event, store, STORAGE_GEAR_COLLECTION, 'drop');
      return;
    }
    if (event.type === 'GearRemoved') {
      const removed = await applyGearNames(event, store, STORAGE_GEAR_COLLECTION, 'drop');
      const gearId = (event.data as { gearId?: unknown }).gearId;
      if (typeof gearId !== 'string') return;
      const userId = removed?.userId ?? event.metadata.userId;
      const locations = await store.find<StorageLocationDoc>(STORAGE_COLLECTION, { userId });
      for (const location of locations) {
        if (!location.entries.some((entry) => entry.gearId === gearId)) continue;
        // The location's revision stays: it is its own stream's, sent back as expectedRevision.
        const entries = location.entries.filter((entry) => entry.gearId !== gearId);
        await store.put(STORAGE_COLLECTION, location.id, { ...location, entries }, event.position);
      }
      return;
    }
    if (!isStorageEventType(event.type)) return;
    switch (event.type) {
      case 'StorageLocationCreated': {
        const { storageLocationId, createdAt, ...fields } = eventData(storageLocationCreatedSchema, event);
        await putNewDocument<StorageLocationDoc>(store, STORAGE_COLLECTION, storageLocationId, { ...fields, entries: [] }, createdAt, event);
        return;
      }
      case 'StorageLocationUpdated': {
        const { storageLocationId, updatedAt, ...fields } = eventData(storageLocationUpdatedSchema, event);
        await reviseDocument<StorageLocationDoc>(store, STORAGE_COLLECTION, storageLocationId, event, () => ({ ...fields, updatedAt }));
        return;
      }
      case 'StorageLocationRemoved': {
        const { storageLocationId } = eventData(storageLocationRemovedSchema, event);
        await store.remove(STORAGE_COLLECTION, storageLocationId, event.position);
        return;
      }
      case 'GearStored': {
        const data = eventData(gearStoredSchema, event);
        const entry: StorageEntry = {
          id: data.entryId,
          gearId: data.gearId,
          quantity: data.quantity,
          notes: data.notes,
          createdAt: data.storedAt,
          updatedAt: data.storedAt,
        };
        await reviseDocument<StorageLocationDoc>(store, STORAGE_COLLECTION, data.storageLocationId, event, (existing) => ({
          entries: [...existing.entries.filter((other) => other.gearId !== data.gearId), entry],
          updatedAt: data.storedAt,
        }));
        return;
      }
      case 'GearUnstored': {
        const data = eventData(gearUnstoredSchema, event);
        await reviseDocument<StorageLocationDoc>(store, STORAGE_COLLECTION, data.storageLocationId, event, (existing) => ({
          entries: existing.entries.filter((entry) => entry.gearId !== data.gearId),
          updatedAt: data.unstoredAt,
        }));
        return;
      }
    }
  },
};
