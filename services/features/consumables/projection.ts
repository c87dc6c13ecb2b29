import {
  consumableAddedSchema,
  consumableRemovedSchema,
  consumableRestockedSchema,
  consumableUpdatedSchema,
  consumableUsedSchema,
  isConsumableEventType,
  isLowStock,
  type Consumable,
  type ConsumableDetails,
  type ConsumableHistoryEntry,
} from '@tackle/contracts';
import { putNewDocument, reviseDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';

export const CONSUMABLE_COLLECTION = 'consumables';
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
  if (doc) await recordHistory(store, event, doc, entry);
}

/**
 * One document per consumable (the GET /api/consumables item, with its low-stock flag so the
 * dashboard can count alerts) and one per stock movement (the item's history).
 */
export const consumablesProjection: Projection = {
  name: 'consumables',
  indexes: [{ collection: CONSUMABLE_HISTORY_COLLECTION, fields: ['consumableId'] }],
  collections: [CONSUMABLE_COLLECTION, CONSUMABLE_HISTORY_COLLECTION],
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
        await reviseDocument<Consumable>(store, CONSUMABLE_COLLECTION, consumableId, event, (existing) => ({
          ...detailsOf(details),
          ...stockOf(existing.currentQuantity, details.minStockLevel),
          updatedAt,
        }));
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
        const history = await store.find<ConsumableHistoryDoc>(CONSUMABLE_HISTORY_COLLECTION, { consumableId });
        for (const entry of history) await store.remove(CONSUMABLE_HISTORY_COLLECTION, entry.id, event.position);
        return;
      }
    }
  },
};
