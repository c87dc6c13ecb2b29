import Koa from 'koa';
import compress from 'koa-compress';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { KeptBrotli } from '../src/kept-brotli';
import { staticSites } from '../src/static';

/**
 * Builds on disk served by `staticSites` for the enclosing suite, on a port the OS picks: `files`
 * maps `<folder>/<file>` to its text; the folder `shell` is served at `/` (its `index.html` is the
 * SPA fallback), every other folder at `/remotes/<folder>/`. Started before the suite's tests,
 * stopped and removed after them. Read `base` and `dir` inside tests. `compress`: koa-compress in
 * front, as in the gateway; `kept`: the KeptBrotli the sites use (decision 146); `mapTileOrigin`: the
 * tile server the pages that draw a map connect to first (decision 174).
 */
export function servedBuilds(
  files: Record<string, string>,
  options: { keys?: string[]; compress?: boolean; kept?: KeptBrotli; mapTileOrigin?: string } = {},
): { readonly base: string; readonly dir: string } {
  let started: { dir: string; server: Server; base: string } | null = null;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tackle-static-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))].filter((folder) => folder !== 'shell');
    const app = new Koa();
    if (options.keys) app.keys = options.keys;
    const sites = [{ prefix: '/', root: join(dir, 'shell') }, ...folders.map((folder) => ({ prefix: `/remotes/${folder}/`, root: join(dir, folder) }))];
    if (options.compress) app.use(compress({ threshold: 1024 }));
    app.use(staticSites(sites, join(dir, 'shell/index.html'), options.kept, options.mapTileOrigin ? { mapTileOrigin: options.mapTileOrigin } : {}));
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started = { dir, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    if (!started) return;
    const { server, dir } = started;
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  const site = () => {
    if (!started) throw new Error('the builds are not served yet');
    return started;
  };
  return {
    get base() {
      return site().base;
    },
    get dir() {
      return site().dir;
    },
  };
}

/** A GET whose body is left as the bytes on the wire (fetch would decode gzip and brotli). */
export function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
