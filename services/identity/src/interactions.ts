import type Koa from 'koa';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { SIGN_IN_TAB_PARAM } from '@tackle/contracts';
import { AppError } from '@tackle/platform';
import type { AccountService } from './accounts';
import { errorPage, page, escapeHtml } from './html';
import { readJsonBody, respondError, respondJson, type IdentityLogger } from './http';
import { DEVICE_COOKIE, DEVICE_MAX_AGE_MS, type DeviceCookies } from './device-cookie';
import { SCOPES } from './provider';
import { LoginThrottle, RegistrationThrottle, type LoginAttempt } from './throttle';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export const INTERACTION_EXPIRED = {
  message: 'Your sign-in session expired. Please try again.',
  code: 'interaction_expired',
} as const;

class InteractionExpired extends Error {}

interface InteractionDeps {
  provider: Provider;
  accounts: AccountService;
  audience: string;
  publicUrl: string;
  /** Path of the issuer, e.g. `/idp`. */
  issuerPath: string;
  logger: IdentityLogger;
  /** Failed sign-ins per device, username and address (a fresh one per handler unless given). */
  throttle?: LoginThrottle;
  /** Registrations per address (a fresh one with the default limit per handler unless given). */
  registrations?: RegistrationThrottle;
  /** Signs and checks the device cookies that exempt a known browser from strangers' failures. */
  deviceCookies: DeviceCookies;
}

/**
 * The provider's interaction endpoints, as a JSON API for the shell's `/auth` screen:
 *
 * - `GET  /idp/interaction/:uid`          302 to `/auth?interaction=<uid>` (or finishes a consent prompt)
 * - `GET  /idp/interaction/:uid/details`  `{ uid, prompt, loginHint? }` or 410
 * - `POST /idp/interaction/:uid/login`    `{ username, password }` -> 200 `{ redirectTo }` (429 when throttled)
 * - `POST /idp/interaction/:uid/register` `{ username, password }` -> 201 `{ redirectTo }` (429 over the per-address limit)
 * - `GET  /idp/interaction/:uid/abort`    303 back to the client with `access_denied`
 *
 * Every call needs the `_interaction` cookie the provider set for `/idp/interaction/<uid>`.
 */
