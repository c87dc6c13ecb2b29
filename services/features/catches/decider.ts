import type { BiteTimes, CatchEvent, DeleteCatch, LogCatch, UpdateCatch } from '@tackle/contracts';
import { AppError, assertNew, changedState, createdState, deciderOf, isMediaUrl, ownedLive, removedState, type OwnedState } from '@tackle/platform';

/**
 * Whether the setup and gear a command names belong to the caller (looked up before deciding,
 * since a decider does no I/O). A reference that is unchanged on an edit is always accepted, so a
 * catch whose setup was deleted later can still be edited.
 */
export interface CatchReferences {
  setupOwned: boolean;
  gearOwned: boolean;
}

export type CatchCommand =
  | { type: 'LogCatch'; data: LogCatch; references: CatchReferences; now: string; biteTimes?: BiteTimes | null }
  | { type: 'UpdateCatch'; data: UpdateCatch; references: CatchReferences; now: string }
  | { type: 'DeleteCatch'; data: DeleteCatch; now: string };

interface References {
  setupId: string | null;
  gearId: string | null;
}

type CatchState = OwnedState<{ catchId: string } & References, 'logged', 'deleted'>;

const referencesOf = ({ setupId, gearId }: References): References => ({ setupId, gearId });

/** A catch photo is one we stored (POST /api/catches/photos): never an outside URL. */
function checkPhoto(imageUrl: string | null) {
  if (imageUrl && !isMediaUrl(imageUrl)) throw new AppError('validation', 'Upload the photo with the catch form');
}

function checkReferences(data: References, references: CatchReferences, previous: References | null) {
  if (data.setupId && data.setupId !== previous?.setupId && !references.setupOwned) {
    throw new AppError('not_found', 'Setup not found');
  }
  if (data.gearId && data.gearId !== previous?.gearId && !references.gearOwned) {
    throw new AppError('not_found', 'Gear not found');
  }
}

/** The catch aggregate's rules. Another angler's catch is "not found", exactly like a missing one. */
export const catchDecider = deciderOf<CatchCommand, CatchState, CatchEvent>({
  evolve: {
    CatchLogged: (state, { data }) => createdState(data.userId, { catchId: data.catchId, ...referencesOf(data) }, 'logged'),
    CatchUpdated: (state, { data }) => changedState(state, referencesOf(data)),
    CatchDeleted: (state) => removedState(state, 'deleted'),
  },

  decide: {
    LogCatch: (command, state) => {
      assertNew(state, 'catch');
      const { catchId, userId, ...fields } = command.data;
      checkReferences(fields, command.references, null);
      checkPhoto(fields.imageUrl);
      return [{ type: 'CatchLogged', data: { catchId, userId, ...fields, ...(command.biteTimes ? { biteTimes: command.biteTimes } : {}), loggedAt: command.now } }];
    },
    UpdateCatch: (command, state) => {
      const current = ownedLive(state, command.data.userId, 'Catch not found', 'logged');
      const { catchId, userId: _userId, expectedRevision: _expected, ...fields } = command.data;
      checkReferences(fields, command.references, current);
      checkPhoto(fields.imageUrl);
      return [{ type: 'CatchUpdated', data: { catchId, ...fields, updatedAt: command.now } }];
    },
    DeleteCatch: (command, state) => {
      ownedLive(state, command.data.userId, 'Catch not found', 'logged');
      return [{ type: 'CatchDeleted', data: { catchId: command.data.catchId, deletedAt: command.now } }];
    },
  },
});
