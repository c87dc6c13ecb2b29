import { describe, expect, it } from 'vitest';
import { SAFETY, byPriority } from './safety';
import { expectListsOfAtLeast } from './test-helpers';

describe('safety content', () => {
  it('has the four groups of the spec', () => {
    expect(SAFETY.groups.map((g) => g.name)).toEqual(['Weather', 'Water', 'Equipment', 'Health & Emergency']);
  });

  it('rates every tip Critical, High or Medium, and every group has a critical tip', () => {
    for (const group of SAFETY.groups) {
      for (const tip of group.tips) expect(['Critical', 'High', 'Medium'], tip.title).toContain(tip.priority);
      expect(
        group.tips.some((tip) => tip.priority === 'Critical'),
        group.name,
      ).toBe(true);
    }
  });

  it('lists emergency services, the coast guard on channel 16 and poison control', () => {
    const contacts = Object.fromEntries(SAFETY.contacts.map((c) => [c.id, c]));
    expect(contacts['emergency-services']).toMatchObject({ kind: 'phone', display: '911', dial: '911' });
    expect(contacts['coast-guard']).toMatchObject({ kind: 'radio' });
    expect(contacts['coast-guard']!.display).toMatch(/channel 16/);
    expect(contacts['poison-control']).toMatchObject({
      kind: 'phone',
      display: '1-800-222-1222',
      dial: '+18002221222',
    });
  });

  it('has pre-trip checklists', () => {
    expect(SAFETY.checklists.length).toBeGreaterThan(0);
    expectListsOfAtLeast(SAFETY.checklists, { items: 3 });
  });

  it('orders tips Critical, then High, then Medium', () => {
    const tips = byPriority([
      { title: 'c', detail: 'd', priority: 'Medium' },
      { title: 'a', detail: 'd', priority: 'Critical' },
      { title: 'b', detail: 'd', priority: 'High' },
    ]);
    expect(tips.map((t) => t.priority)).toEqual(['Critical', 'High', 'Medium']);
  });
});
