import {
  SETUP_CONSUMABLE_SLOTS,
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
  lineId: string | null;
  leaderId: string | null;
  hookId: string | null;
}

type SetupState = OwnedState<{ setupId: string } & Slots>;

const slotsOf = (data: Omit<Slots, 'lineId' | 'leaderId' | 'hookId'> & Partial<Slots>): Slots => ({
  rodId: data.rodId,
  reelId: data.reelId,
  lureId: data.lureId,
  lineId: data.lineId ?? null,
  leaderId: data.leaderId ?? null,
  hookId: data.hookId ?? null,
});

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

/**
 * Line and leader are the user's own consumables of category line, the hook one of category hook
 * (decision 128). As with gear, a place left as it was passes after its consumable is deleted.
 */
function checkConsumables(data: CreateSetup | UpdateSetup, previous: Slots | null) {
  for (const { key, label, category } of SETUP_CONSUMABLE_SLOTS) {
    const consumableId = data[key] ?? null;
    if (!consumableId || previous?.[key] === consumableId) continue;
    const found = data.consumables?.[consumableId];
    if (!found || found.consumableId !== consumableId || found.ownerId !== data.userId || found.removed) {
      throw new AppError('not_found', `${label} not found`);
    }
    if (found.category !== category) throw new AppError('validation', `${label} must be one of your ${category === 'line' ? 'lines' : 'hooks'}`);
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
      checkConsumables(command.data, null);
      const { setupId, userId, name, notes } = command.data;
      return [{ type: 'SetupCreated', data: { setupId, userId, name, ...slotsOf(command.data), notes, createdAt: command.now } }];
    },
    UpdateSetup: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      checkSlots(command.data, current);
      checkConsumables(command.data, current);
      const { setupId, name, notes } = command.data;
      return [{ type: 'SetupUpdated', data: { setupId, name, ...slotsOf(command.data), notes, updatedAt: command.now } }];
    },
    RemoveSetup: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      return [{ type: 'SetupRemoved', data: { setupId: current.setupId, removedAt: command.now } }];
    },
  },
});
