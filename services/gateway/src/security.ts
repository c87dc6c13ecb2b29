import type Koa from 'koa';

export interface SecurityOptions {
  /** Origins the browser may call besides our own (an outside OIDC provider's token endpoint). */
  connectOrigins?: string[];
}

/**
 * The site's Content-Security-Policy (decision 090). Scripts come only from our origin: the shell
 * and the Module Federation remotes are same-origin files and no inline script is served, except
 * the identity provider's own pages, which append the hash of their one inline script to
 * `script-src` (services/identity `allowInlineScript`) — which is why the header is set before
 * `next()`. Styles allow 'unsafe-inline' because Radix's scroll lock (react-remove-scroll) and the
 * toaster inject <style> elements at runtime and the sign-in page carries its own <style>.
 */
export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const connect = ["'self'", ...new Set(options.connectOrigins ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Security headers and the strict CSP on every response (pages, API answers, uploads). */
export function securityHeaders(options: SecurityOptions = {}): Koa.Middleware {
  const csp = contentSecurityPolicy(options);
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()');
    await next();
    // Uploaded photos are re-encoded JPEGs; whatever a file claims, the browser must not run it.
    if (ctx.path.startsWith('/media/')) {
      ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    }
  };
}

const QUALITY = /;\s*q\s*=\s*(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i;

/**
 * koa-compress picks the encoding `undefined` (and the response fails with a 500) when an
 * Accept-Encoding entry carries a quality that is not a number (`br;q=bogus`). Malformed entries
 * are dropped here, so such a client gets an uncompressed answer (found by the input suite).
 */
export function safeAcceptEncoding(): Koa.Middleware {
  return async (ctx, next) => {
    const header = ctx.get('accept-encoding');
    if (header.includes(';')) {
      const entries = header.split(',').filter((entry) => !entry.includes(';') || QUALITY.test(entry));
      ctx.request.headers['accept-encoding'] = entries.join(',');
    }
    await next();
  };
}
