import { readNumber, toStoredUnit } from '@tackle/contracts';

// Values other apps write with their units ('3 lb 8 oz', '47 cm', '20 °C', '1013 hPa') read into
// the catch schema's canonical units (contracts/src/catches.ts): decimal pounds, inches, feet, °F,
// inHg and whole mph. The metric factors are the units module's exact definitions
// (contracts/src/units.ts, decision 121); the rounding of each field is in
// docs/decisions/120-imports-from-other-apps.md.

const perMetricUnit = (quantity: 'weight' | 'length' | 'depth' | 'pressure' | 'speed') => toStoredUnit('metric', quantity, 1) ?? Number.NaN;
/** Pounds in a kilogram, inches in a centimetre, feet in a metre, inHg in a hectopascal, mph in a km/h. */
const LB_PER_KG = perMetricUnit('weight');
const IN_PER_CM = perMetricUnit('length');
const FT_PER_M = perMetricUnit('depth');
const INHG_PER_HPA = perMetricUnit('pressure');
const MPH_PER_KMH = perMetricUnit('speed');
const METRES_PER_NAUTICAL_MILE = 1852;
const HPA_PER_MMHG = 1013.25 / 760;

export type Reading = { ok: true; value: number | null } | { ok: false; error: string };

/** Decimals kept of a value converted from another unit (a value already in our unit is kept as written). */
export const CONVERTED_DECIMALS = {
  weight: 6,
  length: 2,
  depth: 2,
  temperature: 2,
  pressure: 2,
} as const;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Nudged by the float's own error so that 1.005 -> 1.01 as it reads.
  return Math.round(value * factor * (1 + Number.EPSILON)) / factor;
}

const NUMBER = String.raw`[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:\s+\d+\/\d+)?|[+-]?\d+\/\d+`;

/** A number as people write it ('18.5', '1,6', '18 1/4'): the units module's reader. */
export { readNumber };

/** Splits '3 lb 8 oz' into [[3, 'lb'], [8, 'oz']]; null when the text is not numbers with units. */
function quantities(text: string): Array<[number, string]> | null {
  const part = new RegExp(String.raw`\s*(${NUMBER})\s*([^\d+\-.,]*)`, 'y');
  const value = text.trim();
  const parts: Array<[number, string]> = [];
  while (part.lastIndex < value.length) {
    const match = part.exec(value);
    if (!match) return null;
    const amount = readNumber(match[1] ?? '');
    if (amount === null) return null;
    parts.push([amount, (match[2] ?? '').trim().toLowerCase()]);
  }
  return parts.length > 0 ? parts : null;
}

type UnitTable = Record<string, { factor: number; canonical: boolean }>;

function unitReader(label: string, units: UnitTable, decimals: number, unitNames: string) {
  return (text: string | undefined): Reading => {
    const value = (text ?? '').trim();
    if (value === '') return { ok: true, value: null };
    const parts = quantities(value);
    const unknown: Reading = { ok: false, error: `${label} "${value}" is not a value with a unit this import reads (${unitNames})` };
    if (!parts) return unknown;
    let total = 0;
    let converted = false;
    for (const [amount, unit] of parts) {
      const known = units[unit];
      if (!known) return unit === '' ? { ok: false, error: `${label} "${value}" has no unit (${unitNames})` } : unknown;
      total += amount * known.factor;
      if (!known.canonical) converted = true;
    }
    // A second part must be smaller units of the same system ('3 lb 8 oz'), never '3 lb 2 kg'.
    if (parts.length > 1 && parts.some(([, unit]) => !units[unit]?.canonical) && parts.some(([, unit]) => units[unit]?.canonical)) {
      return unknown;
    }
    return { ok: true, value: converted ? roundTo(total, decimals) : total };
  };
}

const unitSet = (names: string[], factor: number, canonical: boolean): UnitTable =>
  Object.fromEntries(names.map((name) => [name, { factor, canonical }]));

/** Decimal pounds: lb, oz (1/16 lb), kg, g. */
export const readWeight = unitReader(
  'Weight',
  {
    ...unitSet(['lb', 'lbs', 'pound', 'pounds', '#'], 1, true),
    ...unitSet(['oz', 'ounce', 'ounces'], 1 / 16, true),
    ...unitSet(['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'], LB_PER_KG, false),
    ...unitSet(['g', 'gram', 'grams', 'gr'], LB_PER_KG / 1000, false),
  },
  CONVERTED_DECIMALS.weight,
  'lb, oz, kg or g',
);

