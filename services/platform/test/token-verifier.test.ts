import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestIssuer, type TestIssuer } from '@tackle/test-support';
import { createTokenVerifier } from '../src/http/auth';

/*
 * Verified tokens are answered from memory (decision 127), but never longer than the token itself
 * is valid: the cache saves the signature check, it changes no answer.
 */

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(() => issuer.close());
afterEach(() => {
  vi.useRealTimers();
});

const alice = { id: 'alice-id', username: 'alice' };
const outcome = (promise: Promise<unknown>) => promise.then((identity) => identity, (error: unknown) => (error as Error).message);

describe('token verifier', () => {
  it('answers a token it verified before without checking its signature again, with the same identity', async () => {
    const signatureChecks = vi.spyOn(globalThis.crypto.subtle, 'verify');
    try {
      const verifier = createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience });
      const token = await issuer.token(alice);
      expect(await verifier.verify(token)).toEqual({ id: 'alice-id', username: 'alice' });
      expect(signatureChecks).toHaveBeenCalledTimes(1);
      expect(await verifier.verify(token)).toEqual({ id: 'alice-id', username: 'alice' });
      expect(signatureChecks).toHaveBeenCalledTimes(1);
      await verifier.verify(await issuer.token({ id: 'bob-id', username: 'bob' }));
      expect(signatureChecks).toHaveBeenCalledTimes(2);
    } finally {
      signatureChecks.mockRestore();
    }
  });

  it('stops accepting a remembered token once it expires', async () => {
    const verifier = createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience });
    const token = await issuer.token(alice, { expiresIn: '2m' });
    expect(await outcome(verifier.verify(token))).toEqual({ id: 'alice-id', username: 'alice' });
    vi.useFakeTimers({ now: Date.now() + 119_000, toFake: ['Date'] });
    expect(await outcome(verifier.verify(token))).toEqual({ id: 'alice-id', username: 'alice' });
    vi.setSystemTime(Date.now() + 10_000);
    expect(await outcome(verifier.verify(token))).toBe('Not authenticated');
  });

  it('remembers only valid tokens: a bad one stays refused, and does not make a good one refused', async () => {
    const verifier = createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience });
    const good = await issuer.token(alice);
    const wrongAudience = await issuer.token(alice, { audience: 'http://elsewhere/api' });
    expect(await outcome(verifier.verify(wrongAudience))).toBe('Not authenticated');
    expect(await outcome(verifier.verify(wrongAudience))).toBe('Not authenticated');
    expect(await outcome(verifier.verify(good))).toEqual({ id: 'alice-id', username: 'alice' });
  });
});
