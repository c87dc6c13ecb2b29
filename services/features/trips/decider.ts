import {
  endsAtOrAfterStart,
  openTripStreamName,
  TRIP_MESSAGES,
  type OpenTripEvent,
  type TripEvent,
  type TripInput,
  type TripWeatherHour,
} from '@tackle/contracts';
import {
  AppError,
  assertNew,
  changedState,
  ConcurrencyError,
  createdState,
  deciderOf,
  ownedLive,
  removedState,
  type OwnedState,
} from '@tackle/platform';

/*
 * Two aggregates (docs/decisions/125-trips.md): the trip itself (`trip-<id>`), and the angler's
 * claim of their open trip (`opentrip-<userId>`), which makes "at most one trip under way" hold
 * under concurrency: every start of a trip under way appends its claim there with the revision
 * it read.
 */

interface TripKept {
  tripId: string;
  startedAt: string;
  endedAt: string | null;
  /** Kept so that an edit that leaves the weather out keeps it (TripUpdated replaces every field). */
  weather: TripWeatherHour[];
}

/**
 * A trip: none yet, under way or ended (`active`, its end says which), removed; or `abandoned`,
 * when a start claimed it as the open trip but never wrote it, and another start closed it off.
 */
export type TripState = OwnedState<TripKept> | { status: 'abandoned' };

/** What a PUT sends: the typed fields, with endedAt and weather left out when the body leaves them out. */
export type TripChanges = Omit<TripInput, 'endedAt' | 'weather'> & { endedAt?: string | null; weather?: TripWeatherHour[] };

export type TripCommand =
  | { type: 'StartTrip'; data: TripInput & { tripId: string; userId: string }; now: string }
  | { type: 'UpdateTrip'; data: TripChanges & { tripId: string; userId: string }; now: string }
  | { type: 'EndTrip'; data: { tripId: string; userId: string; endedAt: string; weather: TripWeatherHour[] }; now: string }
  | { type: 'RemoveTrip'; data: { tripId: string; userId: string }; now: string }
  | { type: 'AbandonTrip'; data: { tripId: string }; now: string };

function checkEnd(startedAt: string, endedAt: string | null) {
  if (endedAt !== null && !endsAtOrAfterStart(startedAt, endedAt)) throw new AppError('validation', TRIP_MESSAGES.endBeforeStart);
}

/** Whether a trip is under way: live, its own, not ended. */
export function isOpenTrip(state: TripState, userId: string): state is Extract<TripState, { status: 'active' }> {
  return state.status === 'active' && state.ownerId === userId && state.endedAt === null;
}

