// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigAnswer } from '@tackle/ui/app-config';

// The shell's configuration (shell/src/auth/oidc.ts `appConfig`): the page's one read of
// /app-config.json (decision 176), and the configuration kept from the last start when there is no
// answer from the gateway (docs/decisions/117-offline-first-writes.md).

const CONFIG = { oidc: { authority: 'http://localhost/idp', clientId: 'tackle-web' } };
const KEPT = { oidc: { authority: 'http://localhost/kept', clientId: 'tackle-web' } };

async function freshAppConfig() {
  vi.resetModules();
  return (await import('./oidc')).appConfig;
}

beforeEach(() => {
  resetAppConfigAnswer();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the shell's configuration", () => {
  it('is the answer of the page, kept for the next start', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(CONFIG)));
    const appConfig = await freshAppConfig();
    expect(await appConfig()).toEqual(CONFIG);
    expect(JSON.parse(window.localStorage.getItem('tackle-app-config') ?? 'null')).toEqual(CONFIG);
  });

  it('is the kept one without network, and when the answer is not JSON; an error without a kept one', async () => {
    window.localStorage.setItem('tackle-app-config', JSON.stringify(KEPT));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await (await freshAppConfig())()).toEqual(KEPT);
    resetAppConfigAnswer();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>portal</html>', { status: 200 })));
    expect(await (await freshAppConfig())()).toEqual(KEPT);
    window.localStorage.clear();
    resetAppConfigAnswer();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect((await freshAppConfig())()).rejects.toThrow('Failed to fetch');
  });

  it('is an error when the gateway answers with an error, kept one or not', async () => {
    window.localStorage.setItem('tackle-app-config', JSON.stringify(KEPT));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' })));
    await expect((await freshAppConfig())()).rejects.toThrow('Could not load the app configuration (503 Service Unavailable)');
  });
});
