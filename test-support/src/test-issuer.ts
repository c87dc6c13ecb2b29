import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestIssuer {
  issuer: string;
  audience: string;
  /** A signed RS256 access token for the user, valid for an hour unless overridden. */
  token(user: { id: string; username: string }, overrides?: { audience?: string; issuer?: string; expiresIn?: string | number }): Promise<string>;
  /** A token signed with the issuer's key carrying exactly `claims` (nothing added): for testing claim checks. */
  sign(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OIDC-style issuer for service tests: it serves its JWKS over HTTP, so services verify
 * tokens exactly as they do against an outside provider.
 */
export async function startTestIssuer(audience = 'http://tackle.test/api'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    audience,
    async token(user, overrides = {}) {
      return new SignJWT({ username: user.username })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(user.id)
        .setIssuer(overrides.issuer ?? issuer)
        .setAudience(overrides.audience ?? audience)
        .setIssuedAt()
        .setExpirationTime(overrides.expiresIn ?? '1h')
        .sign(privateKey);
    },
    async sign(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh temporary data dir and its clean-up. */
export function tempDataDir(prefix = 'tackle-test-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
