import {
  GEAR_TYPE_IDS,
  PATTERN_ASPECTS,
  PATTERN_CONDITION_FIELDS,
  catchDay,
  formatMeasure,
  isEstimated,
  toDisplayUnit,
  unitOf,
  type Catch,
  type Gear,
  type PatternAspect,
  type PatternCondition,
  type PatternConditionField,
  type PatternOwnership,
  type PatternsQuery,
  type PatternsResponse,
  type PatternSuggestion,
  type Setup,
  type UnitSystem,
} from '@tackle/contracts';
import { catchConditions } from '@tackle/domain/conditions';

/*
 * The pattern finder behind GET /api/patterns: from the angler's own catches, which bait, colour,
 * rig, depth and setup worked in conditions like today's. Pure: the catches, gear, setups, today's
 * conditions, the time and the unit system come in; the answer goes out. How "like today" is
 * matched and when a suggestion is trusted: docs/decisions/124-patterns.md.
 */

/** The thresholds a suggestion has to pass (docs/decisions/124-patterns.md). */
export const PATTERN_RULES = {
  /** Fish with the aspect recorded, in the compared conditions, before anything is compared. */
  minGroupFish: 5,
  /** Fish on the suggested bait (colour, rig ...) at least ... */
  minSupportFish: 3,
  /** ... and at least this share of the fish compared. */
  minShare: 1 / 3,
  /** A catch's water is "like today's" within this many °F of a reading ... */
  waterTempBandF: 4,
  /** ... or of an estimate, which may be several degrees off. */
  estimatedWaterTempBandF: 7,
  /** Evidence whose newest fish is older than this says so. */
  oldAfterYears: 3,
} as const;

/** What the finder reads of a catch; `quantity` (fish in the entry) is optional, 1 when absent. */
export type PatternCatch = Pick<
  Catch,
  | 'id'
  | 'date'
  | 'bait'
  | 'rig'
  | 'color'
  | 'depth'
  | 'setupId'
  | 'gearId'
  | 'season'
  | 'seasonSubType'
  | 'waterTemp'
  | 'estimated'
  | 'waterClarity'
  | 'skies'
  | 'wind'
  | 'windSpeed'
  | 'barometerChange'
> & { quantity?: number | null };

export type PatternGear = Pick<Gear, 'id' | 'name' | 'typeId' | 'brand' | 'model' | 'lureDetails'>;
export type PatternSetup = Pick<Setup, 'id' | 'name' | 'rod' | 'reel' | 'lure'>;

export interface PatternInput {
  catches: readonly PatternCatch[];
  /** The angler's gear as it is now (removed gear is not in it). */
  gear: readonly PatternGear[];
  setups: readonly PatternSetup[];
  conditions: PatternsQuery;
  now: Date;
  units: UnitSystem;
}

// ---------------------------------------------------------------------------------------------
// A catch, read once
// ---------------------------------------------------------------------------------------------

interface AspectValue {
  key: string;
  label: string;
}

interface ReadCatch {
  fish: number;
  day: string;
  waterTempEstimated: boolean;
  /** Bit i set: the catch matches today's condition i (see `matchers`). */
  mask: number;
  values: Record<PatternAspect, AspectValue | null>;
  /** Lures of the angler's this catch names (its gearId, its setup's lure). */
  lureIds: string[];
}

/** Case and spacing do not make a different bait (as the statistics count them). */
const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Words only, lower case: 'Chartreuse/White' -> 'chartreuse white'. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether `text` names `name` as a word or words ('spinner bait' and 'spinnerbait' alike). */
function mentions(text: string | null | undefined, name: string | null | undefined): boolean {
  if (!text || !name) return false;
  const haystack = words(text);
  const needle = words(name);
  if (needle === '') return false;
  if (` ${haystack} `.includes(` ${needle} `)) return true;
  const compact = needle.replace(/ /g, '');
  return compact.length >= 5 && haystack.replace(/ /g, '').includes(compact);
}

function fishOf(entry: PatternCatch): number {
  const quantity = entry.quantity;
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
}

const DEPTH_EDGES: Readonly<Record<UnitSystem, readonly number[]>> = {
  imperial: [5, 10, 15, 20, 30],
  metric: [1.5, 3, 4.5, 6, 9],
};

