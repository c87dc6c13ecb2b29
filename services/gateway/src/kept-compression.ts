import type Koa from 'koa';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compressed forms of kept answers, kept with them (docs/decisions/147-kept-answers-kept-compressed.md).
 * A list answer the store has not changed is sent again as the very same bytes (the kept answer of
 * decision 136, a Buffer). koa-compress compressed those bytes anew on every request: a browser
 * always asks for brotli or gzip, so a whole gear list answered 118 times a second with brotli
 * against 1,112 plain. Here a JSON Buffer body is compressed once per encoding and the result kept
 * beside that Buffer (a WeakMap: it goes when the kept answer goes); the next request that sends
 * the same Buffer gets the kept compressed bytes. Anything else is left to koa-compress, which runs
 * around this middleware and leaves an answer that already says its Content-Encoding alone.
 */

export type Encoding = 'br' | 'gzip';
export type Compressors = Record<Encoding, (body: Buffer) => Promise<Buffer>>;

/** koa-compress's own settings (brotli at quality 4, gzip at zlib's default level). */
const defaultCompressors: Compressors = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body),
};

/** The server's preference when the browser accepts both equally (koa-compress's order). */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header, or null for none: the accepted one
 * with the highest quality (brotli on a tie), none when the header is missing, accepts neither, or
 * ranks `identity` above both. `*` alone means gzip, as koa-compress takes it.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header || !header.trim()) return null;
  if (header.trim() === '*') return 'gzip';
  const qualities = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) quality = Number(match[1]);
    }
    qualities.set(name, quality);
  }
  const wildcard = qualities.get('*');
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    const quality = qualities.get(encoding) ?? wildcard ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  const identity = qualities.get('identity');
  return identity !== undefined && identity > bestQuality ? null : best;
}

export function keptCompression(options: { threshold?: number; compressors?: Compressors } = {}): Koa.Middleware {
  const threshold = options.threshold ?? 1024;
  const compressors = options.compressors ?? defaultCompressors;
  const kept = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (!Buffer.isBuffer(body) || body.length < threshold) return;
    if (ctx.method === 'HEAD' || ctx.status !== 200 || ctx.response.get('Content-Encoding') || !ctx.response.is('json')) return;
    if (/\bno-transform\b/i.test(ctx.response.get('Cache-Control'))) return;
    const encoding = chooseEncoding(ctx.get('accept-encoding'));
    if (!encoding) return;
    let forms = kept.get(body);
    let compressed = forms?.[encoding];
    if (!compressed) {
      compressed = await compressors[encoding](body);
      if (!forms) kept.set(body, (forms = {}));
      forms[encoding] = compressed;
    }
    ctx.vary('Accept-Encoding');
    ctx.set('Content-Encoding', encoding);
    ctx.body = compressed;
  };
}
