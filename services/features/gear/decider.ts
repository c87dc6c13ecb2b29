import type { AddGear, GearEvent, RemoveGear, SetGearImage, UpdateGear } from '@tackle/contracts';
import { AppError, assertNew, changedState, createdState, deciderOf, ownedLive, removedState, type OwnedState } from '@tackle/platform';

/**
 * `ownedConsumableIds`: which of the consumables the command links are the user's own and not
 * removed, looked up by the caller (deciders do no I/O).
 */
export type GearCommand =
  | { type: 'AddGear'; data: AddGear; now: string; ownedConsumableIds?: readonly string[] }
  | { type: 'UpdateGear'; data: UpdateGear; now: string; ownedConsumableIds?: readonly string[] }
  | { type: 'RemoveGear'; data: RemoveGear; now: string }
  | { type: 'SetGearImage'; data: SetGearImage; now: string };

type GearState = OwnedState<{
  gearId: string;
  /** Consumables linked now: they may stay linked even after the consumable itself is gone. */
  consumableIds: readonly string[];
}>;

const linkedConsumableIds = (data: { consumables?: ReadonlyArray<{ consumableId: string }> }) =>
  (data.consumables ?? []).map((link) => link.consumableId);

const ownedActive = (state: GearState, userId: string) => ownedLive(state, userId, 'Gear not found');

/** True when the user may act on the gear (it exists, is not removed, and is theirs). */
export function isOwnedGear(state: GearState, userId: string): boolean {
  return state.status === 'active' && state.ownerId === userId;
}

/** A link to someone else's (or a missing) consumable is refused like a missing id. */
function checkConsumableLinks(
  links: ReadonlyArray<{ consumableId: string }>,
  owned: readonly string[] | undefined,
  alreadyLinked: readonly string[],
): void {
  const allowed = new Set([...(owned ?? []), ...alreadyLinked]);
  if (links.some((link) => !allowed.has(link.consumableId))) throw new AppError('not_found', 'Consumable not found');
}

/** The gear aggregate's rules. Another user's gear is "not found", exactly like missing gear. */
export const gearDecider = deciderOf<GearCommand, GearState, GearEvent>({
  evolve: {
    GearAdded: (state, { data }) => createdState(data.userId, { gearId: data.gearId, consumableIds: linkedConsumableIds(data) }),
    GearUpdated: (state, { data }) => changedState(state, { consumableIds: linkedConsumableIds(data) }),
    GearImageSet: (state) => state,
    GearRemoved: (state) => removedState(state),
  },

  decide: {
    AddGear: (command, state) => {
      assertNew(state, 'gear');
      const { gearId, userId, ...fields } = command.data;
      checkConsumableLinks(fields.consumables, command.ownedConsumableIds, []);
      return [{ type: 'GearAdded', data: { gearId, userId, ...fields, addedAt: command.now } }];
    },
    UpdateGear: (command, state) => {
      const current = ownedActive(state, command.data.userId);
      const { gearId, userId: _userId, expectedRevision: _expected, ...fields } = command.data;
      checkConsumableLinks(fields.consumables, command.ownedConsumableIds, current.consumableIds);
      return [{ type: 'GearUpdated', data: { gearId, ...fields, updatedAt: command.now } }];
    },
    RemoveGear: (command, state) => {
      ownedActive(state, command.data.userId);
      return [{ type: 'GearRemoved', data: { gearId: command.data.gearId, removedAt: command.now } }];
    },
    SetGearImage: (command, state) => {
      ownedActive(state, command.data.userId);
      const { gearId, imageUrl, width, height } = command.data;
      return [{ type: 'GearImageSet', data: { gearId, imageUrl, width, height, setAt: command.now } }];
    },
  },
});
