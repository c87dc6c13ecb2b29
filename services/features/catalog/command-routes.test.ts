import { describe, expect, it } from 'vitest';
import { additionLimiter } from './command-routes';

describe('catalog additions per angler (issue 16, finding 2)', () => {
  it('allows the limit in a sliding hour, per angler, and says when to try again', () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    const limiter = additionLimiter(3, () => now);
    for (let i = 0; i < 3; i += 1) {
      limiter.check('alice');
      limiter.record('alice');
      now += 60_000;
    }
    expect(() => limiter.check('alice')).toThrow('You have added 3 catalog entries in the last hour. Try again in 57 minutes.');
    // Others are not held back by alice.
    expect(() => limiter.check('bob')).not.toThrow();
    // An hour after the first addition, one more is allowed.
    now = Date.parse('2026-05-01T11:00:01Z');
    expect(() => limiter.check('alice')).not.toThrow();
  });

  it('counts only what was written: a refused request checks, but does not record', () => {
    const limiter = additionLimiter(1, () => 0);
    limiter.check('alice');
    limiter.check('alice');
    limiter.record('alice');
    expect(() => limiter.check('alice')).toThrow(/Try again in 60 minutes/);
  });
});
