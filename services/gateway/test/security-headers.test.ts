import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';
import { apiRoutes, fillPath } from './security-harness';

const WEATHER_KEY = `owm-secret-${randomUUID()}`;
const VISION_KEY = `sk-vision-secret-${randomUUID()}`;
/** A tile server of the operator's choice: the map and the policy must both follow it. */
const TILE_URL = 'https://tiles.example.test/osm/{z}/{x}/{y}.png';

let upstream: Server;
/** What the fake outside services were asked with: proves the keys are configured and in use. */
const upstreamRequests: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    upstreamRequests.push(`${req.url} ${req.headers.authorization ?? ''}`);
    res.statusCode = 503;
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
});

const h = apiHarness(() => {
  const fake = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  return {
    env: {
      OPENWEATHER_API_KEY: WEATHER_KEY,
      OPENWEATHER_URL: fake,
      OPEN_METEO_URL: fake,
      NOMINATIM_URL: fake,
      VISION_API_URL: fake,
      VISION_API_KEY: VISION_KEY,
      MAP_TILE_URL: TILE_URL,
    },
  };
});
const [angler] = signedIn(h, 'angler');

function expectStrictHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
  expect(directives, what).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'img-src': "'self' data: blob: https://tiles.example.test",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    'object-src': "'none'",
  });
  expect(directives['connect-src'], what).toMatch(/^'self'/);
  expect(directives['style-src'], what).toMatch(/^'self'/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('security headers and secrets', () => {
  it('every page, asset and API answer carries the strict CSP and the security headers', async () => {
    const index = await fetch(`${h.base}/gear`);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    const html = await index.text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    // No inline script in the shell: 'self' alone is enough to run it.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of ['/', '/gear', '/catches', '/app-config.json', '/remotes/gear/mf-manifest.json', ...scripts, '/no-such-page']) {
      const res = await fetch(`${h.base}${path}`);
      expectStrictHeaders(res.headers, path);
    }
    for (const [path, user] of [['/api/gear', angler], ['/api/gear', null], ['/api/nope', angler]] as const) {
      expectStrictHeaders((await h.call(user, 'GET', path)).headers, path);
    }
  });

  it('the app configuration names the tile server the policy allows', async () => {
    const res = await fetch(`${h.base}/app-config.json`);
    expect(await res.json()).toMatchObject({ map: { tileUrl: TILE_URL } });
  });

  it('uploaded photos are served as images, nosniff, sandboxed', async () => {
    const gear = await h.addGear(angler, { name: 'Rod', typeId: 1 });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
    const uploaded = await h.upload(angler, `/api/gear/${gear.id}/image`, { bytes: photo, type: 'image/png', name: 'x.png' });
    expect(uploaded.status).toBeLessThan(300);
    const served = await fetch(`${h.base}${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('no configured secret appears in any browser-visible answer', async () => {
    const paths = ['/', '/gear', '/app-config.json', '/api/weather?lat=45&lon=7', '/api/geocode/search?q=lake', '/api/geocode/reverse?lat=45&lon=7'];
    for (const route of apiRoutes()) {
      if (route.method === 'GET') paths.push(fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, p === 'typeId' ? '1' : 'shimano']))));
    }
    const html = await (await fetch(`${h.base}/`)).text();
    paths.push(...[...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!));
    const leaks: string[] = [];
    for (const path of paths) {
      const answer = await h.call(angler, 'GET', path);
      const visible = `${JSON.stringify(answer.body)} ${JSON.stringify([...answer.headers])}`;
      for (const secret of [WEATHER_KEY, VISION_KEY, 'apiKey', 'api_key']) if (visible.includes(secret)) leaks.push(`${path} shows ${secret}`);
    }
    expect(leaks).toEqual([]);
    // The key was configured and used towards the outside service (so the scan could have found it).
    expect(upstreamRequests.some((r) => r.includes(WEATHER_KEY))).toBe(true);
  });
});
