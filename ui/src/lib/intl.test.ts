import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl';

const instants = [new Date(2026, 10, 27, 6, 5), new Date(2025, 0, 1, 23, 59), new Date(2026, 4, 3, 12, 0)];

describe('the Intl formatters kept for reuse', () => {
  it('write what toLocaleString, toLocaleDateString and toLocaleTimeString write for the options in use', () => {
    for (const locale of [undefined, 'en-US', 'de-DE', 'fr-CA']) {
      for (const date of instants) {
        expect(dateFormat(locale, { dateStyle: 'medium' }).format(date)).toBe(date.toLocaleDateString(locale, { dateStyle: 'medium' }));
        expect(dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)).toBe(date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }));
        expect(dateFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(date)).toBe(
          date.toLocaleDateString(locale, { weekday: 'short', month: 'short', day: 'numeric' }),
        );
        expect(dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date)).toBe(date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }));
      }
      expect(numberFormat(locale, { maximumFractionDigits: 1 }).format(1204.56)).toBe(new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1204.56));
    }
  });

  it('make a formatter once per locale and options', () => {
    expect(dateFormat('en-US', { month: 'short', year: 'numeric' })).toBe(dateFormat('en-US', { month: 'short', year: 'numeric' }));
    expect(dateFormat('en-US', { month: 'short', year: 'numeric' })).not.toBe(dateFormat('de-DE', { month: 'short', year: 'numeric' }));
    expect(dateFormat(undefined, { month: 'short' })).not.toBe(dateFormat(undefined, { month: 'long' }));
    expect(numberFormat(undefined, { maximumFractionDigits: 0 })).toBe(numberFormat(undefined, { maximumFractionDigits: 0 }));
    expect(numberFormat(undefined, { maximumFractionDigits: 0 })).not.toBe(numberFormat(undefined, { maximumFractionDigits: 2 }));
  });
});
