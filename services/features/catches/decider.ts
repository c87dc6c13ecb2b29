import { TRIP_MESSAGES, type BiteTimes, type CatchEvent, type DeleteCatch, type LogCatch, type UpdateCatch } from '@tackle/contracts';
import { AppError, assertNew, changedState, createdState, deciderOf, isMediaUrl, ownedLive, removedState, type OwnedState } from '@tackle/platform';

/**
 * Whether the setup, gear and trip a command names belong to the caller (looked up before
 * deciding, since a decider does no I/O; a trip also must not be removed). A reference that is
 * unchanged on an edit is always accepted, so a catch whose setup was deleted later can still be
 * edited.
 */
export interface CatchReferences {
  setupOwned: boolean;
  gearOwned: boolean;
  tripOwned: boolean;
}

/**
 * On an edit, `tripId` left out (undefined) keeps the catch's trip; null takes it out of its trip,
 * an id moves it (docs/decisions/125-trips.md). A new catch's trip is settled before deciding.
 */
export type CatchCommand =
  | { type: 'LogCatch'; data: LogCatch; references: CatchReferences; now: string; biteTimes?: BiteTimes | null }
  | { type: 'UpdateCatch'; data: Omit<UpdateCatch, 'tripId'> & { tripId?: string | null | undefined }; references: CatchReferences; now: string }
  | { type: 'DeleteCatch'; data: DeleteCatch; now: string };

interface References {
  setupId: string | null;
  gearId: string | null;
  tripId: string | null;
}

type CatchState = OwnedState<{ catchId: string } & References, 'logged', 'deleted'>;

/** Older events have no trip. */
const referencesOf = ({ setupId, gearId, tripId }: Omit<References, 'tripId'> & { tripId?: string | null }): References => ({
  setupId,
  gearId,
  tripId: tripId ?? null,
});

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
  if (data.tripId && data.tripId !== previous?.tripId && !references.tripOwned) {
    throw new AppError('not_found', TRIP_MESSAGES.notFound);
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
      const { catchId, userId: _userId, expectedRevision: _expected, tripId: sentTrip, ...sent } = command.data;
      const fields = { ...sent, tripId: sentTrip === undefined ? current.tripId : sentTrip };
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
