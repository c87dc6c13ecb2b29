import { AppError } from '@tackle/platform';

interface ThrottleLimits {
  /** Failed sign-ins allowed per username inside the window. */
  perUsername: number;
  /** Failed sign-ins allowed per client address inside the window (higher: many people share a NAT). */
  perAddress: number;
  windowMs: number;
}

const LOGIN_LIMITS: ThrottleLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000 };

/**
 * Login throttling (issue 10): failed password checks are counted per username and per client
 * address over a sliding window; once either is used up, sign-in answers 429 until the oldest
 * failure leaves the window. In memory: one gateway process owns the embedded provider, and a
 * restart forgetting the counts is acceptable for a throttle (decision 091).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, address: string): Array<[string, number]> {
    return [
      [`user:${username.trim().toLowerCase()}`, this.limits.perUsername],
      [`addr:${address}`, this.limits.perAddress],
    ];
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Throws 429 'Too many attempts. Try again in N minutes.' when a limit is used up. */
  check(username: string, address: string): void {
    for (const [key, limit] of this.keys(username, address)) {
      const recent = this.recent(key);
      if (recent.length >= limit) {
        const waitMs = recent[recent.length - limit]! + this.limits.windowMs - this.now();
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw new AppError('too_many_requests', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
  }

  recordFailure(username: string, address: string): void {
    for (const [key] of this.keys(username, address)) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** A successful sign-in clears the username's count (not the address's: others may share it). */
  recordSuccess(username: string): void {
    this.failures.delete(`user:${username.trim().toLowerCase()}`);
  }
}
