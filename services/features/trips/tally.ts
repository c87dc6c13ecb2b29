import { placeUtcOffsetMinutes } from '@tackle/domain/solunar';
import { hasOffset, tripHours, type Coordinates, type TripSummary } from '@tackle/contracts';

/** What a trip needs of one of its catches (kept per catch, so a move or delete can be taken back out). */
export interface TripCatch {
  id: string;
  userId: string;
  tripId: string;
  quantity: number;
  species: string;
  setupId: string | null;
  bait: string | null;
  /** `date|loggedAt`: the catch log's order, newest first. */
  sortKey: string;
}

/** What the catches of a trip add up to, kept on the trip's document. */
export interface TripTally {
  catches: number;
  fish: number;
  species: Array<{ label: string; count: number }>;
  /** Newest first, as GET /api/catches lists them. */
  catchIds: string[];
  setups: Array<{ id: string; fish: number }>;
  baits: Array<{ label: string; fish: number }>;
}

export const EMPTY_TALLY: TripTally = { catches: 0, fish: 0, species: [], catchIds: [], setups: [], baits: [] };

/** Case and spacing do not make a different species or bait (as the statistics count them). */
const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Fish by a text field, most first; the label is the first spelling met (oldest catch first). */
function fishBy(catches: readonly TripCatch[], pick: (c: TripCatch) => string | null): Array<{ label: string; fish: number }> {
  const byKey = new Map<string, { label: string; fish: number }>();
  for (const item of catches) {
    const value = pick(item)?.trim();
    if (!value) continue;
    const entry = byKey.get(keyOf(value)) ?? { label: value.replace(/\s+/g, ' '), fish: 0 };
    entry.fish += item.quantity;
    byKey.set(keyOf(value), entry);
  }
  return [...byKey.values()].sort((a, b) => b.fish - a.fish || a.label.localeCompare(b.label));
}

/** The tally of a trip's catches (pure). */
export function tallyOf(catches: readonly TripCatch[]): TripTally {
  const newestFirst = [...catches].sort((a, b) => b.sortKey.localeCompare(a.sortKey) || a.id.localeCompare(b.id));
  const oldestFirst = [...newestFirst].reverse();
  const setups = new Map<string, number>();
  for (const item of catches) if (item.setupId) setups.set(item.setupId, (setups.get(item.setupId) ?? 0) + item.quantity);
  return {
    catches: catches.length,
    fish: catches.reduce((sum, item) => sum + item.quantity, 0),
    species: fishBy(oldestFirst, (c) => c.species).map(({ label, fish }) => ({ label, count: fish })),
    catchIds: newestFirst.map((item) => item.id),
    setups: [...setups.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id, fish]) => ({ id, fish })),
    baits: fishBy(oldestFirst, (c) => c.bait),
  };
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Now, written the way the trip's start is written, so an open trip's hours can be counted "to
 * now". A start with an offset is an instant, and so is now. A local start ('2026-05-01T06:30',
 * as the form sends it) has no zone: now is written in the zone of the trip's place when it has
 * coordinates (the time-zone map the bite times use), else in the zone implied by when it was
 * started (its start against the server's time of the start, to the quarter hour; a start typed
 * as hours earlier than it was pressed shifts it), else in UTC.
 */
export function nowWrittenLike(trip: { startedAt: string; createdAt: string; coordinates: Coordinates | null }, now: Date): string {
  if (hasOffset(trip.startedAt)) return now.toISOString();
  let offsetMs = 0;
  if (trip.coordinates) {
    offsetMs = placeUtcOffsetMinutes(trip.coordinates, now.toISOString().slice(0, 10)) * 60_000;
  } else {
    const implied = Date.parse(`${trip.startedAt.length === 10 ? `${trip.startedAt}T00:00` : trip.startedAt}Z`) - Date.parse(trip.createdAt);
    if (Math.abs(implied) <= 14 * 3_600_000) offsetMs = Math.round(implied / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  }
  return new Date(now.getTime() + offsetMs).toISOString().slice(0, 19);
}

/** The summary of a trip: its tally, its hours (to now while under way) and fish per hour. */
export function summaryOf(
  trip: { startedAt: string; endedAt: string | null; createdAt: string; coordinates: Coordinates | null; tally: TripTally },
  now: Date,
): TripSummary {
  const end = trip.endedAt ?? nowWrittenLike(trip, now);
  const hours = tripHours(trip.startedAt, end);
  return {
    catches: trip.tally.catches,
    fish: trip.tally.fish,
    species: trip.tally.species,
    durationHours: hours,
    fishPerHour: hours * 60 < 1 ? null : Math.round((trip.tally.fish / hours) * 100) / 100,
  };
}
