// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredUser, storedAccessToken } from './signed-in';

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