/** A depth band in the angler's units: 'under 5 ft', '5-10 ft', '30 ft and deeper'. */
function depthBand(depthFt: number, units: UnitSystem): AspectValue {
  const symbol = unitOf(units, 'depth').symbol;
  const depth = toDisplayUnit(units, 'depth', depthFt) ?? depthFt;
  const edges = DEPTH_EDGES[units];
  const upper = edges.findIndex((edge) => depth < edge);
  if (upper === 0) return { key: `0`, label: `under ${edges[0]} ${symbol}` };
  if (upper === -1) return { key: `${edges.length}`, label: `${edges[edges.length - 1]} ${symbol} and deeper` };
  return { key: `${upper}`, label: `${edges[upper - 1]}-${edges[upper]} ${symbol}` };
}

// ---------------------------------------------------------------------------------------------
// Today's conditions, as matchers
// ---------------------------------------------------------------------------------------------

interface CatchConditions {
  clarity: string | null;
  waterTemp: number | null;
  skies: string | null;
  wind: string | null;
  trend: string | null;
  season: string;
  phase: string | null;
}

interface Matcher {
  field: PatternConditionField;
  /** How much matching it makes the compared fish "like today" (the subsets' order). */
  weight: number;
  label: string;
  matches(entry: CatchConditions): boolean;
}

const SKIES_WORDS: Record<string, { label: string; phrase: string }> = {
  Clear: { label: 'clear skies', phrase: 'under clear skies' },
  'Partly Cloudy': { label: 'partly cloudy skies', phrase: 'under partly cloudy skies' },
  Overcast: { label: 'overcast skies', phrase: 'under overcast skies' },
  Rain: { label: 'rain', phrase: 'in the rain' },
};
const WIND_WORDS: Record<string, { label: string; phrase: string }> = {
  Calm: { label: 'calm', phrase: 'in calm weather' },
  Light: { label: 'light wind', phrase: 'in light wind' },
  Moderate: { label: 'moderate wind', phrase: 'in moderate wind' },
  Strong: { label: 'strong wind', phrase: 'in strong wind' },
};
const TREND_WORDS: Record<string, string> = { Rising: 'rising', Falling: 'falling', Stable: 'steady' };

/** '63-71°F' (whole degrees) in the angler's units. */
function temperatureRange(lowF: number, highF: number, units: UnitSystem): string {
  const { symbol } = unitOf(units, 'temperature');
  const low = Math.round(toDisplayUnit(units, 'temperature', lowF) ?? lowF);
  const high = Math.round(toDisplayUnit(units, 'temperature', highF) ?? highF);
  return `${low}-${high}${symbol}`;
}

interface Today {
  matchers: Matcher[];
  conditions: PatternCondition[];
  /** The words of a set of matched conditions: 'in stained water of 63-71°F under overcast skies'. */
  phrase(mask: number): string;
  labels(mask: number): string[];
}

