import { describe, expect, it } from 'vitest';
import { catchInputSchema, catchLoggedSchema, formatCatchWeight } from './catches';

describe('catch dates and weights for people', () => {
  it('shows weights in pounds and ounces, to the nearest ounce', () => {
    expect(formatCatchWeight(3.5)).toBe('3 lb 8 oz');
    expect(formatCatchWeight(6.25)).toBe('6 lb 4 oz');
    expect(formatCatchWeight(6 + 4 / 16)).toBe('6 lb 4 oz');
    expect(formatCatchWeight(0.9375)).toBe('15 oz');
    expect(formatCatchWeight(4)).toBe('4 lb');
    expect(formatCatchWeight(1.999)).toBe('2 lb');
    expect(formatCatchWeight(0)).toBe('0 oz');
    expect(formatCatchWeight(null)).toBeNull();
    expect(formatCatchWeight(Number.NaN)).toBeNull();
  });
});

describe('several fish on one catch, and its trip (issue 19)', () => {
  const base = { species: 'Crappie', date: '2026-05-01T06:30' };

  it('counts one fish unless told more, from 1 to 1000 whole fish', () => {
    expect(catchInputSchema.parse(base).quantity).toBe(1);
    expect(catchInputSchema.parse({ ...base, quantity: null }).quantity).toBe(1);
    expect(catchInputSchema.parse({ ...base, quantity: 12 }).quantity).toBe(12);
    for (const quantity of [0, -1, 1.5, 1001, '3']) {
      expect(catchInputSchema.safeParse({ ...base, quantity }).error?.issues[0]?.message).toBe('Quantity must be a whole number from 1 to 1000');
    }
  });

  it('tells a body that names no trip from one that names none (null)', () => {
    expect(Object.hasOwn(catchInputSchema.parse(base), 'tripId')).toBe(false);
    expect(catchInputSchema.parse({ ...base, tripId: null }).tripId).toBeNull();
    expect(catchInputSchema.parse({ ...base, tripId: '' }).tripId).toBeNull();
    expect(catchInputSchema.safeParse({ ...base, tripId: 'trip-1' }).error?.issues[0]?.message).toBe('Trip must be one of your trips');
  });

  it('reads an older catch event without them as one fish on no trip', () => {
    const older = catchLoggedSchema.parse({ ...base, catchId: '5c7e1d8a-0b7f-4a51-9f3e-2d1c0b9a8e71', userId: 'u1', loggedAt: '2026-05-01T10:00:00.000Z' });
    expect(older).toMatchObject({ quantity: 1, tripId: null });
  });
});
