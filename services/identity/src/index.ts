import type Koa from 'koa';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { AppError, bearerToken, createTokenVerifier, type Config, type EventStore, type Logger, type TokenVerifier } from '@tackle/platform';
import { createAccountService, type AccountService } from './accounts';
import { SqliteOidcStore } from './adapters/sqlite-oidc-adapter';
import { ensurePagePolicy, errorPage } from './html';
import { respondError, respondJson, silentLogger, type IdentityLogger } from './http';
import { DeviceCookies } from './device-cookie';
import { interactionHandler } from './interactions';
import { loadOrCreateKeyMaterial } from './keys';
import { mountApp } from './mount';
import { CLIENT_ID, createProvider } from './provider';
import { LOGIN_LIMITS, LoginThrottle, REGISTRATION_WINDOW_MS, REGISTRATIONS_PER_HOUR, RegistrationThrottle } from './throttle';

export type { Account, AccountService, Credentials } from './accounts';
export { createAccountService, MESSAGES, USER_REGISTERED, USERNAME_RESERVED, userStream, usernameStream } from './accounts';
export type { UserRegisteredData, UsernameReservedData } from './accounts';
export { SqliteOidcAdapter, SqliteOidcStore } from './adapters/sqlite-oidc-adapter';
export { hashPassword, verifyPassword } from './passwords';
export { INTERACTION_EXPIRED } from './interactions';
export type { IdentityLogger } from './http';
export { CLIENT_ID, SCOPES } from './provider';

interface IdentityClientOptions {
  /** Extra redirect URIs of the shell client (e.g. a dev server on another port). */
  redirectUris?: string[];
  /** Extra post-logout redirect URIs; default: `<origin>/` of every extra redirect URI. */
  postLogoutRedirectUris?: string[];
}

interface IdentityOptions {
  /** The site URL, e.g. `http://localhost:5000` (no trailing slash needed). */
  publicUrl: string;
  /** `${publicUrl}/idp`; its path is where the middleware answers. */
  issuer: string;
  /** `${publicUrl}/api`: the `aud` of every access token. */
  audience: string;
  /** Keys and provider state go to `${dataDir}/identity/`. */
  dataDir: string;
  eventStore: EventStore;
  logger?: IdentityLogger;
  /** Extra redirect URIs (a list), or redirect + post-logout URIs. */
  clients?: string[] | IdentityClientOptions;
  /** New accounts per client address per hour (`REGISTRATIONS_PER_HOUR`; default 10, decision 097). */
  registrationsPerHour?: number;
  /** The clock of the sign-in and registration throttles and of device cookies (tests). */
  now?: () => number;
}

