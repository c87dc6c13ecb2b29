import { describe, expect, it } from 'vitest';
import { catchIsWithinStart, comparableTimes, tripHours, tripInputSchema, TRIP_MESSAGES } from './trips';

describe('trip times', () => {
  it('compares local times as written and instants as instants', () => {
    expect(comparableTimes('2026-05-01T06:30', '2026-05-01T07:00')).toEqual([Date.parse('2026-05-01T06:30Z'), Date.parse('2026-05-01T07:00Z')]);
    expect(comparableTimes('2026-05-01T06:30:00-05:00', '2026-05-01T11:00:00Z')).toEqual([Date.parse('2026-05-01T11:30Z'), Date.parse('2026-05-01T11:00Z')]);
    // One local, one instant: both as written on the clock face.
    expect(comparableTimes('2026-05-01T06:30', '2026-05-01T07:00:00-05:00')).toEqual([Date.parse('2026-05-01T06:30Z'), Date.parse('2026-05-01T07:00Z')]);
  });

  it('lets a catch join a trip from the trip start on; a day-only catch on or after the start day', () => {
    expect(catchIsWithinStart('2026-05-01T06:30', '2026-05-01T06:30')).toBe(true);
    expect(catchIsWithinStart('2026-05-01T06:29', '2026-05-01T06:30')).toBe(false);
    expect(catchIsWithinStart('2026-05-01', '2026-05-01T06:30')).toBe(true);
    expect(catchIsWithinStart('2026-04-30', '2026-05-01T06:30')).toBe(false);
  });

  it('measures hours on the water to 2 decimals', () => {
    expect(tripHours('2026-05-01T06:00', '2026-05-01T08:30')).toBe(2.5);
    expect(tripHours('2026-05-01T06:00', '2026-05-01T06:20')).toBe(0.33);
    expect(tripHours('2026-05-01T06:00', '2026-05-01T05:00')).toBe(0);
  });

  it('refuses an end before the start and requires a name and a start', () => {
    expect(tripInputSchema.safeParse({ name: 'x', startedAt: '2026-05-01T06:00', endedAt: '2026-05-01T05:00' }).error?.issues[0]?.message).toBe(TRIP_MESSAGES.endBeforeStart);
    expect(tripInputSchema.safeParse({ startedAt: '2026-05-01T06:00' }).error?.issues[0]?.message).toBe(TRIP_MESSAGES.nameRequired);
    expect(tripInputSchema.safeParse({ name: 'x' }).error?.issues[0]?.message).toBe(TRIP_MESSAGES.startRequired);
  });
});

describe('a trip end and its start', () => {
  it('compares them the way the decider does: one local, one instant, on the clock face', () => {
    expect(tripInputSchema.safeParse({ name: 'x', startedAt: '2026-05-01T06:00', endedAt: '2026-05-01T07:00:00Z' }).success).toBe(true);
    expect(tripInputSchema.safeParse({ name: 'x', startedAt: '2026-05-01T08:00', endedAt: '2026-05-01T07:00:00-05:00' }).success).toBe(false);
  });
});
