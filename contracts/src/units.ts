/*
 * Units of measure (docs/decisions/121-units.md). Tackle stores every value in one canonical unit
 * (the spec's: pounds, ounces for lures, inches, feet, °F, inHg, mph) and an angler chooses how
 * values are shown and typed: imperial (the default) or metric. The factors are the exact
 * definitions (the pound is 0.45359237 kg, the ounce 28.349523125 g, the inch 2.54 cm, the foot
 * 0.3048 m, the mile 1.609344 km; the inch of mercury is 33.8638866667 hPa at 0 °C), so a value
 * converted for the screen and back is the value stored.
 */

import { z } from 'zod';
import { formatCatchWeight } from './catches';
import { feetAndInchesFromRodLength } from './gear';

export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'imperial';
export const UNIT_SYSTEM_LABELS: Readonly<Record<UnitSystem, string>> = {
  imperial: 'Imperial (lb, in, ft, °F, inHg, mph)',
  metric: 'Metric (kg, cm, m, °C, hPa, km/h)',
};

/**
 * The kinds of measured value, each with its canonical (stored) unit. `lureWeight`: small weights
 * (a bait, a lure, a sinker) in ounces or grams. `rodLength`: a rod's length in feet (imperial
 * shows it as feet and inches, 7'2"), metres to the centimetre in metric. `drag`: a reel's max
 * drag in pounds or kilograms, to the tenth as reels are rated.
 */
export type Quantity = 'weight' | 'lureWeight' | 'length' | 'depth' | 'temperature' | 'pressure' | 'speed' | 'rodLength' | 'drag';
export const QUANTITIES: readonly Quantity[] = ['weight', 'lureWeight', 'length', 'depth', 'temperature', 'pressure', 'speed', 'rodLength', 'drag'];

interface UnitDefinition {
  /** The unit's symbol, as shown after a value and in a field's label. */
  symbol: string;
  /** Canonical → this unit. */
  fromCanonical: (value: number) => number;
  /** This unit → canonical. */
  toCanonical: (value: number) => number;
  /** Decimal places shown and typed. */
  decimals: number;
}

/** The statute mile in kilometres (exact). */
export const KM_PER_MILE = 1.609344;

const scaled = (symbol: string, factor: number, decimals: number): UnitDefinition => ({
  symbol,
  fromCanonical: (value) => value * factor,
  toCanonical: (value) => value / factor,
  decimals,
});

const CANONICAL: Readonly<Record<Quantity, UnitDefinition>> = {
  weight: scaled('lb', 1, 2),
  lureWeight: scaled('oz', 1, 3),
  length: scaled('in', 1, 1),
  depth: scaled('ft', 1, 1),
  temperature: scaled('°F', 1, 1),
  pressure: scaled('inHg', 1, 2),
  speed: scaled('mph', 1, 0),
  rodLength: scaled('ft', 1, 2),
  drag: scaled('lb', 1, 1),
};

const METRIC: Readonly<Record<Quantity, UnitDefinition>> = {
  weight: scaled('kg', 0.45359237, 2),
  lureWeight: scaled('g', 28.349523125, 1),
  length: scaled('cm', 2.54, 1),
  depth: scaled('m', 0.3048, 1),
  temperature: {
    symbol: '°C',
    fromCanonical: (value) => ((value - 32) * 5) / 9,
    toCanonical: (value) => (value * 9) / 5 + 32,
    decimals: 1,
  },
  pressure: scaled('hPa', 33.8638866667, 0),
  speed: scaled('km/h', KM_PER_MILE, 0),
  rodLength: scaled('m', 0.3048, 2),
  drag: scaled('kg', 0.45359237, 1),
};

/**
 * A distance (miles, as fish spots measure it) for people, whole: '12 mi' or '19 km'; `grouped`
 * writes thousands as '1,431'.
 */
export function formatDistance(system: UnitSystem, miles: number, grouped = false): string {
  const amount = Math.round(system === 'metric' ? miles * KM_PER_MILE : miles);
  return `${grouped ? amount.toLocaleString('en-US') : String(amount)} ${system === 'metric' ? 'km' : 'mi'}`;
}

/**
 * A range of stored values in the angler's unit: '60-65°F', '15.6-18.3°C', '2-8 ft', '0.6-2.4 m'.
 */
export function formatRange(system: UnitSystem, quantity: Quantity, min: number, max: number): string {
  const { symbol } = unitOf(system, quantity);
  return `${displayNumber(system, quantity, min)}-${displayNumber(system, quantity, max)}${symbol.startsWith('°') ? '' : ' '}${symbol}`;
}

/** How a kind of value is shown and typed in a unit system. */
export function unitOf(system: UnitSystem, quantity: Quantity): UnitDefinition {
  return (system === 'metric' ? METRIC : CANONICAL)[quantity];
}

/** A stored value in the angler's unit, unrounded (null stays null). */
export function toDisplayUnit(system: UnitSystem, quantity: Quantity, stored: number | null | undefined): number | null {
  if (stored == null || !Number.isFinite(stored)) return null;
  return unitOf(system, quantity).fromCanonical(stored);
}

/** A value typed in the angler's unit, as stored (canonical). */
export function toStoredUnit(system: UnitSystem, quantity: Quantity, typed: number | null | undefined): number | null {
  if (typed == null || !Number.isFinite(typed)) return null;
  return unitOf(system, quantity).toCanonical(typed);
}

/** The number as a field shows it: rounded to the unit's decimals, without trailing zeros. */
export function displayNumber(system: UnitSystem, quantity: Quantity, stored: number | null | undefined): string {
  const value = toDisplayUnit(system, quantity, stored);
  if (value === null) return '';
  const { decimals } = unitOf(system, quantity);
  return String(Number(value.toFixed(decimals)));
}

