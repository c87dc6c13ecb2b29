import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './numbers';

describe('formatNumber', () => {
  it('rounds to at most the given decimals without float noise or trailing zeros', () => {
    expect(formatNumber(62.900000000000006, 1, 'en-US')).toBe('62.9');
    expect(formatNumber(0.1 + 0.2, 1, 'en-US')).toBe('0.3');
    expect(formatNumber(75, 1, 'en-US')).toBe('75');
    expect(formatNumber(29.6834, 2, 'en-US')).toBe('29.68');
    expect(formatNumber(1204.26, 0, 'en-US')).toBe('1,204');
    expect(formatNumber(-0.04, 1, 'en-US')).toBe('0');
    expect(formatNumber(Number.NaN, 1, 'en-US')).toBe('');
  });
});

describe('formatMoney', () => {
  it('formats money with two decimals or a dash', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(-3)).toBe('-$3.00');
  });
});
