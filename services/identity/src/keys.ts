import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A private RSA signing key as a JWK (what oidc-provider's `jwks` option takes). */
interface PrivateSigningJwk extends JsonWebKey {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
}

/** Its public half: everything but the private exponent. */
type PublicSigningJwk = Pick<PrivateSigningJwk, 'kty' | 'kid' | 'alg' | 'use' | 'n' | 'e'>;

export interface KeyMaterial {
  /** Secrets for signed cookies (newest first; older ones still verify). */
  cookieKeys: string[];
  /** Private signing keys (the first one signs). */
  jwks: { keys: PrivateSigningJwk[] };
  /** The same keys without private parts, for in-process token verification. */
  publicJwks: { keys: PublicSigningJwk[] };
}

const COOKIE_KEYS_FILE = 'cookie-keys.json';
const JWKS_FILE = 'jwks.json';

/** Writes a file readable by the owner only, atomically (temp file + rename). */
function writeSecret(path: string, value: unknown): void {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temp, path);
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function generateSigningKey(): PrivateSigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JsonWebKey & { n: string; e: string; d: string };
  // RFC 7638 thumbprint as key id.
  const thumbprint = createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n }))
    .digest('base64url');
  return { ...jwk, kty: 'RSA', kid: thumbprint, alg: 'RS256', use: 'sig' };
}

function isSigningJwk(value: unknown): value is PrivateSigningJwk {
  if (typeof value !== 'object' || value === null) return false;
  const k = value as Record<string, unknown>;
  return k.kty === 'RSA' && typeof k.n === 'string' && typeof k.e === 'string' && typeof k.d === 'string' && typeof k.kid === 'string';
}

function toPublicJwk(key: PrivateSigningJwk): PublicSigningJwk {
  return { kty: 'RSA', kid: key.kid, alg: 'RS256', use: 'sig', n: key.n, e: key.e };
}

/**
 * Loads the identity secrets from `dir`, creating them on first start (mode 0600, directory 0700),
 * so restarts keep sessions, cookies and issued tokens valid.
 */
export function loadOrCreateKeyMaterial(dir: string): KeyMaterial {
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  const cookiePath = join(dir, COOKIE_KEYS_FILE);
  let cookieKeys: string[];
  if (existsSync(cookiePath)) {
    const parsed = readJson(cookiePath);
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((k) => typeof k === 'string' && k.length >= 32)) {
      throw new Error(`${cookiePath} is not a list of cookie secrets; remove it to generate new ones (signs everybody out)`);
    }
    cookieKeys = parsed as string[];
  } else {
    cookieKeys = [randomBytes(32).toString('base64url')];
    writeSecret(cookiePath, cookieKeys);
  }

  const jwksPath = join(dir, JWKS_FILE);
  let keys: PrivateSigningJwk[];
  if (existsSync(jwksPath)) {
    const parsed = readJson(jwksPath) as { keys?: unknown };
    if (!Array.isArray(parsed?.keys) || parsed.keys.length === 0 || !parsed.keys.every(isSigningJwk)) {
      throw new Error(`${jwksPath} is not a private RSA JWK set; remove it to generate a new key (invalidates issued tokens)`);
    }
    keys = parsed.keys;
  } else {
    keys = [generateSigningKey()];
    writeSecret(jwksPath, { keys });
  }

  // Tighten permissions of files created by older versions or copied around.
  for (const file of [cookiePath, jwksPath]) {
    try {
      chmodSync(file, 0o600);
    } catch {
      // read-only mounts: nothing to do
    }
  }

  return { cookieKeys, jwks: { keys }, publicJwks: { keys: keys.map(toPublicJwk) } };
}
