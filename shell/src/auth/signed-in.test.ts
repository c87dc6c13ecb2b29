// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredUser, storedAccessToken, storedSignIn, storedUsername } from './signed-in';

// The stored sign-in as the bootstrap reads it before oidc-client-ts has loaded (decision 149).

const KEY = 'oidc.user:http://localhost/idp:tackle-web';
const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

afterEach(() => window.localStorage.clear());

describe('storedAccessToken', () => {
  it("answers the stored user's token while it has more than a minute left", () => {
    expect(hasStoredUser()).toBe(false);
    expect(storedAccessToken(NOW)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'tok', expires_at: NOW / 1000 + 3600 }));
    expect(hasStoredUser()).toBe(true);
    expect(storedAccessToken(NOW)).toBe('tok');
  });

  it('answers null for a token about to expire, expired, or a stored user it cannot read', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'tok', expires_at: NOW / 1000 + 30 }));
    expect(storedAccessToken(NOW)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'tok', expires_at: NOW / 1000 - 10 }));
    expect(storedAccessToken(NOW)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'tok' }));
    expect(storedAccessToken(NOW)).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(storedAccessToken(NOW)).toBeNull();
  });
});

// Decision 156: the name a static frame shows before the app has loaded ("Welcome back, …!").
describe('storedUsername', () => {
  it("answers the stored sign-in's preferred_username", () => {
    expect(storedUsername()).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'tok', profile: { sub: 'u-1', preferred_username: 'Ana <b>&amp;</b>', name: 'Ana' } }));
    expect(storedUsername()).toBe('Ana <b>&amp;</b>');
  });

  it('answers null rather than any other name: no profile, no preferred_username, an empty one, or a stored user it cannot read', () => {
    for (const stored of [{}, { profile: null }, { profile: { sub: 'u-1', name: 'Ana' } }, { profile: { sub: 'u-1', preferred_username: '' } }, { profile: { preferred_username: 7 } }, 'null', 42]) {
      window.localStorage.setItem(KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
      expect(storedUsername(), JSON.stringify(stored)).toBeNull();
    }
    window.localStorage.setItem(KEY, '{not json');
    expect(storedUsername()).toBeNull();
  });
});

// Decision 172: what the app starts with before oidc-client-ts has loaded.
describe('storedSignIn', () => {
  it("answers the stored user's subject and names while its token has more than a minute left", () => {
    expect(storedSignIn(NOW)).toBeNull();
    const profile = { sub: 'u-1', preferred_username: 'ana', name: 'Ana', email: 'ana@example.com' };
    window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'tok', expires_at: NOW / 1000 + 3600, profile }));
    expect(storedSignIn(NOW)).toEqual({ profile: { sub: 'u-1', preferred_username: 'ana', name: 'Ana' } });
  });

  it('answers null for a token about to run out, no token, no subject, or a stored user it cannot read', () => {
    const fresh = NOW / 1000 + 3600;
    for (const stored of [
      { access_token: 'tok', expires_at: NOW / 1000 + 30, profile: { sub: 'u-1' } },
      { expires_at: fresh, profile: { sub: 'u-1' } },
      { access_token: 'tok', expires_at: fresh },
      { access_token: 'tok', expires_at: fresh, profile: { sub: '' } },
      { access_token: 'tok', expires_at: fresh, profile: { sub: 7 } },
    ]) {
      window.localStorage.setItem(KEY, JSON.stringify(stored));
      expect(storedSignIn(NOW), JSON.stringify(stored)).toBeNull();
    }
    window.localStorage.setItem(KEY, '{not json');
    expect(storedSignIn(NOW)).toBeNull();
  });
});
