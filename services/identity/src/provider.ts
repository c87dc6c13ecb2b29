import Provider, { errors, type Account, type AdapterFactory, type ClientMetadata, type Configuration } from 'oidc-provider';
import { SIGN_IN_TAB_PARAM } from '@tackle/contracts';
import type { AccountService } from './accounts';
import { errorPage, logoutPage, postLogoutPage } from './html';
import type { KeyMaterial } from './keys';

export const CLIENT_ID = 'tackle-shell';
export const SCOPES = 'openid profile email';
/** Where the browser is sent for a login/consent prompt (`/idp/interaction/<uid>`). */
const interactionPath = (issuerPath: string, uid: string) => `${issuerPath}/interaction/${uid}`;

const DAY = 24 * 60 * 60;

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

interface ProviderSettings {
  issuer: string;
  publicUrl: string;
  audience: string;
  keys: KeyMaterial;
  adapter: AdapterFactory;
  accounts: AccountService;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export function createProvider(settings: ProviderSettings): Provider {
  const { issuer, publicUrl, audience, accounts } = settings;
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');

  const client: ClientMetadata = {
    client_id: CLIENT_ID,
    client_name: 'Tackle',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: settings.redirectUris,
    post_logout_redirect_uris: settings.postLogoutRedirectUris,
  };

  const findAccount = async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
    const account = await accounts.findById(sub);
    if (!account) return undefined;
    return {
      accountId: account.id,
      claims: () => ({ sub: account.id, preferred_username: account.username, name: account.username }),
    };
  };

  const configuration: Configuration = {
    adapter: settings.adapter,
    clients: [client],
    jwks: settings.keys.jwks,
    cookies: {
      keys: settings.keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name'],
      email: ['email'],
    },
    // The shell reads the user name from the ID token (it does not call userinfo).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The tab the visitor asked for (Get Started: Register), sent back on the form's address so the
    // form's first frame opens on it (decision 164).
    extraParams: [SIGN_IN_TAB_PARAM],
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only its own tokens; a public client's foreign token is silently ignored (RFC 7009).
        allowedPolicy: (_ctx, c, token) => token.clientId === c.clientId,
      },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: SCOPES,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(ctx, form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = postLogoutPage(publicUrl);
        },
      },
    },
    findAccount,
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const account = await accounts.findById(accountId);
      if (!account) return undefined;
      // The grant the token was issued under: a password change keeps this sign-in and ends the
      // others (decision 122). It names a grant; it grants nothing by itself.
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return { username: account.username, ...(grantId ? { gid: grantId } : {}) };
    },
    // Silent renew uses refresh tokens without asking for offline_access; they still end with the session.
    issueRefreshToken: (_ctx, c) => c.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: {
      url: (_ctx, interaction) => interactionPath(issuerPath, interaction.uid),
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    clientBasedCORS: (_ctx, origin, c) => origin !== 'null' && (c.redirectUris ?? []).some((uri) => originOf(uri) === origin),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(publicUrl, out);
    },
  };

  return new Provider(issuer, configuration);
}