/**
 * The value to store for what a field holds after editing. A field still showing the stored value
 * (the angler did not change it) keeps the stored value exactly, so opening and saving a catch in
 * the other unit system never drifts it.
 */
export function storedFromField(
  system: UnitSystem,
  quantity: Quantity,
  field: number | null,
  original: number | null | undefined,
): number | null {
  if (field === null) return null;
  if (original != null && displayNumber(system, quantity, original) === String(field)) return original;
  return toStoredUnit(system, quantity, field);
}

/**
 * A value for people: '3 lb 8 oz' (weight in imperial, as anglers say it) or '1.59 kg', '68°F' or
 * '20°C', '12 mph'; null for no value.
 */
export function formatMeasure(system: UnitSystem, quantity: Quantity, stored: number | null | undefined): string | null {
  if (system === 'imperial' && quantity === 'weight') return formatCatchWeight(stored);
  if (system === 'imperial' && quantity === 'rodLength') {
    const { feet, inches } = feetAndInchesFromRodLength(stored);
    return feet === null ? null : `${feet}'${inches ?? 0}"`;
  }
  const text = displayNumber(system, quantity, stored);
  if (text === '') return null;
  const { symbol } = unitOf(system, quantity);
  return symbol.startsWith('°') ? `${text}${symbol}` : `${text} ${symbol}`;
}

/**
 * A form's bound in the unit the angler types, for its message: rounded towards the inside of the
 * range (a maximum down, a minimum up), so a value typed at the bound shown is accepted.
 */
export function boundText(system: UnitSystem, quantity: Quantity, bound: number, side: 'min' | 'max'): string {
  const value = toDisplayUnit(system, quantity, bound) ?? bound;
  const factor = 10 ** unitOf(system, quantity).decimals;
  // The float's own error (0.1 * 3) must not push a bound that is exact in the unit off its value.
  const scaledValue = Number((value * factor).toPrecision(12));
  const rounded = (side === 'max' ? Math.floor(scaledValue) : Math.ceil(scaledValue)) / factor;
  const text = String(Number(rounded.toFixed(unitOf(system, quantity).decimals)));
  return text === '-0' ? '0' : text;
}

/** 'Depth must be at most 609.6 m' / 'Depth must be at most 2000 ft'. */
export function boundMessage(system: UnitSystem, quantity: Quantity, label: string, bound: number, side: 'min' | 'max'): string {
  const { symbol } = unitOf(system, quantity);
  const amount = `${boundText(system, quantity, bound, side)}${symbol.startsWith('°') ? '' : ' '}${symbol}`;
  return `${label} must be at ${side === 'max' ? 'most' : 'least'} ${amount}`;
}

/**
 * Whether a stored value lies within canonical bounds, allowing the float error of a conversion
 * (609.6 m typed is 2000.0000000000002 ft).
 */
export function withinBounds(value: number, min: number, max: number): { min: boolean; max: boolean } {
  const slack = (bound: number) => Math.max(1, Math.abs(bound)) * 1e-9;
  return { min: value >= min - slack(min), max: value <= max + slack(max) };
}

/** A value within the slack of a bound is the bound itself (what the API accepts). */
export function clampToBounds(value: number, min: number, max: number): number {
  return value > max ? max : value < min ? min : value;
}

/**
 * A number as people write it: '18.5', '.5', '1,6' (a decimal comma), '18 1/4', '3/4'. A comma
 * followed by exactly three digits ('1,013') could be a thousands separator or a decimal comma:
 * null, so the caller reports it instead of guessing.
 */
export function readNumber(text: string): number | null {
  const value = text.trim();
  const fraction = /^([+-]?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(value);
  if (fraction) {
    const [, sign, whole, numerator, denominator] = fraction;
    if (Number(denominator) === 0) return null;
    const magnitude = Number(whole ?? 0) + Number(numerator) / Number(denominator);
    return sign === '-' ? -magnitude : magnitude;
  }
  if (/^[+-]?\d+,\d{3}$/.test(value)) return null;
  if (!/^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}

/**
 * The shortest decimal (at most 6 places) of a canonical value that shows in `system` exactly as
 * `shown` does: what a value typed in metric is written as where the store keeps text (a
 * consumable's size), so '10 g' is kept as '0.353' (oz) and reads 10 g again.
 */
export function shortestCanonicalText(system: UnitSystem, quantity: Quantity, canonical: number): string {
  const shown = displayNumber(system, quantity, canonical);
  for (let places = 0; places < 6; places++) {
    const candidate = Number(canonical.toFixed(places));
    if (displayNumber(system, quantity, candidate) === shown) return String(candidate);
  }
  return String(Number(canonical.toFixed(6)));
}

/** A form's plain number within [min, max]: null when empty (a number input's `asOptionalNumber`). */
export function formNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();
}

/** A form's whole number within [min, max]: null when empty. */
export function formWholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();
}

/**
 * A form's measured number (stored canonical, typed in the angler's units): null when empty, its
 * range messages in the unit typed ('Depth must be at most 609.6 m'), a value within float error
 * of a bound read as the bound (what the API accepts).
 */
export function measuredFormNumber(system: UnitSystem, quantity: Quantity, label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null) return;
      const within = withinBounds(value, min, max);
      if (!within.min) ctx.addIssue({ code: 'custom', message: boundMessage(system, quantity, label, min, 'min') });
      if (!within.max) ctx.addIssue({ code: 'custom', message: boundMessage(system, quantity, label, max, 'max') });
    })
    .transform((value) => (value === null ? null : clampToBounds(value, min, max)));
}
