import { numberFormat } from './intl';

/**
 * A number as people read it: at most `maxDecimals` places, no trailing zeros, no float noise
 * (62.900000000000006 -> '62.9'), thousands grouped ('1,204'). `locale` defaults to the browser's.
 */
export function formatNumber(value: number, maxDecimals = 1, locale?: string): string {
  if (!Number.isFinite(value)) return '';
  const text = numberFormat(locale, { maximumFractionDigits: maxDecimals }).format(value);
  // Intl keeps the sign of a value that rounds to zero ('-0'); nobody measures minus nothing.
  return /^-0(?:[.,]0*)?$/.test(text) ? text.slice(1) : text;
}

/** '$12.50', or '-' for an empty value (cards and table show '-' when a cost is missing). */
export function formatMoney(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return '-';
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toFixed(2)}`;
}
