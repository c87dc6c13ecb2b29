import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). The stored form carries its own parameters so they can
 * be raised later without invalidating existing hashes:
 *
 *   scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
 *
 * Hashes and passwords are never logged.
 */
interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** ~16 MiB of memory and some tens of milliseconds per hash on a small machine. */
const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1, keyLength: 64 };

const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; leave headroom over node's 32 MiB default.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, params.keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (![N, R, P].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  // Refuse absurd parameters from a tampered store instead of burning the CPU.
  if (N > 1 << 20 || R > 32 || P > 16) return null;
  const keyBuf = Buffer.from(key, 'base64url');
  if (keyBuf.length < 16) return null;
  return { params: { N, r: R, p: P, keyLength: keyBuf.length }, salt: Buffer.from(salt, 'base64url'), key: keyBuf };
}

/** Constant-time comparison of a candidate password with a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scrypt(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends about the same time as {@link verifyPassword} against a real account, so that an unknown
 * username cannot be told apart from a wrong password by timing. Always resolves to false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
