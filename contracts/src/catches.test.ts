import { describe, expect, it } from 'vitest';
import { formatCatchWeight } from './catches';

describe('catch dates and weights for people', () => {
  it('shows weights in pounds and ounces, to the nearest ounce', () => {
    expect(formatCatchWeight(3.5)).toBe('3 lb 8 oz');
    expect(formatCatchWeight(6.25)).toBe('6 lb 4 oz');
    expect(formatCatchWeight(6 + 4 / 16)).toBe('6 lb 4 oz');
    expect(formatCatchWeight(0.9375)).toBe('15 oz');
    expect(formatCatchWeight(4)).toBe('4 lb');
    expect(formatCatchWeight(1.999)).toBe('2 lb');
    expect(formatCatchWeight(0)).toBe('0 oz');
    expect(formatCatchWeight(null)).toBeNull();
    expect(formatCatchWeight(Number.NaN)).toBeNull();
  });
});
