import {
  RECOMMENDATION_SKIES,
  RECOMMENDATION_WATER_CLARITY,
  RECOMMENDATION_WIND,
  SEASON_SUB_TYPES,
  DEFAULT_UNIT_SYSTEM,
  formatDistance,
  formatMeasure,
  formatRange,
  type Coordinates,
  type FishingConditions,
  type RecommendedSpot,
  type UnitSystem,
} from '@tackle/contracts';
import { formatNumber } from './format';
import type { SpotPattern } from './patterns';

/**
 * The match formula (docs/decisions/061, 048). Each factor has a weight; a factor earns weight x
 * credit (0..1). Weights add up to 100 and the score is the points earned out of 100: a factor whose
 * condition the angler left empty is not scored and earns nothing, so a spot only matches on what
 * is known (no conditions at all can never read as a 100 % match).
 */
export const FACTOR_WEIGHTS = {
  season: 14,
  waterTemp: 12,
  clarity: 7,
  skies: 7,
  wind: 5,
  pressure: 9,
  cover: 7,
  depth: 7,
  biteType: 5,
  locationType: 5,
  distance: 22,
} as const;
export type Factor = keyof typeof FACTOR_WEIGHTS;

/** Full distance credit within this many miles; none beyond DISTANCE_ZERO_MILES. */
const DISTANCE_FULL_MILES = 25;
const DISTANCE_ZERO_MILES = 800;
/** Degrees °F (water) or feet (depth) outside a band at which credit reaches 0. */
const WATER_TEMP_FALLOFF_F = 10;
const DEPTH_FALLOFF_FT = 10;
const HIGH_PRESSURE_INHG = 30.1;
const LOW_PRESSURE_INHG = 29.8;

interface FactorScore {
  factor: Factor;
  weight: number;
  credit: number;
  reason: string;
}

export interface ScoredPattern {
  pattern: SpotPattern;
  /** Points earned out of all 100: unscored factors count as no match. */
  matchScore: number;
  /** How well the pattern fits on the factors that were scored (0..1; 0 when none was). */
  fit: number;
  /** Factors not scored because their condition was not given (or no place for distance). */
  unscored: Factor[];
  distanceMiles: number | null;
  factors: FactorScore[];
}

export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function bandCredit(value: number, [min, max]: [number, number], falloff: number): number {
  if (value >= min && value <= max) return 1;
  const gap = value < min ? min - value : value - max;
  return Math.max(0, 1 - gap / falloff);
}

/** Exact match 1; a neighbour on an ordered scale (Clear-Stained, Calm-Light ...) 0.5. */
function listCredit(value: string, liked: string[], scale?: readonly string[]): number {
  if (liked.includes(value)) return 1;
  if (!scale) return 0;
  const at = scale.indexOf(value);
  if (at < 0) return 0;
  return liked.some((other) => Math.abs(scale.indexOf(other) - at) === 1 && scale.includes(other)) ? 0.5 : 0;
}

function pressureLevelOf(inHg: number): 'high' | 'normal' | 'low' {
  if (inHg >= HIGH_PRESSURE_INHG) return 'high';
  if (inHg < LOW_PRESSURE_INHG) return 'low';
  return 'normal';
}

const describe = (credit: number) => (credit >= 1 ? 'matches' : credit > 0 ? 'close to' : 'does not match');
const points = (weight: number, credit: number) => `+${formatNumber(weight * credit, 1)}/${weight}`;
const list = (values: string[]) => values.join('/');

/**
 * Scores one pattern; pure. `from` null leaves distance out (no place chosen). Reasons name the
 * measured values in the angler's units (decision 121).
 */
