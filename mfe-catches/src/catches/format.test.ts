import { describe, expect, it } from 'vitest';
import { formatFeet, shortPlaceName } from './format';

describe('catch display formatting', () => {
  it('shortens a place to its first part', () => {
    expect(shortPlaceName('Lake Minnetonka, Hennepin County, Minnesota, United States')).toBe('Lake Minnetonka');
    expect(shortPlaceName('Home pond')).toBe('Home pond');
    expect(shortPlaceName(', odd')).toBe(', odd');
  });

  it('gives feet with one decimal at most', () => {
    expect(formatFeet(8)).toBe('8 ft');
    expect(formatFeet(8.25)).toBe('8.3 ft');
  });
});
