import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitCredentials } from './credentials';

type Sent = { url: string; init: RequestInit };

function answer(response: Response | Error): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  });
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('submitCredentials', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the credentials to the interaction and resolves with where to go next', async () => {
    const sent = answer(json({ redirectTo: '/idp/auth/abc' }));
    await expect(submitCredentials('u/1', 'register', { username: 'ann', password: 'secret123' })).resolves.toBe('/idp/auth/abc');
    expect(sent[0]?.url).toBe('/idp/interaction/u%2F1/register');
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ username: 'ann', password: 'secret123' });
  });

  it("rejects with the provider's sentence and code", async () => {
    answer(json({ message: 'Invalid username or password', code: 'invalid_credentials' }, 401));
    await expect(submitCredentials('u1', 'login', { username: 'ann', password: 'wrong' })).rejects.toMatchObject({
      message: 'Invalid username or password',
      code: 'invalid_credentials',
    });
  });

  it('falls back to the error description, then to the status for a server error', async () => {
    answer(json({ error: 'interaction_expired', error_description: 'Start again' }, 400));
    await expect(submitCredentials('u1', 'login', { username: 'ann', password: 'x' })).rejects.toMatchObject({
      message: 'Start again',
      code: 'interaction_expired',
    });
    answer(new Response('boom', { status: 502, statusText: 'Bad Gateway' }));
    await expect(submitCredentials('u1', 'login', { username: 'ann', password: 'x' })).rejects.toThrow('502: Bad Gateway');
  });

  it('says the server could not be reached when the request fails', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(submitCredentials('u1', 'login', { username: 'ann', password: 'x' })).rejects.toMatchObject({
      message: 'Could not reach the server. Check your connection and try again.',
      code: 'network',
    });
  });
});
