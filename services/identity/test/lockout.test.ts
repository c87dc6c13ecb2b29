import { describe, expect, it } from 'vitest';
import { Browser, serverForSuite, startAuthorization, startServer, tempDataDir } from './helpers';

/*
 * Issue 16, finding 1 (decision 097): nobody without the password can keep the owner out. The
 * server trusts X-Forwarded-For (as with TRUST_PROXY=1), so one test plays many client addresses;
 * the throttles' clock is injected.
 */

const MINUTE = 60_000;
const DEVICE_COOKIE = 'tackle_device';

let now = Date.now();
const server = serverForSuite({ proxy: true, registrationsPerHour: 10, now: () => now });

/** A fresh interaction in `browser`, then a login or register post from `address`. */
async function attempt(
  browser: Browser,
  action: 'login' | 'register',
  credentials: { username: string; password: string },
  address: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { uid } = await startAuthorization(browser, server);
  return browser.request(`/idp/interaction/${uid}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(credentials),
  });
}

/** A browser that never signed in (no device cookie): every try in a new one. */
const stranger = () => new Browser(server.url);

describe('sign-in throttling with device cookies', () => {
  it('the owner on a browser that signed in before keeps getting in while a guesser elsewhere keeps failing', async () => {
    const owner = new Browser(server.url);
    const credentials = { username: 'Owner_Olga', password: 'walleye-at-dusk' };
    expect((await attempt(owner, 'register', credentials, '198.51.100.10')).status).toBe(201);
    expect((await attempt(owner, 'login', credentials, '198.51.100.10')).status).toBe(200);

    for (let round = 0; round < 3; round++) {
      // A guesser at one address: five wrong passwords, then 429 for them (even with the right one).
      for (let i = 0; i < 5; i++) {
        const guess = await attempt(stranger(), 'login', { username: 'owner_olga', password: `guess-${round}-${i}` }, '203.0.113.66');
        expect(guess.status).toBe(401);
      }
      const throttled = await attempt(stranger(), 'login', credentials, '203.0.113.66');
      expect(throttled.status).toBe(429);
      expect(await throttled.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', code: 'too_many_requests' });

      // The owner's browser is not held up by them (from its usual address or another one).
      expect((await attempt(owner, 'login', credentials, '198.51.100.10')).status).toBe(200);
      expect((await attempt(owner, 'login', credentials, '192.0.2.44')).status).toBe(200);
      now += 15 * MINUTE + 1;
    }
  });

  it('guessers spread over many addresses lock out untrusted clients of the username, never the owner\u2019s device', async () => {
    const owner = new Browser(server.url);
    const credentials = { username: 'Spread_Sam', password: 'pike-on-a-spoon' };
    expect((await attempt(owner, 'register', credentials, '198.51.100.20')).status).toBe(201);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await attempt(stranger(), 'login', { username: 'spread_sam', password: `guess-${i}` }, `203.0.113.${100 + i}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // A browser with no device cookie for the user: refused, even with the password.
    expect((await attempt(stranger(), 'login', credentials, '198.51.100.21')).status).toBe(429);
    // The owner's browser: in.
    expect((await attempt(owner, 'login', credentials, '198.51.100.20')).status).toBe(200);
  });

  it('a stolen device cookie failing five times is locked out by itself', async () => {
    const owner = new Browser(server.url);
    const credentials = { username: 'Device_Dee', password: 'crappie-jig-tip' };
    expect((await attempt(owner, 'register', credentials, '198.51.100.30')).status).toBe(201);

    const thief = new Browser(server.url);
    const device = owner.jar.get(DEVICE_COOKIE);
    expect(device).toBeDefined();
    thief.jar.set(DEVICE_COOKIE, device!);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(thief, 'login', { username: 'device_dee', password: `guess-${i}` }, '203.0.113.77')).status).toBe(401);
    }
    const locked = await attempt(thief, 'login', credentials, '203.0.113.78');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', code: 'too_many_requests' });

    // Only that cookie: the owner signing in on another browser still gets in (and is trusted there next).
    const laptop = new Browser(server.url);
    expect((await attempt(laptop, 'login', credentials, '198.51.100.31')).status).toBe(200);
    expect((await attempt(laptop, 'login', credentials, '198.51.100.31')).status).toBe(200);

    // Once the failures leave the window, the device is trusted again.
    now += 15 * MINUTE + 1;
    expect((await attempt(thief, 'login', credentials, '203.0.113.78')).status).toBe(200);
  });

  it('a device cookie names its user by an HMAC only: HttpOnly, SameSite=Lax, Secure over https, valid for that user alone', async () => {
    const browser = new Browser(server.url);
    const credentials = { username: 'Cookie_Cory', password: 'musky-figure-8' };
    const registered = await attempt(browser, 'register', credentials, '198.51.100.40', { 'x-forwarded-proto': 'https' });
    expect(registered.status).toBe(201);
    const header = registered.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(header).toBeDefined();
    expect(header!.toLowerCase()).toContain('httponly');
    expect(header!.toLowerCase()).toContain('samesite=lax');
    expect(header!.toLowerCase()).toContain('secure');
    expect(header!.toLowerCase()).toContain('path=/idp/interaction');
    expect(header!.toLowerCase()).not.toContain('cory');
    const plain = await attempt(new Browser(server.url), 'login', credentials, '198.51.100.41');
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))?.toLowerCase()).not.toContain('secure');

    // Cory's device cookie does not make the browser a device of somebody else.
    const other = { username: 'Other_Ollie', password: 'bluegill-bobber' };
    expect((await attempt(new Browser(server.url), 'register', other, '198.51.100.42')).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(stranger(), 'login', { ...other, password: `guess-${i}` }, '203.0.113.90')).status).toBe(401);
    }
    expect((await attempt(browser, 'login', other, '203.0.113.90')).status).toBe(429);
  });
});

