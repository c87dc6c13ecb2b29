/**
 * Numbers as a person reads them in a reason line: rounded to at most `decimals` places, no
 * trailing zeros and no float noise (62.900000000000006 -> '62.9', 75 -> '75', -0 -> '0').
 */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // toFixed then Number drops the binary tail that division can leave (0.1 + 0.2 and the like).
  const text = String(Number(rounded.toFixed(decimals)));
  return text === '-0' ? '0' : text;
}

// Measured values in reason lines are written in the angler's units by the contracts' helpers
// (formatMeasure, formatRange, formatDistance; decision 121): 68°F or 20°C, 12 ft or 3.7 m.
