import type { User, UserManager, UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { SIGN_IN_TAB_PARAM } from '@tackle/contracts';
import { appConfigAnswer, type AppConfigAnswer } from '@tackle/ui/app-config';
import { chosenTab, rememberTab } from './tab';

export type AppConfig = {
  oidc: { authority: string; clientId: string; scope?: string; resource?: string };
};

function isAppConfig(v: unknown): v is AppConfig {
  const o = (v as { oidc?: Record<string, unknown> } | null)?.oidc;
  return !!o && typeof o.authority === 'string' && typeof o.clientId === 'string';
}

export const CALLBACK_PATH = '/auth/callback';

let managerPromise: Promise<UserManager> | null = null;

const CONFIG_KEY = 'tackle-app-config';

/** The configuration last loaded, for a start without network (docs/decisions/117-offline-first-writes.md). */
function keptConfig(): AppConfig | null {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(CONFIG_KEY) ?? 'null');
    return isAppConfig(kept) ? kept : null;
  } catch {
    return null;
  }
}

async function loadConfig(): Promise<AppConfig> {
  // The page's one read of it, which takes the page's <link rel="preload" as="fetch"> (decision
  // 101) and which the map takes too (decision 176).
  let answer: AppConfigAnswer;
  try {
    answer = await appConfigAnswer();
  } catch (error) {
    const kept = keptConfig();
    if (kept) return kept;
    throw error;
  }
  if (!answer.ok) throw new Error(`Could not load the app configuration (${answer.status} ${answer.statusText})`);
  const body = answer.body;
  if (!isAppConfig(body)) throw new Error('The app configuration has no usable "oidc" section');
  try {
    window.localStorage.setItem(CONFIG_KEY, JSON.stringify(body));
  } catch {
    /* storage full or unavailable: the next start needs the network */
  }
  return body;
}

type StoreConstructor = typeof WebStorageStateStore;

export function buildSettings(
  config: AppConfig,
  Store: StoreConstructor,
  origin = window.location.origin,
): UserManagerSettings {
  const { authority, clientId, scope, resource } = config.oidc;
  return {
    authority,
    client_id: clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: scope ?? 'openid profile email',
    userStore: new Store({ store: window.localStorage }),
    stateStore: new Store({ store: window.localStorage }),
    // Renewal is ours (renewTokens): serialised across tabs, see below.
    automaticSilentRenew: false,
    // Audience-scoped access token (RFC 8707): on the authorize request and on every token request.
    ...(resource ? { resource, extraTokenParams: { resource } } : {}),
    loadUserInfo: false,
  };
}

let configPromise: Promise<AppConfig> | null = null;

/**
 * The configuration, asked for once per page (again after a failure). A stored sign-in asks for it
 * as the app starts, without waiting for it (decision 172): it takes the page's preload, as before.
 */
export function appConfig(): Promise<AppConfig> {
  configPromise ??= loadConfig().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

/**
 * The one UserManager of the page, configured from GET /app-config.json (served by the gateway).
 * oidc-client-ts is loaded here, in parallel with the configuration, not with the first screen.
 */
export function getUserManager(): Promise<UserManager> {
  managerPromise ??= Promise.all([appConfig(), import(/* webpackChunkName: "oidc" */ 'oidc-client-ts')])
    .then(([config, oidc]) => {
      const um = new oidc.UserManager(buildSettings(config, oidc.WebStorageStateStore));
      um.events.addAccessTokenExpiring(() => {
        void renewTokens(um).catch(() => undefined);
      });
      return um;
    })
    .catch((err: unknown) => {
      managerPromise = null; // allow a later retry
      throw err;
    });
  return managerPromise;
}

const RENEW_LOCK = 'tackle-token-renewal';
const FRESH_ENOUGH_SECONDS = 90;

/**
 * One token renewal at a time across all tabs. Refresh tokens rotate, and the provider treats a
 * rotated token used twice as theft and revokes the grant, which would sign every tab out. The tab
 * that gets the lock second finds the fresh tokens the first one stored (localStorage) and uses
 * them instead of refreshing again.
 */
export async function renewTokens(um: UserManager): Promise<User | null> {
  const renew = async () => {
    const current = await um.getUser();
    if (current && !current.expired && (current.expires_in ?? 0) > FRESH_ENOUGH_SECONDS) return current;
    return um.signinSilent();
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(RENEW_LOCK, renew);
  return renew();
}

export type SigninState = { returnTo?: string };

let signingOut = false;

/**
 * Logout removes the stored user before the browser leaves for the provider's end-session page;
 * the route guard then sends the page to /auth, whose sign-in redirect must not race the logout
 * (the provider session would still be alive and sign the user straight back in).
 */
export function markSigningOut(value: boolean) {
  signingOut = value;
}

/**
 * Start the redirect login, remembering where to come back to. `asked`: from `/auth`, the tab the
 * visitor asked for (the link's `?tab=`, null for none), remembered in this browser tab for the form
 * (tab.ts); left out (a retry), the one remembered before.
 */
export async function startSignin(returnTo = '/', asked?: string | null): Promise<void> {
  if (asked !== undefined) rememberTab(asked);
  if (signingOut) return;
  const um = await getUserManager();
  const safe = returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith('/auth') ? returnTo : '/';
  // The tab asked for travels with the request and comes back on the form's address (decision 164),
  // handed over here, so that it does not depend on session storage (refused in some private modes).
  const tab = chosenTab(asked ?? null) === 'register' ? { extraQueryParams: { [SIGN_IN_TAB_PARAM]: 'register' } } : {};
  await um.signinRedirect({ state: { returnTo: safe } satisfies SigninState, ...tab });
}
