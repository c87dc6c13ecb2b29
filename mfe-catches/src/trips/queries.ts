import { calendarResponseSchema, tripDetailSchema } from '@tackle/contracts';
import { apiQuery, tripsKey, type Api } from '@tackle/ui';

/**
 * Query keys of the trips screens. The list itself is the kit's (`useTrips`: the floating button and
 * the top bar read it too); a trip's detail sits under it, so refreshing the list refreshes it.
 */
export const tripKeys = {
  all: tripsKey,
  detail: (id: string) => [...tripsKey, id] as const,
  calendar: ['/api/calendar'] as const,
  calendarMonth: (month: string) => [...tripKeys.calendar, month] as const,
};

export const tripQueries = {
  /** GET /api/trips/:id: the trip, its catches' ids and what they were caught on. */
  detail: (api: Api, id: string) => apiQuery(api, tripKeys.detail(id), `/api/trips/${encodeURIComponent(id)}`, tripDetailSchema),
  /** GET /api/calendar?month=YYYY-MM: every day of the month with its trips, catches and moon. */
  calendar: (api: Api, month: string) =>
    apiQuery(api, tripKeys.calendarMonth(month), `/api/calendar?month=${encodeURIComponent(month)}`, calendarResponseSchema),
};
