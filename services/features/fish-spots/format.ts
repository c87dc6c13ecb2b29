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

/** Temperatures (°F) and depths (ft): one decimal at most. */
export const formatDegrees = (value: number) => formatNumber(value, 1);
export const formatFeet = (value: number) => formatNumber(value, 1);
/** Barometer readings (inHg) are read to the hundredth. */
export const formatInHg = (value: number) => formatNumber(value, 2);
