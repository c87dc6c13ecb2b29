import type Koa from 'koa';
import send from 'koa-send';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface StaticSite {
  /** URL prefix, e.g. '/' or '/remotes/gear/'. */
  prefix: string;
  /** Folder with the build output. */
  root: string;
}

/** Files whose names change with their content are cached for a year; the rest revalidate. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;
const NEVER_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

function cacheControl(path: string) {
  const file = path.split('/').pop() ?? '';
  if (NEVER_CACHE.has(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Set by the shell while someone is signed in on the browser (shell/src/auth/signed-in.ts). Only
 * chooses which page `/` gets; it grants nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'tackle_signed_in';

/** The landing page rendered at build time by the public remote (mfe-public/src/prerender). */
const LANDING_FRAGMENT = 'landing.html';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The shell's index.html with the prerendered landing page in front of the app's root element, or
 * null when either build is missing. Recomposed when either file changes (a rebuild).
 */
function prerenderedLanding(shellIndex: string, fragment: string | undefined) {
  let cached: { key: string; html: string | null } | null = null;
  return (): string | null => {
    if (!fragment) return null;
    let key: string;
    try {
      key = `${statSync(shellIndex).mtimeMs}:${statSync(fragment).mtimeMs}`;
    } catch {
      return null;
    }
    if (cached?.key !== key) {
      const index = readFileSync(shellIndex, 'utf8');
      const html = index.includes(ROOT_ELEMENT) ? index.replace(ROOT_ELEMENT, `${readFileSync(fragment, 'utf8')}${ROOT_ELEMENT}`) : null;
      cached = { key, html };
    }
    return cached.html;
  };
}

/**
 * Serves the shell and the remotes' builds on one origin, with an SPA fallback to the shell's
 * index.html for every other GET that is not an API or identity path. `/` for a visitor who is not
 * signed in gets the landing page already rendered into that page (decision 100).
 */
export function staticSites(sites: StaticSite[], shellIndex: string): Koa.Middleware {
  const ordered = [...sites].sort((a, b) => b.prefix.length - a.prefix.length);
  const publicSite = sites.find((site) => site.prefix === '/remotes/public/');
  const landing = prerenderedLanding(shellIndex, publicSite && join(publicSite.root, LANDING_FRAGMENT));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/idp/') || ctx.path === '/idp') return next();
    for (const site of ordered) {
      if (!ctx.path.startsWith(site.prefix)) continue;
      const relative = ctx.path.slice(site.prefix.length);
      if (relative === '' || relative.endsWith('/')) continue;
      try {
        const served = await send(ctx, relative, {
          root: site.root,
          immutable: false,
          setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl(path)),
        });
        if (served) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
      // A missing asset under a remote's prefix is a real 404, not an SPA route.
      if (site.prefix !== '/') {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
    }
    if (/\.[a-z0-9]{1,8}$/i.test(ctx.path)) return next();
    if (!existsSync(shellIndex)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    if (ctx.path === '/') {
      ctx.vary('Cookie');
      const page = ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) ? null : landing();
      if (page) {
        ctx.type = 'html';
        ctx.body = page;
        return;
      }
    }
    await send(ctx, 'index.html', { root: resolve(shellIndex, '..') });
  };
}

export function defaultSites(repoRoot: string): StaticSite[] {
  return [
    { prefix: '/', root: join(repoRoot, 'shell/dist') },
    { prefix: '/remotes/gear/', root: join(repoRoot, 'mfe-gear/dist') },
    { prefix: '/remotes/catches/', root: join(repoRoot, 'mfe-catches/dist') },
    { prefix: '/remotes/conditions/', root: join(repoRoot, 'mfe-conditions/dist') },
    { prefix: '/remotes/public/', root: join(repoRoot, 'mfe-public/dist') },
  ];
}
