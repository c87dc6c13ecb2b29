import type { AddGear, GearEvent, RemoveGear, UpdateGear } from '@tackle/contracts';
import { AppError, type Decider } from '@tackle/platform';

export type GearCommand =
  | { type: 'AddGear'; data: AddGear; now: string }
  | { type: 'UpdateGear'; data: UpdateGear; now: string }
  | { type: 'RemoveGear'; data: RemoveGear; now: string };

export type GearState =
  | { status: 'none' }
  | { status: 'active'; gearId: string; ownerId: string }
  | { status: 'removed'; gearId: string; ownerId: string };

const notFound = () => new AppError('not_found', 'Gear not found');

/** The gear aggregate's rules. Another user's gear is "not found", exactly like missing gear. */
export const gearDecider: Decider<GearCommand, GearState, GearEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'GearAdded':
        return { status: 'active', gearId: event.data.gearId, ownerId: event.data.userId };
      case 'GearUpdated':
        return state;
      case 'GearRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddGear': {
        if (state.status !== 'none') throw new AppError('conflict', 'This gear already exists');
        const { gearId, userId, ...fields } = command.data;
        return [{ type: 'GearAdded', data: { gearId, userId, ...fields, addedAt: command.now } }];
      }
      case 'UpdateGear': {
        if (state.status !== 'active' || state.ownerId !== command.data.userId) throw notFound();
        const { gearId, userId: _userId, expectedRevision: _expected, ...fields } = command.data;
        return [{ type: 'GearUpdated', data: { gearId, ...fields, updatedAt: command.now } }];
      }
      case 'RemoveGear': {
        if (state.status !== 'active' || state.ownerId !== command.data.userId) throw notFound();
        return [{ type: 'GearRemoved', data: { gearId: command.data.gearId, removedAt: command.now } }];
      }
    }
  },
};