/** The trip's rules. Another angler's trip is "not found", exactly like a missing one. */
export const tripDecider = deciderOf<TripCommand, TripState, TripEvent>({
  evolve: {
    TripStarted: (_state, { data }) =>
      createdState(data.userId, { tripId: data.tripId, startedAt: data.startedAt, endedAt: data.endedAt, weather: data.weather }),
    TripUpdated: (state, { data }) =>
      state.status === 'abandoned' ? state : changedState(state, { startedAt: data.startedAt, endedAt: data.endedAt, weather: data.weather }),
    TripEnded: (state, { data }) => (state.status === 'abandoned' ? state : changedState(state, { endedAt: data.endedAt, weather: data.weather })),
    TripRemoved: (state) => (state.status === 'none' ? { status: 'abandoned' } : state.status === 'abandoned' ? state : removedState(state)),
  },

  decide: {
    StartTrip: (command, state) => {
      // A start that lost its claim to another (decision 125): that trip is the one under way.
      if (state.status === 'abandoned') throw new AppError('conflict', TRIP_MESSAGES.anotherOpen);
      assertNew(state, 'trip');
      const { tripId, userId, endedAt, weather, ...fields } = command.data;
      checkEnd(fields.startedAt, endedAt);
      const started: TripEvent = { type: 'TripStarted', data: { tripId, userId, ...fields, endedAt: null, weather: [], createdAt: command.now } };
      // A trip logged afterwards: started, then ended with its weather.
      if (endedAt === null) return [started];
      return [started, { type: 'TripEnded', data: { tripId, endedAt, weather, updatedAt: command.now } }];
    },
    UpdateTrip: (command, state) => {
      const current = ownedLive(state, command.data.userId, TRIP_MESSAGES.notFound);
      const { tripId, userId: _userId, endedAt: sentEnd, weather: sentWeather, ...fields } = command.data;
      const endedAt = sentEnd === undefined ? current.endedAt : sentEnd;
      if (current.endedAt !== null && endedAt === null) throw new AppError('validation', TRIP_MESSAGES.cannotReopen);
      checkEnd(fields.startedAt, endedAt);
      const weather = sentWeather ?? current.weather;
      if (current.endedAt === null && endedAt !== null) {
        // Ended by an edit: the edit, then the end, as POST /api/trips/:id/end would.
        return [
          { type: 'TripUpdated', data: { tripId, ...fields, endedAt: null, weather: current.weather, updatedAt: command.now } },
          { type: 'TripEnded', data: { tripId, endedAt, weather, updatedAt: command.now } },
        ];
      }
      return [{ type: 'TripUpdated', data: { tripId, ...fields, endedAt, weather, updatedAt: command.now } }];
    },
    EndTrip: (command, state) => {
      const current = ownedLive(state, command.data.userId, TRIP_MESSAGES.notFound);
      if (current.endedAt !== null) throw new AppError('conflict', TRIP_MESSAGES.alreadyEnded);
      checkEnd(current.startedAt, command.data.endedAt);
      const { tripId, endedAt, weather } = command.data;
      return [{ type: 'TripEnded', data: { tripId, endedAt, weather, updatedAt: command.now } }];
    },
    RemoveTrip: (command, state) => {
      ownedLive(state, command.data.userId, TRIP_MESSAGES.notFound);
      return [{ type: 'TripRemoved', data: { tripId: command.data.tripId, removedAt: command.now } }];
    },
    AbandonTrip: (command, state) => {
      if (state.status !== 'none') throw new AppError('conflict', 'This trip was written after all');
      return [{ type: 'TripRemoved', data: { tripId: command.data.tripId, removedAt: command.now } }];
    },
  },
});

// ---------------------------------------------------------------------------------------------
// The open trip (opentrip-<userId>)
// ---------------------------------------------------------------------------------------------

/** The trip the angler last claimed as under way (whether it still is, its own stream says). */
export interface OpenTripState {
  claimedTripId: string | null;
  /** When that claim was made (the claiming start writes its trip right after). */
  claimedAt: string | null;
}

/**
 * A claim of `tripId` as the open trip. `claimed` is the trip the claim stream named when it was
 * read and `claimedIsOpen` whether that trip was under way (looked up before deciding).
 */
export type OpenTripCommand = {
  type: 'OpenTrip';
  data: { userId: string; tripId: string; claimed: string | null; claimedIsOpen: boolean };
  now: string;
};

export const openTripDecider = deciderOf<OpenTripCommand, OpenTripState, OpenTripEvent>({
  initialState: { claimedTripId: null, claimedAt: null },
  evolve: {
    TripOpened: (_state, { data }) => ({ claimedTripId: data.tripId, claimedAt: data.openedAt }),
  },
  decide: {
    OpenTrip: (command, state) => {
      const { userId, tripId, claimed, claimedIsOpen } = command.data;
      // The claim moved on since `claimedIsOpen` was looked up: the caller reads again and retries.
      if (state.claimedTripId !== claimed) throw new ConcurrencyError(openTripStreamName(userId), claimed, null);
      if (claimed !== null && claimed !== tripId && claimedIsOpen) throw new AppError('conflict', TRIP_MESSAGES.anotherOpen);
      return [{ type: 'TripOpened', data: { userId, tripId, openedAt: command.now } }];
    },
  },
});
