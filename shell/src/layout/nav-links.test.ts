import { describe, expect, it } from 'vitest';
import { GEAR_LINKS, isGearSection } from './nav-links';

describe('isGearSection', () => {
  it('marks the gear menu active on its three screens only', () => {
    for (const link of GEAR_LINKS) expect(isGearSection(link.to), link.to).toBe(true);
    expect(isGearSection('/gear/123')).toBe(true);
    expect(isGearSection('/setups')).toBe(false);
    expect(isGearSection('/storage/x')).toBe(false);
    expect(isGearSection('/')).toBe(false);
  });
});
