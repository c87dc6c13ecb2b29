import { describe, expect, it } from 'vitest';
import { entriesUnderTab } from './common';
import { KNOT_TABS, KNOTS, knotListSchema, strengthTone } from './knots';
import { expectListsOfAtLeast } from './test-helpers';

describe('knots content', () => {
  it('has the tabs of the spec, in order', () => {
    expect(KNOT_TABS).toEqual(['All', 'Terminal', 'Line-to-Line']);
  });

  it('lists the eight knots of the spec with their strengths', () => {
    expect(Object.fromEntries(KNOTS.map((k) => [k.name, k.strength]))).toEqual({
      Palomar: 95,
      'Improved Clinch': 85,
      Uni: 90,
      'Double Uni': 90,
      Albright: 85,
      Blood: 90,
      Loop: 85,
      "Surgeon's": 85,
    });
  });

  it('gives every knot a difficulty, uses, steps, pros and cons', () => {
    for (const knot of KNOTS) expect(['Easy', 'Medium', 'Hard'], knot.name).toContain(knot.difficulty);
    expectListsOfAtLeast(KNOTS, { uses: 1, steps: 3, pros: 1, cons: 1 });
  });

  it('splits the knots into terminal and line-to-line', () => {
    expect(entriesUnderTab('All', KNOTS)).toHaveLength(8);
    expect(entriesUnderTab('Terminal', KNOTS).map((k) => k.name)).toEqual(['Palomar', 'Improved Clinch', 'Uni', 'Loop']);
    expect(entriesUnderTab('Line-to-Line', KNOTS).map((k) => k.name)).toEqual(['Double Uni', 'Albright', 'Blood', "Surgeon's"]);
  });

  it('colours strength green at 90 or more, yellow at 85 or more, red below', () => {
    const strengths = [100, 95, 90, 89, 85, 84, 50];
    expect(strengths.map(strengthTone)).toEqual(['green', 'green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('colours the listed knots accordingly', () => {
    const tones = Object.fromEntries(KNOTS.map((k) => [k.name, strengthTone(k.strength)]));
    expect(tones).toMatchObject({ Palomar: 'green', Uni: 'green', 'Double Uni': 'green', Blood: 'green' });
    expect(tones).toMatchObject({
      'Improved Clinch': 'yellow',
      Albright: 'yellow',
      Loop: 'yellow',
      "Surgeon's": 'yellow',
    });
  });

  it('rejects a strength above 100% and duplicate names', () => {
    const [palomar, clinch] = KNOTS;
    expect(knotListSchema.safeParse([{ ...palomar!, strength: 120 }]).success).toBe(false);
    expect(knotListSchema.safeParse([palomar!, { ...clinch!, name: 'Palomar' }]).success).toBe(false);
  });
});
