import { describe, expect, it } from 'vitest';
import { fishingConditionsSchema, type FishingConditionsInput } from '@tackle/contracts';
import { formatNumber } from './format';
import { REFERENCE_PATTERNS } from './patterns';
import { catchToPattern } from './personal-spots';
import { scorePattern, toRecommendedSpot } from './scoring';
import { catchAt } from './test/catches';

const conditions = (input: FishingConditionsInput) => fishingConditionsSchema.parse(input);

/** A number in a reason with float noise: more than two decimals, e.g. 62.900000000000006. */
const FLOAT_NOISE = /\d\.\d{3,}/;

describe('formatNumber', () => {
  it('rounds to at most the given decimals, without float noise or trailing zeros', () => {
    expect(formatNumber(62.900000000000006, 1)).toBe('62.9');
    expect(formatNumber(70.9, 1)).toBe('70.9');
    expect(formatNumber(0.1 + 0.2, 1)).toBe('0.3');
    expect(formatNumber(75, 1)).toBe('75');
    expect(formatNumber(4.96, 1)).toBe('5');
    expect(formatNumber(29.6834, 2)).toBe('29.68');
    expect(formatNumber(30.1, 2)).toBe('30.1');
    expect(formatNumber(-0.04, 1)).toBe('0');
    expect(formatNumber(5.0000000001, 1)).toBe('5');
  });
});

describe('reason lines read as a person reads numbers', () => {
  it("says a past catch's water band with one decimal at most (66.9 °F ± 4, not 62.900000000000006)", () => {
    const pattern = catchToPattern(catchAt({}))!;
    const scored = scorePattern(pattern, conditions({ season: 'Spring', waterTemp: 66.9, depth: 8.1 }), null);
    const reasons = toRecommendedSpot(scored).reasons ?? [];
    expect(reasons).toContain('Water 66.9°F is in the 62.9-70.9°F band (+12/12)');
    expect(reasons).toContain('Depth 8.1 ft is in 5.1-11.1 ft (+7/7)');
    for (const reason of reasons) expect(reason).not.toMatch(FLOAT_NOISE);
  });

  it('rounds typed values the angler gave with many decimals', () => {
    const table = REFERENCE_PATTERNS.find((p) => p.id === 'table-rock-summer-deep-bluffs')!;
    const scored = scorePattern(
      table,
      conditions({ season: 'Summer', waterTemp: 91.23456, barometer: 30.256789, barometerChange: 'Rising', depth: 27.349 }),
      null,
    );
    const reasons = toRecommendedSpot(scored).reasons ?? [];
    expect(reasons.find((r) => r.startsWith('Water'))).toBe('Water 91.2°F is outside the 78-90°F band (+10.5/12)');
    expect(reasons.find((r) => r.startsWith('Pressure'))).toMatch(/^Pressure rising matches .*, 30\.26 inHg \(high\)/);
    expect(reasons.find((r) => r.startsWith('Depth'))).toMatch(/^Depth 27\.3 ft /);
    for (const reason of reasons) expect(reason).not.toMatch(FLOAT_NOISE);
  });

  it("describes a past catch's weight in pounds and ounces and its date as people write it", () => {
    const pattern = catchToPattern(catchAt({}))!;
    expect(pattern.description).toBe('You caught a Largemouth Bass of 6 lb 6 oz here on May 3, 2026.');
    expect(catchToPattern(catchAt({ weight: null }))!.description).toBe(
      'You caught a Largemouth Bass here on May 3, 2026.',
    );
  });

  it("writes the reasons in a metric angler's units (decision 121)", () => {
    const pattern = catchToPattern(catchAt({}), 'metric')!;
    expect(pattern.description).toBe('You caught a Largemouth Bass of 2.89 kg here on May 3, 2026.');
    const scored = scorePattern(pattern, conditions({ season: 'Spring', waterTemp: 66.9, depth: 8.1, barometer: 29.92, barometerChange: 'Stable' }), { lat: 32.9, lon: -95.6 }, 'metric');
    const reasons = toRecommendedSpot(scored).reasons ?? [];
    expect(reasons).toContain('Water 19.4°C is in the 17.2-21.6°C band (+12/12)');
    expect(reasons).toContain('Depth 2.5 m is in 1.6-3.4 m (+7/7)');
    expect(reasons.find((r) => r.startsWith('Pressure'))).toMatch(/1013 hPa/);
    expect(reasons.find((r) => r.includes('away'))).toMatch(/^\d+ km away/);
    for (const reason of reasons) {
      expect(reason).not.toMatch(/°F| ft\b|inHg| mi away/);
      expect(reason).not.toMatch(FLOAT_NOISE);
    }
  });
});
