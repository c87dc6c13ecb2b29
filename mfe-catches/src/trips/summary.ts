import { seasonForMonth, type Catch, type FishingConditionField, type Trip, type TripWeatherHour } from '@tackle/contracts';
import { hoursOnWater } from '@tackle/ui';
import { perHour, tripTime } from './format';

/*
 * What a trip's page shows of its catches (docs/decisions/126-trip-screens.md). The page counts the
 * catches it lists — those on the server and those still waiting to sync on this device — so its
 * figures and its cards always agree, offline too. Fish count each catch's quantity; catches count
 * entries.
 */

type TripCatch = Pick<Catch, 'id' | 'species' | 'quantity' | 'setupId' | 'bait' | 'date'> & { sync?: unknown };

export interface TripFigures {
  catches: number;
  fish: number;
  /** Most fish first, then by name. */
  species: Array<{ label: string; count: number }>;
  setups: Array<{ id: string; name: string; fish: number }>;
  baits: Array<{ label: string; fish: number }>;
  /** Hours on the water (to now while under way). */
  hours: number;
  /** Null for a trip shorter than a minute. */
  fishPerHour: number | null;
  catchesPerHour: number | null;
  /** Catches counted here that are still waiting to sync. */
  waiting: number;
}

/** Adds `fish` to the entry of `label`, grouping spellings that differ only in case or spaces. */
function tally(into: Map<string, { label: string; count: number }>, label: string, fish: number): void {
  const key = label.trim().toLowerCase();
  const entry = into.get(key) ?? { label: label.trim(), count: 0 };
  entry.count += fish;
  into.set(key, entry);
}

const mostFirst = (a: { label: string; count: number }, b: { label: string; count: number }) => b.count - a.count || a.label.localeCompare(b.label);

export function tripFigures(
  trip: Pick<Trip, 'startedAt' | 'endedAt'>,
  catches: readonly TripCatch[],
  setupName: (id: string) => string | null,
  now = Date.now(),
): TripFigures {
  const species = new Map<string, { label: string; count: number }>();
  const baits = new Map<string, { label: string; count: number }>();
  const setups = new Map<string, number>();
  let fish = 0;
  for (const item of catches) {
    fish += item.quantity;
    tally(species, item.species, item.quantity);
    if (item.bait?.trim()) tally(baits, item.bait, item.quantity);
    if (item.setupId) setups.set(item.setupId, (setups.get(item.setupId) ?? 0) + item.quantity);
  }
  const hours = hoursOnWater(trip, now);
  return {
    catches: catches.length,
    fish,
    species: [...species.values()].sort(mostFirst),
    setups: [...setups.entries()]
      .map(([id, count]) => ({ id, name: setupName(id) ?? 'Removed setup', fish: count }))
      .sort((a, b) => b.fish - a.fish || a.name.localeCompare(b.name)),
    baits: [...baits.values()].sort(mostFirst).map(({ label, count }) => ({ label, fish: count })),
    hours,
    fishPerHour: perHour(fish, hours),
    catchesPerHour: perHour(catches.length, hours),
    waiting: catches.filter((item) => item.sync !== undefined).length,
  };
}

type WeatherOfCatch = Pick<Catch, 'id' | 'species' | 'quantity' | 'date' | 'airTemp' | 'skies' | 'windSpeed' | 'windDirection' | 'barometer'>;

/** One line of the weather through the day: an hour the weather service reported, or a catch with its own weather. */
export type WeatherLine =
  | ({ kind: 'hour'; time: number } & TripWeatherHour)
  | ({ kind: 'catch'; time: number; at: string } & WeatherOfCatch);

/** The hours of the trip's weather and its catches (each with the weather logged with it), in time order; undated ones left out. */
export function weatherThroughTheDay(weather: readonly TripWeatherHour[], catches: readonly WeatherOfCatch[]): WeatherLine[] {
  const lines: WeatherLine[] = [
    ...weather.map((hour) => ({ kind: 'hour' as const, time: Date.parse(hour.at), ...hour })),
    ...catches.map((item) => ({ kind: 'catch' as const, time: tripTime(item.date).getTime(), at: item.date, ...item })),
  ];
  // An hour and a catch at the same time: the hour first, the catch under it.
  return lines.filter((line) => Number.isFinite(line.time)).sort((a, b) => a.time - b.time || (a.kind === 'hour' ? -1 : 1) - (b.kind === 'hour' ? -1 : 1));
}

/**
 * The day's conditions of a trip under way for "What to tie on today" (decision 124): the water as
 * the angler read it (clarity, temperature: readings, not estimates) and the season of its day.
 * Nothing is guessed: what the angler has not recorded is left out, and the card says so.
 */
export function tripConditions(trip: Pick<Trip, 'startedAt' | 'waterClarity' | 'waterTemp'>): Partial<Record<FishingConditionField, string>> {
  const conditions: Partial<Record<FishingConditionField, string>> = {};
  if (trip.waterClarity) conditions.waterClarity = trip.waterClarity;
  if (trip.waterTemp != null) conditions.waterTemp = String(trip.waterTemp);
  const start = tripTime(trip.startedAt);
  if (!Number.isNaN(start.getTime())) conditions.season = seasonForMonth(start.getMonth() + 1);
  return conditions;
}