function readToday(query: PatternsQuery, units: UnitSystem): Today {
  const matchers: Matcher[] = [];
  const conditions: PatternCondition[] = [];
  const phrases = new Map<PatternConditionField, string>();
  let waterRange: string | null = null;
  const add = (matcher: Matcher, condition: Omit<PatternCondition, 'field' | 'label' | 'used'> = { estimated: false, note: null }) => {
    matchers.push(matcher);
    conditions.push({ field: matcher.field, label: matcher.label, used: true, ...condition });
  };

  if (query.waterClarity) {
    const clarity = query.waterClarity;
    add({ field: 'waterClarity', weight: 3, label: `${clarity.toLowerCase()} water`, matches: (entry) => entry.clarity === clarity });
  }
  if (query.waterTemp !== null) {
    const reading = query.waterTemp;
    const estimated = query.waterTempEstimated;
    const band = estimated ? PATTERN_RULES.estimatedWaterTempBandF : PATTERN_RULES.waterTempBandF;
    waterRange = temperatureRange(reading - band, reading + band, units);
    const shown = formatMeasure(units, 'temperature', estimated ? Math.round(reading) : reading);
    add(
      {
        field: 'waterTemp',
        weight: estimated ? 2 : 3,
        label: `water ${waterRange}`,
        matches: (entry) => entry.waterTemp !== null && Math.abs(entry.waterTemp - reading) <= band,
      },
      estimated
        ? { estimated: true, note: `Water about ${shown}, estimated from the air temperature, not measured: compared with catches in ${waterRange} water.` }
        : { estimated: false, note: `Water ${shown}: compared with catches in ${waterRange} water.` },
    );
  }
  if (query.skies) {
    const skies = query.skies;
    const said = SKIES_WORDS[skies]!;
    phrases.set('skies', said.phrase);
    add({ field: 'skies', weight: 2, label: said.label, matches: (entry) => entry.skies === skies });
  }
  if (query.wind) {
    const wind = query.wind;
    const said = WIND_WORDS[wind]!;
    phrases.set('wind', said.phrase);
    add({ field: 'wind', weight: 1, label: said.label, matches: (entry) => entry.wind === wind });
  }
  if (query.barometerChange) {
    const trend = query.barometerChange;
    const label = `${TREND_WORDS[trend]} barometer`;
    phrases.set('barometerChange', `on a ${label}`);
    add({ field: 'barometerChange', weight: 1.5, label, matches: (entry) => entry.trend === trend });
  }
  if (query.season) {
    const season = query.season;
    phrases.set('season', `in ${season.toLowerCase()}`);
    add({ field: 'season', weight: 2, label: season.toLowerCase(), matches: (entry) => entry.season === season });
  }
  if (query.seasonSubType) {
    const phase = query.seasonSubType;
    const label = `${phase.toLowerCase()} ${query.season?.toLowerCase() ?? 'season'}`;
    if (!query.season) {
      conditions.push({ field: 'seasonSubType', label, estimated: false, used: false, note: 'The phase is compared together with a season: choose the season too.' });
    } else if (query.seasonSubTypeAssumed) {
      conditions.push({ field: 'seasonSubType', label: `${label} (assumed)`, estimated: true, used: false, note: 'The phase of the season was assumed, not known, so it was not compared: choose it to compare it.' });
    } else {
      phrases.set('seasonSubType', `in ${label}`);
      add({ field: 'seasonSubType', weight: 1, label, matches: (entry) => entry.season === query.season && entry.phase === phase });
    }
  }

  const has = (mask: number, field: PatternConditionField) => {
    const index = matchers.findIndex((matcher) => matcher.field === field);
    return index >= 0 && (mask & (1 << index)) !== 0;
  };
  const phrase = (mask: number) => {
    const parts: string[] = [];
    const clarity = has(mask, 'waterClarity') ? `${query.waterClarity!.toLowerCase()} ` : '';
    if (has(mask, 'waterTemp')) parts.push(`in ${clarity}water of ${waterRange}`);
    else if (clarity) parts.push(`in ${clarity}water`);
    for (const field of ['skies', 'wind', 'barometerChange'] as const) if (has(mask, field)) parts.push(phrases.get(field)!);
    // The phase says the season too.
    if (has(mask, 'seasonSubType')) parts.push(phrases.get('seasonSubType')!);
    else if (has(mask, 'season')) parts.push(phrases.get('season')!);
    return parts.join(' ');
  };
  const labels = (mask: number) =>
    PATTERN_CONDITION_FIELDS.flatMap((field) => {
      if (!has(mask, field) || (field === 'season' && has(mask, 'seasonSubType'))) return [];
      return [matchers.find((matcher) => matcher.field === field)!.label];
    });
  return { matchers, conditions, phrase, labels };
}

/** Every set of today's conditions that can be compared (a phase only with its season), most like today first. */
function conditionSets(matchers: readonly Matcher[]): Array<{ mask: number; weight: number }> {
  const seasonBit = 1 << matchers.findIndex((matcher) => matcher.field === 'season');
  const phaseIndex = matchers.findIndex((matcher) => matcher.field === 'seasonSubType');
  const sets: Array<{ mask: number; weight: number }> = [];
  for (let mask = 1; mask < 1 << matchers.length; mask += 1) {
    if (phaseIndex >= 0 && (mask & (1 << phaseIndex)) !== 0 && (mask & seasonBit) === 0) continue;
    const weight = matchers.reduce((sum, matcher, index) => ((mask & (1 << index)) !== 0 ? sum + matcher.weight : sum), 0);
    sets.push({ mask, weight });
  }
  return sets.sort((a, b) => b.weight - a.weight || a.mask - b.mask);
}

// ---------------------------------------------------------------------------------------------
// Tallies
// ---------------------------------------------------------------------------------------------