export function scorePattern(
  pattern: SpotPattern,
  conditions: FishingConditions,
  from: Coordinates | null,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): ScoredPattern {
  const factors: FactorScore[] = [];
  const unknown = pattern.unknownCredit;
  const add = (factor: Factor, credit: number, reason: string) => {
    const weight = FACTOR_WEIGHTS[factor];
    factors.push({ factor, weight, credit, reason: `${reason} (${points(weight, credit)})` });
  };
  const notes = pattern.source === 'personal' ? 'not recorded on that catch' : 'any';
  const categorical = (
    factor: Factor,
    label: string,
    value: string | null,
    liked: string[],
    scale?: readonly string[],
  ) => {
    if (value === null) return;
    if (liked.length === 0) return add(factor, unknown, `${label} ${value}: ${notes}`);
    const credit = listCredit(value, liked, scale);
    add(factor, credit, `${label} ${value} ${describe(credit)} ${list(liked)}`);
  };
  /** A measured factor against the pattern's band: full credit inside it, less with the distance outside. */
  const banded = (
    factor: Factor,
    value: number | null,
    band: [number, number] | null,
    falloff: number,
    reading: (value: number) => string,
    range: (min: number, max: number) => string,
  ) => {
    if (value === null) return;
    if (!band) return add(factor, unknown, `${reading(value)}: ${notes}`);
    const credit = bandCredit(value, band, falloff);
    add(factor, credit, `${reading(value)} ${credit >= 1 ? 'is in' : 'is outside'} ${range(...band)}`);
  };

  // Season (10) and its phase (4) share one factor.
  if (conditions.season !== null) {
    const seasonCredit = pattern.seasons.length === 0 ? unknown : pattern.seasons.includes(conditions.season) ? 1 : 0;
    let phaseCredit = 1;
    let phaseText = '';
    if (conditions.seasonSubType === null) {
      // The phase is part of the season's points: not given, it earns nothing.
      phaseCredit = 0;
      if (seasonCredit > 0) phaseText = ', phase not given';
    } else if (seasonCredit > 0 && pattern.phases.length > 0) {
      phaseCredit = listCredit(conditions.seasonSubType, pattern.phases, SEASON_SUB_TYPES);
      phaseText = `, ${conditions.seasonSubType.toLowerCase()} phase ${describe(phaseCredit)} ${list(pattern.phases).toLowerCase()}`;
    }
    const credit = (seasonCredit * (10 + 4 * phaseCredit)) / 14;
    const seasonText = pattern.seasons.length === 0 ? notes : `${describe(seasonCredit)} ${list(pattern.seasons)}`;
    add('season', credit, `Season ${conditions.season} ${seasonText}${phaseText}`);
  }

  banded(
    'waterTemp',
    conditions.waterTemp,
    pattern.waterTempF,
    WATER_TEMP_FALLOFF_F,
    (temp) => `Water ${formatMeasure(system, 'temperature', temp)}`,
    (min, max) => `the ${formatRange(system, 'temperature', min, max)} band`,
  );

  categorical('clarity', 'Clarity', conditions.waterClarity, pattern.clarity, RECOMMENDATION_WATER_CLARITY);
  categorical('skies', 'Skies', conditions.skies, pattern.skies, RECOMMENDATION_SKIES);
  categorical('wind', 'Wind', conditions.wind, pattern.wind, RECOMMENDATION_WIND);

  // Pressure: trend 60 % + level 40 % (a front falling vs a bluebird high).
  if (conditions.barometerChange !== null || conditions.barometer !== null) {
    // Trend and level share the factor; the part not given earns nothing.
    let earned = 0;
    const possible = 10;
    const parts: string[] = [];
    if (conditions.barometerChange !== null) {
      if (pattern.pressureTrends.length === 0) earned += 6 * unknown;
      else {
        const credit = listCredit(conditions.barometerChange, pattern.pressureTrends);
        earned += 6 * credit;
        parts.push(
          `${conditions.barometerChange.toLowerCase()} ${describe(credit)} ${list(pattern.pressureTrends).toLowerCase()}`,
        );
      }
    }
    if (conditions.barometer !== null) {
      const level = pressureLevelOf(conditions.barometer);
      if (pattern.pressureLevel === null) earned += 4 * unknown;
      else {
        const credit =
          level === pattern.pressureLevel ? 1 : level === 'normal' || pattern.pressureLevel === 'normal' ? 0.5 : 0;
        earned += 4 * credit;
        parts.push(`${formatMeasure(system, 'pressure', conditions.barometer)} (${level}) ${describe(credit)} ${pattern.pressureLevel} pressure`);
      }
    }
    const reading = [
      conditions.barometer !== null ? formatMeasure(system, 'pressure', conditions.barometer) : null,
      conditions.barometerChange?.toLowerCase() ?? null,
    ]
      .filter(Boolean)
      .join(', ');
    const missing =
      conditions.barometerChange === null ? ', trend not given' : conditions.barometer === null ? ', level not given' : '';
    add(
      'pressure',
      earned / possible,
      `${parts.length > 0 ? `Pressure ${parts.join(', ')}` : `Pressure ${reading}: ${notes}`}${missing}`,
    );
  }

  categorical('cover', 'Cover', conditions.cover, pattern.cover);

  banded(
    'depth',
    conditions.depth,
    pattern.depthFt,
    DEPTH_FALLOFF_FT,
    (depth) => `Depth ${formatMeasure(system, 'depth', depth)}`,
    (min, max) => formatRange(system, 'depth', min, max),
  );

  categorical('biteType', 'Bite', conditions.biteType, pattern.biteTypes);
  categorical('locationType', 'Location', conditions.locationSubType, pattern.locationTypes);

  let miles: number | null = null;
  if (from) {
    miles = distanceMiles(from, pattern.coordinates);
    const credit =
      miles <= DISTANCE_FULL_MILES
        ? 1
        : Math.max(0, 1 - (miles - DISTANCE_FULL_MILES) / (DISTANCE_ZERO_MILES - DISTANCE_FULL_MILES));
    add('distance', credit, `${formatDistance(system, miles)} away`);
  }

  const possible = factors.reduce((sum, f) => sum + f.weight, 0);
  const earned = factors.reduce((sum, f) => sum + f.weight * f.credit, 0);
  const matchScore = Math.round((earned / TOTAL_WEIGHT) * 100);
  const scored = new Set(factors.map((f) => f.factor));
  const unscored = (Object.keys(FACTOR_WEIGHTS) as Factor[]).filter((factor) => !scored.has(factor));
  return { pattern, matchScore, fit: possible === 0 ? 0 : earned / possible, unscored, distanceMiles: miles, factors };
}

