import { describe, expect, it } from 'vitest';
import { SIGN_IN_TAB_PARAM } from '@tackle/contracts';
import { Browser, followToCallback, pkce, serverForSuite, signIn, startAuthorization } from './helpers';

describe('interaction API', () => {
  const server = serverForSuite();

  async function interaction() {
    const browser = new Browser(server.url);
    const started = await startAuthorization(browser, server);
    return { browser, ...started };
  }

  /** An authorization request of the shell's client with `prompt`, from a browser that has a session. */
  function authorizeWithPrompt(browser: Browser, prompt: 'consent' | 'none') {
    const { challenge } = pkce();
    const params = new URLSearchParams({
      client_id: 'tackle-shell',
      response_type: 'code',
      redirect_uri: `${server.url}/auth/callback`,
      scope: 'openid profile email',
      prompt,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st',
    });
    return browser.request(`/idp/auth?${params}`);
  }

  async function registeredEvents(): Promise<number> {
    const all = await server.eventStore.readAll(0, 10_000);
    return all.filter((e) => e.type === 'UserRegistered').length;
  }

  it.each([
    ['login', { username: 'ab', password: 'secret-1' }, 'Username must be at least 3 characters'],
    ['login', { username: 'abc', password: '12345' }, 'Password must be at least 6 characters'],
    ['register', { username: '  ab ', password: 'secret-1' }, 'Username must be at least 3 characters'],
    ['register', { username: 'abc', password: '12345' }, 'Password must be at least 6 characters'],
    ['register', {}, 'Username must be at least 3 characters'],
    ['register', { username: 'bad name!', password: 'secret-1' }, 'Username may only contain letters, numbers, dots, dashes and underscores'],
    ['register', { username: 'x'.repeat(51), password: 'secret-1' }, 'Username must be at most 50 characters'],
    ['register', { username: 'longpass', password: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
  ] as const)('%s %j answers 422 with %j', async (action, body, message) => {
    const { browser, uid } = await interaction();
    const response = await browser.postJson(`/idp/interaction/${uid}/${action}`, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("sends the browser to the form with the tab the sign-in asked for, and only a known one (decision 164)", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ [SIGN_IN_TAB_PARAM]: 'register' }, '&tab=register'],
      [{ [SIGN_IN_TAB_PARAM]: 'login' }, ''],
      [{ [SIGN_IN_TAB_PARAM]: '"><script>' }, ''],
      [{}, ''],
    ];
    for (const [extra, tab] of cases) {
      const browser = new Browser(server.url);
      const { uid, interactionUrl } = await startAuthorization(browser, server, server.url, extra);
      const landing = await browser.request(interactionUrl);
      expect(landing.status).toBe(302);
      expect(landing.headers.get('location'), JSON.stringify(extra)).toBe(`/auth?interaction=${uid}${tab}`);
    }
  });

  it('answers 401 with one generic message for a wrong password and for an unknown user', async () => {
    await signIn(server, { username: 'Crappie_Carl', password: 'slab-hunter' });
    for (const credentials of [
      { username: 'Crappie_Carl', password: 'wrong-password' },
      { username: 'nobody_here', password: 'slab-hunter' },
    ]) {
      const { browser, uid } = await interaction();
      const response = await browser.postJson(`/idp/interaction/${uid}/login`, credentials);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
    }
  });

  it('throttles sign-in: after 5 failures for a username from one address (no device cookie), even the right password answers 429 with the wait', async () => {
    await signIn(server, { username: 'Throttled_Tom', password: 'right-password' });
    for (let i = 0; i < 5; i++) {
      const { browser, uid } = await interaction();
      expect((await browser.postJson(`/idp/interaction/${uid}/login`, { username: 'throttled_tom', password: `guess-${i}` })).status).toBe(401);
    }
    const { browser, uid } = await interaction();
    const refused = await browser.postJson(`/idp/interaction/${uid}/login`, { username: 'Throttled_Tom', password: 'right-password' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', code: 'too_many_requests' });
  });

  it('rejects a duplicate username (any letter case) with 409 and writes no second UserRegistered', async () => {
    await signIn(server, { username: 'Bass_Master', password: 'largemouth' });
    const before = await registeredEvents();
    const { browser, uid } = await interaction();
    const response = await browser.postJson(`/idp/interaction/${uid}/register`, { username: 'bass_master', password: 'smallmouth' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe('Username already taken');
    expect(await registeredEvents()).toBe(before);

    // The original password still works; the rejected one does not.
    const ok = await interaction();
    expect((await ok.browser.postJson(`/idp/interaction/${ok.uid}/login`, { username: 'BASS_MASTER', password: 'largemouth' })).status).toBe(200);
    const bad = await interaction();
    expect((await bad.browser.postJson(`/idp/interaction/${bad.uid}/login`, { username: 'bass_master', password: 'smallmouth' })).status).toBe(401);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const { browser, uid } = await interaction();
    const malformed = await browser.postJson(`/idp/interaction/${uid}/login`, '{"username": "abc",');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe('Malformed JSON body');

    const form = await browser.request(`/idp/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=abc&password=secret-1',
    });
    expect(form.status).toBe(415);

    const big = await browser.postJson(`/idp/interaction/${uid}/login`, { username: 'abc', password: 'x'.repeat(11 * 1024) });
    expect(big.status).toBe(413);
  });

  it('answers 410 interaction_expired without the interaction cookie or for an unknown uid', async () => {
    const stranger = new Browser(server.url);
    const response = await stranger.postJson('/idp/interaction/doesNotExist123/login', { username: 'abc', password: 'secret-1' });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ message: 'Your sign-in session expired. Please try again.', code: 'interaction_expired' });

    const page = await stranger.request('/idp/interaction/doesNotExist123');
    expect(page.status).toBe(410);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Your sign-in session expired');
  });

  it('answers 410 once the interaction has been used to completion', async () => {
    const { browser, uid, redirectUri } = await interaction();
    const register = await browser.postJson(`/idp/interaction/${uid}/register`, { username: 'once_only', password: 'secret-1' });
    const { redirectTo } = (await register.json()) as { redirectTo: string };
    await followToCallback(browser, redirectTo, redirectUri);
    const late = await browser.postJson(`/idp/interaction/${uid}/login`, { username: 'once_only', password: 'secret-1' });
    expect(late.status).toBe(410);
  });

  it('describes a live interaction and answers 405 for wrong methods', async () => {
    const { browser, uid } = await interaction();
    const details = await browser.request(`/idp/interaction/${uid}/details`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ uid, prompt: 'login' });
    expect((await browser.request(`/idp/interaction/${uid}/login`)).status).toBe(405);
    expect((await browser.request(`/idp/interaction/${uid}`, { method: 'POST' })).status).toBe(405);
  });

  it('abort sends the browser back to the client with access_denied', async () => {
    const { browser, uid, redirectUri, state } = await interaction();
    const abort = await browser.request(`/idp/interaction/${uid}/abort`);
    expect(abort.status).toBe(303);
    const callback = await followToCallback(browser, new URL(abort.headers.get('location')!, server.url).href, redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
  });

  it('grants a consent prompt automatically (first-party app) for a signed-in user', async () => {
    const { browser } = await signIn(server, { username: 'consent_carol', password: 'secret-1' });
    const start = await authorizeWithPrompt(browser, 'consent');
    expect(start.status).toBe(303);
    const landing = await browser.request(start.headers.get('location')!);
    expect(landing.status).toBe(303);
    const callback = await followToCallback(browser, new URL(landing.headers.get('location')!, server.url).href, `${server.url}/auth/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('skips the interaction entirely when the browser already has a session', async () => {
    const { browser } = await signIn(server, { username: 'silent_sam', password: 'secret-1' });
    const response = await authorizeWithPrompt(browser, 'none');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(`${server.url}/auth/callback`)).toBe(true);
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});