interface Tally extends AspectValue {
  fish: number;
  /** The first and the newest day it caught (the label is the first spelling, as the statistics show it). */
  first: string;
  latest: string;
  /** Fish whose water temperature was an estimate. */
  estimatedWater: number;
  lureIds: Set<string>;
  colors: Map<string, { label: string; fish: number }>;
}

interface Group {
  mask: number;
  weight: number;
  outOf: number;
  tallies: Tally[];
}

const within = (mask: number, set: number) => (mask & set) === set;

function addTally(into: Map<string, Tally>, part: Tally): void {
  const tally = into.get(part.key);
  if (!tally) {
    into.set(part.key, { ...part, lureIds: new Set(part.lureIds), colors: new Map([...part.colors].map(([key, color]) => [key, { ...color }])) });
    return;
  }
  tally.fish += part.fish;
  if (part.first < tally.first) {
    tally.first = part.first;
    tally.label = part.label;
  }
  if (part.latest > tally.latest) tally.latest = part.latest;
  tally.estimatedWater += part.estimatedWater;
  for (const id of part.lureIds) tally.lureIds.add(id);
  for (const [key, color] of part.colors) {
    const seen = tally.colors.get(key);
    if (seen) seen.fish += color.fish;
    else tally.colors.set(key, { ...color });
  }
}

/**
 * One aspect's fish by the set of today's conditions they match (at most 2^7 sets), so a group of
 * any set of conditions is a merge of a few tallies instead of a pass over every catch.
 */
function tallyByMask(entries: readonly ReadCatch[], aspect: PatternAspect): Map<number, Map<string, Tally>> {
  const byMask = new Map<number, Map<string, Tally>>();
  for (const entry of entries) {
    const value = entry.values[aspect];
    if (!value) continue;
    let tallies = byMask.get(entry.mask);
    if (!tallies) byMask.set(entry.mask, (tallies = new Map<string, Tally>()));
    let tally = tallies.get(value.key);
    if (!tally) {
      tally = { ...value, fish: 0, first: entry.day, latest: entry.day, estimatedWater: 0, lureIds: new Set(), colors: new Map() };
      tallies.set(value.key, tally);
    }
    // Entries come oldest first: the first one's spelling stays.
    tally.fish += entry.fish;
    if (entry.day > tally.latest) tally.latest = entry.day;
    if (entry.waterTempEstimated) tally.estimatedWater += entry.fish;
    for (const id of entry.lureIds) tally.lureIds.add(id);
    const color = entry.values.color;
    if (color) {
      const seen = tally.colors.get(color.key);
      if (seen) seen.fish += entry.fish;
      else tally.colors.set(color.key, { label: color.label, fish: entry.fish });
    }
  }
  return byMask;
}

function groupOf(byMask: Map<number, Map<string, Tally>>, mask: number, weight: number): Group {
  const merged = new Map<string, Tally>();
  for (const [entryMask, tallies] of byMask) {
    if (!within(entryMask, mask)) continue;
    for (const tally of tallies.values()) addTally(merged, tally);
  }
  // Most fish first; a tie goes to the one that caught fish more recently.
  const tallies = [...merged.values()].sort(
    (a, b) => b.fish - a.fish || b.latest.localeCompare(a.latest) || a.label.localeCompare(b.label),
  );
  return { mask, weight, outOf: tallies.reduce((sum, tally) => sum + tally.fish, 0), tallies };
}

