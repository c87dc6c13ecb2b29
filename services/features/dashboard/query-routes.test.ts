import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './activity-projection';
import { activityItem } from './query-routes';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  userId: 'u1',
  kind: 'catch',
  title: 'Catch logged',
  description: 'Largemouth Bass · Lake Fork',
  at: '2026-05-01T10:00:00.000Z',
  position: 1,
  ...fields,
});

describe('Recent Activity lines', () => {
  it("answers a catch's weight apart from its text, for the dashboard to show in the angler's units", () => {
    expect(activityItem(entry({ weight: 3.5 }))).toEqual({
      id: 'e1',
      kind: 'catch',
      title: 'Catch logged',
      description: 'Largemouth Bass · Lake Fork',
      weight: 3.5,
      at: '2026-05-01T10:00:00.000Z',
    });
    expect(activityItem(entry({ weight: null })).weight).toBeNull();
  });

  it('reads the weight out of a line written before decision 121, and leaves other text alone', () => {
    expect(activityItem(entry({ description: 'Largemouth Bass · 3.50 lbs · Lake Fork' }))).toMatchObject({
      description: 'Largemouth Bass · Lake Fork',
      weight: 3.5,
    });
    expect(activityItem(entry({ description: 'Walleye · 2.25 lbs' }))).toMatchObject({ description: 'Walleye', weight: 2.25 });
    expect(activityItem(entry({ description: 'Bass' }))).toMatchObject({ description: 'Bass', weight: null });
    expect(activityItem(entry({ kind: 'gear', title: 'Gear added', description: '7 lbs · rod' }))).toMatchObject({
      description: '7 lbs · rod',
      weight: null,
    });
  });
});
