import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptBrotli } from '../src/kept-brotli';
import { rawGet, servedBuilds } from './static-site';

// Decision 146: the build's text files compressed once at brotli's best and kept, never stale.

/** Script-like text that compresses well, and better at a higher quality. */
const script = (seed: number, lines = 600) =>
  Array.from({ length: lines }, (_, i) => `export function part${seed}_${i}(value){return value*${(i * 7919 + seed) % 1009}+"${(i * seed).toString(36)}";}`).join('\n');

const kept = new KeptBrotli();
const site = servedBuilds(
  {
    'shell/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
    'shell/assets/app.0123456789.js': script(1),
    'shell/assets/.hidden.js': script(2),
    'shell/sw.js': script(3, 40),
    'gear/remoteEntry.js': script(4),
  },
  { compress: true, kept },
);

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('static files compressed once (KeptBrotli)', () => {
  it('answers the first request as before and the next ones with the kept, smaller body of the same bytes', async () => {
    const path = '/assets/app.0123456789.js';
    const first = await rawGet(site.base, path, br);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    await kept.settled();
    const second = await rawGet(site.base, path, br);
    expect(second.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.bytes).toString()).toBe(script(1));
    expect(brotliDecompressSync(first.bytes).toString()).toBe(script(1));
    expect(second.bytes.length).toBeLessThan(first.bytes.length);
    // The same headers as a file sent from disk.
    expect(second.headers['content-type']).toMatch(/javascript/);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(second.headers.vary)).toMatch(/accept-encoding/i);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
  });

  it('never answers with an older version of a file rewritten in place (a remote rebuilt on its own)', async () => {
    const path = '/remotes/gear/remoteEntry.js';
    await rawGet(site.base, path, br);
    await kept.settled();
    const before = await rawGet(site.base, path, br);
    expect(brotliDecompressSync(before.bytes).toString()).toBe(script(4));
    const file = join(site.dir, 'gear/remoteEntry.js');
    writeFileSync(file, script(5));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const after = await rawGet(site.base, path, br);
    expect(brotliDecompressSync(after.bytes).toString()).toBe(script(5));
    expect(after.headers['cache-control']).toBe('no-cache');
    await kept.settled();
    const kept5 = await rawGet(site.base, path, br);
    expect(brotliDecompressSync(kept5.bytes).toString()).toBe(script(5));
  });

  it("keeps the service worker's own headers", async () => {
    await rawGet(site.base, '/sw.js', br);
    await kept.settled();
    const answer = await rawGet(site.base, '/sw.js', br);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['service-worker-allowed']).toBe('/');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(script(3, 40));
  });

  it('answers a browser without brotli with gzip, and one that asks for neither with the plain file', async () => {
    const path = '/assets/app.0123456789.js';
    await rawGet(site.base, path, br);
    await kept.settled();
    const gzip = await rawGet(site.base, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script(1));
    const plain = await rawGet(site.base, path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script(1));
  });

  it('serves no hidden file and nothing outside the build, kept or not', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await rawGet(site.base, '/assets/.hidden.js', br)).status).toBe(404);
      expect((await rawGet(site.base, '/assets/..%2f..%2fshell%2fsw.js', br)).status).not.toBe(200);
      expect((await rawGet(site.base, '/remotes/gear/..%2f..%2fshell%2fassets%2fapp.0123456789.js', br)).status).toBe(404);
      await kept.settled();
    }
  });
});