const trusted = (group: Group) => {
  const top = group.tallies[0];
  return (
    group.outOf >= PATTERN_RULES.minGroupFish &&
    top !== undefined &&
    top.fish >= PATTERN_RULES.minSupportFish &&
    top.fish >= group.outOf * PATTERN_RULES.minShare
  );
};

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const NOUNS: Record<PatternAspect, { one: string; many: string }> = {
  bait: { one: 'bait', many: 'baits' },
  color: { one: 'colour', many: 'colours' },
  rig: { one: 'rig', many: 'rigs' },
  depth: { one: 'depth', many: 'depths' },
  setup: { one: 'setup', many: 'setups' },
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const catchesWord = (count: number) => plural(count, 'catch', 'catches');

/** 'a spinnerbait', 'an umbrella rig', 'jigs': the article by the first letter (a plural takes none). */
function withArticle(label: string): string {
  if (/^[0-9]/.test(label) || (/s$/i.test(label) && !/ss$/i.test(label))) return label;
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

function quoted(name: string): string {
  return `“${name}”`;
}

function lureNames(items: readonly PatternGear[]): string {
  const shown = items.slice(0, 3).map((item) => {
    const color = item.lureDetails?.color;
    return color && !mentions(item.name, color) ? `${item.name} (${color})` : item.name;
  });
  return items.length > 3 ? `${shown.join(', ')} and ${items.length - 3} more` : shown.join(', ');
}

// ---------------------------------------------------------------------------------------------
// Ownership
// ---------------------------------------------------------------------------------------------

interface Owned {
  lures: PatternGear[];
  gearById: Map<string, PatternGear>;
  setupById: Map<string, PatternSetup>;
}

const NOT_APPLICABLE: PatternOwnership = { status: 'not-applicable', items: [], note: null };

const gearItems = (lures: readonly PatternGear[]) => lures.map((lure) => ({ kind: 'gear' as const, id: lure.id, name: lure.name }));

function lureFitsBait(lure: PatternGear, bait: string): boolean {
  const described = [lure.name, lure.brand, lure.model].filter(Boolean).join(' ');
  return mentions(bait, lure.lureDetails?.type) || mentions(described, bait) || mentions(bait, lure.name);
}

function lureHasColor(lure: PatternGear, color: string): boolean {
  return mentions(lure.lureDetails?.color, color) || mentions(color, lure.lureDetails?.color) || mentions(lure.name, color);
}

function baitOwnership(tally: Tally, owned: Owned, color: string | null): PatternOwnership {
  const used = [...tally.lureIds].flatMap((id) => {
    const lure = owned.gearById.get(id);
    return lure && lure.typeId === GEAR_TYPE_IDS.lure ? [lure] : [];
  });
  const fitting = owned.lures.filter((lure) => !used.includes(lure) && lureFitsBait(lure, tally.label));
  let lures = [...used, ...fitting];
  if (lures.length === 0) {
    return { status: 'not-owned', items: [], note: `You don't own one: no ${tally.label} among your lures.` };
  }
  if (color) {
    const inColor = lures.filter((lure) => lureHasColor(lure, color));
    lures = [...inColor, ...lures.filter((lure) => !inColor.includes(lure))];
    if (inColor.length === 0) {
      return { status: 'owned', items: gearItems(lures), note: `You own one, not in ${color}: ${lureNames(lures)}.` };
    }
  }
  return { status: 'owned', items: gearItems(lures), note: `You own it: ${lureNames(lures)}.` };
}

function colorOwnership(tally: Tally, owned: Owned): PatternOwnership {
  const lures = owned.lures.filter((lure) => lureHasColor(lure, tally.label));
  if (lures.length === 0) return { status: 'not-owned', items: [], note: `You don't own a ${tally.label} lure.` };
  return { status: 'owned', items: gearItems(lures), note: `Your ${tally.label} lures: ${lureNames(lures)}.` };
}

function setupOwnership(tally: Tally, owned: Owned): PatternOwnership {
  const setup = owned.setupById.get(tally.key);
  if (!setup) return { status: 'not-owned', items: [], note: 'You have since deleted this setup.' };
  const missing = (['rod', 'reel', 'lure'] as const).filter((slot) => setup[slot]?.removed);
  const items = [{ kind: 'setup' as const, id: setup.id, name: setup.name }];
  if (missing.length === 0) return { status: 'owned', items, note: `Your setup ${quoted(setup.name)}.` };
  const pieces = missing.map((slot) => `${slot} (${setup[slot]!.name})`).join(' and ');
  return { status: 'not-owned', items, note: `Its ${pieces} ${missing.length === 1 ? 'is' : 'are'} no longer in your gear.` };
}

function ownership(aspect: PatternAspect, tally: Tally, owned: Owned, color: string | null): PatternOwnership {
  switch (aspect) {
    case 'bait':
      return baitOwnership(tally, owned, color);
    case 'color':
      return colorOwnership(tally, owned);
    case 'setup':
      return setupOwnership(tally, owned);
    case 'rig':
    case 'depth':
      return NOT_APPLICABLE;
  }
}

// ---------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------

/** 'came on a spinnerbait', 'came from 5-10 ft', 'came on your “Flipping stick” setup'. */
function cameOn(aspect: PatternAspect, tally: Tally, owned: Owned): string {
  switch (aspect) {
    case 'depth':
      return `came from ${tally.label}`;
    case 'color':
      return `came on ${tally.label}`;
    case 'setup':
      return owned.setupById.has(tally.key) ? `came on your ${quoted(tally.label)} setup` : `came on ${tally.label}`;
    case 'bait':
    case 'rig':
      return `came on ${withArticle(tally.label)}`;
  }
}

/** The colour most of a bait's fish came on, when it stands out (at least 2 fish and half of those with a colour). */
function leadingColor(tally: Tally): { label: string; fish: number } | null {
  const colors = [...tally.colors.values()].sort((a, b) => b.fish - a.fish);
  const top = colors[0];
  const withColor = colors.reduce((sum, color) => sum + color.fish, 0);
  if (!top || top.fish < 2 || top.fish * 2 < withColor || colors[1]?.fish === top.fish) return null;
  return top;
}

function yearsBetween(day: string, now: Date): number {
  return (now.getTime() - Date.parse(`${day}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
}

interface Context {
  today: Today;
  owned: Owned;
  /** Every fish (with or without the aspect) in a set of conditions. */
  fishIn(mask: number): number;
  now: Date;
}

function suggestionFrom(aspect: PatternAspect, group: Group, context: Context): PatternSuggestion {
  const { today, owned, now } = context;
  const [top, second] = group.tallies as [Tally, Tally | undefined];
  const phrase = today.phrase(group.mask);
  const color = aspect === 'bait' ? leadingColor(top) : null;
  const colored = color !== null && !mentions(top.label, color.label);
  const label = colored ? `${color.label} ${top.label}` : top.label;
  const share = top.fish === group.outOf ? `All ${group.outOf} of your fish` : `${top.fish} of your ${group.outOf} fish`;
  // Every fish on it in that colour: 'came on a chartreuse spinnerbait'; else 'came on a spinnerbait, 5 of them chartreuse'.
  const said =
    colored && color.fish === top.fish
      ? cameOn(aspect, { ...top, label }, owned)
      : `${cameOn(aspect, top, owned)}${colored ? `, ${color.fish} of them ${color.label}` : ''}`;
  const evidence = `${share} ${phrase} ${said}.`;

  const notes: string[] = [];
  if (second && second.fish === top.fish) {
    notes.push(
      second.latest < top.latest
        ? `Level with ${second.label} (${plural(top.fish, 'fish', 'fish')} each); ${top.label} caught fish more recently.`
        : `Level with ${second.label} (${plural(top.fish, 'fish', 'fish')} each).`,
    );
  }
  const without = context.fishIn(group.mask) - group.outOf;
  if (without > 0) {
    notes.push(`${plural(without, 'more fish', 'more fish')} in these conditions ${without === 1 ? 'has' : 'have'} no ${NOUNS[aspect].one} recorded.`);
  }
  if (today.matchers.some((matcher, index) => matcher.field === 'waterTemp' && (group.mask & (1 << index)) !== 0) && top.estimatedWater > 0) {
    notes.push(
      top.estimatedWater === top.fish
        ? `The water temperatures of these fish were estimated from the air, not measured.`
        : `The water temperature of ${top.estimatedWater} of these ${top.fish} fish was estimated from the air, not measured.`,
    );
  }
  if (yearsBetween(top.latest, now) > PATTERN_RULES.oldAfterYears) {
    notes.push(`${top.fish === 1 ? 'It was' : `All ${top.fish} were`} caught more than ${PATTERN_RULES.oldAfterYears} years ago (the last in ${top.latest.slice(0, 4)}).`);
  }

  const ownedNow = ownership(aspect, top, owned, color?.label ?? null);
  let alternative: PatternSuggestion['alternative'] = null;
  if (ownedNow.status === 'not-owned') {
    for (const candidate of group.tallies.slice(1)) {
      if (candidate.fish < PATTERN_RULES.minSupportFish) break;
      const candidateOwned = ownership(aspect, candidate, owned, null);
      if (candidateOwned.status !== 'owned') continue;
      alternative = {
        label: candidate.label,
        fish: candidate.fish,
        evidence: `Of what you own: ${candidate.fish} of these ${group.outOf} fish ${cameOn(aspect, candidate, owned)}.`,
        owned: candidateOwned,
      };
      break;
    }
  }

  return {
    aspect,
    label,
    fish: top.fish,
    outOf: group.outOf,
    matched: today.labels(group.mask),
    evidence,
    notes,
    lastCaught: top.latest,
    owned: ownedNow,
    alternative,
  };
}

/** Why an aspect has no suggestion, and what logging would bring one. */
function need(aspect: PatternAspect, groups: readonly Group[], recordedAnywhere: number, today: Today): string {
  const noun = NOUNS[aspect];
  if (recordedAnywhere === 0) return `None of your catches has a ${noun.one} recorded yet: add it when you log a catch.`;
  const compared = groups.find((group) => group.outOf >= PATTERN_RULES.minGroupFish);
  if (compared) {
    const top = compared.tallies[0]!;
    const needed = Math.max(PATTERN_RULES.minSupportFish, Math.ceil(compared.outOf * PATTERN_RULES.minShare));
    return `No clear winner yet: your ${compared.outOf} fish ${today.phrase(compared.mask)} are spread over ${plural(compared.tallies.length, noun.one, noun.many)}, none with more than ${top.fish} (a suggestion needs ${needed}).`;
  }
  const best = groups.reduce<Group | null>((found, group) => (found === null || group.outOf > found.outOf ? group : found), null);
  const have = best?.outOf ?? 0;
  if (have === 0) {
    return `None of your fish in conditions like today's has a ${noun.one} recorded: log ${catchesWord(PATTERN_RULES.minGroupFish)} in conditions like these with the ${noun.one}.`;
  }
  return `Only ${plural(have, 'fish', 'fish')} ${today.phrase(best!.mask)} ${have === 1 ? 'has' : 'have'} a ${noun.one} recorded: log ${PATTERN_RULES.minGroupFish - have} more in conditions like these with the ${noun.one}.`;
}

// ---------------------------------------------------------------------------------------------
// The finder
// ---------------------------------------------------------------------------------------------

function readCatches(input: PatternInput, today: Today, owned: Owned): ReadCatch[] {
  // Oldest first: a label is the spelling of the first catch (as the statistics show them).
  const catches = [...input.catches].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return catches.map((entry) => {
    const gearLure = entry.gearId ? owned.gearById.get(entry.gearId) : undefined;
    const lure = gearLure?.typeId === GEAR_TYPE_IDS.lure ? gearLure : undefined;
    const setup = entry.setupId ? owned.setupById.get(entry.setupId) : undefined;
    const setupLure = setup?.lure && !setup.lure.removed ? owned.gearById.get(setup.lure.id) : undefined;
    const usedLure = lure ?? setupLure;
    const baitText = entry.bait ?? usedLure?.name ?? (setup?.lure ? setup.lure.name : null);
    const colorText = entry.color ?? usedLure?.lureDetails?.color ?? null;
    const conditions: CatchConditions = { ...catchConditions(entry), waterTemp: entry.waterTemp };
    const mask = today.matchers.reduce((bits, matcher, index) => (matcher.matches(conditions) ? bits | (1 << index) : bits), 0);
    const text = (value: string | null): AspectValue | null => (value && value.trim() ? { key: keyOf(value), label: tidy(value) } : null);
    return {
      fish: fishOf(entry),
      day: catchDay(entry.date),
      waterTempEstimated: isEstimated(entry, 'waterTemp'),
      mask,
      lureIds: [lure?.id, setupLure?.id].filter((id): id is string => Boolean(id)),
      values: {
        bait: text(baitText),
        color: text(colorText),
        rig: text(entry.rig),
        depth: entry.depth !== null ? depthBand(entry.depth, input.units) : null,
        setup: entry.setupId
          ? { key: entry.setupId, label: setup ? setup.name : 'a setup you have since deleted' }
          : null,
      },
    };
  });
}

export function findPatterns(input: PatternInput): PatternsResponse {
  const today = readToday(input.conditions, input.units);
  const lures = input.gear.filter((item) => item.typeId === GEAR_TYPE_IDS.lure);
  const owned: Owned = {
    lures,
    gearById: new Map(input.gear.map((item) => [item.id, item])),
    setupById: new Map(input.setups.map((setup) => [setup.id, setup])),
  };
  const entries = readCatches(input, today, owned);
  const usable = entries.filter((entry) => PATTERN_ASPECTS.some((aspect) => entry.values[aspect] !== null));
  const history = {
    catches: entries.length,
    fish: entries.reduce((sum, entry) => sum + entry.fish, 0),
    usableFish: usable.reduce((sum, entry) => sum + entry.fish, 0),
  };
  const answer = (status: PatternsResponse['status'], message: string | null, rest: Partial<PatternsResponse> = {}): PatternsResponse => ({
    status,
    message,
    history,
    conditions: today.conditions,
    suggestions: [],
    needs: [],
    ...rest,
  });

  if (history.usableFish < PATTERN_RULES.minGroupFish) {
    const more = PATTERN_RULES.minGroupFish - history.usableFish;
    const unrecorded = history.fish - history.usableFish;
    const start = `suggestions start at ${PATTERN_RULES.minGroupFish} fish with their bait, colour, rig, depth or setup recorded`;
    return answer(
      'thin-history',
      (history.usableFish === 0
        ? `Log ${catchesWord(more)} with the bait you used and the day's conditions: ${start}.`
        : `Log ${more} more ${more === 1 ? 'catch' : 'catches'} with the bait you used and the day's conditions: ${start}, and you have ${history.usableFish}.`) +
        (unrecorded > 0 ? ` ${plural(unrecorded, 'fish', 'fish')} in your log ${unrecorded === 1 ? 'has' : 'have'} none of these recorded.` : ''),
    );
  }
  if (today.matchers.length === 0) {
    return answer('no-conditions', "Fill in today's conditions (or get the current ones) to see what worked for you in conditions like these.");
  }

  const sets = conditionSets(today.matchers);
  const fishByMask = new Map<number, number>();
  const usableByMask = new Map<number, number>();
  for (const entry of entries) fishByMask.set(entry.mask, (fishByMask.get(entry.mask) ?? 0) + entry.fish);
  for (const entry of usable) usableByMask.set(entry.mask, (usableByMask.get(entry.mask) ?? 0) + entry.fish);
  const fishIn = (counts: Map<number, number>, mask: number) =>
    [...counts].reduce((sum, [entryMask, fish]) => (within(entryMask, mask) ? sum + fish : sum), 0);
  const context: Context = { today, owned, now: input.now, fishIn: (mask) => fishIn(fishByMask, mask) };

  const suggestions: PatternSuggestion[] = [];
  const needs: PatternsResponse['needs'] = [];
  for (const aspect of PATTERN_ASPECTS) {
    const byMask = tallyByMask(entries, aspect);
    const groups = sets.map(({ mask, weight }) => groupOf(byMask, mask, weight));
    // The most like today that can be trusted; among sets as like today, the one with the most fish.
    const chosen = groups
      .filter(trusted)
      .sort((a, b) => b.weight - a.weight || b.outOf - a.outOf || b.tallies[0]!.fish / b.outOf - a.tallies[0]!.fish / a.outOf)[0];
    if (chosen) suggestions.push(suggestionFrom(aspect, chosen, context));
    else {
      const recordedAnywhere = entries.reduce((sum, entry) => (entry.values[aspect] ? sum + entry.fish : sum), 0);
      needs.push({ aspect, message: need(aspect, groups, recordedAnywhere, today) });
    }
  }
  if (suggestions.length > 0) return answer('suggestions', null, { suggestions, needs });

  // The fish most like today on any one condition: too few of them, or too varied to call.
  const alike = Math.max(0, ...sets.map(({ mask }) => fishIn(usableByMask, mask)));
  if (alike < PATTERN_RULES.minGroupFish) {
    const labels = today.matchers.map((matcher) => matcher.label).join(', ');
    const more = PATTERN_RULES.minGroupFish - alike;
    const lead =
      alike === 0
        ? `None of your ${history.usableFish} fish were caught in conditions like today's (${labels}).`
        : `Only ${alike} of your ${history.usableFish} fish ${alike === 1 ? 'was' : 'were'} caught in conditions like today's (${labels}).`;
    return answer(
      'no-similar',
      `${lead} Log ${more} more ${more === 1 ? 'catch' : 'catches'} in conditions like these, with the bait you used, to see what works.`,
      { needs },
    );
  }
  return answer(
    'undecided',
    `Nothing stands out yet among your fish in conditions like today's: a suggestion needs ${PATTERN_RULES.minGroupFish} fish with it recorded, at least ${PATTERN_RULES.minSupportFish} of them (and a third) on one bait, colour, rig, depth or setup.`,
    { needs },
  );
}
