import {
  consumableAddedSchema,
  consumableRemovedSchema,
  consumableRestockedSchema,
  consumableUpdatedSchema,
  consumableUsedSchema,
  isConsumableEventType,
  isLowStock,
  CONSUMABLE_CATEGORY_LABELS,
  type Consumable,
  type ConsumableSortKey,
  type ConsumableDetails,
  type ConsumableHistoryEntry,
} from '@tackle/contracts';
import {
  numberKey,
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

export const CONSUMABLE_COLLECTION = 'consumables';
/** One order document per consumable: what the long list searches, filters and sorts by (decision 133). */
export const CONSUMABLE_ORDER_COLLECTION = 'consumables-order';


/**
 * The consumables list's columns as the page sorts them (mfe-gear/src/consumables/view.ts,
 * `sortConsumables`), what it searches (`matchesSearch`: name, brand, model, colour) and filters
 * (category, low stock).
 */
export const CONSUMABLE_ORDER: ListOrder<Consumable, ConsumableSortKey> = {
  collection: CONSUMABLE_ORDER_COLLECTION,
  sorts: {
    name: (item) => textKey(item.name),
    category: (item) => textKey(CONSUMABLE_CATEGORY_LABELS[item.category] ?? item.category),
    // Brand/Model column: brand first, model breaks ties.
    brand: (item) => textKey([item.brand, item.model].filter(Boolean).join(' ')),
    currentQuantity: (item) => numberKey(item.currentQuantity),
    minStockLevel: (item) => numberKey(item.minStockLevel),
    cost: (item) => numberKey(item.cost),
  },
  search: { name: (item) => item.name, brand: (item) => item.brand, model: (item) => item.model, color: (item) => item.color },
  filters: { category: (item) => item.category, lowStock: (item) => item.lowStock },
};

/** The consumable's order document, written with the same event as the consumable. */
async function putOrder(store: ReadStore, item: Consumable | null, event: RecordedEvent) {
  if (item) await store.put(CONSUMABLE_ORDER_COLLECTION, item.id, orderDocument(CONSUMABLE_ORDER, item), event.position);
}
export const CONSUMABLE_HISTORY_COLLECTION = 'consumable_history';

/** A history document: the answer's entry plus what the query filters and sorts on. */
export type ConsumableHistoryDoc = ConsumableHistoryEntry & { userId: string; position: number };

function detailsOf({ gearTypeIds, ...details }: ConsumableDetails) {
  return { ...details, gearTypes: gearTypeIds.map((gearTypeId) => ({ gearTypeId })) };
}

/** The count on hand and whether it is low (at or below the item's minimum stock level). */
function stockOf(currentQuantity: number, minStockLevel: Consumable['minStockLevel']) {
  return { currentQuantity, lowStock: isLowStock({ currentQuantity, minStockLevel }) };
}

/** What a stock movement says; the rest of its history entry comes from the item and the event. */
type HistoryEntry = Pick<ConsumableHistoryEntry, 'transactionType' | 'quantity' | 'balance' | 'date'> &
  Partial<Pick<ConsumableHistoryEntry, 'gearId' | 'gearName' | 'notes'>>;

async function recordHistory(
  store: ReadStore,
  event: RecordedEvent,
  doc: Pick<Consumable, 'id' | 'userId' | 'unit'>,
  entry: HistoryEntry,
) {
  const history: ConsumableHistoryDoc = {
    id: event.id,
    consumableId: doc.id,
    userId: doc.userId,
    unit: doc.unit,
    gearId: null,
    gearName: null,
    notes: null,
    ...entry,
    position: event.position,
  };
  await store.put(CONSUMABLE_HISTORY_COLLECTION, event.id, history, event.position);
}

/** A stock movement: the item's count becomes the entry's balance, and the entry joins its history. */
async function moveStock(store: ReadStore, event: RecordedEvent, consumableId: string, entry: HistoryEntry) {
  const doc = await reviseDocument<Consumable>(store, CONSUMABLE_COLLECTION, consumableId, event, (existing) => ({
    ...stockOf(entry.balance, existing.minStockLevel),
    updatedAt: entry.date,
  }));
  await putOrder(store, doc, event);
  if (doc) await recordHistory(store, event, doc, entry);
}

/**
 * One document per consumable (the GET /api/consumables item, with its low-stock flag so the
 * dashboard can count alerts), its order document, and one per stock movement (the item's
 * history). Version 2 added the order documents, version 3 their shorter keys (docs/decisions/141): a
 * store an older version filled is built anew (`replaces`).
 */
export const consumablesProjection: Projection = {
  name: 'consumables-v3',
  replaces: ['consumables-v2', 'consumables'],
  indexes: [{ collection: CONSUMABLE_HISTORY_COLLECTION, fields: ['consumableId'] }],
  collections: [CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION, CONSUMABLE_ORDER_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isConsumableEventType(event.type)) return;
    switch (event.type) {
      case 'ConsumableAdded': {
        const { consumableId, userId, initialQuantity, addedAt, ...details } = eventData(consumableAddedSchema, event);
        const doc = await putNewDocument<Consumable>(
          store,
          CONSUMABLE_COLLECTION,
          consumableId,
          { userId, ...detailsOf(details), initialQuantity, ...stockOf(initialQuantity, details.minStockLevel) },
          addedAt,
          event,
        );
        await putOrder(store, doc, event);
        await recordHistory(store, event, doc, {
          transactionType: 'initial',
          quantity: initialQuantity,
          balance: initialQuantity,
          date: addedAt,
        });
        return;
      }
      case 'ConsumableUpdated': {
        const { consumableId, updatedAt, ...details } = eventData(consumableUpdatedSchema, event);
        const doc = await reviseDocument<Consumable>(store, CONSUMABLE_COLLECTION, consumableId, event, (existing) => ({
          ...detailsOf(details),
          ...stockOf(existing.currentQuantity, details.minStockLevel),
          updatedAt,
        }));
        await putOrder(store, doc, event);
        return;
      }
      case 'ConsumableRestocked': {
        const data = eventData(consumableRestockedSchema, event);
        await moveStock(store, event, data.consumableId, {
          transactionType: data.kind,
          quantity: data.quantityChange,
          balance: data.currentQuantity,
          date: data.restockedAt,
          notes: data.notes,
        });
        return;
      }
      case 'ConsumableUsed': {
        const data = eventData(consumableUsedSchema, event);
        await moveStock(store, event, data.consumableId, {
          transactionType: 'usage',
          quantity: -data.quantityUsed,
          balance: data.remainingQuantity,
          date: data.usedAt,
          gearId: data.gearId,
          gearName: data.gearName,
          notes: data.notes,
        });
        return;
      }
      case 'ConsumableRemoved': {
        const { consumableId } = eventData(consumableRemovedSchema, event);
        await store.remove(CONSUMABLE_COLLECTION, consumableId, event.position);
        await store.remove(CONSUMABLE_ORDER_COLLECTION, consumableId, event.position);
        const history = await store.find<ConsumableHistoryDoc>(CONSUMABLE_HISTORY_COLLECTION, { consumableId });
        for (const entry of history) await store.remove(CONSUMABLE_HISTORY_COLLECTION, entry.id, event.position);
        return;
      }
    }
  },
};
