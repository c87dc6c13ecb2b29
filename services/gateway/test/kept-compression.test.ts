import Koa from 'koa';
import compress from 'koa-compress';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, keptCompression, type Encoding } from '../src/kept-compression';
import { rawGet } from './static-site';

// Decision 147: a kept answer (the same Buffer sent again) is compressed once per encoding.

const list = (n: number) => Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: `item-${n}-${i}`, name: `Rod ${i}`, notes: 'a note that repeats '.repeat(5) }))));

let server: Server;
let base: string;
/** The kept answer the route sends; replaced when "the list changes". */
let keptBody = list(1);
const calls: Record<Encoding, number> = { br: 0, gzip: 0 };

beforeAll(async () => {
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  app.use(
    keptCompression({
      compressors: {
        br: async (body) => ((calls.br += 1), brotliCompressSync(body)),
        gzip: async (body) => ((calls.gzip += 1), gzipSync(body)),
      },
    }),
  );
  app.use(async (ctx) => {
    ctx.type = 'application/json';
    if (ctx.path === '/kept') ctx.body = keptBody;
    else if (ctx.path === '/text') ctx.body = keptBody.toString('utf8');
    else if (ctx.path === '/small') ctx.body = Buffer.from('[]');
    else if (ctx.path === '/gone') {
      ctx.status = 404;
      ctx.body = Buffer.from(JSON.stringify({ message: 'Not found '.repeat(200) }));
    }
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('kept answers kept compressed', () => {
  it('compresses the same answer once per encoding and sends the kept bytes after that', async () => {
    const before = { ...calls };
    const first = await rawGet(base, '/kept', { 'accept-encoding': 'gzip, deflate, br' });
    const second = await rawGet(base, '/kept', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('br');
    expect(String(second.headers.vary)).toMatch(/accept-encoding/i);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(brotliDecompressSync(second.bytes).equals(keptBody)).toBe(true);
    expect(calls.br - before.br).toBe(1);
    const zipped = await rawGet(base, '/kept', { 'accept-encoding': 'gzip' });
    await rawGet(base, '/kept', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.bytes).equals(keptBody)).toBe(true);
    expect(calls.gzip - before.gzip).toBe(1);
    const plain = await rawGet(base, '/kept', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(keptBody)).toBe(true);
  });

  it('compresses a changed answer anew: never the bytes of the one before', async () => {
    await rawGet(base, '/kept', { 'accept-encoding': 'br' });
    keptBody = list(2);
    const before = calls.br;
    const changed = await rawGet(base, '/kept', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(changed.bytes).equals(list(2))).toBe(true);
    expect(calls.br - before).toBe(1);
  });

  it('leaves text bodies, small bodies and errors to koa-compress', async () => {
    const before = { ...calls };
    const text = await rawGet(base, '/text', { 'accept-encoding': 'br' });
    expect(text.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(text.bytes).equals(keptBody)).toBe(true);
    const small = await rawGet(base, '/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const gone = await rawGet(base, '/gone', { 'accept-encoding': 'br' });
    expect(gone.status).toBe(404);
    expect(brotliDecompressSync(gone.bytes).toString()).toContain('Not found');
    expect(calls).toEqual(before);
  });
});

describe('chooseEncoding', () => {
  it('picks what the browser accepts best, brotli on a tie, none without a header', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('*;q=0.5, identity')).toBeNull();
    expect(chooseEncoding('identity;q=0.1, *')).toBe('br');
  });
});
