import Koa from 'koa';
import compress from 'koa-compress';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptBrotli } from '../src/kept-brotli';
import { staticSites } from '../src/static';
import { rawGet } from './static-site';

// Decision 146: the build's text files compressed once at brotli's best and kept, never stale.

/** Script-like text that compresses well, and better at a higher quality. */
const script = (seed: number, lines = 600) =>
  Array.from({ length: lines }, (_, i) => `export function part${seed}_${i}(value){return value*${(i * 7919 + seed) % 1009}+"${(i * seed).toString(36)}";}`).join('\n');

let dir: string;
let server: Server;
let base: string;
const kept = new KeptBrotli();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tackle-kept-brotli-'));
  mkdirSync(join(dir, 'shell/assets'), { recursive: true });
  mkdirSync(join(dir, 'gear'));
  writeFileSync(join(dir, 'shell/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'shell/assets/app.0123456789.js'), script(1));
  writeFileSync(join(dir, 'shell/assets/.hidden.js'), script(2));
  writeFileSync(join(dir, 'shell/sw.js'), script(3, 40));
  writeFileSync(join(dir, 'gear/remoteEntry.js'), script(4));
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  app.use(staticSites([{ prefix: '/', root: join(dir, 'shell') }, { prefix: '/remotes/gear/', root: join(dir, 'gear') }], join(dir, 'shell/index.html'), kept));
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('static files compressed once (KeptBrotli)', () => {
  it('answers the first request as before and the next ones with the kept, smaller body of the same bytes', async () => {
    const path = '/assets/app.0123456789.js';
    const first = await rawGet(base, path, br);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    await kept.settled();
    const second = await rawGet(base, path, br);
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
    await rawGet(base, path, br);
    await kept.settled();
    const before = await rawGet(base, path, br);
    expect(brotliDecompressSync(before.bytes).toString()).toBe(script(4));
    const file = join(dir, 'gear/remoteEntry.js');
    writeFileSync(file, script(5));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const after = await rawGet(base, path, br);
    expect(brotliDecompressSync(after.bytes).toString()).toBe(script(5));
    expect(after.headers['cache-control']).toBe('no-cache');
    await kept.settled();
    const kept5 = await rawGet(base, path, br);
    expect(brotliDecompressSync(kept5.bytes).toString()).toBe(script(5));
  });

  it("keeps the service worker's own headers", async () => {
    await rawGet(base, '/sw.js', br);
    await kept.settled();
    const answer = await rawGet(base, '/sw.js', br);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['service-worker-allowed']).toBe('/');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(script(3, 40));
  });

  it('answers a browser without brotli with gzip, and one that asks for neither with the plain file', async () => {
    const path = '/assets/app.0123456789.js';
    await rawGet(base, path, br);
    await kept.settled();
    const gzip = await rawGet(base, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script(1));
    const plain = await rawGet(base, path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script(1));
  });

  it('serves no hidden file and nothing outside the build, kept or not', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await rawGet(base, '/assets/.hidden.js', br)).status).toBe(404);
      expect((await rawGet(base, '/assets/..%2f..%2fshell%2fsw.js', br)).status).not.toBe(200);
      expect((await rawGet(base, '/remotes/gear/..%2f..%2fshell%2fassets%2fapp.0123456789.js', br)).status).toBe(404);
      await kept.settled();
    }
  });
});
