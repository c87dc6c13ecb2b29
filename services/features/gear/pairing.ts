import Router from '@koa/router';
import {
  DEFAULT_UNIT_SYSTEM,
  GEAR_TYPE_IDS,
  ROD_POWERS,
  formatMeasure,
  type Gear,
  type GearRecommendation,
  type ReelType,
  type RodPower,
  type RodType,
  type UnitSystem,
} from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { unitsOf } from '../settings/public';
import { GEAR_COLLECTION } from './projection';

// Gear pairing advice: which of the angler's reels belongs on which rod. Pure rules over the
// gear's details (and, where details are missing, what its name says), each contributing a
// weighted score and a sentence of explanation.

/** The reel seat a rod has: a trolling rod's is a casting seat built for conventional reels. */
type RodStyle = 'spinning' | 'casting' | 'fly' | 'trolling';
type ReelStyle = 'spinning' | 'baitcasting' | 'conventional' | 'fly' | 'spincast';

/** The parts of a gear read model the rules look at. */
export type PairingGear = Pick<Gear, 'id' | 'name' | 'brand' | 'model' | 'notes' | 'rodDetails' | 'reelDetails'>;

/** How many combinations the dialog lists. */
export const RECOMMENDATION_LIMIT = 10;

const WEIGHTS = { style: 0.4, size: 0.2, drag: 0.2, line: 0.2 } as const;
/** A pairing that cannot be fished (a spinning reel on a casting rod) never scores above this. */
const MISMATCH_CAP = 0.15;

const words = (gear: Pick<PairingGear, 'name' | 'brand' | 'model' | 'notes'>) =>
  ` ${[gear.name, gear.model, gear.notes].filter(Boolean).join(' ').toLowerCase().replace(/[^a-z0-9.]+/g, ' ')} `;

/** The reel seat each rod type has; ice and surf rods are built both ways, so for them the text decides. */
const ROD_TYPE_STYLES: Record<RodType, RodStyle | null> = { Spinning: 'spinning', Casting: 'casting', Fly: 'fly', Trolling: 'trolling', Ice: null, Surf: null };
const REEL_TYPE_STYLES: Record<ReelType, ReelStyle> = { Spinning: 'spinning', Baitcasting: 'baitcasting', Conventional: 'conventional', Fly: 'fly' };

