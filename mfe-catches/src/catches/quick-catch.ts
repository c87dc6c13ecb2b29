import { catchInputSchema, catchWeightFromForm, type Catch, type CatchInput, type Coordinates } from '@tackle/contracts';
import { COMMON_SPECIES } from './catch-form-logic';
import { newestFirst } from './pending';

/*
 * Quick Catch (issue 17, docs/decisions/118-quick-catch.md): a catch in one tap on the water. The
 * species the angler catches most lately come first; the setup, bait, rig and place of the last
 * quick catch are remembered; time and position are taken by themselves.
 */

/** What a quick catch carries over to the next one (kept per account in the browser). */
export interface QuickCatchMemory {
  setupId: string | null;
  bait: string | null;
  rig: string | null;
  location: string | null;
  coordinates: Coordinates | null;
}

export const EMPTY_MEMORY: QuickCatchMemory = { setupId: null, bait: null, rig: null, location: null, coordinates: null };
export const QUICK_CATCH_MEMORY = 'quick-catch';

/** How many species buttons the sheet and the counter show. */
export const QUICK_SPECIES_COUNT = 6;

/**
 * Species to offer, most recently caught first (each once, as first written), then the common
 * species; `query` narrows them to those containing it (any case).
 */
export function speciesChoices(catches: readonly Pick<Catch, 'species' | 'date' | 'createdAt'>[], query = ''): string[] {
  const recent = [...catches].sort(newestFirst);
  const seen = new Set<string>();
  const choices: string[] = [];
  for (const species of [...recent.map((c) => c.species.trim()), ...COMMON_SPECIES]) {
    const key = species.toLowerCase();
    if (!species || seen.has(key)) continue;
    seen.add(key);
    choices.push(species);
  }
  const wanted = query.trim().toLowerCase();
  return wanted ? choices.filter((species) => species.toLowerCase().includes(wanted)) : choices;
}

/** 'YYYY-MM-DDTHH:mm' in the device's time: the form's date format, for a catch logged now. */
export function localDateTime(now: Date): string {
  const shifted = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** An instant as local time with the browser's offset: '2026-12-05T06:30:00-06:00'. */
export function withOffset(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

export interface QuickCatch {
  species: string;
  pounds: number | null;
  ounces: number | null;
  now: Date;
  /** The device's position now, or null when it could not be had (the remembered place is used). */
  position: Coordinates | null;
  memory: QuickCatchMemory;
  /** Fish in this entry (1 unless the angler says more). */
  quantity?: number;
  /**
   * The trip under way as this device knows it (its id, or its pending id while it waits to sync);
   * none: the body names no trip, and the server puts the catch on the trip under way, if any.
   */
  tripId?: string | null;
}

/**
 * The catch a quick log sends: species, weight, how many, now, here (or the remembered place), the
 * trip under way, and the remembered setup, bait and rig. A position from the device replaces the
 * remembered place's coordinates, and then the place's name only if it was for the same spot (within
 * about 500 m).
 */
export function quickCatchInput({ species, pounds, ounces, now, position, memory, quantity = 1, tripId }: QuickCatch): CatchInput {
  const samePlace = position && memory.coordinates ? distanceKm(position, memory.coordinates) < 0.5 : false;
  const input = catchInputSchema.parse({
    species: species.trim(),
    weight: catchWeightFromForm(pounds, ounces),
    quantity,
    date: localDateTime(now),
    coordinates: position ?? memory.coordinates,
    location: position && !samePlace ? null : memory.location,
    setupId: memory.setupId,
    bait: memory.bait,
    rig: memory.rig,
  });
  // Set after parsing: a trip waiting to sync has a pending id, which the outbox replaces (decision 126).
  return tripId ? { ...input, tripId } : input;
}

/** What the next quick catch remembers from this one. */
export function memoryAfter(input: CatchInput): QuickCatchMemory {
  return { setupId: input.setupId, bait: input.bait, rig: input.rig, location: input.location, coordinates: input.coordinates };
}

/**
 * "Log another like this": a new catch with the species, place, setup and tackle of `source`, now,
 * without its weight, length, photo, notes or weather (those belong to that fish and that hour).
 */
export function anotherLikeThis(source: Catch, now: Date): CatchInput {
  return catchInputSchema.parse({
    species: source.species,
    date: localDateTime(now),
    location: source.location,
    coordinates: source.coordinates,
    setupId: source.setupId,
    gearId: source.gearId,
    bait: source.bait,
    rig: source.rig,
    color: source.color,
    baitWeight: source.baitWeight,
    retrieve: source.retrieve,
    depth: source.depth,
    cover: source.cover,
    waterClarity: source.waterClarity,
    locationSubType: source.locationSubType,
  });
}

/** Great-circle distance in km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
