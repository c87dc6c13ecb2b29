import type {
  CreateStorageLocation,
  RemoveStorageLocation,
  StorageEvent,
  StoreGear,
  UnstoreGear,
  UpdateStorageLocation,
} from '@tackle/contracts';
import { AppError, assertNew, createdState, deciderOf, ownedLive, removedState, type CommandsOf, type OwnedState } from '@tackle/platform';

export type StorageCommand = CommandsOf<{
  CreateStorageLocation: CreateStorageLocation;
  UpdateStorageLocation: UpdateStorageLocation;
  RemoveStorageLocation: RemoveStorageLocation;
  StoreGear: StoreGear;
  UnstoreGear: UnstoreGear;
}>;

type StorageState = OwnedState<{
  storageLocationId: string;
  /** Gear put here and not taken out (some of it may since have been deleted from the inventory). */
  storedGearIds: string[];
}>;

const ownedActive = (state: StorageState, userId: string) => ownedLive(state, userId, 'Storage location not found');

/**
 * A storage location and the gear in it. Gear is looked up in its own stream before a command and
 * passed in: deleted gear counts as gone from every location (it cannot be stored, and taking it
 * out answers "not found"), and removing a location leaves the gear itself alone.
 */
export const storageDecider = deciderOf<StorageCommand, StorageState, StorageEvent>({
  evolve: {
    StorageLocationCreated: (state, { data }) => createdState(data.userId, { storageLocationId: data.storageLocationId, storedGearIds: [] }),
    StorageLocationUpdated: (state) => state,
    StorageLocationRemoved: (state) => removedState(state),
    GearStored: (state, event) => state.status === 'none' || state.storedGearIds.includes(event.data.gearId)
      ? state
      : { ...state, storedGearIds: [...state.storedGearIds, event.data.gearId] },
    GearUnstored: (state, event) => state.status === 'none'
      ? state
      : { ...state, storedGearIds: state.storedGearIds.filter((id) => id !== event.data.gearId) },
  },

  decide: {
    CreateStorageLocation: (command, state) => {
      assertNew(state, 'storage location');
      const { storageLocationId, userId, ...fields } = command.data;
      return [{ type: 'StorageLocationCreated', data: { storageLocationId, userId, ...fields, createdAt: command.now } }];
    },
    UpdateStorageLocation: (command, state) => {
      ownedActive(state, command.data.userId);
      const { storageLocationId, userId: _userId, expectedRevision: _expected, ...fields } = command.data;
      return [{ type: 'StorageLocationUpdated', data: { storageLocationId, ...fields, updatedAt: command.now } }];
    },
    RemoveStorageLocation: (command, state) => {
      const location = ownedActive(state, command.data.userId);
      return [
        {
          type: 'StorageLocationRemoved',
          data: { storageLocationId: location.storageLocationId, removedAt: command.now },
        },
      ];
    },
    StoreGear: (command, state) => {
      const location = ownedActive(state, command.data.userId);
      const { gear, gearId, userId } = command.data;
      if (!gear || gear.gearId !== gearId || gear.ownerId !== userId || gear.removed) {
        throw new AppError('not_found', 'Gear not found');
      }
      if (location.storedGearIds.includes(gearId)) {
        throw new AppError('conflict', 'This gear is already in this location');
      }
      return [
        {
          type: 'GearStored',
          data: {
            storageLocationId: location.storageLocationId,
            entryId: command.data.entryId,
            gearId,
            quantity: command.data.quantity,
            notes: command.data.notes,
            storedAt: command.now,
          },
        },
      ];
    },
    UnstoreGear: (command, state) => {
      const location = ownedActive(state, command.data.userId);
      const { gear, gearId } = command.data;
      const present = location.storedGearIds.includes(gearId) && gear !== null && !gear.removed;
      if (!present) throw new AppError('not_found', 'Gear not found in this location');
      return [
        {
          type: 'GearUnstored',
          data: { storageLocationId: location.storageLocationId, gearId, unstoredAt: command.now },
        },
      ];
    },
  },
});