export function interactionHandler(deps: InteractionDeps): (ctx: Koa.Context) => Promise<boolean> {
  const { provider, accounts, audience, publicUrl, issuerPath, logger } = deps;
  const pattern = new RegExp(`^${escapeRegExp(issuerPath)}/interaction/([A-Za-z0-9_-]{1,128})(?:/(login|register|abort|details))?/?$`);
  const sitePath = new URL(publicUrl).pathname.replace(/\/+$/, '');
  const throttle = deps.throttle ?? new LoginThrottle();
  const registrations = deps.registrations ?? new RegistrationThrottle();
  const { deviceCookies } = deps;
  const deviceCookiePath = `${issuerPath}/interaction`;
  const siteIsHttps = new URL(publicUrl).protocol === 'https:';

  const readDeviceCookie = (ctx: Koa.Context) => ctx.cookies.get(DEVICE_COOKIE, { signed: false });

  /**
   * After a successful sign-in or registration: this browser is now a known device of the user.
   * Secure when the request or the site is https (TLS may end at a proxy, as in decision 096).
   */
  function rememberDevice(ctx: Koa.Context, username: string): void {
    const secure = ctx.secure || siteIsHttps;
    const cookies = ctx.cookies;
    const connectionSecure = cookies.secure;
    cookies.secure = secure;
    try {
      cookies.set(DEVICE_COOKIE, deviceCookies.issue(readDeviceCookie(ctx), username), {
        path: deviceCookiePath,
        maxAge: DEVICE_MAX_AGE_MS,
        httpOnly: true,
        secure,
        sameSite: 'lax',
        signed: false,
        overwrite: true,
      });
    } finally {
      cookies.secure = connectionSecure;
    }
  }

  async function load(ctx: Koa.Context, uid: string): Promise<Interaction> {
    let details: Interaction;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) throw new InteractionExpired();
      throw error;
    }
    if (details.uid !== uid) throw new InteractionExpired();
    return details;
  }

  async function grantFor(details: Interaction, accountId: string, extra?: { oidc?: string[]; resources?: Record<string, string[]> }) {
    const clientId = String(details.params.client_id);
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    if (grant && (grant.accountId !== accountId || grant.clientId !== clientId)) grant = undefined;
    grant ??= new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(SCOPES);
    grant.addResourceScope(audience, SCOPES);
    if (extra?.oidc?.length) grant.addOIDCScope(extra.oidc);
    for (const [resource, scopes] of Object.entries(extra?.resources ?? {})) {
      if (scopes.length) grant.addResourceScope(resource, scopes);
    }
    return grant.save();
  }

  async function finishLogin(ctx: Koa.Context, details: Interaction, accountId: string): Promise<string> {
    const grantId = await grantFor(details, accountId);
    return provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** A first-party app: a consent prompt (e.g. after the grant expired) is granted without asking. */
  async function finishConsent(ctx: Koa.Context, details: Interaction): Promise<string> {
    const accountId = details.session?.accountId;
    if (!accountId) throw new InteractionExpired();
    const prompt = details.prompt.details as {
      missingOIDCScope?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grantId = await grantFor(details, accountId, {
      oidc: prompt.missingOIDCScope ?? [],
      resources: prompt.missingResourceScopes ?? {},
    });
    return provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  function expiredPage(ctx: Koa.Context): void {
    ctx.status = 410;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page(
      'Sign-in expired',
      `<h1>Sign-in expired</h1>
<p>${escapeHtml(INTERACTION_EXPIRED.message)}</p>
<p><a class="button" href="${escapeHtml(`${sitePath}/auth`)}">Sign in again</a></p>`,
    );
  }

  /**
   * Password check behind the login throttle: only wrong credentials count as failures. A browser
   * presenting a valid device cookie for the username is counted on its own (decision 097).
   */
  async function authenticate(ctx: Koa.Context, body: unknown) {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).username : undefined;
    const username = typeof raw === 'string' ? raw : '';
    const attempt: LoginAttempt = { username, address: ctx.ip, device: deviceCookies.deviceFor(readDeviceCookie(ctx), username) };
    throttle.check(attempt);
    try {
      const account = await accounts.authenticate(body);
      throttle.recordSuccess(attempt);
      rememberDevice(ctx, account.username);
      return account;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') throttle.recordFailure(attempt);
      throw error;
    }
  }

  /** Registration behind the per-address limit: new accounts and names found taken count. */
  async function register(ctx: Koa.Context, body: unknown) {
    registrations.check(ctx.ip);
    try {
      const account = await accounts.register(body);
      registrations.record(ctx.ip);
      rememberDevice(ctx, account.username);
      return account;
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') registrations.record(ctx.ip);
      throw error;
    }
  }

  return async (ctx) => {
    const match = pattern.exec(ctx.path);
    if (!match) return false;
    const uid = match[1]!;
    const action = match[2] ?? 'show';
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const expected = action === 'login' || action === 'register' ? 'POST' : 'GET';
    if (method !== expected) {
      ctx.set('Allow', expected === 'GET' ? 'GET, HEAD' : 'POST');
      respondJson(ctx, 405, { message: 'Method not allowed', code: 'method_not_allowed' });
      return true;
    }

    try {
      switch (action) {
        case 'show': {
          const details = await load(ctx, uid);
          if (details.prompt.name === 'consent') {
            ctx.status = 303;
            ctx.redirect(await finishConsent(ctx, details));
            return true;
          }
          ctx.set('Cache-Control', 'no-store');
          ctx.status = 302;
          // The tab the sign-in was started for, so the form's first frame opens on it (decision 164).
          const tab = details.params[SIGN_IN_TAB_PARAM] === 'register' ? '&tab=register' : '';
          ctx.redirect(`${sitePath}/auth?interaction=${encodeURIComponent(uid)}${tab}`);
          return true;
        }
        case 'details': {
          const details = await load(ctx, uid);
          const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
          respondJson(ctx, 200, { uid, prompt: details.prompt.name, ...(loginHint ? { loginHint } : {}) });
          return true;
        }
        case 'login':
        case 'register': {
          const body = await readJsonBody(ctx);
          const details = await load(ctx, uid);
          const account = action === 'register' ? await register(ctx, body) : await authenticate(ctx, body);
          if (action === 'register') logger.info({ userId: account.id }, 'user registered');
          const redirectTo = await finishLogin(ctx, details, account.id);
          respondJson(ctx, action === 'register' ? 201 : 200, { redirectTo });
          return true;
        }
        case 'abort': {
          await load(ctx, uid);
          const returnTo = await provider.interactionResult(
            ctx.req,
            ctx.res,
            { error: 'access_denied', error_description: 'End-User aborted interaction' },
            { mergeWithLastSubmission: false },
          );
          ctx.status = 303;
          ctx.redirect(returnTo);
          return true;
        }
        default:
          return false;
      }
    } catch (error) {
      if (error instanceof InteractionExpired) {
        if (action === 'show' || action === 'abort') expiredPage(ctx);
        else respondJson(ctx, 410, INTERACTION_EXPIRED);
        return true;
      }
      if (action === 'show' || action === 'abort') {
        if (!(error instanceof AppError)) logger.error({ err: error, path: ctx.path }, 'interaction failed');
        ctx.status = 500;
        ctx.type = 'html';
        ctx.body = errorPage(publicUrl, { error: 'server_error' });
        return true;
      }
      respondError(ctx, error, logger);
      return true;
    }
  };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
