import { catchIsWithinStart, openTripStreamName, tripStreamName } from '@tackle/contracts';
import { loadState, type EventStore } from '@tackle/platform';
import { isOpenTrip, openTripDecider, tripDecider, type TripState } from './decider';

/*
 * What the catch log asks of trips on its command side (docs/decisions/025: a command that names
 * another aggregate reads its stream; docs/decisions/125-trips.md: the open trip).
 */

/** The trip's state as its own stream folds it. */
export async function tripState(store: EventStore, tripId: string): Promise<TripState> {
  return (await loadState(store, tripStreamName(tripId), tripDecider)).state;
}

/** The trip `userId` has under way (the one their claim stream names, if its own stream says it is under way), or null. */
export async function openTripOf(store: EventStore, userId: string): Promise<{ tripId: string; startedAt: string } | null> {
  const { state: claim } = await loadState(store, openTripStreamName(userId), openTripDecider);
  if (!claim.claimedTripId) return null;
  const trip = await tripState(store, claim.claimedTripId);
  return isOpenTrip(trip, userId) ? { tripId: trip.tripId, startedAt: trip.startedAt } : null;
}

/**
 * The trip a new catch joins when its body names none: the angler's open trip, when it started at
 * or before the catch's time; else none.
 */
export async function tripForNewCatch(store: EventStore, userId: string, catchDate: string): Promise<string | null> {
  const open = await openTripOf(store, userId);
  return open && catchIsWithinStart(catchDate, open.startedAt) ? open.tripId : null;
}

/** Whether `tripId` is a trip of `userId` that is not removed (under way or ended). */
export async function ownsLiveTrip(store: EventStore, userId: string, tripId: string): Promise<boolean> {
  const trip = await tripState(store, tripId);
  return trip.status === 'active' && trip.ownerId === userId;
}
