import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type Koa from 'koa';
import { AppError } from '../errors';
import type { AppState } from './app';

interface TokenIdentity {
  id: string;
  username: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<TokenIdentity>;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/**
 * The oldest access token accepted, by its `iat` (decision 095): a day. The embedded identity
 * provider issues access tokens for an hour (services/identity `AccessToken` TTL 3600 s); an
 * outside provider's tokens live minutes to hours. A token signed without an end (or with an end
 * years away) stops working a day after it was issued all the same.
 */
const MAX_TOKEN_AGE_SECONDS = 24 * 60 * 60;
/** Clock skew allowed between the issuer and us, for `exp`, `nbf` and an `iat` in the future. */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies bearer JWTs: signature against the JWKS, issuer, audience, and the claims every token
 * must carry: `exp` (not passed), `iat` (not in the future, at most MAX_TOKEN_AGE_SECONDS old) and
 * a non-empty `sub`. The same rules for the embedded identity provider and an outside one.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
}): TokenVerifier {
  let keys: JWTVerifyGetKey;
  if (options.jwks) keys = createLocalJWKSet(options.jwks);
  else keys = createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.issuer}/jwks`), { cooldownDuration: 30_000 });
  const verified = new VerifiedTokens();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no subject');
        const username =
          typeof payload.username === 'string'
            ? payload.username
            : typeof payload.preferred_username === 'string'
              ? payload.preferred_username
              : payload.sub;
        const identity = { id: payload.sub, username };
        // Both claims are required above; the token stops being valid at the earlier of the two.
        verified.set(token, identity, Math.min(payload.exp!, payload.iat! + MAX_TOKEN_AGE_SECONDS) + CLOCK_TOLERANCE_SECONDS);
        return identity;
      } catch {
        throw new AppError('unauthorized', 'Not authenticated');
      }
    },
  };
}

/** How long a verified token is answered from memory at most, whatever its own expiry. */
const VERIFIED_TOKEN_MS = 60_000;
const VERIFIED_TOKENS = 1_000;

/**
 * Tokens verified lately (docs/decisions/127): a client sends the same token with every request, and
 * checking its signature again each time is work whose answer cannot change before the token
 * expires. An entry is kept for at most a minute (a signing key the provider withdrew stops being
 * trusted within that time) and never past the token's own end; only valid tokens are kept.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { identity: TokenIdentity; until: number }>();

  get(token: string): TokenIdentity | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until > Date.now()) return entry.identity;
    this.entries.delete(token);
    return null;
  }

  set(token: string, identity: TokenIdentity, validUntilSeconds: number): void {
    const until = Math.min(validUntilSeconds * 1000, Date.now() + VERIFIED_TOKEN_MS);
    if (this.entries.size >= VERIFIED_TOKENS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { identity, until });
  }
}

export function bearerToken(ctx: Koa.Context): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Requires a valid bearer token and puts `{ id, username }` on `ctx.state.user`. */
export function requireUser(verifier: TokenVerifier): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx as unknown as Koa.Context);
    if (!token) throw new AppError('unauthorized', 'Not authenticated');
    ctx.state.user = await verifier.verify(token);
    await next();
  };
}

export function currentUser(ctx: { state: AppState }): TokenIdentity {
  if (!ctx.state.user) throw new AppError('unauthorized', 'Not authenticated');
  return ctx.state.user;
}
