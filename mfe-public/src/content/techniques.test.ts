import { describe, expect, it } from 'vitest';
import { entriesUnderTab } from './common';
import { TECHNIQUE_TABS, TECHNIQUES, techniqueListSchema } from './techniques';
import { expectListsOfAtLeast } from './test-helpers';

describe('techniques content', () => {
  it('has the tabs of the spec, in order', () => {
    expect(TECHNIQUE_TABS).toEqual(['All', 'Finesse', 'Power Fishing', 'Bottom Fishing', 'Topwater']);
  });

  it('lists the four techniques of the spec', () => {
    expect(TECHNIQUES.map((t) => t.name)).toEqual(['Drop Shot Rig', 'Texas Rig', 'Carolina Rig', 'Ned Rig']);
  });

  it('gives every technique its category, difficulty, species, seasons, equipment, steps and tips', () => {
    for (const technique of TECHNIQUES) {
      expect(technique.category, technique.name).toBeTruthy();
      expect(technique.difficulty, technique.name).toBeTruthy();
    }
    expectListsOfAtLeast(TECHNIQUES, { species: 1, seasons: 1, equipment: 3, steps: 4, tips: 2 });
  });

  it('filters by tab: All shows everything, a category only its own, Topwater nothing yet', () => {
    expect(entriesUnderTab('All', TECHNIQUES)).toHaveLength(4);
    expect(entriesUnderTab('Finesse', TECHNIQUES).map((t) => t.name)).toEqual(['Drop Shot Rig', 'Ned Rig']);
    expect(entriesUnderTab('Power Fishing', TECHNIQUES).map((t) => t.name)).toEqual(['Texas Rig']);
    expect(entriesUnderTab('Bottom Fishing', TECHNIQUES).map((t) => t.name)).toEqual(['Carolina Rig']);
    expect(entriesUnderTab('Topwater', TECHNIQUES)).toEqual([]);
  });

  it('rejects a technique without steps', () => {
    const [first] = TECHNIQUES;
    expect(techniqueListSchema.safeParse([{ ...first!, steps: [] }]).success).toBe(false);
  });
});
