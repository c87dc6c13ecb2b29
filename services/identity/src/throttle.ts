import { AppError } from '@tackle/platform';

const MINUTE = 60_000;

/** Every this many additions, keys with no event left inside the window are swept. */
const SWEEP_EVERY = 1_000;

/**
 * Events per key over a sliding window, in memory. A key keeps at most the newest `limit`
 * timestamps (all a limit check needs), and keys whose events all left the window are swept, so
 * memory stays bounded by the traffic of one window.
 */
class SlidingWindow {
  private readonly events = new Map<string, number[]>();
  private additions = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** Milliseconds until `key` is below `limit` again; 0 when it is below already. */
  waitMs(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return Math.max(1, recent[recent.length - limit]! + this.windowMs - this.now());
  }

  add(key: string, limit: number): void {
    if (++this.additions % SWEEP_EVERY === 0) for (const old of [...this.events.keys()]) this.recent(old);
    this.events.set(key, [...this.recent(key), this.now()].slice(-limit));
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}

function tooManyRequests(prefix: string, waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return new AppError('too_many_requests', `${prefix} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

interface LoginLimits {
  /** Failures per username from one client address, without a device cookie for that username. */
  perUsernameAndAddress: number;
  /**
   * Failures per username from every client without a device cookie for it (a guesser spread over
   * many addresses). Using it up locks out untrusted clients only, never a trusted device.
   */
  perUsernameUntrusted: number;
  /** Failures per client address across usernames, without a device cookie (higher: many people share a NAT). */
  perAddress: number;
  /** Failures per device cookie (a stolen device is locked out on its own). */
  perDevice: number;
  windowMs: number;
}

/** Decision 097. */
export const LOGIN_LIMITS: LoginLimits = {
  perUsernameAndAddress: 5,
  perUsernameUntrusted: 10,
  perAddress: 20,
  perDevice: 5,
  windowMs: 15 * MINUTE,
};

/** One sign-in attempt as the throttle sees it. */
export interface LoginAttempt {
  username: string;
  /** The client address (`ctx.ip`). */
  address: string;
  /** Id of a valid device cookie naming this username, when the browser presented one. */
  device?: string | undefined;
}

/**
 * Login throttling (issue 10, issue 16; decisions 091 and 097): failed password checks are counted
 * over a sliding window, and once a bucket the attempt belongs to is used up, sign-in answers 429
 * until its oldest failure leaves the window.
 *
 * A browser with a valid device cookie for the username (it signed in as that user before) is
 * counted in its own bucket only, so failures from anywhere else never keep the owner out. Every
 * other attempt is counted per username and address, per username for untrusted clients, and per
 * address. In memory: one process owns the embedded provider, and a restart forgetting the counts
 * is acceptable for a throttle (decision 091).
 */
export class LoginThrottle {
  private readonly failures: SlidingWindow;

  constructor(
    private readonly limits: LoginLimits = LOGIN_LIMITS,
    now: () => number = Date.now,
  ) {
    this.failures = new SlidingWindow(limits.windowMs, now);
  }

  private buckets({ username, address, device }: LoginAttempt): Array<[string, number]> {
    if (device) return [[`device:${device}`, this.limits.perDevice]];
    const user = normalizeUsername(username);
    return [
      [`user+addr:${user}\u0000${address}`, this.limits.perUsernameAndAddress],
      [`user:${user}`, this.limits.perUsernameUntrusted],
      [`addr:${address}`, this.limits.perAddress],
    ];
  }

  /** Throws 429 'Too many attempts. Try again in N minutes.' when a bucket of the attempt is used up. */
  check(attempt: LoginAttempt): void {
    for (const [key, limit] of this.buckets(attempt)) {
      const waitMs = this.failures.waitMs(key, limit);
      if (waitMs > 0) throw tooManyRequests('Too many attempts.', waitMs);
    }
  }

  recordFailure(attempt: LoginAttempt): void {
    for (const [key, limit] of this.buckets(attempt)) this.failures.add(key, limit);
  }

  /**
   * A successful sign-in clears the device's count, or the count of this username from this
   * address. Not the untrusted per-username or per-address counts: the owner signing in must not
   * hand a guesser elsewhere a fresh allowance, and others may share the address.
   */
  recordSuccess(attempt: LoginAttempt): void {
    const [first] = this.buckets(attempt);
    if (first) this.failures.clear(first[0]);
  }
}

interface RegistrationLimits {
  /** Registrations per client address inside the window. */
  perAddress: number;
  windowMs: number;
}

/** Decision 097: 10 new accounts per address per hour (REGISTRATIONS_PER_HOUR). */
export const REGISTRATIONS_PER_HOUR = 10;

export const REGISTRATION_WINDOW_MS = 60 * MINUTE;

/**
 * Registration throttling per client address (issue 16): every registration that creates an
 * account, or finds the name taken (a probe for usernames), counts; once the limit is used up,
 * `POST /idp/interaction/:uid/register` answers 429 'Too many registrations from this address.
 * Try again in N minutes.' until the oldest one leaves the window.
 */
export class RegistrationThrottle {
  private readonly registrations: SlidingWindow;

  constructor(
    private readonly limits: RegistrationLimits = { perAddress: REGISTRATIONS_PER_HOUR, windowMs: REGISTRATION_WINDOW_MS },
    now: () => number = Date.now,
  ) {
    this.registrations = new SlidingWindow(limits.windowMs, now);
  }

  check(address: string): void {
    const waitMs = this.registrations.waitMs(`addr:${address}`, this.limits.perAddress);
    if (waitMs > 0) throw tooManyRequests('Too many registrations from this address.', waitMs);
  }

  record(address: string): void {
    this.registrations.add(`addr:${address}`, this.limits.perAddress);
  }
}

/** Usernames are unique regardless of letter case (the reservation stream is lower case). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Wrong passwords typed by a signed-in angler (password change, account deletion; decision 122):
 * a stolen access token must not become a way to guess the password. Per account, 10 wrong
 * passwords in 15 minutes; then 429 until the window has room again. A right password clears it.
 */
export class AccountPasswordThrottle {
  private readonly window: SlidingWindow;

  constructor(
    private readonly limit = 10,
    windowMs = 15 * MINUTE,
    now: () => number = Date.now,
  ) {
    this.window = new SlidingWindow(windowMs, now);
  }

  check(accountId: string): void {
    const wait = this.window.waitMs(accountId, this.limit);
    if (wait > 0) throw tooManyRequests('Too many wrong passwords.', wait);
  }

  recordFailure(accountId: string): void {
    this.window.add(accountId, this.limit);
  }

  recordSuccess(accountId: string): void {
    this.window.clear(accountId);
  }
}
