import {
  gearAddedSchema,
  gearImageSetSchema,
  gearRemovedSchema,
  gearTypeName,
  gearUpdatedSchema,
  reelSpooledSchema,
  isGearEventType,
  GEAR_CONDITIONS,
  type Gear,
  type GearSortKey,
} from '@tackle/contracts';
import {
  numberKey,
  numberSortValue,
  orderDocument,
  putNewDocument,
  reviseDocument,
  textKey,
  type ListOrder,
  type Projection,
  type ReadStore,
  type RecordedEvent,
  eventData,
} from '@tackle/platform';

export const GEAR_COLLECTION = 'gear';
/** One order document per piece of gear: what the long list searches, filters and sorts by (decision 133). */
export const GEAR_ORDER_COLLECTION = 'gear-order';


/**
 * The gear list's columns as the gear page sorts them (mfe-gear/src/gear/view.ts, `sortGear`) and
 * what it searches (`matchesSearch`: name, brand, model) and filters (`?type=`: the type's id).
 */
export const GEAR_ORDER: ListOrder<Gear, GearSortKey> = {
  collection: GEAR_ORDER_COLLECTION,
  sorts: {
    name: (gear) => textKey(gear.name),
    type: (gear) => textKey(gear.type.name),
    // Brand/Model column: brand first, model breaks ties.
    brand: (gear) => textKey([gear.brand, gear.model].filter(Boolean).join(' ')),
    // Quality order (new, excellent, good, fair, poor) rather than alphabetical.
    condition: (gear) => {
      const rank = (GEAR_CONDITIONS as readonly string[]).indexOf(gear.condition);
      return rank === -1 ? null : numberSortValue(rank);
    },
    retailCost: (gear) => numberKey(gear.retailCost),
    purchaseCost: (gear) => numberKey(gear.purchaseCost),
  },
  search: { name: (gear) => gear.name, brand: (gear) => gear.brand, model: (gear) => gear.model },
  filters: { typeId: (gear) => gear.typeId },
};

/** The gear document and its order document, written with the same event. */
async function putOrder(store: ReadStore, gear: Gear | null, event: RecordedEvent) {
  if (gear) await store.put(GEAR_ORDER_COLLECTION, gear.id, orderDocument(GEAR_ORDER, gear), event.position);
}

function typeOf(typeId: number) {
  return { id: typeId, name: gearTypeName(typeId) ?? 'unknown' };
}

/**
 * One document per piece of gear (the GET /api/gear list item) and its order document. Version 2
 * added the order documents, version 3 their shorter keys (docs/decisions/141): a store an older
 * version filled is built anew (`replaces`).
 */
export const gearListProjection: Projection = {
  name: 'gear-list-v3',
  replaces: ['gear-list-v2', 'gear-list'],
  collections: [GEAR_COLLECTION, GEAR_ORDER_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isGearEventType(event.type)) return;
    switch (event.type) {
      case 'GearAdded': {
        const { gearId, addedAt, ...fields } = eventData(gearAddedSchema, event);
        await putOrder(store, await putNewDocument<Gear>(store, GEAR_COLLECTION, gearId, { ...fields, type: typeOf(fields.typeId) }, addedAt, event), event);
        return;
      }
      case 'GearUpdated': {
        const { gearId, updatedAt, ...fields } = eventData(gearUpdatedSchema, event);
        await putOrder(store, await reviseDocument<Gear>(store, GEAR_COLLECTION, gearId, event, () => ({ ...fields, type: typeOf(fields.typeId), updatedAt })), event);
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
        await store.remove(GEAR_ORDER_COLLECTION, gearId, event.position);
        return;
      }
    }
  },
};
