import type Koa from 'koa';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { decodeJwt, type JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import {
  AppError,
  bearerToken,
  ConcurrencyError,
  createTokenVerifier,
  DeletedAccounts,
  eraseAccountData,
  refuseDeletedAccounts,
  type Config,
  type EventStore,
  type Logger,
  type ReadStore,
  type TokenVerifier,
} from '@tackle/platform';
import { createAccountService, type AccountService } from './accounts';
import { SqliteOidcStore } from './adapters/sqlite-oidc-adapter';
import { ensurePagePolicy, errorPage } from './html';
import { readJsonBody, respondError, respondJson, silentLogger, type IdentityLogger } from './http';
import { DeviceCookies } from './device-cookie';
import { interactionHandler } from './interactions';
import { loadOrCreateKeyMaterial } from './keys';
import { mountApp } from './mount';
import { CLIENT_ID, createProvider } from './provider';
import { AccountPasswordThrottle, LOGIN_LIMITS, LoginThrottle, REGISTRATION_WINDOW_MS, REGISTRATIONS_PER_HOUR, RegistrationThrottle } from './throttle';

export type { Account, AccountService, Credentials } from './accounts';
export { createAccountService, MESSAGES, PASSWORD_CHANGED, USER_REGISTERED, USERNAME_RESERVED, userStream, usernameStream } from './accounts';
export type { PasswordChangedData, UserRegisteredData, UsernameReservedData } from './accounts';
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
  /**
   * The read models: an account deletion removes the angler's documents there and records the
   * deleted id (decision 122). Without it `POST /api/account/delete` answers 503.
   */
  readStore?: ReadStore;
  /** The deleted-accounts set shared with the process's API and projections (made here if absent). */
  deletedAccounts?: DeletedAccounts;
}

/** The `/api` routes the identity service answers (the route manifest, the security suites). */
export const IDENTITY_API_ROUTES = [
  { methods: ['HEAD', 'GET'], path: '/api/user' },
  { methods: ['POST'], path: '/api/account/password' },
  { methods: ['POST'], path: '/api/account/delete' },
] as const;

/** The stream of an account's `UserDeleted` event: the one stream of theirs that is kept. */
export const userDeletionStream = (userId: string) => `userdeletion-${userId}`;
export const USER_DELETED = 'UserDeleted';

