import { useCallback } from 'react';
import type { TripInputBody, TripWeatherHour } from '@tackle/contracts';
import { endTripPath, TRIPS_PATH, useOutboxWrites } from '@tackle/ui';
import { catchKeys } from '../catches/queries';
import { statsKeys } from '../stats/queries';
import { tripKeys } from './queries';

/*
 * Starting, editing, ending and deleting trips through the outbox, as catches are
 * (docs/decisions/117-offline-first-writes.md, 126-trip-screens.md): without signal a trip started
 * shows at once, marked, and is sent when the signal returns; ending a trip that has not reached the
 * server yet waits behind its start and then names the id the server gave it.
 */

/** A trip's changes move its catches, the statistics and the calendar too. */
const TRIP_REFRESH = [tripKeys.all, catchKeys.all, statsKeys.all, tripKeys.calendar] as const;

const tripLabel = (trip: Pick<TripInputBody, 'name'>) => trip.name;

export function useTripWrites() {
  const writes = useOutboxWrites<TripInputBody>({ entity: 'trip', path: TRIPS_PATH, refresh: TRIP_REFRESH, label: tripLabel, signedOut: 'Sign in to log trips' });
  const { run, send } = writes;

  /** POST /api/trips/:id/end with the weather over the trip (empty when it could not be had). */
  const end = useCallback(
    (trip: { id: string; name: string }, ending: { endedAt: string; weather: TripWeatherHour[] }) =>
      run(() => send({ method: 'POST', path: endTripPath(trip.id), body: ending, targetId: trip.id, label: `End ${trip.name}` })),
    [run, send],
  );

  return { start: writes.create, update: writes.update, end, remove: writes.remove, pending: writes.pending };
}
