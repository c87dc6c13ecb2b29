import type { Trip } from '@tackle/contracts';
import { dateFormat } from '@tackle/ui';
import { formatCatchDate } from '../catches/format';

// How a trip reads for people (docs/decisions/126-trip-screens.md). Times are the angler's wall-clock
// times at the water, as the catch log shows them (decision 112).

/** A stored time ('2026-12-05T06:30', a day, or an instant) as a Date in the browser's time. */
export function tripTime(at: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(at);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(at);
  if (local) {
    const [, y, m, d, h, min, s] = local;
    return new Date(Number(y), Number(m) - 1, Number(d), Number(h), Number(min), Number(s ?? 0));
  }
  return new Date(at);
}

/** '3 h 20 min', '45 min', '0 min'. */
export function formatDuration(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A rate per hour, at most 2 decimals ('1.5'), or null when it cannot be said (no time on the water). */
export function perHour(count: number, hours: number): number | null {
  if (!(hours > 1 / 60)) return null;
  return Math.round((count / hours) * 100) / 100;
}

/** 'Sat, Dec 5' in the browser's language: the day a trip is named after. */
export function tripDay(date: Date, locale?: string): string {
  return dateFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(date);
}

/** The name a new trip gets: 'Lake Fork — Sat, Dec 5', or 'Trip — Sat, Dec 5' without a water body. */
export function defaultTripName(waterBody: string | null, date: Date, locale?: string): string {
  return `${waterBody?.trim() || 'Trip'} — ${tripDay(date, locale)}`;
}

/**
 * When a trip was: 'Dec 5, 2026, 6:30 AM – 1:30 PM' on one day, both dates and times across days,
 * '… – under way' while it is open.
 */
export function tripWhen(trip: Pick<Trip, 'startedAt' | 'endedAt'>, locale?: string): string {
  const start = formatCatchDate(trip.startedAt, locale);
  if (!trip.endedAt) return `${start} – under way`;
  const from = tripTime(trip.startedAt);
  const to = tripTime(trip.endedAt);
  const sameDay = from.toDateString() === to.toDateString();
  const end = sameDay ? dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(to) : formatCatchDate(trip.endedAt, locale);
  return `${start} – ${end}`;
}

/** 'Largemouth Bass 3 · Crappie 2', most caught first (the server's order). */
export function speciesLine(species: ReadonlyArray<{ label: string; count: number }>): string {
  return species.map((entry) => `${entry.label} ${entry.count}`).join(' · ');
}

/** '1 fish', '5 fish'; '1 catch', '3 catches'. */
export const fishCount = (n: number) => `${n} fish`;
export const catchCount = (n: number) => `${n} ${n === 1 ? 'catch' : 'catches'}`;