/** The first style whose words the text holds, in the order given; null when none does. */
function styleInWords<S extends string>(text: string, patterns: ReadonlyArray<readonly [RegExp, S]>): S | null {
  return patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const ROD_STYLE_WORDS = [
  [/ fly /, 'fly'],
  [/ (spinning|spin) /, 'spinning'],
  [/ (casting|baitcasting|baitcaster|baitcast|cast|spincast|trigger) /, 'casting'],
] as const satisfies ReadonlyArray<readonly [RegExp, RodStyle]>;

const REEL_STYLE_WORDS = [
  [/ fly /, 'fly'],
  [/ spincast /, 'spincast'],
  [/ (baitcasting|baitcaster|baitcast|casting) /, 'baitcasting'],
  [/ (conventional|trolling|level wind|levelwind) /, 'conventional'],
  [/ spinning /, 'spinning'],
] as const satisfies ReadonlyArray<readonly [RegExp, ReelStyle]>;

/**
 * The rod's reel seat: its rod type when that decides it (decision 037), else what its name, model
 * or notes say; null when neither tells.
 */
export function rodStyle(rod: PairingGear): RodStyle | null {
  const type = rod.rodDetails?.type;
  return (type ? ROD_TYPE_STYLES[type] : null) ?? styleInWords(words(rod), ROD_STYLE_WORDS);
}

/** The reel's type field, else what its name says. */
export function reelStyle(reel: PairingGear): ReelStyle | null {
  const type = reel.reelDetails?.type;
  return (type ? REEL_TYPE_STYLES[type] : null) ?? styleInWords(words(reel), REEL_STYLE_WORDS);
}

const POWER_ABBREVIATIONS: Record<string, RodPower> = {
  ul: 'Ultra Light',
  l: 'Light',
  ml: 'Medium Light',
  m: 'Medium',
  mh: 'Medium Heavy',
  h: 'Heavy',
  xh: 'Extra Heavy',
};

const POWERS_LONGEST_FIRST = [...ROD_POWERS].sort((a, b) => b.length - a.length);

/** 0 (Ultra Light) .. 6 (Extra Heavy): the rod's power field, else 'MH'-style marks in its name. */
export function rodPowerIndex(rod: PairingGear): number | null {
  if (rod.rodDetails?.power) return ROD_POWERS.indexOf(rod.rodDetails.power);
  const text = words(rod);
  // Longest name first: 'medium light' must not be read as 'medium'.
  for (const power of POWERS_LONGEST_FIRST) {
    if (text.includes(` ${power.toLowerCase()} `)) return ROD_POWERS.indexOf(power);
  }
  // '7ft MH', "7'2 M" or 'ZDS72MH': the mark alone or right after the length digits.
  const mark = /(?: |\d)(xh|mh|ml|ul|h|m|l)(?= )/.exec(text)?.[1];
  return mark ? ROD_POWERS.indexOf(POWER_ABBREVIATIONS[mark]!) : null;
}

/**
 * The reel's size number: its size field ('C3000' -> 3000), else the number in its name or model:
 * 2500 in 'Stradic FL 2500HG', 200 in 'Curado 200K'.
 */
export function reelSize(reel: PairingGear): number | null {
  const source = reel.reelDetails?.size ?? [reel.name, reel.model].filter(Boolean).join(' ');
  const tokens = source.split(/[\s/-]+/);
  const sizes = tokens
    .map((token) => /^[A-Za-z]{0,3}(\d{2,5})[A-Za-z]{0,4}$/.exec(token)?.[1])
    .filter((size): size is string => size !== undefined)
    .map(Number)
    .filter((size) => size >= 10 && size <= 30000);
  return sizes.length > 0 ? sizes[sizes.length - 1]! : null;
}

type PowerRange = readonly [number, number];
const RANGES: Record<string, PowerRange> = { '0-1': [0, 1], '0-2': [0, 2], '1-3': [1, 3], '2-4': [2, 4], '3-5': [3, 5], '4-6': [4, 6], '2-5': [2, 5], '5-6': [5, 6] };

/** Power range (indexes into ROD_POWERS) a reel of this style and size balances (shared constants: no allocation per pair). */
function powerRangeForReel(style: ReelStyle, size: number): PowerRange | null {
  if (style === 'spinning') {
    if (size <= 1000) return RANGES['0-1']!;
    if (size <= 2000) return RANGES['0-2']!;
    if (size <= 2500) return RANGES['1-3']!;
    if (size <= 3000) return RANGES['2-4']!;
    if (size <= 4000) return RANGES['3-5']!;
    return RANGES['4-6']!;
  }
  if (style === 'baitcasting' || style === 'conventional') {
    if (size < 100) return RANGES['0-2']!;
    if (size <= 150) return RANGES['2-5']!;
    if (size <= 300) return RANGES['4-6']!;
    return RANGES['5-6']!;
  }
  return null;
}

/** Max drag (lbs) a rod of each power needs at least, and what it can still use. */
const DRAG_NEEDED = [2, 4, 6, 8, 10, 12, 15] as const;
const DRAG_USEFUL = [6, 8, 12, 15, 20, 25, 35] as const;
/** Line (lb test) each power is usually rated for, when the rod does not say. */
const LINE_BY_POWER: ReadonlyArray<[number, number]> = [
  [2, 6],
  [4, 8],
  [6, 12],
  [8, 14],
  [10, 20],
  [14, 25],
  [20, 50],
];

/** '8-17 lb', '6 - 12', '10lb', '8lb-14lb' -> [min, max] in lb; null when it names no numbers. */
export function parseLineRange(text: string | null | undefined): [number, number] | null {
  const numbers = [...(text ?? '').matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0])).filter((n) => n > 0 && n < 200);
  if (numbers.length === 0) return null;
  return [Math.min(...numbers), Math.max(...numbers)];
}

