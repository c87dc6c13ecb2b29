import {
  SETUP_SLOTS,
  SETUP_SLOT_LABELS,
  SETUP_SLOT_TYPE_IDS,
  type CreateSetup,
  type RemoveSetup,
  type SetupEvent,
  type UpdateSetup,
} from '@tackle/contracts';
import { AppError, assertNew, ownedLive, removedState, deciderOf } from '@tackle/platform';

export type SetupCommand =
  | { type: 'CreateSetup'; data: CreateSetup; now: string }
  | { type: 'UpdateSetup'; data: UpdateSetup; now: string }
  | { type: 'RemoveSetup'; data: RemoveSetup; now: string };

interface Slots {
  rodId: string | null;
  reelId: string | null;
  lureId: string | null;
}

type SetupState =
  | { status: 'none' }
  | ({ status: 'active'; setupId: string; ownerId: string } & Slots)
  | ({ status: 'removed'; setupId: string; ownerId: string } & Slots);

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
  initialState: { status: 'none' },

  evolve: {
    SetupCreated: (state, event) => ({
      status: 'active',
      setupId: event.data.setupId,
      ownerId: event.data.userId,
      rodId: event.data.rodId,
      reelId: event.data.reelId,
      lureId: event.data.lureId,
    }),
    SetupUpdated: (state, event) => state.status === 'none'
      ? state
      : { ...state, rodId: event.data.rodId, reelId: event.data.reelId, lureId: event.data.lureId },
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