const TOTAL_WEIGHT = Object.values(FACTOR_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

const FACTOR_NAMES: Record<Factor, string> = {
  season: 'season',
  waterTemp: 'water temperature',
  clarity: 'clarity',
  skies: 'skies',
  wind: 'wind',
  pressure: 'pressure',
  cover: 'cover',
  depth: 'depth',
  biteType: 'bite type',
  locationType: 'location type',
  distance: 'distance',
};

/** The reason line for the factors that earned nothing because their condition was not given. */
function unscoredReason(unscored: readonly Factor[]): string | null {
  if (unscored.length === 0) return null;
  const weight = unscored.reduce((sum, factor) => sum + FACTOR_WEIGHTS[factor], 0);
  return `Not scored, no condition given: ${unscored.map((factor) => FACTOR_NAMES[factor]).join(', ')} (+0/${weight})`;
}

/** Best first; ties go to the nearer water, then the name. */
export function rankPatterns(
  patterns: SpotPattern[],
  conditions: FishingConditions,
  from: Coordinates | null,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): ScoredPattern[] {
  return patterns
    .map((pattern) => scorePattern(pattern, conditions, from, system))
    .sort(
      (a, b) =>
        b.matchScore - a.matchScore ||
        (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0) ||
        a.pattern.name.localeCompare(b.pattern.name),
    );
}

export function toRecommendedSpot(scored: ScoredPattern): RecommendedSpot {
  const { pattern } = scored;
  return {
    id: pattern.id,
    name: pattern.name,
    description: pattern.description,
    matchScore: scored.matchScore,
    recommendedRig: pattern.recommendedRig,
    recommendedBait: pattern.recommendedBait,
    recommendedColor: pattern.recommendedColor,
    coordinates: pattern.coordinates,
    source: pattern.source,
    distanceMiles: scored.distanceMiles === null ? null : Math.round(scored.distanceMiles),
    // Strongest contributions first so the top lines explain the score; what was not scored last.
    reasons: [
      ...[...scored.factors].sort((a, b) => b.weight * b.credit - a.weight * a.credit).map((f) => f.reason),
      ...(unscoredReason(scored.unscored) ? [unscoredReason(scored.unscored)!] : []),
    ],
  };
}
