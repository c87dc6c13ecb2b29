import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../src/static';
import { servedBuilds } from './static-site';

// Decision 100: `/` for a visitor who is not signed in is the shell's page with the landing page
// prerendered into it; everyone and everything else gets the plain shell page.
const SHELL_INDEX = '<!doctype html><html><head><title>Tackle</title></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>';
const LANDING = '<div id="static-landing"><h1>Know every piece of tackle you own.</h1></div>';

const site = servedBuilds({ 'shell/index.html': SHELL_INDEX, 'public/landing.html': LANDING }, { keys: ['signed-cookies-are-the-default-when-keys-are-set'] });

describe('the page for /', () => {
  it('has the landing page rendered in front of the app root for a visitor', async () => {
    const res = await fetch(`${site.base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain(`${LANDING}<div id="root"></div>`);
    expect(html).toContain('/assets/main.js');
  });

  it('is the plain shell page when the browser says someone is signed in', async () => {
    const res = await fetch(`${site.base}/`, { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(await res.text()).toBe(SHELL_INDEX);
  });

  it('is the plain shell page on every other route', async () => {
    for (const path of ['/gear', '/auth', '/knots']) {
      const res = await fetch(`${site.base}${path}`);
      expect(await res.text(), path).toBe(SHELL_INDEX);
    }
  });

  it('follows a rebuild of the landing page and falls back to the shell page without one', async () => {
    const rebuilt = '<div id="static-landing"><h1>Rebuilt</h1></div>';
    writeFileSync(join(site.dir, 'public/landing.html'), rebuilt);
    // mtime resolution: make sure the rebuilt file reads as changed.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(site.dir, 'public/landing.html'), later, later);
    expect(await (await fetch(`${site.base}/`)).text()).toContain(rebuilt);

    rmSync(join(site.dir, 'public/landing.html'));
    expect(await (await fetch(`${site.base}/`)).text()).toBe(SHELL_INDEX);
  });
});