/** Inches: in, ", ft, cm, mm, m. */
export const readLength = unitReader(
  'Length',
  {
    ...unitSet(['in', 'inch', 'inches', '"', '″', "''"], 1, true),
    ...unitSet(['ft', 'foot', 'feet', "'", '′'], 12, true),
    ...unitSet(['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'], IN_PER_CM, false),
    ...unitSet(['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'], IN_PER_CM / 10, false),
    ...unitSet(['m', 'metre', 'metres', 'meter', 'meters'], IN_PER_CM * 100, false),
  },
  CONVERTED_DECIMALS.length,
  'in, ft, cm or mm',
);

/** Feet: ft, ', m, fathoms. */
export const readDepth = unitReader(
  'Depth',
  {
    ...unitSet(['ft', 'foot', 'feet', "'", '′'], 1, true),
    ...unitSet(['in', 'inch', 'inches', '"', '″'], 1 / 12, true),
    ...unitSet(['fathom', 'fathoms', 'fm', 'ftm'], 6, true),
    ...unitSet(['m', 'metre', 'metres', 'meter', 'meters'], FT_PER_M, false),
    ...unitSet(['cm'], FT_PER_M / 100, false),
  },
  CONVERTED_DECIMALS.depth,
  'ft or m',
);

/** °F from '68 °F', '68°F', '68 F', '20 °C', '20ºC'. A temperature is one value, never a sum. */
export function readTemperature(text: string | undefined, label = 'Temperature'): Reading {
  const value = (text ?? '').trim();
  if (value === '') return { ok: true, value: null };
  const match = /^(.+?)\s*(?:°|º|˚|deg(?:rees?)?\s*)?\s*([FfCc])$/.exec(value);
  const amount = match ? readNumber(match[1] ?? '') : null;
  if (!match || amount === null) {
    return {
      ok: false,
      error: /^[+-]?[\d.,]+$/.test(value)
        ? `${label} "${value}" has no unit (°F or °C)`
        : `${label} "${value}" is not a temperature this import reads (°F or °C)`,
    };
  }
  if (match[2]?.toUpperCase() === 'F') return { ok: true, value: amount };
  return { ok: true, value: roundTo(toStoredUnit('metric', 'temperature', amount) ?? Number.NaN, CONVERTED_DECIMALS.temperature) };
}

/** inHg from inHg, hPa, mb/mbar, kPa, mmHg. */
export const readPressure = unitReader(
  'Pressure',
  {
    ...unitSet(['inhg', 'in hg', 'in', '"', 'inches'], 1, true),
    ...unitSet(['hpa', 'mb', 'mbar', 'millibar', 'millibars'], INHG_PER_HPA, false),
    ...unitSet(['kpa'], INHG_PER_HPA * 10, false),
    ...unitSet(['mmhg', 'mm hg', 'torr'], HPA_PER_MMHG * INHG_PER_HPA, false),
  },
  CONVERTED_DECIMALS.pressure,
  'inHg, hPa, mb or kPa',
);

const windTable: UnitTable = {
  ...unitSet(['mph', 'mi/h'], 1, true),
  ...unitSet(['km/h', 'kph', 'kmh', 'km/hr'], MPH_PER_KMH, false),
  ...unitSet(['m/s', 'mps'], 3.6 * MPH_PER_KMH, false),
  ...unitSet(['kn', 'kt', 'kts', 'knot', 'knots'], (METRES_PER_NAUTICAL_MILE / 1000) * MPH_PER_KMH, false),
};
const readWindUnits = unitReader('Wind speed', windTable, 6, 'mph, km/h, m/s or knots');

/**
 * Whole mph (the catch schema keeps wind speed as a whole number): '10 mph', '15 km/h', '4 m/s',
 * '8 kn'; 'Calm' is under 1 mph, so 0.
 */
export function readWindSpeed(text: string | undefined): Reading {
  const value = (text ?? '').trim();
  if (/^calm$/i.test(value)) return { ok: true, value: 0 };
  const reading = readWindUnits(value);
  return reading.ok && reading.value !== null ? { ok: true, value: Math.round(reading.value) } : reading;
}