/** Line ratings (lb) in a capacity such as '10/120', '12 lb / 145 yd' or 'Mono 8/150, 10/120'. */
export function parseCapacityRatings(text: string | null | undefined): number[] {
  const ratings = [...(text ?? '').matchAll(/(\d+(?:\.\d+)?)\s*(?:lbs?|#)?\s*[/x@-]\s*\d+\s*(?:yds?|m\b)?/gi)].map((match) =>
    Number(match[1]),
  );
  return ratings.filter((lb) => lb > 0 && lb < 200);
}

interface Factor {
  score: number;
  reason: string | null;
}

const styleLabel: Record<ReelStyle, string> = {
  spinning: 'spinning',
  baitcasting: 'baitcasting',
  conventional: 'conventional',
  fly: 'fly',
  spincast: 'spincast',
};

/** Why the reel seat is unknown, naming only what the angler has not entered (they are asked for the rest). */
function unknownSeatReason(rodGear: PairingGear, rod: RodStyle | null, reel: ReelStyle | null): string {
  const rodType = rodGear.rodDetails?.type;
  const parts: string[] = [];
  if (rod === null) {
    parts.push(
      rodType
        ? `${article(rodType)} ${rodType.toLowerCase()} rod is built with a spinning or a casting seat and this one's name doesn't say which`
        : "the rod's type isn't known",
    );
  }
  if (reel === null) parts.push("the reel's type isn't known");
  const text = parts.join(' and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}, so the reel seat match is unchecked.`;
}

function styleFactor(rod: RodStyle | null, reel: ReelStyle | null, rodGear: PairingGear): Factor & { mismatch: boolean } {
  if (rod === null || reel === null) {
    return { score: 0.5, reason: unknownSeatReason(rodGear, rod, reel), mismatch: false };
  }
  if (rod === 'trolling') {
    if (reel === 'conventional') {
      return { score: 1, reason: 'A conventional reel is what a trolling rod is built for: it sits on top, where the guides are.', mismatch: false };
    }
    if (reel === 'baitcasting') {
      return { score: 0.8, reason: "A baitcasting reel sits on top like a conventional one, so it works on a trolling rod's seat.", mismatch: false };
    }
    if (reel === 'spinning') {
      return {
        score: 0,
        reason: "A spinning reel hangs under the rod, but a trolling rod's guides sit on top: the line would rub the blank.",
        mismatch: true,
      };
    }
  }
  if (rod === 'spinning' && reel === 'spinning') {
    return {
      score: 1,
      reason: "Both are spinning gear: the reel hangs under the rod and the large first guide gathers the line's loops off the spool.",
      mismatch: false,
    };
  }
  if (rod === 'casting' && reel === 'baitcasting') {
    return { score: 1, reason: "A casting rod's guides sit on top of the blank, right where a baitcasting reel feeds its line.", mismatch: false };
  }
  if (rod === 'casting' && (reel === 'conventional' || reel === 'spincast')) {
    return { score: 0.8, reason: `A ${styleLabel[reel]} reel sits on top like a baitcaster, so it works on a casting rod.`, mismatch: false };
  }
  if (rod === 'fly' && reel === 'fly') {
    return { score: 1, reason: 'A fly reel belongs on a fly rod.', mismatch: false };
  }
  if (rod === 'fly' || reel === 'fly') {
    return { score: 0, reason: 'Fly gear only pairs with fly gear: a fly line needs a fly rod and a fly reel.', mismatch: true };
  }
  if (rod === 'spinning') {
    return {
      score: 0,
      reason: `A ${styleLabel[reel]} reel sits on top of the rod, but a spinning rod's guides hang underneath: the line would rub the blank.`,
      mismatch: true,
    };
  }
  return {
    score: 0,
    reason: "A spinning reel hangs under the rod, and a casting rod's small guides on top would choke the line coming off the spool.",
    mismatch: true,
  };
}

const powerName = (index: number) => ROD_POWERS[index]!.toLowerCase();
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The size factor's score alone (the fast path's table and `sizeFactor` share it). */
function sizeScore(power: number | null, style: ReelStyle | null, size: number | null): number {
  if (power === null || style === null || size === null) return 0.5;
  const range = powerRangeForReel(style, size);
  if (!range) return 0.5;
  const [low, high] = range;
  if (power >= low && power <= high) return 1;
  const off = power < low ? low - power : power - high;
  return off === 1 ? 0.6 : 0.2;
}

function sizeFactor(power: number | null, style: ReelStyle | null, size: number | null): Factor {
  const score = sizeScore(power, style, size);
  if (power === null || style === null || size === null) return { score, reason: null };
  const range = powerRangeForReel(style, size);
  if (!range) return { score, reason: null };
  const [low, high] = range;
  const name = powerName(power);
  if (power >= low && power <= high) {
    return { score, reason: `A ${size}-size reel balances ${article(name)} ${name} rod.` };
  }
  const off = power < low ? low - power : power - high;
  const direction = power < low ? 'heavy' : 'light';
  return {
    score,
    reason: `A ${size}-size reel is ${off === 1 ? 'a little' : 'too'} ${direction} for ${article(name)} ${name} rod (it suits ${powerName(low)} to ${powerName(high)}).`,
  };
}

/** The drag factor's score alone. */
function dragScore(power: number | null, drag: number | null | undefined): number {
  if (power === null || drag == null) return 0.5;
  const needed = DRAG_NEEDED[power]!;
  if (drag < needed * 0.6) return 0.2;
  if (drag < needed) return 0.6;
  if (drag > DRAG_USEFUL[power]! * 2) return 0.7;
  return 1;
}

function dragFactor(power: number | null, drag: number | null | undefined, system: UnitSystem): Factor {
  const score = dragScore(power, drag);
  if (power === null || drag == null) return { score, reason: null };
  const needed = DRAG_NEEDED[power]!;
  const useful = DRAG_USEFUL[power]!;
  const name = powerName(power);
  // In the angler's units (decision 121): '11 lb' or '5 kg'.
  const max = formatMeasure(system, 'drag', drag);
  const least = formatMeasure(system, 'drag', needed);
  if (drag < needed * 0.6) {
    return { score, reason: `The reel's ${max} max drag is far below what ${article(name)} ${name} rod can put on a fish (${least} or more).` };
  }
  if (drag < needed) {
    return { score, reason: `The reel's ${max} max drag is a little light for ${article(name)} ${name} rod (${least} or more).` };
  }
  if (drag > useful * 2) {
    return { score, reason: `The reel's ${max} max drag is far more than ${article(name)} ${name} rod can use; the reel is likely heavy for it.` };
  }
  return { score, reason: `The reel's ${max} max drag covers what ${article(name)} ${name} rod can handle.` };
}

/** The rod's line range: its rating when stated, else what its power usually takes. */
function rodLineRange(stated: [number, number] | null, power: number | null): readonly [number, number] | null {
  return stated ?? (power === null ? null : LINE_BY_POWER[power]!);
}

/** The line rating of `ratings` nearest the middle of the range (the first of equals). */
function nearestRating(ratings: readonly number[], min: number, max: number): number {
  const middle = (min + max) / 2;
  let best = ratings[0]!;
  for (let i = 1; i < ratings.length; i++) if (Math.abs(ratings[i]! - middle) < Math.abs(best - middle)) best = ratings[i]!;
  return best;
}

/** The line factor's score alone. */
function lineScore(range: readonly [number, number] | null, ratings: readonly number[]): number {
  if (ratings.length === 0 || range === null) return 0.5;
  const [min, max] = range;
  for (const lb of ratings) if (lb >= min && lb <= max) return 1;
  const nearest = nearestRating(ratings, min, max);
  const gap = nearest < min ? min - nearest : nearest - max;
  return gap / Math.max(1, max - min) <= 0.5 ? 0.5 : 0.2;
}

function lineFactor(rod: PairingGear, power: number | null, capacity: string | null | undefined): Factor {
  const ratings = parseCapacityRatings(capacity);
  const stated = parseLineRange(rod.rodDetails?.lineWeight);
  const range = rodLineRange(stated, power);
  if (ratings.length === 0 || range === null) return { score: lineScore(range, ratings), reason: null };
  const [min, max] = range;
  const source = stated ? 'rated' : 'typical for its power';
  const rangeText = `${min}-${max} lb`;
  const score = lineScore(range, ratings);
  const fitting = ratings.filter((lb) => lb >= min && lb <= max);
  if (fitting.length > 0) {
    return { score, reason: `The reel is spooled for ${fitting[0]} lb line, inside the rod's ${rangeText} (${source}).` };
  }
  const nearest = nearestRating(ratings, min, max);
  return {
    score,
    reason: `The reel's line capacity is given for ${nearest} lb line, outside the rod's ${rangeText} (${source}).`,
  };
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The details that would make the advice surer and that the angler has not entered. A detail that
 * is entered is never asked for, even when the rules could not read it (issue 14: "pairing never
 * asks for details already entered").
 */
function missingDetails(rod: PairingGear, reel: PairingGear): string[] {
  const missing: string[] = [];
  const rodType = rod.rodDetails?.type ?? null;
  if (rodType === null && rodStyle(rod) === null) missing.push("the rod's type");
  if (!rod.rodDetails?.power && rodPowerIndex(rod) === null) missing.push("the rod's power");
  // A power gives a typical line rating, so the rating is only asked for when neither is known.
  if (!rod.rodDetails?.lineWeight && rodPowerIndex(rod) === null) missing.push("the rod's line rating");
  if (!reel.reelDetails?.type && reelStyle(reel) === null) missing.push("the reel's type");
  if (!reel.reelDetails?.size && reelSize(reel) === null) missing.push("the reel's size");
  if (reel.reelDetails?.drag == null) missing.push("the reel's max drag");
  if (!reel.reelDetails?.capacity) missing.push("the reel's line capacity");
  return missing;
}

/** Confidence (0..1) and explanation for one rod and reel. */
export function scorePairing(rod: PairingGear, reel: PairingGear, system: UnitSystem = DEFAULT_UNIT_SYSTEM): { confidence: number; explanation: string } {
  const power = rodPowerIndex(rod);
  const style = reelStyle(reel);
  const styleResult = styleFactor(rodStyle(rod), style, rod);
  const factors: Array<[Factor, number]> = [
    [styleResult, WEIGHTS.style],
    [sizeFactor(power, style, reelSize(reel)), WEIGHTS.size],
    [dragFactor(power, reel.reelDetails?.drag, system), WEIGHTS.drag],
    [lineFactor(rod, power, reel.reelDetails?.capacity), WEIGHTS.line],
  ];
  const confidence = combinedConfidence(styleResult.score, styleResult.mismatch, factors[1]![0].score, factors[2]![0].score, factors[3]![0].score);
  const reasons = factors.map(([factor]) => factor.reason).filter((reason): reason is string => reason !== null);
  const missing = missingDetails(rod, reel);
  if (missing.length > 0) {
    reasons.push(`Add ${listed(missing)} for a surer answer.`);
  }
  return { confidence, explanation: reasons.join(' ') };
}

/** The weighted sum of the four factors, capped for a pairing that cannot be fished, to 3 decimals. */
function combinedConfidence(style: number, mismatch: boolean, size: number, drag: number, line: number): number {
  let confidence = 0 + style * WEIGHTS.style + size * WEIGHTS.size + drag * WEIGHTS.drag + line * WEIGHTS.line;
  if (mismatch) confidence = Math.min(confidence, MISMATCH_CAP);
  return Math.round(confidence * 1000) / 1000;
}

const summary = (gear: PairingGear) => ({ id: gear.id, name: gear.name, brand: gear.brand, model: gear.model });

/** One rod and reel as advice: its confidence and explanation (scorePairing) and the two items. */
export function pairingAdvice(rod: PairingGear, reel: PairingGear, system: UnitSystem): GearRecommendation {
  const { confidence, explanation } = scorePairing(rod, reel, system);
  return { confidence, rod: summary(rod), reel: summary(reel), explanation };
}

/** The rods and the reels of an inventory, each in the order they came in (the rest takes no part). */
export function rodsAndReels<T extends Pick<Gear, 'typeId'>>(gear: readonly T[]): { rods: T[]; reels: T[] } {
  return { rods: gear.filter((item) => item.typeId === GEAR_TYPE_IDS.rod), reels: gear.filter((item) => item.typeId === GEAR_TYPE_IDS.reel) };
}

/** What the confidence of a pair depends on, read once per rod and once per reel. */
interface RodTraits {
  style: RodStyle | null;
  power: number | null;
  line: readonly [number, number] | null;
}
/** A reel's style, and its size, drag and line scores against each rod power and line range. */
interface ReelScores {
  style: ReelStyle | null;
  scores: Float64Array;
}

/** Items with the same traits share one bucket, so each distinct (rod, reel) kind is scored once. */
function bucketed<T, Traits>(items: readonly T[], traitsOf: (item: T) => Traits, keyOf: (traits: Traits) => string) {
  const index = new Map<string, number>();
  const traits: Traits[] = [];
  const bucketOf = new Int32Array(items.length);
  items.forEach((item, i) => {
    const own = traitsOf(item);
    const key = keyOf(own);
    let bucket = index.get(key);
    if (bucket === undefined) {
      bucket = traits.length;
      index.set(key, bucket);
      traits.push(own);
    }
    bucketOf[i] = bucket;
  });
  // The items of each bucket, in their order.
  const members: number[][] = traits.map(() => []);
  bucketOf.forEach((bucket, i) => members[bucket]!.push(i));
  return { traits, bucketOf, members };
}

/** Rank of each item's name in `localeCompare` order (equal names share a rank). */
function nameRanks(items: readonly PairingGear[]): Int32Array {
  const order = items.map((_, i) => i).sort((a, b) => items[a]!.name.localeCompare(items[b]!.name));
  const ranks = new Int32Array(items.length);
  let rank = 0;
  order.forEach((item, position) => {
    if (position > 0 && items[order[position - 1]!]!.name.localeCompare(items[item]!.name) !== 0) rank++;
    ranks[item] = rank;
  });
  return ranks;
}

/**
 * Every rod with every reel, best first (ties by rod then reel name, then the order they came in),
 * at most `limit`. The confidence of a pair depends only on a few traits of the rod and of the reel,
 * so rods and reels are put in buckets of equal traits and each bucket pair is scored once (numbers
 * only); the best `limit` pairs are then picked in one pass without sorting or allocating per pair,
 * and only those get their explanation. Answers exactly what scoring and sorting every pair answers
 * (`recommendPairingsByScoringEveryPair` in test/pairing-reference.ts; pairing.test.ts compares them).
 */
export function recommendPairings(
  gear: ReadonlyArray<PairingGear & Pick<Gear, 'typeId'>>,
  limit = RECOMMENDATION_LIMIT,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): GearRecommendation[] {
  const { rods, reels } = rodsAndReels(gear);
  if (rods.length === 0 || reels.length === 0 || limit <= 0) return [];
  const rodBuckets = bucketed(
    rods,
    (rod): RodTraits => {
      const power = rodPowerIndex(rod);
      return { style: rodStyle(rod), power, line: rodLineRange(parseLineRange(rod.rodDetails?.lineWeight), power) };
    },
    (traits) => `${traits.style}|${traits.power}|${traits.line?.join('-') ?? ''}`,
  );
  const rodKinds = rodBuckets.traits;
  // The rods' line ranges, each once: a reel's line score is read per range.
  const lineRanges = new Map<string, number>();
  const rangeOf = new Int32Array(rodKinds.length);
  const ranges: Array<readonly [number, number] | null> = [];
  rodKinds.forEach((rod, r) => {
    const key = rod.line?.join('-') ?? '';
    if (!lineRanges.has(key)) {
      lineRanges.set(key, ranges.length);
      ranges.push(rod.line);
    }
    rangeOf[r] = lineRanges.get(key)!;
  });
  // A power index per rod kind: 0..6, and 7 for none.
  const POWERS = ROD_POWERS.length + 1;
  const powerOf = (power: number | null) => power ?? ROD_POWERS.length;
  // Per reel, what each factor scores against each rod power and line range: then a reel is a row
  // of numbers, and reels with the same row score alike against every rod.
  const reelBuckets = bucketed(
    reels,
    (reel): ReelScores => {
      const style = reelStyle(reel);
      const size = reelSize(reel);
      const drag = reel.reelDetails?.drag ?? null;
      const ratings = parseCapacityRatings(reel.reelDetails?.capacity);
      const scores = new Float64Array(2 * POWERS + ranges.length);
      for (let p = 0; p < POWERS; p++) {
        const power = p === ROD_POWERS.length ? null : p;
        scores[p] = sizeScore(power, style, size);
        scores[POWERS + p] = dragScore(power, drag);
      }
      ranges.forEach((range, k) => (scores[2 * POWERS + k] = lineScore(range, ratings)));
      return { style, scores };
    },
    (traits) => `${traits.style}|${traits.scores.join(',')}`,
  );
  const reelKinds = reelBuckets.traits;
  // The reel seat's factor per pair of styles, read once (the rod is read for the wording only),
  // held by style index so the loop below only reads arrays.
  const ROD_STYLES: Array<RodStyle | null> = ['spinning', 'casting', 'fly', 'trolling', null];
  const REEL_STYLES: Array<ReelStyle | null> = ['spinning', 'baitcasting', 'conventional', 'fly', 'spincast', null];
  const seatScore = new Float64Array(ROD_STYLES.length * REEL_STYLES.length);
  const seatMismatch = new Uint8Array(ROD_STYLES.length * REEL_STYLES.length);
  ROD_STYLES.forEach((rodStyleName, a) =>
    REEL_STYLES.forEach((reelStyleName, b) => {
      const seat = styleFactor(rodStyleName, reelStyleName, rods[0]!);
      seatScore[a * REEL_STYLES.length + b] = seat.score;
      seatMismatch[a * REEL_STYLES.length + b] = seat.mismatch ? 1 : 0;
    }),
  );
  const reelStyleOf = Int32Array.from(reelKinds, (reel) => REEL_STYLES.indexOf(reel.style));
  // One confidence per (rod kind, reel kind), and the best of each rod kind's row.
  const table = new Float64Array(rodKinds.length * reelKinds.length);
  const rowBest = new Float64Array(rodKinds.length);
  for (let r = 0; r < rodKinds.length; r++) {
    const rod = rodKinds[r]!;
    const power = powerOf(rod.power);
    const line = 2 * POWERS + rangeOf[r]!;
    const seats = ROD_STYLES.indexOf(rod.style) * REEL_STYLES.length;
    const row = r * reelKinds.length;
    let best = -1;
    for (let s = 0; s < reelKinds.length; s++) {
      const scores = reelKinds[s]!.scores;
      const seat = seats + reelStyleOf[s]!;
      const confidence = combinedConfidence(seatScore[seat]!, seatMismatch[seat] === 1, scores[power]!, scores[POWERS + power]!, scores[line]!);
      table[row + s] = confidence;
      if (confidence > best) best = confidence;
    }
    rowBest[r] = best;
  }
  // The best `limit` pairs, kept sorted best first in a small array (insertion into at most `limit`).
  const rodRank = nameRanks(rods);
  const reelRank = nameRanks(reels);
  const keep = Math.min(limit, rods.length * reels.length);
  const bestRod = new Int32Array(keep);
  const bestReel = new Int32Array(keep);
  const bestConfidence = new Float64Array(keep);
  let kept = 0;
  // a before b: higher confidence, then rod name, reel name, then the order of the straightforward loop.
  const before = (confidence: number, rod: number, reel: number, k: number) => {
    const other = bestConfidence[k]!;
    if (confidence !== other) return confidence > other;
    const otherRod = bestRod[k]!;
    const otherReel = bestReel[k]!;
    if (rodRank[rod] !== rodRank[otherRod]) return rodRank[rod]! < rodRank[otherRod]!;
    if (reelRank[reel] !== reelRank[otherReel]) return reelRank[reel]! < reelRank[otherReel]!;
    return rod !== otherRod ? rod < otherRod : reel < otherReel;
  };
  // The lowest confidence the best `keep` pairs can have: confidences have three decimals, so a
  // count of pairs per value (each cell stands for its rods × its reels) finds it in one pass.
  const perValue = new Float64Array(1001);
  for (let r = 0; r < rodKinds.length; r++) {
    const rodsOfKind = rodBuckets.members[r]!.length;
    const row = r * reelKinds.length;
    for (let s = 0; s < reelKinds.length; s++) perValue[Math.round(table[row + s]! * 1000)]! += rodsOfKind * reelBuckets.members[s]!.length;
  }
  let floor = 1000;
  for (let pairs = perValue[1000]!; pairs < keep && floor > 0; ) pairs += perValue[--floor]!;
  const threshold = floor / 1000 - 0.0005;
  const offer = (confidence: number, rod: number, reel: number) => {
    if (kept === keep && !before(confidence, rod, reel, keep - 1)) return;
    let at = kept < keep ? kept++ : keep - 1;
    while (at > 0 && before(confidence, rod, reel, at - 1)) {
      bestConfidence[at] = bestConfidence[at - 1]!;
      bestRod[at] = bestRod[at - 1]!;
      bestReel[at] = bestReel[at - 1]!;
      at--;
    }
    bestConfidence[at] = confidence;
    bestRod[at] = rod;
    bestReel[at] = reel;
  };
  // Only the pairs at or above that floor can be among the best; `before` orders them whatever
  // the order they are offered in.
  for (let r = 0; r < rodKinds.length; r++) {
    if (rowBest[r]! < threshold) continue;
    const row = r * reelKinds.length;
    for (let s = 0; s < reelKinds.length; s++) {
      const confidence = table[row + s]!;
      if (confidence < threshold) continue;
      for (const rod of rodBuckets.members[r]!) for (const reel of reelBuckets.members[s]!) offer(confidence, rod, reel);
    }
  }
  const advice: GearRecommendation[] = [];
  for (let k = 0; k < kept; k++) advice.push(pairingAdvice(rods[bestRod[k]!]!, reels[bestReel[k]!]!, system));
  return advice;
}

/** GET /api/gear/recommendations */
export function pairingQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/gear/recommendations', async (ctx) => {
    // Only rods and reels take part: read those, not the whole inventory, and none at all when one
    // of the two kinds is missing (no pair can be made).
    const userId = currentUser(ctx).id;
    const kinds = [GEAR_TYPE_IDS.rod, GEAR_TYPE_IDS.reel];
    const counts = await Promise.all(kinds.map((typeId) => store.count(GEAR_COLLECTION, { userId, typeId })));
    if (counts.some((count) => count === 0)) {
      ctx.body = [];
      return;
    }
    const [[rods = [], reels = []], system] = await Promise.all([
      Promise.all(kinds.map((typeId) => store.find<Gear>(GEAR_COLLECTION, { userId, typeId }, { sort: { field: 'createdAt', direction: 'desc' } }))),
      unitsOf(store, userId),
    ]);
    ctx.body = recommendPairings([...rods, ...reels], RECOMMENDATION_LIMIT, system);
  });
  return router;
}
