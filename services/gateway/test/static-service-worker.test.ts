import Koa from 'koa';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_VERSION_FILE, BUILD_VERSION_HEADER, PRERENDERED_PAGES_FILE } from '@tackle/contracts';
import { contentSecurityPolicy } from '../src/security';
import { SIGNED_IN_HINT_COOKIE, staticSites } from '../src/static';

// Decision 116: the service worker, the web app manifest and the build version of every page.
const SHELL_INDEX = '<!doctype html><html><head><title>Tackle</title></head><body><div id="root"></div></body></html>';

let dir: string;
let server: Server;
let base: string;

const writeVersion = (version: string, secondsLater: number) => {
  const file = join(dir, 'shell', BUILD_VERSION_FILE);
  writeFileSync(file, JSON.stringify({ version }));
  // mtime resolution: make sure a rewritten file reads as changed.
  const at = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, at, at);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tackle-sw-static-'));
  for (const folder of ['shell', 'public']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'shell/index.html'), SHELL_INDEX);
  writeFileSync(join(dir, 'shell/sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'shell/manifest.webmanifest'), JSON.stringify({ name: 'Tackle' }));
  writeFileSync(join(dir, 'public', PRERENDERED_PAGES_FILE), JSON.stringify({ '/': { html: '<h1>Landing</h1>', framed: false } }));
  const app = new Koa();
  app.use(
    staticSites(
      [
        { prefix: '/', root: join(dir, 'shell') },
        { prefix: '/remotes/public/', root: join(dir, 'public') },
      ],
      join(dir, 'shell/index.html'),
    ),
  );
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the service worker', () => {
  it('is served at /sw.js, revalidated on every check, with the whole site as its scope', async () => {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
  });

  it('is allowed by the content security policy, as is the manifest', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toMatch(/(^|; )worker-src 'self'( |;)/);
    expect(policy).toMatch(/(^|; )manifest-src 'self'(;|$)/);
  });
});

describe('the web app manifest', () => {
  it('is served as a manifest and revalidated', async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBeNull();
  });
});

describe('the build version of a page', () => {
  it('is not claimed by a build without a service worker', async () => {
    const res = await fetch(`${base}/gear`);
    expect(res.headers.get(BUILD_VERSION_HEADER)).toBeNull();
  });

  it('is sent with every page (landing, app routes, signed in or not) and follows a new build', async () => {
    writeVersion('0123abcd', 5);
    for (const [path, cookie] of [
      ['/', ''],
      ['/', `${SIGNED_IN_HINT_COOKIE}=1`],
      ['/gear', `${SIGNED_IN_HINT_COOKIE}=1`],
      ['/techniques', ''],
    ] as const) {
      const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get(BUILD_VERSION_HEADER), path).toBe('0123abcd');
    }
    writeVersion('4567ef01', 10);
    expect((await fetch(`${base}/knots`)).headers.get(BUILD_VERSION_HEADER)).toBe('4567ef01');
  });

  it('is not sent with the built files themselves', async () => {
    expect((await fetch(`${base}/sw.js`)).headers.get(BUILD_VERSION_HEADER)).toBeNull();
    expect((await fetch(`${base}/${BUILD_VERSION_FILE}`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('is left out when the file does not name one', async () => {
    writeVersion('not a version; <script>', 15);
    expect((await fetch(`${base}/gear`)).headers.get(BUILD_VERSION_HEADER)).toBeNull();
  });
});
