import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigAnswer, resetAppConfigAnswer } from './app-config';

// Decision 176: the page reads GET /app-config.json once; the shell and the map take the same answer.

const CONFIG = { oidc: { authority: 'http://localhost/idp', clientId: 'tackle-web' }, map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png' } };

function stubFetch(answers: Array<() => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
  return calls;
}

describe('the app configuration answer', () => {
  beforeEach(() => resetAppConfigAnswer());
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for once however many ask, and answers the parsed body', async () => {
    const calls = stubFetch([() => Response.json(CONFIG)]);
    const [first, second] = await Promise.all([appConfigAnswer(), appConfigAnswer()]);
    const third = await appConfigAnswer();
    expect(calls).toEqual(['/app-config.json']);
    expect(first).toEqual({ ok: true, status: 200, statusText: '', body: CONFIG });
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('is shared by a second copy of this module (the shell bundles its own; the kit has another)', async () => {
    const calls = stubFetch([() => Response.json(CONFIG)]);
    const first = await appConfigAnswer();
    vi.resetModules();
    const copy = await import('./app-config');
    expect(await copy.appConfigAnswer()).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('asks again after an answer that is not 2xx, and after a network failure', async () => {
    const calls = stubFetch([() => new Response('down', { status: 503, statusText: 'Service Unavailable' })]);
    expect(await appConfigAnswer()).toEqual({ ok: false, status: 503, statusText: 'Service Unavailable', body: null });
    await expect(appConfigAnswer()).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(2);
    vi.unstubAllGlobals();
    const later = stubFetch([() => Response.json(CONFIG)]);
    expect((await appConfigAnswer()).body).toEqual(CONFIG);
    expect(later).toHaveLength(1);
  });

  it('asks again when the body is not JSON', async () => {
    const calls = stubFetch([() => new Response('<html>', { status: 200 }), () => Response.json(CONFIG)]);
    await expect(appConfigAnswer()).rejects.toThrow();
    expect((await appConfigAnswer()).body).toEqual(CONFIG);
    expect(calls).toHaveLength(2);
  });
});
