import { describe, expect, it } from 'vitest';
import { shortPlaceName } from './format';

describe('catch display formatting', () => {
  it('shortens a place to its first part', () => {
    expect(shortPlaceName('Lake Minnetonka, Hennepin County, Minnesota, United States')).toBe('Lake Minnetonka');
    expect(shortPlaceName('Home pond')).toBe('Home pond');
    expect(shortPlaceName(', odd')).toBe(', odd');
  });
});
