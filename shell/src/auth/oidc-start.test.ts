// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_TAB_PARAM } from '@tackle/contracts';

// oidc-client-ts, as far as startSignin uses it: the arguments of the redirect it would start.
const redirects = vi.hoisted(() => [] as unknown[]);
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  UserManager: class {
    events = { addAccessTokenExpiring: () => undefined };
    signinRedirect(args: unknown) {
      redirects.push(args);
      return Promise.resolve();
    }
  },
}));

const { startSignin } = await import('./oidc');

beforeAll(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ oidc: { authority: 'http://localhost/idp', clientId: 'tackle-web' } })));
});
afterEach(() => {
  redirects.length = 0;
  vi.restoreAllMocks();
});

/** Session storage refused, as in some private modes. */
function refuseSessionStorage() {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('refused', 'SecurityError');
  });
}

describe('the tab asked for travels with the sign-in request (decision 164)', () => {
  it('is handed over by the caller, so it does not depend on session storage', async () => {
    refuseSessionStorage();
    await startSignin('/gear', 'register');
    expect(redirects).toEqual([{ state: { returnTo: '/gear' }, extraQueryParams: { [SIGN_IN_TAB_PARAM]: 'register' } }]);
  });

  it('remembers the tab asked for in this browser tab, for the form after the redirect', async () => {
    await startSignin('/', 'register');
    expect(window.sessionStorage.getItem('tackle.auth.tab')).toBe('register');
    await startSignin('/', null);
    expect(window.sessionStorage.getItem('tackle.auth.tab')).toBe('login');
    window.sessionStorage.clear();
  });

  it('asks for nothing (the Login tab) when no tab was asked for and none is remembered', async () => {
    refuseSessionStorage();
    await startSignin('/gear');
    expect(redirects).toEqual([{ state: { returnTo: '/gear' } }]);
  });

  it('falls back on the tab remembered in this browser tab when the caller has none', async () => {
    window.sessionStorage.setItem('tackle.auth.tab', 'register');
    await startSignin('/');
    expect(redirects).toEqual([{ state: { returnTo: '/' }, extraQueryParams: { [SIGN_IN_TAB_PARAM]: 'register' } }]);
    window.sessionStorage.clear();
  });
});
