import { describe, expect, it } from 'vitest';
import { unitsFor } from '@tackle/ui';
import { activityText } from './dashboard-parts';

describe('Recent Activity text', () => {
  it("shows a logged catch's weight in the angler's units", () => {
    expect(activityText({ description: 'Largemouth Bass · Lake Fork', weight: 3.5 }, unitsFor('imperial'))).toBe('Largemouth Bass · Lake Fork · 3 lb 8 oz');
    expect(activityText({ description: 'Largemouth Bass · Lake Fork', weight: 3.5 }, unitsFor('metric'))).toBe('Largemouth Bass · Lake Fork · 1.59 kg');
    expect(activityText({ description: 'Stradic 2500', weight: null }, unitsFor('metric'))).toBe('Stradic 2500');
    expect(activityText({ description: 'Stradic 2500' }, unitsFor('metric'))).toBe('Stradic 2500');
  });
});
