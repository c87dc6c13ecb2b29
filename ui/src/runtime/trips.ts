import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  endTripInputSchema,
  tripHours,
  tripInputSchema,
  tripListResponseSchema,
  type Trip,
  type TripSummary,
} from '@tackle/contracts';
import { useOutbox } from '../offline/outbox';
import { withPending, type Listed, type PendingRules } from '../offline/pending';
import type { QueuedChange } from '../offline/store';
import { useApi } from './api';
import { useSession } from './session';

/*
 * The angler's trips as every screen sees them (docs/decisions/126-trip-screens.md): GET /api/trips
 * with the trip changes still waiting in the outbox applied, and the trip under way. The shell's
 * floating button and top bar and the catches remote (the trips pages, the catch form, Quick Catch)
 * share them through the one query cache, as they share the settings (ui/src/runtime/units.ts).
 */

export const TRIPS_PATH = '/api/trips';
/** The query key of the trips list (its first element is the GET path, like every list's key). */
export const tripsKey = [TRIPS_PATH] as const;

/** A trip of the list, with the mark of a change of it waiting in the outbox. */
export type ListedTrip = Listed<Trip>;

/** The path of ending a trip: POST /api/trips/:id/end. */
export const endTripPath = (tripId: string) => `${TRIPS_PATH}/${encodeURIComponent(tripId)}/end`;
const isEnd = (change: Pick<QueuedChange, 'path'>) => /\/end$/.test(change.path);

/** `now` as the forms write times: the local date-time on the device's clock ('2026-12-05T09:41:00'). */
function localNow(now: number): string {
  const at = new Date(now);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

/**
 * Hours on the water: from the start to the end, or to `now` while the trip is under way; 2 decimals,
 * counted as the server counts them (contracts' tripHours).
 */
export function hoursOnWater(trip: Pick<Trip, 'startedAt' | 'endedAt'>, now = Date.now()): number {
  return tripHours(trip.startedAt, trip.endedAt ?? localNow(now));
}

/** What a trip the server has not seen yet adds up to: its time, and no catches counted yet. */
function unsyncedSummary(trip: Pick<Trip, 'startedAt' | 'endedAt'>): TripSummary {
  return { catches: 0, fish: 0, species: [], durationHours: hoursOnWater(trip), fishPerHour: null };
}

/** The trip a waiting start makes, as the server will list it. */
function waitingTrip(change: QueuedChange, id: string, userId: string): Trip | null {
  const parsed = tripInputSchema.safeParse(change.body ?? {});
  if (!parsed.success) return null;
  const fields = parsed.data;
  return { ...fields, id, userId, summary: unsyncedSummary(fields), createdAt: change.createdAt, updatedAt: change.createdAt, revision: 0 };
}

/** The trip as a waiting edit or end leaves it. */
function changedTrip(trip: Trip, change: QueuedChange): Trip {
  if (isEnd(change)) {
    const ended = endTripInputSchema.safeParse(change.body ?? {});
    if (!ended.success) return trip;
    const next = { ...trip, endedAt: ended.data.endedAt, weather: ended.data.weather };
    return { ...next, summary: { ...trip.summary, durationHours: hoursOnWater(next) } };
  }
  const body = change.body ?? {};
  const edited = tripInputSchema.safeParse(body);
  if (!edited.success) return trip;
  // An edit that does not name the end or the weather keeps them (contracts' tripFieldsShape).
  const next = {
    ...trip,
    ...edited.data,
    endedAt: 'endedAt' in body ? edited.data.endedAt : trip.endedAt,
    weather: 'weather' in body ? edited.data.weather : trip.weather,
  };
  return { ...next, summary: { ...trip.summary, durationHours: hoursOnWater(next) } };
}

export const tripPendingRules = (userId: string): PendingRules<Trip> => ({
  entity: 'trip',
  created: (change, id) => waitingTrip(change, id, userId),
  changed: changedTrip,
});

/** Newest trip first (by when it started; the later made first on a tie), as the server lists them. */
export function newestTripFirst(a: Pick<Trip, 'startedAt' | 'createdAt'>, b: Pick<Trip, 'startedAt' | 'createdAt'>): number {
  return Date.parse(b.startedAt) - Date.parse(a.startedAt) || b.createdAt.localeCompare(a.createdAt);
}

/** The server's trips with the outbox's trip changes applied, newest first. */
export function withPendingTrips(trips: readonly Trip[], changes: readonly QueuedChange[], userId: string): ListedTrip[] {
  return withPending(trips, changes, tripPendingRules(userId)).sort(newestTripFirst);
}

/** The trip under way (not ended), the latest started if there were ever more than one; null when none. */
export function openTripOf<T extends Pick<Trip, 'endedAt' | 'startedAt' | 'createdAt'>>(trips: readonly T[] | undefined): T | null {
  return [...(trips ?? [])].filter((trip) => trip.endedAt === null).sort(newestTripFirst)[0] ?? null;
}

/** GET /api/trips for the signed-in angler (kept for reading offline like every list). */
export function useTripsQuery() {
  const api = useApi();
  const session = useSession();
  return useQuery({
    queryKey: tripsKey,
    queryFn: ({ signal }) => api.get(TRIPS_PATH, tripListResponseSchema, { signal }),
    enabled: session !== null,
    staleTime: TRIPS_FRESH_MS,
  });
}

/**
 * How long an answer of the trips list stands before a screen that mounts asks again (decision
 * 173): the layout reads the list as the app starts, and the trips page, mounting a moment later,
 * asked for it a second time before its first screen. Writes that change a trip refresh it at once.
 */
export const TRIPS_FRESH_MS = 5_000;

/** The signed-in angler's trips (undefined while loading) with their waiting changes, newest first. */
export function useTrips(): { query: ReturnType<typeof useTripsQuery>; trips: ListedTrip[] | undefined } {
  const query = useTripsQuery();
  const userId = useSession()?.user.id ?? null;
  const { changes } = useOutbox(userId);
  const trips = useMemo(() => (query.data && userId ? withPendingTrips(query.data, changes, userId) : undefined), [query.data, changes, userId]);
  return { query, trips };
}

/** The trip under way, with its waiting changes (started offline: its pending id and sync mark); null when none. */
export function useOpenTrip(): ListedTrip | null {
  return openTripOf(useTrips().trips);
}
