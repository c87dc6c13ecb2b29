import {
  SETUP_SLOTS,
  SETUP_SLOT_LABELS,
  SETUP_SLOT_TYPE_IDS,
  type CreateSetup,
  type RemoveSetup,
  type SetupEvent,
  type UpdateSetup,
} from '@tackle/contracts';
import { AppError, assertNew, changedState, createdState, deciderOf, ownedLive, removedState, type CommandsOf, type OwnedState } from '@tackle/platform';

export type SetupCommand = CommandsOf<{
  CreateSetup: CreateSetup;
  UpdateSetup: UpdateSetup;
  RemoveSetup: RemoveSetup;
}>;

interface Slots {
  rodId: string | null;
  reelId: string | null;
  lureId: string | null;
}

type SetupState = OwnedState<{ setupId: string } & Slots>;

const slotsOf = ({ rodId, reelId, lureId }: Slots): Slots => ({ rodId, reelId, lureId });

const ownedActive = (state: SetupState, userId: string) => ownedLive(state, userId, 'Setup not found');

/**
 * Each slot takes the user's own gear of that type. A slot left as it was passes even when its gear
 * has since been deleted: renaming a setup must not fail because its rod is gone.
 */
function checkSlots(data: CreateSetup | UpdateSetup, previous: Slots | null) {
  for (const slot of SETUP_SLOTS) {
    const key = `${slot}Id` as const;
    const gearId = data[key];
    if (!gearId || previous?.[key] === gearId) continue;
    const gear = data.gear[gearId];
    const label = SETUP_SLOT_LABELS[slot];
    if (!gear || gear.gearId !== gearId || gear.ownerId !== data.userId || gear.removed) {
      throw new AppError('not_found', `${label} not found`);
    }
    if (gear.typeId !== SETUP_SLOT_TYPE_IDS[slot]) {
      throw new AppError('validation', `${label} must be one of your ${slot}s`);
    }
  }
}

export const setupDecider = deciderOf<SetupCommand, SetupState, SetupEvent>({
  evolve: {
    SetupCreated: (state, { data }) => createdState(data.userId, { setupId: data.setupId, ...slotsOf(data) }),
    SetupUpdated: (state, { data }) => changedState(state, slotsOf(data)),
    SetupRemoved: (state) => removedState(state),
  },

  decide: {
    CreateSetup: (command, state) => {
      assertNew(state, 'setup');
      checkSlots(command.data, null);
      const { setupId, userId, name, rodId, reelId, lureId, notes } = command.data;
      return [
        { type: 'SetupCreated', data: { setupId, userId, name, rodId, reelId, lureId, notes, createdAt: command.now } },
      ];
    },
    UpdateSetup: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      checkSlots(command.data, current);
      const { setupId, name, rodId, reelId, lureId, notes } = command.data;
      return [{ type: 'SetupUpdated', data: { setupId, name, rodId, reelId, lureId, notes, updatedAt: command.now } }];
    },
    RemoveSetup: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      return [{ type: 'SetupRemoved', data: { setupId: current.setupId, removedAt: command.now } }];
    },
  },
});
