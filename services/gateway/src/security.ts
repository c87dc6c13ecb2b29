import type Koa from 'koa';

export interface SecurityOptions {
  /** Origins the browser may call besides our own (an outside OIDC provider's token endpoint). */
  connectOrigins?: string[];
  /** Origins images may come from besides our own (the map's tile server, MAP_TILE_URL). */
  imageOrigins?: string[];
  /**
   * The site is served over https (PUBLIC_URL starts with https:): answers carry
   * Strict-Transport-Security, so browsers never try the site over plain http again. Not over http
   * (a local or test site), where the header would be meaningless or lock a developer out.
   */
  strictTransport?: boolean;
}

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The site's Content-Security-Policy (decision 090). Scripts come only from our origin: the shell
 * and the Module Federation remotes are same-origin files and no inline script is served, except
 * the identity provider's own pages, which append the hash of their one inline script to
 * `script-src` (services/identity `allowInlineScript`) — which is why the header is set before
 * `next()`. Styles allow 'unsafe-inline': measured (e2e/security.spec.ts), Radix's ScrollArea and
 * Select viewports and its Dialog's scroll lock (react-remove-scroll-bar, whose text carries the
 * measured scrollbar gap) inject <style> elements at run time, and the identity provider's pages
 * carry their own <style>.
 */
export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const connect = ["'self'", ...new Set(options.connectOrigins ?? [])];
  const images = ["'self'", 'data:', 'blob:', ...new Set(options.imageOrigins ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The service worker (/sw.js) and the web app manifest are our own files (decision 116).
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A CSP hash source: `'sha256-…'`, `'sha384-…'` or `'sha512-…'` (base64 or base64url). */
const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/_-]+={0,2}'$/;

function directives(policy: string): string[][] {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => d.split(/\s+/));
}

/** The hash sources of a policy's `script-src` (nothing else of it). */
function scriptHashes(policy: string): string[] {
  const scriptSrc = directives(policy).find(([name]) => name?.toLowerCase() === 'script-src');
  return (scriptSrc?.slice(1) ?? []).filter((source) => HASH_SOURCE.test(source));
}

/** `policy` with `hashes` appended to its `script-src` (once each); unchanged without that directive. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const parsed = directives(policy);
  const scriptSrc = parsed.find(([name]) => name?.toLowerCase() === 'script-src');
  if (!scriptSrc) return policy;
  for (const hash of hashes) if (HASH_SOURCE.test(hash) && !scriptSrc.includes(hash)) scriptSrc.push(hash);
  return parsed.map((d) => d.join(' ')).join('; ');
}

/**
 * The policy of a proxied answer (distributed mode): the site's policy the gateway set before
 * forwarding stays; of the upstream's own policy only the script hashes are taken over — the
 * identity service's pages (`allowInlineScript`, oidc-provider's form_post page) hash the one
 * inline script they carry. No upstream can loosen the site's policy this way.
 */
export function proxiedPolicy(site: string, upstream: string | string[]): string {
  const policies = Array.isArray(upstream) ? upstream : [upstream];
  if (!site) return policies.join(', ');
  return withScriptHashes(site, policies.flatMap(scriptHashes));
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
    if (options.strictTransport) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
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