export interface Identity {
  /** Answers everything under the issuer path (`/idp`); other paths go to `next`. */
  middleware: Koa.Middleware;
  /**
   * `GET /api/user` -> `{ id, username }` for a valid bearer access token, else 401;
   * `POST /api/account/password` and `POST /api/account/delete` (decision 122).
   */
  routes: Koa.Middleware;
  /** Ids of deleted accounts: wrap every API verifier of the process with `refuseDeletedAccounts`. */
  deletedAccounts: DeletedAccounts | null;
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
export function identityFromConfig(
  config: Config,
  eventStore: EventStore,
  logger: Logger,
  readStore?: ReadStore,
  deletedAccounts?: DeletedAccounts,
): Identity {
  return createIdentity({
    ...(readStore ? { readStore } : {}),
    ...(deletedAccounts ? { deletedAccounts } : {}),
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

  const readStore = options.readStore;
  const deletedAccounts = options.deletedAccounts ?? (readStore ? new DeletedAccounts(readStore) : null);
  const signatureVerifier = createTokenVerifier({ issuer, audience, jwks: keys.publicJwks as JSONWebKeySet });
  const verifier = deletedAccounts ? refuseDeletedAccounts(signatureVerifier, deletedAccounts) : signatureVerifier;

  /** The signed-in account of the request, and the grant its access token was issued under. */
  async function signedInAccount(ctx: Koa.Context) {
    const token = bearerToken(ctx);
    if (!token) throw new AppError('unauthorized', 'Not authenticated');
    const { id } = await verifier.verify(token);
    const account = await accounts.findById(id);
    if (!account) throw new AppError('unauthorized', 'Not authenticated');
    const grant = decodeJwt(token).gid;
    return { account, grantId: typeof grant === 'string' && grant ? grant : undefined };
  }

  const passwordThrottle = new AccountPasswordThrottle(10, 15 * 60_000, now);
  /** Runs a step that checks the angler's password, counting wrong ones (429 after too many). */
  async function withPasswordCheck<T>(accountId: string, step: () => Promise<T>): Promise<T> {
    passwordThrottle.check(accountId);
    try {
      const result = await step();
      passwordThrottle.recordSuccess(accountId);
      return result;
    } catch (error) {
      const wrongPassword = error instanceof AppError && (error.details?.field === 'currentPassword' || error.details?.field === 'password');
      if (wrongPassword) passwordThrottle.recordFailure(accountId);
      throw error;
    }
  }

  async function changePassword(ctx: Koa.Context) {
    const { account, grantId } = await signedInAccount(ctx);
    const body = await readJsonBody(ctx);
    await withPasswordCheck(account.id, () => accounts.changePassword(account.id, body, { correlationId: requestIdOf(ctx) }));
    // Every other sign-in of the angler ends: sessions, grants and refresh tokens, but not the
    // grant this browser's token was issued under (decision 122).
    const signedOutSessions = store.revokeAccount(account.id, grantId ? { keepGrantId: grantId } : {});
    logger.info({ userId: account.id, signedOutSessions }, 'password changed');
    respondJson(ctx, 200, { signedOutSessions });
  }

  async function deleteAccount(ctx: Koa.Context) {
    const { account } = await signedInAccount(ctx);
    const body = await readJsonBody(ctx);
    if (!readStore || !deletedAccounts) throw new AppError('unavailable', 'Account deletion is not available here');
    await withPasswordCheck(account.id, () => accounts.confirmDeletion(account.id, body));
    const userId = account.id;
    const deletedAt = new Date().toISOString();
    const stream = userDeletionStream(userId);
    // First the event that is kept (so the store's head never goes back and the bus tells
    // consumers), then the erasure; a retry after a failure finds the event and erases again.
    let position: number;
    try {
      ({ position } = await options.eventStore.append(
        stream,
        [{ id: randomUUID(), type: USER_DELETED, data: { userId, deletedAt }, metadata: { userId, correlationId: requestIdOf(ctx) ?? randomUUID(), causationId: null, schemaVersion: 1 } }],
        { expectedRevision: 'no_stream' },
      ));
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      const [earlier] = await options.eventStore.readStream(stream);
      position = earlier?.position ?? (await options.eventStore.headPosition());
    }
    await deletedAccounts.add(userId, deletedAt, position);
    const erased = await eraseAccountData({ eventStore: options.eventStore, readStore, dataDir: options.dataDir, userId, keepStreams: [stream] });
    const signedOutSessions = store.revokeAccount(userId, { erase: true });
    logger.info({ userId, ...erased, signedOutSessions }, 'account deleted');
    respondJson(ctx, 200, { signedOutSessions });
  }

  const handlers: Record<string, { allow: string; handle: (ctx: Koa.Context) => Promise<void> }> = {
    '/api/user': {
      allow: 'GET, HEAD',
      handle: async (ctx) => {
        const { account } = await signedInAccount(ctx);
        respondJson(ctx, 200, { id: account.id, username: account.username });
      },
    },
    '/api/account/password': { allow: 'POST', handle: changePassword },
    '/api/account/delete': { allow: 'POST', handle: deleteAccount },
  };

  const routes: Koa.Middleware = async (ctx, next) => {
    const route = Object.hasOwn(handlers, ctx.path) ? handlers[ctx.path] : undefined;
    if (!route) return next();
    if (!route.allow.split(', ').includes(ctx.method)) {
      ctx.set('Allow', route.allow);
      respondJson(ctx, 405, { message: 'Method not allowed', code: 'method_not_allowed' });
      return;
    }
    try {
      await route.handle(ctx);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
      respondError(ctx, error, logger);
    }
  };

  let closed = false;
  return {
    middleware,
    routes,
    deletedAccounts,
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

function requestIdOf(ctx: Koa.Context): string | undefined {
  const id = (ctx.state as { requestId?: unknown }).requestId;
  return typeof id === 'string' ? id : undefined;
}

function sameStrings(a: unknown, b: string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);
}
