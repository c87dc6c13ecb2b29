import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@tackle/platform';
import { decodeJwt, serverForSuite, signIn, startServer, tempDataDir, tokenRequest } from './helpers';

async function getUser(server: { url: string }, authorization?: string) {
  const response = await fetch(`${server.url}/api/user`, authorization ? { headers: { authorization } } : {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

describe('GET /api/user', () => {
  const server = serverForSuite();

  async function signWith(key: JWK | CryptoKey | Uint8Array, claims: Record<string, unknown>, kid?: string) {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(kid ? { kid } : {}) });
    return jwt.sign(key as CryptoKey);
  }

  function privateKey() {
    const jwks = JSON.parse(readFileSync(join(server.dataDir, 'identity', 'jwks.json'), 'utf8')) as { keys: Array<JWK & { kid: string }> };
    return jwks.keys[0]!;
  }

  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer not.a.jwt'],
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 for %s', async (_name, authorization) => {
    const { status, body, headers } = await getUser(server, authorization);
    expect(status).toBe(401);
    expect(body.message).toBe('Not authenticated');
    expect(headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 401 for an expired, a foreign-key, a wrong-audience and a wrong-issuer token', async () => {
    const { tokens } = await signIn(server, { username: 'expiry_ed', password: 'secret-1' });
    const sub = decodeJwt(tokens.access_token).payload.sub as string;
    const jwk = privateKey();
    const key = await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const base = { sub, iss: `${server.url}/idp`, aud: `${server.url}/api`, username: 'expiry_ed' };

    const valid = await signWith(key, { ...base, iat: now, exp: now + 60 }, jwk.kid);
    expect((await getUser(server, `Bearer ${valid}`)).status).toBe(200);

    const expired = await signWith(key, { ...base, iat: now - 7200, exp: now - 3600 }, jwk.kid);
    expect(await getUser(server, `Bearer ${expired}`)).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });

    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = await signWith(otherKey as unknown as CryptoKey, { ...base, iat: now, exp: now + 60 }, jwk.kid);
    expect((await getUser(server, `Bearer ${foreign}`)).status).toBe(401);

    const wrongAudience = await signWith(key, { ...base, aud: 'tackle-shell', iat: now, exp: now + 60 }, jwk.kid);
    expect((await getUser(server, `Bearer ${wrongAudience}`)).status).toBe(401);

    const wrongIssuer = await signWith(key, { ...base, iss: 'http://evil.example/idp', iat: now, exp: now + 60 }, jwk.kid);
    expect((await getUser(server, `Bearer ${wrongIssuer}`)).status).toBe(401);

    // The ID token is signed by the same key but its audience is the client: not an access token.
    expect((await getUser(server, `Bearer ${tokens.id_token}`)).status).toBe(401);
  });

  it('answers 401 for a valid token whose user does not exist', async () => {
    const jwk = privateKey();
    const key = await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const token = await signWith(
      key,
      { sub: '00000000-0000-4000-8000-000000000000', iss: `${server.url}/idp`, aud: `${server.url}/api`, iat: now, exp: now + 60 },
      jwk.kid,
    );
    expect((await getUser(server, `Bearer ${token}`)).status).toBe(401);
  });

  it('passes other paths on', async () => {
    const response = await fetch(`${server.url}/api/users`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { path: string }).path).toBe('/api/users');
  });
});

