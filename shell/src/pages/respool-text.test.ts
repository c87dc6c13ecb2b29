import { describe, expect, it } from 'vitest';
import { checkLineAges } from '../settings/LineAgeSection';
import { respoolText } from './dashboard-parts';

describe('line on the reel in the shell (decision 128)', () => {
  it("says which reel to respool, with what and how long ago", () => {
    expect(respoolText({ reelName: 'Curado 200', lineName: 'PowerPro 30 lb Braid', monthsAgo: 14 })).toBe(
      'Time to respool: Curado 200 — PowerPro 30 lb Braid spooled 14 months ago',
    );
    expect(respoolText({ reelName: 'Stradic', lineName: 'Mono', monthsAgo: 1 })).toBe('Time to respool: Stradic — Mono spooled 1 month ago');
  });

  it('takes whole months from 1 to 120 for each kind, and names the field that is not', () => {
    expect(checkLineAges({ braid: 12, mono: 6, fluoro: 6 })).toEqual({ ages: { braid: 12, mono: 6, fluoro: 6 } });
    expect(checkLineAges({ braid: null, mono: 0, fluoro: 6.5 })).toEqual({
      errors: { braid: 'Months must be a whole number from 1 to 120', mono: 'Months must be a whole number from 1 to 120', fluoro: 'Months must be a whole number from 1 to 120' },
    });
  });
});
