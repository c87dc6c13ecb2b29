import {
  GEAR_TYPE_IDS,
  LINE_TYPE_MESSAGE,
  SPOOL_FUTURE_MESSAGE,
  SPOOL_REEL_ONLY_MESSAGE,
  type AddGear,
  type GearEvent,
  type RemoveGear,
  type SetGearImage,
  type SpoolReel,
  type UpdateGear,
} from '@tackle/contracts';
import { AppError, assertNew, changedState, createdState, deciderOf, ownedLive, removedState, type OwnedState } from '@tackle/platform';

/**
 * `ownedConsumableIds`: which of the consumables the command links are the user's own and not
 * removed, looked up by the caller (deciders do no I/O).
 */
export type GearCommand =
  | { type: 'AddGear'; data: AddGear; now: string; ownedConsumableIds?: readonly string[] }
  | { type: 'UpdateGear'; data: UpdateGear; now: string; ownedConsumableIds?: readonly string[] }
  | { type: 'RemoveGear'; data: RemoveGear; now: string }
  | { type: 'SetGearImage'; data: SetGearImage; now: string }
  | { type: 'SpoolReel'; data: SpoolReel; now: string };

type GearState = OwnedState<{
  gearId: string;
  typeId: number;
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
    GearAdded: (state, { data }) => createdState(data.userId, { gearId: data.gearId, typeId: data.typeId, consumableIds: linkedConsumableIds(data) }),
    GearUpdated: (state, { data }) => changedState(state, { typeId: data.typeId, consumableIds: linkedConsumableIds(data) }),
    GearImageSet: (state) => state,
    ReelSpooled: (state) => state,
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
    SpoolReel: (command, state) => [{ type: 'ReelSpooled', data: spooling(command, state) }],
  },
});

/** A few minutes of clock difference between a phone and the server is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * What a reel was spooled with (decision 128): the angler's own reel, their own line (a consumable
 * of category line, or for a restored spooling whose line is gone, the line's name), its kind (from
 * the command, else the consumable's words), and a date not in the future.
 */
function spooling({ data, now }: { data: SpoolReel; now: string }, state: GearState) {
  const reel = ownedActive(state, data.userId);
  if (reel.typeId !== GEAR_TYPE_IDS.reel) throw new AppError('validation', SPOOL_REEL_ONLY_MESSAGE);
  const { line, input, restoredLine } = data;
  const ownLine = line && line.ownerId === data.userId && !line.removed && line.consumableId === input.consumableId.toLowerCase() ? line : null;
  if (!restoredLine) {
    if (!ownLine) throw new AppError('not_found', 'Consumable not found');
    if (ownLine.category !== 'line') throw new AppError('validation', `${ownLine.name} is not a line: choose one of your lines`);
  }
  const lineType = input.lineType ?? ownLine?.lineType ?? null;
  if (!lineType) throw new AppError('validation', LINE_TYPE_MESSAGE);
  const spooledAt = input.spooledAt ? new Date(input.spooledAt).toISOString() : now;
  if (new Date(spooledAt).getTime() > new Date(now).getTime() + CLOCK_SKEW_MS) throw new AppError('validation', SPOOL_FUTURE_MESSAGE);
  return {
    gearId: reel.gearId,
    consumableId: ownLine?.consumableId ?? null,
    lineName: restoredLine?.lineName ?? ownLine!.name,
    lineType,
    amountUsed: input.amountUsed,
    unit: restoredLine ? restoredLine.unit : ownLine!.unit,
    leader: input.leader,
    notes: input.notes,
    spooledAt,
    recordedAt: now,
  };
}
