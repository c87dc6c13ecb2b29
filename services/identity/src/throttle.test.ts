import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './throttle';

describe('login throttle', () => {
  const limits = { perUsername: 5, perAddress: 8, windowMs: 15 * 60_000 };

  it('refuses the sixth attempt for a username within 15 minutes, then lets it in again', () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 5; i++) {
      expect(() => throttle.check('Alice', '10.0.0.1')).not.toThrow();
      throttle.recordFailure('alice', `10.0.0.${i}`);
      now += 60_000;
    }
    expect(() => throttle.check('ALICE ', '10.9.9.9')).toThrow('Too many attempts. Try again in 10 minutes.');
    now = 15 * 60_000 + 1;
    expect(() => throttle.check('alice', '10.9.9.9')).not.toThrow();
  });

  it('counts failures per address across usernames', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 8; i++) throttle.recordFailure(`user${i}`, '10.0.0.1');
    expect(() => throttle.check('someone-else', '10.0.0.1')).toThrow(/Too many attempts/);
    expect(() => throttle.check('someone-else', '10.0.0.2')).not.toThrow();
  });

  it('a successful sign-in clears the username count and answers 429 with the code', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 4; i++) throttle.recordFailure('bob', `10.0.1.${i}`);
    throttle.recordSuccess('bob');
    for (let i = 0; i < 4; i++) throttle.recordFailure('bob', `10.0.2.${i}`);
    expect(() => throttle.check('bob', '10.0.3.1')).not.toThrow();
    throttle.recordFailure('bob', '10.0.3.1');
    try {
      throttle.check('bob', '10.0.3.1');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Too many attempts. Try again in 15 minutes.' });
    }
  });
});