describe('device cookies on a site served over https', () => {
  it('are Secure even when TLS ends at a proxy the site does not trust for X-Forwarded-Proto (decision 096)', async () => {
    const httpsData = tempDataDir();
    const site = await startServer({ dataDir: httpsData.dir, publicUrl: 'https://tackle.example.test' });
    try {
      const browser = new Browser(site.url);
      const { uid } = await startAuthorization(browser, site, 'https://tackle.example.test');
      const registered = await browser.postJson(`/idp/interaction/${uid}/register`, { username: 'Secure_Sue', password: 'trout-in-riffles' });
      expect(registered.status).toBe(201);
      const header = registered.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
      expect(header?.toLowerCase()).toContain('secure');
    } finally {
      await site.close();
      httpsData.remove();
    }
  });
});

describe('registration throttling', () => {
  it('allows 10 registrations per address per hour (a name found taken counts), then 429; another address still registers', async () => {
    const address = '203.0.113.200';
    for (let i = 0; i < 9; i++) {
      const response = await attempt(stranger(), 'register', { username: `spam_${i}`, password: 'spam-spam-spam' }, address);
      expect(response.status).toBe(201);
    }
    expect((await attempt(stranger(), 'register', { username: 'SPAM_0', password: 'spam-spam-spam' }, address)).status).toBe(409);

    const refused = await attempt(stranger(), 'register', { username: 'spam_10', password: 'spam-spam-spam' }, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many registrations from this address. Try again in 60 minutes.',
      code: 'too_many_requests',
    });

    expect((await attempt(stranger(), 'register', { username: 'spam_10', password: 'spam-spam-spam' }, '203.0.113.201')).status).toBe(201);
    now += 60 * MINUTE + 1;
    expect((await attempt(stranger(), 'register', { username: 'spam_11', password: 'spam-spam-spam' }, address)).status).toBe(201);
  });
});