describe('mounting under /idp', () => {
  const server = serverForSuite();

  it('serves discovery with every endpoint under the issuer, and the public JWKS', async () => {
    const response = await fetch(`${server.url}/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    const issuer = `${server.url}/idp`;
    expect(discovery.issuer).toBe(issuer);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'revocation_endpoint', 'userinfo_endpoint']) {
      expect(String(discovery[key]).startsWith(`${issuer}/`), key).toBe(true);
    }
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);

    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(jwks).toEqual(server.identity.publicJwks);
  });

  it('answers unknown /idp paths itself with a friendly 404 page and leaves other paths alone', async () => {
    const unknown = await fetch(`${server.url}/idp/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/text\/html/);
    const html = await unknown.text();
    expect(html).toContain('Back to Tackle');
    expect(html).not.toMatch(/at .*\.js:\d+/);

    const elsewhere = await fetch(`${server.url}/idpx/auth`);
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { path: string }).path).toBe('/idpx/auth');
  });

  it('renders authorization errors as plain HTML without stack traces', async () => {
    const response = await fetch(`${server.url}/idp/auth?client_id=unknown-client&response_type=code`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Sign-in problem');
    expect(html).not.toMatch(/Error:|node_modules|\.js:\d+/);
  });

  it('rejects an authorization request without PKCE', async () => {
    const params = new URLSearchParams({
      client_id: 'tackle-shell',
      response_type: 'code',
      redirect_uri: `${server.url}/auth/callback`,
      scope: 'openid',
    });
    const response = await fetch(`${server.url}/idp/auth?${params}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs out through end_session with an auto-submitting page, then refresh tokens stop working', async () => {
    const { tokens, browser } = await signIn(server, { username: 'logout_lou', password: 'secret-1' });
    const params = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${server.url}/` });
    const page = await browser.request(`/idp/session/end?${params}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="op.logoutForm"');
    expect(html).toContain("i.name='logout'");
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    expect(action).toBe(`${server.url}/idp/session/end/confirm`);

    const confirm = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${server.url}/`);
    expect(browser.jar.list().map((c) => c.name)).not.toContain('_session');

    const refresh = await tokenRequest(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'tackle-shell' });
    expect(refresh.status).toBe(400);
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const { tokens } = await signIn(server, { username: 'revoke_rita', password: 'secret-1' });
    const revoke = await fetch(`${server.url}/idp/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token!, client_id: 'tackle-shell', token_type_hint: 'refresh_token' }),
    });
    expect(revoke.status).toBe(200);
    const refresh = await tokenRequest(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'tackle-shell' });
    expect(refresh.status).toBe(400);
  });
});

describe('client registration', () => {
  it('registers the shell client with the site callback plus extra redirect URIs', async () => {
    const data = tempDataDir();
    try {
      const { createIdentity } = await import('../src/index');
      const identity = createIdentity({
        publicUrl: 'http://localhost:5000/',
        issuer: 'http://localhost:5000/idp',
        audience: 'http://localhost:5000/api',
        dataDir: data.dir,
        eventStore: new InMemoryEventStore(),
        clients: ['http://localhost:3000/auth/callback'],
      });
      try {
        const client = await identity.provider.Client.find('tackle-shell');
        expect(client?.redirectUris).toEqual(['http://localhost:5000/auth/callback', 'http://localhost:3000/auth/callback']);
        expect(client?.postLogoutRedirectUris).toEqual(['http://localhost:5000/', 'http://localhost:3000/']);
        expect(client?.tokenEndpointAuthMethod).toBe('none');
      } finally {
        await identity.close();
      }
    } finally {
      data.remove();
    }
  });
});

describe('restart on the same data directory', () => {
  it('keeps the signing key, cookie keys and provider state; key files are private', async () => {
    const data = tempDataDir();
    const eventStore = new InMemoryEventStore();
    try {
      const first = await startServer({ dataDir: data.dir, eventStore });
      const publicUrl = first.url;
      const { tokens } = await signIn(first, { username: 'restart_rex', password: 'secret-1' });
      const firstJwks = first.identity.publicJwks;
      const firstCookieKeys = first.identity.cookieKeys;
      await first.close();

      for (const file of ['jwks.json', 'cookie-keys.json', 'oidc.sqlite']) {
        expect((statSync(join(data.dir, 'identity', file)).mode & 0o777).toString(8), file).toBe('600');
      }
      expect((statSync(join(data.dir, 'identity')).mode & 0o777).toString(8)).toBe('700');

      // Same public URL (tokens name it as issuer/audience), new process and port.
      const second = await startServer({ dataDir: data.dir, eventStore, publicUrl });
      try {
        expect(second.identity.publicJwks).toEqual(firstJwks);
        expect(second.identity.cookieKeys).toEqual(firstCookieKeys);
        const user = await fetch(`${second.url}/api/user`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
        expect(user.status).toBe(200);
        expect(await user.json()).toMatchObject({ username: 'restart_rex' });

        // The refresh token and its session were persisted in SQLite.
        const refresh = await tokenRequest(second, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'tackle-shell' });
        expect(refresh.status).toBe(200);
        const renewed = (await refresh.json()) as { access_token: string };
        expect(decodeJwt(renewed.access_token).payload.iss).toBe(`${publicUrl}/idp`);
      } finally {
        await second.close();
      }
    } finally {
      data.remove();
    }
  });
});
