import { describe, expect, it } from 'vitest';
import { monthLabel, outingsDetail, plural } from './format';

describe('statistics labels', () => {
  it('names a month as the browser does, with its year', () => {
    const expected = new Date(2026, 3, 1).toLocaleDateString(undefined, { month: 'short', year: 'numeric' });
    expect(monthLabel('2026-04')).toBe(expected);
  });

  it('says one or many', () => {
    expect(plural(1, 'catch', 'catches')).toBe('1 catch');
    expect(plural(0, 'catch', 'catches')).toBe('0 catches');
    expect(plural(3, 'species', 'species')).toBe('3 species');
  });

  it('says what the outings are: trips, days with a catch, or both', () => {
    expect(outingsDetail({ tripOutings: 0, dayOutings: 4 })).toBe('Days with a catch');
    expect(outingsDetail({ tripOutings: 1, dayOutings: 0 })).toBe('Your trip');
    expect(outingsDetail({ tripOutings: 2, dayOutings: 3 })).toBe('2 trips and 3 other days with a catch');
  });
});
