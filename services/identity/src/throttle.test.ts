import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, LoginThrottle, RegistrationThrottle } from './throttle';

describe('login throttle', () => {
  const limits = { ...LOGIN_LIMITS, perAddress: 8 };
  const untrusted = (username: string, address: string) => ({ username, address });

  it('refuses the sixth attempt for a username from one address within 15 minutes, then lets it in again', () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 5; i++) {
      expect(() => throttle.check(untrusted('Alice', '10.0.0.1'))).not.toThrow();
      throttle.recordFailure(untrusted('alice', '10.0.0.1'));
      now += 60_000;
    }
    expect(() => throttle.check(untrusted('ALICE ', '10.0.0.1'))).toThrow('Too many attempts. Try again in 10 minutes.');
    // Another address is not held up by one guesser's five failures.
    expect(() => throttle.check(untrusted('alice', '10.9.9.9'))).not.toThrow();
    now = 15 * 60_000 + 1;
    expect(() => throttle.check(untrusted('alice', '10.0.0.1'))).not.toThrow();
  });

  it('counts failures per address across usernames', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 8; i++) throttle.recordFailure(untrusted(`user${i}`, '10.0.0.1'));
    expect(() => throttle.check(untrusted('someone-else', '10.0.0.1'))).toThrow(/Too many attempts/);
    expect(() => throttle.check(untrusted('someone-else', '10.0.0.2'))).not.toThrow();
  });

  it('locks untrusted clients of a username out after 10 failures from many addresses, never its devices', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 10; i++) throttle.recordFailure(untrusted('carol', `10.0.1.${i}`));
    expect(() => throttle.check(untrusted('carol', '10.0.2.1'))).toThrow('Too many attempts. Try again in 15 minutes.');
    expect(() => throttle.check({ username: 'carol', address: '10.0.2.1', device: 'carols-phone' })).not.toThrow();
  });

  it('counts a device on its own: its five failures lock it alone', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    const stolen = { username: 'dave', address: '10.0.3.1', device: 'daves-laptop' };
    for (let i = 0; i < 5; i++) throttle.recordFailure(stolen);
    expect(() => throttle.check(stolen)).toThrow('Too many attempts. Try again in 15 minutes.');
    expect(() => throttle.check({ ...stolen, address: '10.0.3.2' })).toThrow(/Too many attempts/);
    expect(() => throttle.check({ ...stolen, device: 'daves-phone' })).not.toThrow();
    expect(() => throttle.check(untrusted('dave', '10.0.3.1'))).not.toThrow();
  });

  it('a successful sign-in clears the count of its username and address and answers 429 with the code', () => {
    const throttle = new LoginThrottle(LOGIN_LIMITS, () => 0);
    for (let i = 0; i < 4; i++) throttle.recordFailure(untrusted('bob', '10.0.1.1'));
    throttle.recordSuccess(untrusted('bob', '10.0.1.1'));
    for (let i = 0; i < 4; i++) throttle.recordFailure(untrusted('bob', '10.0.1.1'));
    expect(() => throttle.check(untrusted('bob', '10.0.1.1'))).not.toThrow();
    throttle.recordFailure(untrusted('bob', '10.0.1.1'));
    try {
      throttle.check(untrusted('bob', '10.0.1.1'));
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Too many attempts. Try again in 15 minutes.' });
    }
  });
});

describe('registration throttle', () => {
  it('allows the limit per address per hour, then answers 429 until the oldest leaves the window', () => {
    let now = 0;
    const throttle = new RegistrationThrottle({ perAddress: 3, windowMs: 60 * 60_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(() => throttle.check('10.0.0.1')).not.toThrow();
      throttle.record('10.0.0.1');
      now += 60_000;
    }
    expect(() => throttle.check('10.0.0.1')).toThrow('Too many registrations from this address. Try again in 57 minutes.');
    expect(() => throttle.check('10.0.0.2')).not.toThrow();
    now = 60 * 60_000 + 1;
    expect(() => throttle.check('10.0.0.1')).not.toThrow();
  });
});
