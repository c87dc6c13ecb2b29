import Router from '@koa/router';
import { moonPhaseOn } from '@tackle/domain/solunar';
import {
  calendarQuerySchema,
  catchDay,
  TRIP_MESSAGES,
  type CalendarDay,
  type CalendarResponse,
  type Trip,
  type TripDetail,
} from '@tackle/contracts';
import { AppError, currentUser, idParam, type AppState, type ReadStore } from '@tackle/platform';
import { CATCHES_COLLECTION } from '../catches/public';
import { TRIP_SETUPS_COLLECTION, TRIPS_COLLECTION, type TripDoc } from './projection';
import { nowWrittenLike, summaryOf } from './tally';

const NEWEST_FIRST = { sort: { field: 'sortKey', direction: 'desc' } } as const;

/** A trip as the API answers it: its fields and its summary (hours counted to `now` while under way). */
function tripAnswer(doc: TripDoc, now: Date): Trip {
  const { tally: _tally, sortKey: _sortKey, ...trip } = doc;
  return { ...trip, summary: summaryOf(doc, now) };
}

/** GET /api/trips: the angler's trips, newest start first, each with its summary. */
export async function listTrips(store: ReadStore, userId: string, now = new Date()): Promise<Trip[]> {
  const docs = await store.find<TripDoc>(TRIPS_COLLECTION, { userId }, NEWEST_FIRST);
  return docs.map((doc) => tripAnswer(doc, now));
}

/** GET /api/trips/:id: the trip, its catches (newest first) and the setups and baits they were caught on. */
export async function tripDetail(store: ReadStore, userId: string, tripId: string, now = new Date()): Promise<TripDetail> {
  const doc = await store.get<TripDoc>(TRIPS_COLLECTION, tripId);
  if (!doc || doc.userId !== userId) throw new AppError('not_found', TRIP_MESSAGES.notFound);
  const setupNames = await Promise.all(doc.tally.setups.map(({ id }) => store.get<{ userId: string; name: string }>(TRIP_SETUPS_COLLECTION, id)));
  return {
    ...tripAnswer(doc, now),
    catchIds: doc.tally.catchIds,
    setupsUsed: doc.tally.setups.map(({ id, fish }, index) => {
      const named = setupNames[index];
      return { id, name: named && named.userId === userId ? named.name : 'Unnamed setup', fish };
    }),
    baitsUsed: doc.tally.baits,
  };
}

/** The days of a month, 'YYYY-MM-01' … the last. */
function daysOf(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * GET /api/calendar?month=YYYY-MM: every day of the month with the trips on the water that day
 * (from the day a trip starts to the day it ends, or today while it is under way), the catches
 * and fish logged for that day, and the moon.
 */
export async function calendarMonth(store: ReadStore, userId: string, month: string, now = new Date()): Promise<CalendarResponse> {
  const days = daysOf(month);
  const [trips, catches] = await Promise.all([
    store.find<TripDoc>(TRIPS_COLLECTION, { userId }, { sort: { field: 'sortKey', direction: 'asc' } }),
    store.find<{ date: string; quantity?: number }>(CATCHES_COLLECTION, { userId, month }),
  ]);
  const byDay = new Map<string, CalendarDay>(
    days.map((date) => [date, { date, trips: [], catches: 0, fish: 0, moonPhase: moonPhaseOn(date) }]),
  );
  for (const item of catches) {
    const day = byDay.get(catchDay(item.date));
    if (!day) continue;
    day.catches += 1;
    // Older catches have no quantity: one fish each.
    day.fish += item.quantity ?? 1;
  }
  for (const trip of trips) {
    const first = catchDay(trip.startedAt);
    const last = catchDay(trip.endedAt ?? nowWrittenLike(trip, now));
    for (const date of days) {
      if (date >= first && date <= (last < first ? first : last)) byDay.get(date)?.trips.push({ id: trip.id, name: trip.name });
    }
  }
  return { month, days: days.map((date) => byDay.get(date)!) };
}

export function tripQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/trips', async (ctx) => {
    ctx.body = await listTrips(store, currentUser(ctx).id);
  });
  router.get('/api/trips/:id', async (ctx) => {
    const user = currentUser(ctx);
    ctx.body = await tripDetail(store, user.id, idParam(ctx.params.id, 'Trip'));
  });
  router.get('/api/calendar', async (ctx) => {
    const user = currentUser(ctx);
    const raw = ctx.query.month;
    if (Array.isArray(raw)) throw new AppError('bad_request', 'Give month once, as YYYY-MM');
    const parsed = calendarQuerySchema.safeParse({ month: raw });
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'month must be YYYY-MM');
    const now = new Date();
    ctx.body = await calendarMonth(store, user.id, parsed.data.month ?? now.toISOString().slice(0, 7), now);
  });
  return router;
}
