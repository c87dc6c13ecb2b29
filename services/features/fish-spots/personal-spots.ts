import {
  BITE_TYPES,
  LOCATION_SUB_TYPES,
  catchDay,
  DEFAULT_UNIT_SYSTEM,
  formatMeasure,
  personalSpotKey,
  type Catch,
  type Coordinates,
  type FishingConditions,
  type UnitSystem,
} from '@tackle/contracts';
import { catchConditions, oneOf } from '@tackle/domain/conditions';
import type { SpotPattern } from './patterns';
import { rankPatterns, type ScoredPattern } from './scoring';

/**
 * A personal spot is shown only when the past catch fits today's given conditions this well (0..100
 * over the factors that were scored) and was made in the same season: a January catch says little
 * about a July day however close the spot is. Without any condition but the distance, nothing of
 * today is known to match, so no personal spot is offered.
 */
const PERSONAL_SPOT_MIN_SCORE = 60;

/** Catch form cover (Open Water, Vegetation, Structure, Shadow) -> the recommendation list. */
function cover(value: string | null): string[] {
  switch (value) {
    case null:
      return [];
    case 'Open Water':
      return ['None'];
    case 'Structure':
      return ['Rocks', 'Wood', 'Brush'];
    case 'Shadow':
      return ['Wood', 'Brush'];
    default:
      return ['None', 'Brush', 'Rocks', 'Vegetation', 'Wood'].includes(value) ? [value] : [];
  }
}

const one = <T extends string>(value: T | null): T[] => (value === null ? [] : [value]);

function title(entry: Catch, system: UnitSystem): string {
  const weight = entry.weight ? formatMeasure(system, 'weight', entry.weight) : null;
  return weight ? `${entry.species} of ${weight}` : entry.species;
}

/** '2026-05-03' -> 'May 3, 2026', the date format people read everywhere else in Tackle. */
function readableDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** One past catch as a pattern: its recorded conditions are what "worked". */
export function catchToPattern(entry: Catch, system: UnitSystem = DEFAULT_UNIT_SYSTEM): SpotPattern | null {
  if (!entry.coordinates) return null;
  const day = catchDay(entry.date);
  const { season, phase, clarity, skies, wind, trend: pressureTrend } = catchConditions(entry);
  const gear = [entry.rig, entry.bait, entry.color].filter((part): part is string => Boolean(part));
  return {
    id: `catch-${entry.id}`,
    name: `Your spot: ${entry.location ?? `${entry.coordinates.lat.toFixed(4)}, ${entry.coordinates.lon.toFixed(4)}`}`,
    description: `You caught a ${title(entry, system)} here on ${readableDay(day)}${gear.length > 0 ? ` on ${gear.join(', ')}` : ''}.`,
    species: entry.species,
    location: entry.location ?? '',
    coordinates: entry.coordinates,
    source: 'personal',
    seasons: [season],
    phases: one(phase),
    waterTempF: entry.waterTemp !== null ? [entry.waterTemp - 4, entry.waterTemp + 4] : null,
    clarity: one(clarity),
    skies: one(skies),
    wind: one(wind),
    pressureTrends: one(pressureTrend),
    pressureLevel:
      entry.barometer === null ? null : entry.barometer >= 30.1 ? 'high' : entry.barometer < 29.8 ? 'low' : 'normal',
    cover: cover(entry.cover),
    locationTypes: one(oneOf(LOCATION_SUB_TYPES, entry.locationSubType)),
    depthFt: entry.depth !== null ? [Math.max(0, entry.depth - 3), entry.depth + 3] : null,
    biteTypes: one(oneOf(BITE_TYPES, entry.biteType)),
    recommendedRig: gear.length > 0 ? gear.join(' – ') : 'What you used that day (no rig recorded)',
    recommendedBait: entry.bait,
    recommendedColor: entry.color,
    timeOfDay: null,
    bestTide: null,
    unknownCredit: 0.5,
  };
}

/**
 * The angler's catches that match today's conditions, one per place (coordinates to about 1 km),
 * keeping the best-matching catch and saying how many were caught there.
 */
export function rankPersonalSpots(
  catches: Catch[],
  conditions: FishingConditions,
  from: Coordinates | null,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): ScoredPattern[] {
  const patterns = catches.map((entry) => catchToPattern(entry, system)).filter((pattern): pattern is SpotPattern => pattern !== null);
  const ranked = rankPatterns(patterns, conditions, from, system).filter(
    (scored) =>
      scored.fit * 100 >= PERSONAL_SPOT_MIN_SCORE &&
      scored.factors.some((factor) => factor.factor !== 'distance') &&
      !scored.factors.some((factor) => factor.factor === 'season' && factor.credit === 0),
  );
  const placeKey = personalSpotKey;
  const countAt = new Map<string, number>();
  for (const pattern of patterns)
    countAt.set(placeKey(pattern.coordinates), (countAt.get(placeKey(pattern.coordinates)) ?? 0) + 1);
  const seen = new Set<string>();
  const best: ScoredPattern[] = [];
  for (const scored of ranked) {
    const key = placeKey(scored.pattern.coordinates);
    if (seen.has(key)) continue;
    seen.add(key);
    const count = countAt.get(key) ?? 1;
    best.push(
      count > 1
        ? {
            ...scored,
            pattern: {
              ...scored.pattern,
              description: `${scored.pattern.description} ${count} catches logged at this spot.`,
            },
          }
        : scored,
    );
  }
  return best;
}
