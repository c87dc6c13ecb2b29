import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeUsername } from './throttle';

/** The cookie's name; it is sent only to `<issuer path>/interaction/` (decision 097). */
export const DEVICE_COOKIE = 'tackle_device';

/** How long a browser stays trusted for a user after signing in (then it counts as a new client). */
export const DEVICE_MAX_AGE_MS = 180 * 24 * 60 * 60_000;

/** Users remembered per browser (a shared family computer); the newest sign-in first. */
const MAX_ENTRIES = 5;

const ENTRY = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/**
 * OWASP's device cookies: after a successful sign-in the browser gets an entry naming the user, so
 * its later attempts for that user are throttled per device rather than with strangers' failures.
 *
 * An entry is `<nonce>.<issued at, seconds, base 36>.<mac>` with a random 128-bit nonce and
 * `mac = HMAC-SHA256(k, "tackle-device|nonce|issued|username")`, `k` derived from the provider's
 * cookie keys (the newest signs, every key verifies). The username is not in the cookie: an entry
 * only verifies against the name it was made for. Nothing is stored server side; the nonce is the
 * device's id in the throttle.
 */
export class DeviceCookies {
  private readonly keys: Buffer[];

  constructor(
    cookieKeys: string[],
    private readonly now: () => number = Date.now,
  ) {
    if (cookieKeys.length === 0) throw new Error('device cookies need at least one cookie key');
    this.keys = cookieKeys.map((key) => createHmac('sha256', key).update('tackle device cookie v1').digest());
  }

  private mac(key: Buffer, nonce: string, issued: string, username: string): Buffer {
    return createHmac('sha256', key).update(`tackle-device|${nonce}|${issued}|${normalizeUsername(username)}`).digest();
  }

  /** The id of the valid, unexpired entry of `cookie` made for `username`, if there is one. */
  deviceFor(cookie: string | undefined, username: string): string | undefined {
    if (!cookie || !normalizeUsername(username)) return undefined;
    for (const entry of cookie.split('~').slice(0, MAX_ENTRIES)) {
      const match = ENTRY.exec(entry);
      if (!match) continue;
      const [, nonce = '', issued = '', mac = ''] = match;
      if (this.expired(issued)) continue;
      const given = Buffer.from(mac, 'base64url');
      if (this.keys.some((key) => timingSafeEqual(this.mac(key, nonce, issued, username), given))) return nonce;
    }
    return undefined;
  }

  /**
   * The cookie after `username` signed in on this browser: a fresh entry for the user first (its
   * old entry, if any, dropped, so its failure count starts over), then the other users' entries
   * that are still well formed and unexpired, at most five in all.
   */
  issue(cookie: string | undefined, username: string): string {
    const nonce = randomBytes(16).toString('base64url');
    const issued = Math.floor(this.now() / 1000).toString(36);
    const fresh = `${nonce}.${issued}.${this.mac(this.keys[0]!, nonce, issued, username).toString('base64url')}`;
    const own = this.deviceFor(cookie, username);
    const others = (cookie ?? '')
      .split('~')
      .filter((entry) => {
        const match = ENTRY.exec(entry);
        return match !== null && match[1] !== own && !this.expired(match[2]!);
      });
    return [fresh, ...others].slice(0, MAX_ENTRIES).join('~');
  }

  private expired(issued: string): boolean {
    const issuedMs = parseInt(issued, 36) * 1000;
    return !Number.isFinite(issuedMs) || issuedMs > this.now() + 60_000 || this.now() - issuedMs > DEVICE_MAX_AGE_MS;
  }
}
