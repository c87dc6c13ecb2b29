import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

describe('relativeTime', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('describes recent and older events', () => {
    expect(relativeTime('2025-06-01T11:59:50Z', now)).toBe('just now');
    expect(relativeTime('2025-06-01T11:55:00Z', now)).toMatch(/5 minutes ago/);
    expect(relativeTime('2025-05-31T10:00:00Z', now)).toMatch(/yesterday|1 day ago/);
    expect(relativeTime('not a date', now)).toBe('');
  });
});