export interface Identity {
  /** Answers everything under the issuer path (`/idp`); other paths go to `next`. */
  middleware: Koa.Middleware;
  /** `GET /api/user` -> `{ id, username }` for a valid bearer access token, else 401. */
  routes: Koa.Middleware;
  accounts: AccountService;
  /** Secrets of the provider's signed cookies; also set them as the outer Koa app's `keys`. */
  cookieKeys: string[];
  /** Public signing keys (what `${issuer}/jwks` serves), for in-process token verification. */
  publicJwks: JSONWebKeySet;
  /** Verifies access tokens of this provider (issuer, audience, expiry, RS256 signature). */
  verifier: TokenVerifier;
  issuer: string;
  audience: string;
  clientId: string;
  provider: Provider;
  close(): Promise<void>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function clientUris(publicUrl: string, clients: IdentityOptions['clients']) {
  const extra: IdentityClientOptions = Array.isArray(clients) ? { redirectUris: clients } : (clients ?? {});
  const redirectUris = [`${publicUrl}/auth/callback`, ...(extra.redirectUris ?? [])];
  const postLogout =
    extra.postLogoutRedirectUris ?? (extra.redirectUris ?? []).map((uri) => `${new URL(uri).origin}/`);
  return {
    redirectUris: [...new Set(redirectUris)],
    postLogoutRedirectUris: [...new Set([`${publicUrl}/`, ...postLogout])],
  };
}

/**
 * The embedded OIDC provider (oidc-provider 9) at `/idp` with event-sourced username/password
 * accounts. Synchronous; `await` on the result is harmless.
 */
/** The embedded provider as the configuration names it: the same in the gateway and the identity service. */
export function identityFromConfig(config: Config, eventStore: EventStore, logger: Logger): Identity {
  return createIdentity({
    publicUrl: config.publicUrl,
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    dataDir: config.dataDir,
    eventStore,
    logger,
    registrationsPerHour: config.oidc.registrationsPerHour,
  });
}

export function createIdentity(options: IdentityOptions): Identity {
  const publicUrl = trimSlash(options.publicUrl);
  const issuer = trimSlash(options.issuer);
  const audience = options.audience;
  const logger = options.logger ?? silentLogger;
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');
  if (!issuerPath) throw new Error('The embedded identity provider needs an issuer with a path, e.g. `${publicUrl}/idp`');

  const dir = join(options.dataDir, 'identity');
  const keys = loadOrCreateKeyMaterial(dir);
  const store = new SqliteOidcStore(join(dir, 'oidc.sqlite'));
  const accounts = createAccountService(options.eventStore);
  const { redirectUris, postLogoutRedirectUris } = clientUris(publicUrl, options.clients);

  let provider: Provider;
  try {
    provider = createProvider({
      issuer,
      publicUrl,
      audience,
      keys,
      adapter: store.adapterFactory,
      accounts,
      redirectUris,
      postLogoutRedirectUris,
    });
  } catch (error) {
    store.close();
    throw error;
  }

  // Provider events: failures are logged by code only (never tokens, codes or passwords).
  const onServerError = (_ctx: unknown, error: unknown) => logger.error({ err: error }, 'oidc provider error');
  const onClientError = (kind: string) => (_ctx: unknown, error: { error?: string; error_description?: string }) =>
    logger.warn({ kind, error: error?.error, description: error?.error_description }, 'oidc request rejected');
  const listeners: Array<[string, (...args: never[]) => void]> = [
    ['server_error', onServerError],
    ['authorization.error', onClientError('authorization')],
    ['grant.error', onClientError('grant')],
    ['end_session.error', onClientError('end_session')],
    ['revocation.error', onClientError('revocation')],
  ];
  const emitter = provider as unknown as NodeJS.EventEmitter;
  for (const [event, listener] of listeners) emitter.on(event, listener as (...args: unknown[]) => void);

  const now = options.now ?? Date.now;
  const interactions = interactionHandler({
    provider,
    accounts,
    audience,
    publicUrl,
    issuerPath,
    logger,
    throttle: new LoginThrottle(LOGIN_LIMITS, now),
    registrations: new RegistrationThrottle(
      { perAddress: options.registrationsPerHour ?? REGISTRATIONS_PER_HOUR, windowMs: REGISTRATION_WINDOW_MS },
      now,
    ),
    deviceCookies: new DeviceCookies(keys.cookieKeys, now),
  });
  const mounted = mountApp(issuerPath, provider);

  const notFound = async (ctx: Koa.Context) => {
    ctx.status = 404;
    ctx.type = 'html';
    ctx.body = errorPage(publicUrl, { error: 'not_found', error_description: 'This sign-in page does not exist.' });
  };

  const middleware: Koa.Middleware = async (ctx, next) => {
    if (ctx.path !== issuerPath && !ctx.path.startsWith(`${issuerPath}/`)) return next();

    // Before any page is rendered: its inline script's hash is appended to this policy.
    ensurePagePolicy(ctx);

    // The provider reads client addresses and https from the same proxy setting as the site.
    provider.proxy = ctx.app.proxy;

    if (await interactions(ctx)) return;

    // The provider sets its cookies through ctx.cookies: sign them with its keys even when the
    // outer app has other (or no) keys, so the interaction cookie always verifies.
    const outerCookies = ctx.cookies;
    const sameKeys = sameStrings(ctx.app.keys, keys.cookieKeys);
    if (!sameKeys) {
      const cookies = provider.createContext(ctx.req, ctx.res).cookies;
      cookies.secure = ctx.secure;
      ctx.cookies = cookies;
    }
    try {
      await mounted(ctx, () => notFound(ctx));
    } finally {
      if (!sameKeys) ctx.cookies = outerCookies;
    }
  };

  const verifier = createTokenVerifier({ issuer, audience, jwks: keys.publicJwks as JSONWebKeySet });

  const routes: Koa.Middleware = async (ctx, next) => {
    if (ctx.path !== '/api/user') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      respondJson(ctx, 405, { message: 'Method not allowed', code: 'method_not_allowed' });
      return;
    }
    try {
      const token = bearerToken(ctx);
      if (!token) throw new AppError('unauthorized', 'Not authenticated');
      const { id } = await verifier.verify(token);
      const account = await accounts.findById(id);
      if (!account) throw new AppError('unauthorized', 'Not authenticated');
      respondJson(ctx, 200, { id: account.id, username: account.username });
    } catch (error) {
      if (error instanceof AppError && error.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
      respondError(ctx, error, logger);
    }
  };

  let closed = false;
  return {
    middleware,
    routes,
    accounts,
    cookieKeys: keys.cookieKeys,
    publicJwks: keys.publicJwks as JSONWebKeySet,
    verifier,
    issuer,
    audience,
    clientId: CLIENT_ID,
    provider,
    async close() {
      if (closed) return;
      closed = true;
      for (const [event, listener] of listeners) emitter.off(event, listener as (...args: unknown[]) => void);
      store.close();
    },
  };
}

function sameStrings(a: unknown, b: string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);
}
