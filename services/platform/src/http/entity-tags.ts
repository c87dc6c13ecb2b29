import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { AppState } from './app';

/**
 * Entity tags on the JSON answers of `GET /api/*` (docs/decisions/130-lean-lists-compression-and-etags.md).
 *
 * - The tag is weak (`W/"…"`): it names the JSON, not the bytes on the wire, which the gateway may
 *   compress with gzip or brotli.
 * - It is a hash of the caller's user id and the answer's JSON, so it changes whenever what the
 *   answer says changes (a write, once read-your-writes has let the read see it), and two anglers
 *   never share a tag, even for equal answers.
 * - `If-None-Match` naming it (or `*`) turns the answer into a 304 without a body; the headers the
 *   route set (position, page links, totals) stay, so a revalidated answer reads as the full one.
 * - Such answers may be kept by the browser (`private`) but only used after asking (`no-cache`);
 *   every other GET answer stays `no-store`, as is one read-your-writes could not bring up to date
 *   (`X-Tackle-Stale`), and a route that chose its own Cache-Control keeps it.
 */
export function entityTags(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    try {
      await next();
    } catch (error) {
      // An error answer is never kept.
      if (read) ctx.set('Cache-Control', 'no-store');
      throw error;
    }
    if (!read) return;
    if (ctx.response.get('Cache-Control')) return;
    const fresh = ctx.status === 200 && !ctx.response.get('X-Tackle-Stale');
    // A kept list answer (answer-cache.ts) comes as its bytes with the tag it was sent with before:
    // the same user's same JSON, not hashed again.
    const known = fresh ? ctx.state.entityTag?.known : undefined;
    const json = fresh && known === undefined ? jsonText(ctx) : null;
    const userId = ctx.state.user?.id;
    if ((known === undefined && json === null) || !userId) {
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    const tag = known ?? `W/"${createHash('sha1').update(userId).update('\n').update(json ?? '').digest('base64url')}"`;
    ctx.state.entityTag?.made?.(tag);
    if (json !== null) {
      ctx.body = json;
      ctx.type = 'application/json';
    }
    ctx.set('ETag', tag);
    ctx.set('Cache-Control', 'private, no-cache');
    if (matches(ctx.get('If-None-Match'), tag)) ctx.status = 304;
  };
}

/** The answer's JSON text, when it is JSON held in memory (a stream or a file is left alone). */
function jsonText(ctx: Koa.Context): string | null {
  const body: unknown = ctx.body;
  if (typeof body === 'string') return ctx.response.is('json') ? body : null;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  return JSON.stringify(body);
}

/** Whether an If-None-Match header names `tag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matches(header: string, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((entry) => entry.trim() === '*' || opaque(entry) === wanted);
}
