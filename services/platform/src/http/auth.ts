import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type Koa from 'koa';
import { AppError } from '../errors';
import type { AppState } from './app';

export interface TokenIdentity {
  id: string;
  username: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<TokenIdentity>;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/** Verifies bearer JWTs: signature against the JWKS, issuer, audience, expiry. */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
}): TokenVerifier {
  let keys: JWTVerifyGetKey;
  if (options.jwks) keys = createLocalJWKSet(options.jwks);
  else keys = createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.issuer}/jwks`), { cooldownDuration: 30_000 });
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 5,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no subject');
        const username =
          typeof payload.username === 'string'
            ? payload.username
            : typeof payload.preferred_username === 'string'
              ? payload.preferred_username
              : payload.sub;
        return { id: payload.sub, username };
      } catch {
        throw new AppError('unauthorized', 'Not authenticated');
      }
    },
  };
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
