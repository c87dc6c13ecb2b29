import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';
import { apiRoutes, fillPath } from './security-harness';

/** The suite forges tokens: the product trusts a test token issuer whose key the suite holds. */
const h = apiHarness({ identity: 'test-issuer' });
const [alice] = signedIn(h, 'alice');

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const without = (claims: Record<string, unknown>, name: string) => Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));

/** Every kind of bad credential of the issue, each made fresh against the harness's issuer. */
async function badCredentials(): Promise<Array<{ name: string; header: Record<string, string> }>> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const valid = await h.issuer.token(alice);
  const [head, payload, signature] = valid.split('.') as [string, string, string];
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  const now = Math.floor(Date.now() / 1000);
  const foreign = await generateKeyPair('RS256');
  const foreignToken = (kid: string) =>
    new SignJWT({ username: alice.username })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(alice.id)
      .setIssuer(h.issuer.issuer)
      .setAudience(h.issuer.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(foreign.privateKey);
  const claims = { sub: alice.id, username: alice.username, iss: h.issuer.issuer, aud: h.issuer.audience, iat: now, exp: now + 3600 };
  return [
    { name: 'no token', header: {} },
    { name: 'not a bearer scheme', header: { authorization: `Basic ${Buffer.from('alice:secret').toString('base64')}` } },
    { name: 'garbage', header: bearer('not.a.jwt') },
    { name: 'expired', header: bearer(await h.issuer.token(alice, { expiresIn: now - 3600 })) },
    { name: 'wrong audience', header: bearer(await h.issuer.token(alice, { audience: 'http://someone-else/api' })) },
    { name: 'wrong issuer', header: bearer(await h.issuer.token(alice, { issuer: 'http://evil.test' })) },
    { name: 'alg none', header: bearer(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`) },
    { name: 'alg none with the kid', header: bearer(`${b64url({ alg: 'none', kid: 'test-key' })}.${b64url(claims)}.`) },
    { name: 'tampered signature', header: bearer(`${head}.${payload}.${flipped}`) },
    { name: 'tampered payload', header: bearer(`${head}.${b64url({ ...claims, sub: randomUUID() })}.${signature}`) },
    { name: 'key not in the JWKS (same kid)', header: bearer(await foreignToken('test-key')) },
    { name: 'key not in the JWKS (unknown kid)', header: bearer(await foreignToken('other-key')) },
    // Correctly signed with the issuer's key, but missing a claim every token must carry, or too old.
    { name: 'signed, no exp', header: bearer(await h.issuer.sign(without(claims, 'exp'))) },
    { name: 'signed, no iat', header: bearer(await h.issuer.sign(without(claims, 'iat'))) },
    { name: 'signed, no sub', header: bearer(await h.issuer.sign(without(claims, 'sub'))) },
    { name: 'signed, empty sub', header: bearer(await h.issuer.sign({ ...claims, sub: '' })) },
    { name: 'signed, no exp and no iat', header: bearer(await h.issuer.sign(without(without(claims, 'exp'), 'iat'))) },
    { name: 'signed, issued 25 h ago, not expired', header: bearer(await h.issuer.sign({ ...claims, iat: now - 25 * 3600, exp: now + 3600 })) },
    { name: 'signed, issued a year ago, exp far away', header: bearer(await h.issuer.sign({ ...claims, iat: now - 365 * 86400, exp: now + 10 * 365 * 86400 })) },
    { name: 'signed, issued in the future', header: bearer(await h.issuer.sign({ ...claims, iat: now + 600, exp: now + 4200 })) },
  ];
}

describe('token suite: every bad credential is 401 on every API route', () => {
  it('a valid token is accepted (the suite can fail)', async () => {
    const ok = await h.call(alice, 'GET', '/api/gear');
    expect(ok.status).toBe(200);
  });

  it('accepts a correctly signed token with every claim, up to a day old and within the clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: alice.id, username: alice.username, iss: h.issuer.issuer, aud: h.issuer.audience };
    const cases = {
      'fresh, one hour (what the identity provider issues)': { ...claims, iat: now, exp: now + 3600 },
      'issued 23 h ago, not expired': { ...claims, iat: now - 23 * 3600, exp: now + 3600 },
      'issued 3 s in the future (clock skew)': { ...claims, iat: now + 3, exp: now + 3600 },
    };
    const statuses: Record<string, number> = {};
    for (const [name, payload] of Object.entries(cases)) {
      const res = await fetch(`${h.base}/api/gear`, { headers: { authorization: `Bearer ${await h.issuer.sign(payload)}` } });
      statuses[name] = res.status;
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, 200])));
  });

  it('covers a representative endpoint of every service', () => {
    const paths = apiRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of ['POST /api/gear', 'POST /api/consumables', 'POST /api/catches', 'GET /api/gear', 'GET /api/stats', 'GET /api/weather', 'POST /api/analyze-product', 'POST /api/gear/analyze-image']) {
      expect(paths).toContain(expected);
    }
  });

  it('answers 401 with the one error shape and writes nothing', async () => {
    const credentials = await badCredentials();
    const routes = apiRoutes();
    const before = await h.call(alice, 'GET', '/api/dashboard');
    const failures: string[] = [];
    for (const route of routes) {
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, randomUUID()])));
      for (const { name, header } of credentials) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify({ name: 'x', typeId: 1 });
        const res = await fetch(`${h.base}${path}${route.path === '/api/weather' ? '?lat=1&lon=1' : ''}`, {
          method: route.method,
          headers: { ...header, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        });
        const answer = (await res.json().catch(() => null)) as { code?: string } | null;
        if (res.status !== 401 || answer?.code !== 'unauthorized') failures.push(`${route.method} ${route.path} [${name}] -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    const after = await h.call(alice, 'GET', '/api/dashboard');
    expect(after.body).toEqual(before.body);
  });
});
