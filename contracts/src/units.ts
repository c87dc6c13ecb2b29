/*
 * Units of measure (docs/decisions/121-units.md). Tackle stores every value in one canonical unit
 * (the spec's: pounds, ounces for lures, inches, feet, °F, inHg, mph) and an angler chooses how
 * values are shown and typed: imperial (the default) or metric. The factors are the exact
 * definitions (the pound is 0.45359237 kg, the ounce 28.349523125 g, the inch 2.54 cm, the foot
 * 0.3048 m, the mile 1.609344 km; the inch of mercury is 33.8638866667 hPa at 0 °C), so a value
 * converted for the screen and back is the value stored.
 */

import { formatCatchWeight } from './catches';

export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'imperial';
export const UNIT_SYSTEM_LABELS: Readonly<Record<UnitSystem, string>> = {
  imperial: 'Imperial (lb, in, ft, °F, inHg, mph)',
  metric: 'Metric (kg, cm, m, °C, hPa, km/h)',
};

/** The kinds of measured value, each with its canonical (stored) unit. */
/** `lureWeight`: small weights (a bait, a lure, a sinker) in ounces or grams. */
export type Quantity = 'weight' | 'lureWeight' | 'length' | 'depth' | 'temperature' | 'pressure' | 'speed';

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
  speed: scaled('km/h', 1.609344, 0),
};

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
  const text = displayNumber(system, quantity, stored);
  if (text === '') return null;
  const { symbol } = unitOf(system, quantity);
  return symbol.startsWith('°') ? `${text}${symbol}` : `${text} ${symbol}`;
}
