import {
  formatQuantity,
  roundQuantity,
  type AddConsumable,
  type ConsumableEvent,
  type RemoveConsumable,
  type TrackConsumableUsage,
  type UpdateConsumable,
} from '@tackle/contracts';
import { AppError, assertNew, changedState, createdState, deciderOf, ownedLive, removedState, type CommandsOf, type OwnedState } from '@tackle/platform';

export type ConsumableCommand = CommandsOf<{
  AddConsumable: AddConsumable;
  UpdateConsumable: UpdateConsumable;
  TrackConsumableUsage: TrackConsumableUsage;
  RemoveConsumable: RemoveConsumable;
}>;

type ConsumableState = OwnedState<{
  consumableId: string;
  name: string;
  unit: AddConsumable['unit'];
  /** The quantity it was added with (what GET answers as initialQuantity). */
  initialQuantity: number;
  currentQuantity: number;
}>;

const gearNotFound = () => new AppError('not_found', 'Gear not found');
const ownedActive = (state: ConsumableState, userId: string) => ownedLive(state, userId, 'Consumable not found');

/**
 * The consumable aggregate. Stock only changes through stock events: usage lowers it, an edit that
 * sets another count records a restock (up) or an adjustment (down), so usage history survives edits.
 */
export const consumableDecider = deciderOf<ConsumableCommand, ConsumableState, ConsumableEvent>({
  evolve: {
    ConsumableAdded: (state, { data }) => createdState(data.userId, {
      consumableId: data.consumableId,
      name: data.name,
      unit: data.unit,
      initialQuantity: data.initialQuantity,
      currentQuantity: data.initialQuantity,
    }),
    ConsumableUpdated: (state, { data }) => changedState(state, { name: data.name, unit: data.unit }),
    ConsumableRestocked: (state, { data }) => changedState(state, { currentQuantity: data.currentQuantity }),
    ConsumableUsed: (state, { data }) => changedState(state, { currentQuantity: data.remainingQuantity }),
    ConsumableRemoved: (state) => removedState(state),
  },

  decide: {
    AddConsumable: (command, state) => {
      assertNew(state, 'consumable');
      const { consumableId, userId, ...fields } = command.data;
      return [{ type: 'ConsumableAdded', data: { consumableId, userId, ...fields, addedAt: command.now } }];
    },
    UpdateConsumable: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      const { consumableId, userId: _userId, expectedRevision: _expected, initialQuantity, countOnHand, ...details } = command.data;
      const events: ConsumableEvent[] = [
        { type: 'ConsumableUpdated', data: { consumableId, ...details, updatedAt: command.now } },
      ];
      // The count on hand, when the client set one; else a changed initialQuantity is a client
      // that edits the count through it (decision 020); an unchanged one (a body sent back as
      // GET answered it) changes no stock (decision 098).
      const set = countOnHand ?? (roundQuantity(initialQuantity) !== roundQuantity(current.initialQuantity) ? initialQuantity : null);
      const wanted = set === null ? current.currentQuantity : roundQuantity(details.unit === 'pieces' ? Math.round(set) : set);
      const change = roundQuantity(wanted - current.currentQuantity);
      if (change !== 0) {
        events.push({
          type: 'ConsumableRestocked',
          data: {
            consumableId,
            kind: change > 0 ? 'restock' : 'adjustment',
            quantityChange: change,
            currentQuantity: wanted,
            notes: null,
            restockedAt: command.now,
          },
        });
      }
      return events;
    },
    TrackConsumableUsage: (command, state) => {
      const { gear, userId } = command.data;
      // The gear in the path is checked first: someone else's gear is as unknown as missing gear.
      if (!gear || gear.ownerId !== userId || gear.removed || gear.gearId !== command.data.gearId) throw gearNotFound();
      const current = ownedActive(state, userId);
      // Pieces are counted in whole numbers, like the item's own quantity.
      const used = current.unit === 'pieces' ? Math.round(command.data.quantityUsed) : roundQuantity(command.data.quantityUsed);
      if (used <= 0) throw new AppError('validation', 'Please select a consumable and specify quantity');
      if (used > current.currentQuantity) {
        throw new AppError(
          'validation',
          `Not enough ${current.name} in stock: ${formatQuantity(current.currentQuantity)} ${current.unit} left, ${formatQuantity(used)} requested`,
        );
      }
      return [
        {
          type: 'ConsumableUsed',
          data: {
            consumableId: current.consumableId,
            name: current.name,
            gearId: gear.gearId,
            gearName: gear.name,
            quantityUsed: used,
            unit: current.unit,
            remainingQuantity: roundQuantity(current.currentQuantity - used),
            notes: command.data.notes,
            usedAt: command.now,
          },
        },
      ];
    },
    RemoveConsumable: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      return [{ type: 'ConsumableRemoved', data: { consumableId: current.consumableId, removedAt: command.now } }];
    },
  },
});
