import type Koa from 'koa';
import send from 'koa-send';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import {
  AUTH_FRAME_KEYS,
  SIGN_IN_PATH,
  BUILD_VERSION_FILE,
  BUILD_VERSION_HEADER,
  PRERENDERED_PAGES_FILE,
  PUBLIC_FRAME_FILE,
  STATIC_PAGE_APP_ENTRY_ATTRIBUTE,
  STATIC_PAGE_SCRIPT_FILE,
  staticPageScriptSchema,
  PUBLIC_FRAME_SLOT,
  prerenderedPagesSchema,
  publicFrameSchema,
  routeOfPath,
  SERVICE_WORKER_URL,
  STATIC_PAGE_ID,
} from '@tackle/contracts';
import { COMPRESSIBLE, KeptBrotli } from './kept-brotli';

interface StaticSite {
  /** URL prefix, e.g. '/' or '/remotes/gear/'. */
  prefix: string;
  /** Folder with the build output. */
  root: string;
}

/** Files whose names change with their content are cached for a year; the rest revalidate. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;
const NEVER_CACHE = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
  // The service worker and what goes with it (decision 116): a new build must be seen at once.
  SERVICE_WORKER_URL.slice(1),
  BUILD_VERSION_FILE,
  'manifest.webmanifest',
]);

function cacheControl(path: string) {
  const file = path.split('/').pop() ?? '';
  if (NEVER_CACHE.has(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Plain names only (no escapes, no hidden files, nothing outside the root); the rest goes to send(). */
const KEPT_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The file under `root` a request for `relative` reads, when it may be answered from KeptBrotli. */
function keptFile(root: string, relative: string): string | null {
  if (!KEPT_NAME.test(relative) || !COMPRESSIBLE.test(relative) || relative.split('/').includes('..')) return null;
  const base = resolve(root);
  const file = resolve(base, relative);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * Set by the shell while someone is signed in on the browser (shell/src/auth/signed-in.ts). Only
 * chooses which page `/` and the educational pages get (prerendered or the app); it grants nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'tackle_signed_in';

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const normalisePath = (path: string) => path.replace(/\/+$/, '') || '/';
/** The app's entry script in the shell's index.html (HtmlRspackPlugin's tag), its address captured. */
const APP_ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/assets\/main[\w.-]*\.js)"><\/script>/;
/** The description meta tag of the shell's index.html (HtmlRspackPlugin may minify it). */
const DESCRIPTION_META = /<meta\s+name="?description"?\s+content="[^"]*"\s*\/?>/;

/**
 * The pages prerendered at build time (decisions 100 and 134), each composed into the shell's
 * index.html: the public remote's page (`pages`, PRERENDERED_PAGES_FILE), inside the shell's public
 * frame (`frame`, PUBLIC_FRAME_FILE) when it is framed, wrapped in the STATIC_PAGE_ID element in
 * front of the app's root element, with the page's title and description in the head. A page is
 * left out when what it needs is missing or malformed: that route then gets the plain shell page,
 * which shows the same page through the app.
 *
 * The page loads the prerendered pages' script (`script`, STATIC_PAGE_SCRIPT_FILE) instead of the
 * app's entry, and tells it where the entry is (decision 163). Without that file, or without an
 * entry script in the index, the page keeps the entry, which does the same with the whole app.
 */
export function composePrerenderedPages(index: string, pages: unknown, frame: unknown, script?: unknown): Map<string, string> {
  const composed = new Map<string, string>();
  const parsedPages = prerenderedPagesSchema.safeParse(pages);
  if (!parsedPages.success || !index.includes(ROOT_ELEMENT)) return composed;
  const parsedScript = staticPageScriptSchema.safeParse(script);
  if (parsedScript.success) {
    index = index.replace(APP_ENTRY_SCRIPT, (_tag, entry: string) =>
      `<script defer src="${escapeAttribute(parsedScript.data.script)}" ${STATIC_PAGE_APP_ENTRY_ATTRIBUTE}="${escapeAttribute(entry)}"></script>`,
    );
  }
  const parsedFrame = publicFrameSchema.safeParse(frame);
  for (const [path, page] of Object.entries(parsedPages.data)) {
    if (page.framed && !parsedFrame.success) continue;
    const body = page.framed && parsedFrame.success ? parsedFrame.data.html.replace(PUBLIC_FRAME_SLOT, () => page.html) : page.html;
    let html = index.replace(ROOT_ELEMENT, () => `<div id="${STATIC_PAGE_ID}" data-path="${path}">${body}</div>${ROOT_ELEMENT}`);
    if (page.title) {
      const title = `<title>${escapeText(page.title)}</title>`;
      html = /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => title) : html.replace('</head>', () => `${title}</head>`);
    }
    if (page.description) {
      const meta = `<meta name="description" content="${escapeAttribute(page.description)}">`;
      html = DESCRIPTION_META.test(html) ? html.replace(DESCRIPTION_META, () => meta) : html.replace('</head>', () => `${meta}</head>`);
    }
    composed.set(normalisePath(path), html);
  }
  return composed;
}

/**
 * The prerendered page of a path (composePrerenderedPages), or null for a path without one or
 * when a build is missing. Recomposed when any of the four files changes (a rebuild).
 */
function prerenderedPages(shellIndex: string, pagesFile: string | undefined) {
  const frameFile = join(resolve(shellIndex, '..'), PUBLIC_FRAME_FILE);
  const scriptFile = join(resolve(shellIndex, '..'), STATIC_PAGE_SCRIPT_FILE);
  const mtime = (file: string) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  let cached: { key: string; pages: Map<string, string> } | null = null;
  return (path: string): string | null => {
    if (!pagesFile) return null;
    const key = `${mtime(shellIndex)}:${mtime(pagesFile)}:${mtime(frameFile)}:${mtime(scriptFile)}`;
    if (cached?.key !== key) {
      const index = existsSync(shellIndex) ? readFileSync(shellIndex, 'utf8') : '';
      cached = { key, pages: composePrerenderedPages(index, readJson(pagesFile)?.value, readJson(frameFile)?.value, readJson(scriptFile)?.value) };
    }
    return cached.pages.get(normalisePath(path)) ?? null;
  };
}

/**
 * Written by the shell's build (shell/src/prerender/frame.tsx): route -> the static first frame of
 * that signed-in page (top bar, page heading, spinner), an element with id `static-frame`; and the
 * visitor's sign-in form's, by tab (AUTH_FRAME_KEYS, decision 164).
 */
const STATIC_FRAMES = 'frames.json';
/** The preload links of a page with a static frame, started by the shell once the frame is painted. */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/**
 * The static first frame for a protected route (decision 102) or for the sign-in form (AUTH_FRAME_KEYS),
 * or '' when the build has none. The
 * shell shows it until the app shows the page, or removes it at once for anything else
 * (shell/src/static-frame.ts).
 */
function staticFrames(shellIndex: string) {
  const frames = watchedJson(join(resolve(shellIndex, '..'), STATIC_FRAMES), objectOr, {});
  return (path: string): string => {
    const frame = frames()[path.replace(/\/+$/, '') || '/'];
    return typeof frame === 'string' && frame.startsWith('<div id="static-frame"') ? frame : '';
  };
}

/** Written by the shell's build (shell/rspack.config.mjs, StartupManifestPlugin). */
const STARTUP_MANIFEST = 'startup.json';

interface StartupManifest {
  /** Scripts the app runs before its first screen, in the shell's build. */
  scripts: string[];
  /** Scripts `/auth` runs to send a visitor on to the identity provider (decision 164); older builds have none. */
  signIn?: string[];
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /**
   * Route -> the remote page it shows ("gear/GearPage"), whether it needs a sign-in, and whether
   * its first screen draws a map (its tiles come from the tile server, decision 174).
   */
  routes: Record<string, { id: string; protected: boolean; map?: boolean }>;
}

/**
 * Written beside each remote's mf-manifest.json by its build (build/remote-config.mjs,
 * PageChunksPlugin): exposed module -> every script its loader asks for at once, including the
 * chunks the manifest leaves out for being shared with a shared module's fallback (decision 153).
 */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/**
 * page-chunks.json's key of a part a page loads lazily under a chunk name of its own
 * (`import(/* webpackChunkName: "map" *\/ …)`): `lazy/<name>`, its scripts and stylesheets.
 */
export const LAZY_PART_PREFIX = 'lazy/';
/** The chunk name of the map's part (Leaflet and the map, mfe-catches/src/catches/LocationMap.tsx). */
export const MAP_PART = 'map';

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

function readJson<T>(file: string): { mtime: number; value: T } | null {
  try {
    return { mtime: statSync(file).mtimeMs, value: JSON.parse(readFileSync(file, 'utf8')) as T };
  } catch {
    return null;
  }
}

/**
 * A file of the build, read again only when it changes (a new build): `derive` makes what is kept
 * from its JSON (undefined when it is not JSON); `absent` is the answer while there is no file.
 */
function watchedJson<T>(file: string, derive: (json: unknown) => T, absent: T): () => T {
  let cached: { mtime: number; value: T } | null = null;
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return absent;
    }
    if (cached?.mtime !== mtime) cached = { mtime, value: derive(readJson<unknown>(file)?.value) };
    return cached.value;
  };
}

/** `json` if it is an object (a JSON file's top level), else an empty one. */
const objectOr = (json: unknown): Record<string, unknown> => (json && typeof json === 'object' ? (json as Record<string, unknown>) : {});

// Low priority, as the scripts the app would insert itself: they start at once but do not hold up
// the first paint (the stylesheet) or the document.
const preloadScript = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" fetchpriority="low">`;
const preloadFetch = (href: string) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin fetchpriority="low">`;
const preloadScriptNow = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;
const preloadFetchNow = (href: string) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin>`;
const preloadStyle = (href: string) => `<link rel="preload" as="style" href="${escapeAttribute(href)}" fetchpriority="low">`;
// Map tiles are plain images (no CORS): the connection they use is opened without `crossorigin`.
const preconnect = (origin: string) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`;

/**
 * `<link rel="preload">` tags for what a route's first screen needs (decision 101). Without them the
 * browser finds each script only when the one before it has run: index.html -> main.js -> the
 * bootstrap chunk and the shared modules -> app config and oidc-client-ts -> the remote's manifest
 * -> its remoteEntry.js -> the page's chunks. With them every one of these downloads starts when the
 * HTML arrives. `signedIn` (the hint cookie): a protected route's remote page is asked for only then,
 * since without a session the shell sends the visitor to /auth instead.
 */
function routePreloads(sites: StaticSite[], startupManifest: () => StartupManifest | null, mapTileOrigin: string | undefined) {
  const cache = new Map<string, { startup: StartupManifest; manifest: unknown; chunks: unknown; tags: string }>();
  const fileOf = (url: string) => {
    const site = [...sites].sort((a, b) => b.prefix.length - a.prefix.length).find((s) => url.startsWith(s.prefix));
    return site ? { site, file: join(site.root, url.slice(site.prefix.length)) } : null;
  };
  // Each remote's mf-manifest.json and page-chunks.json, read again only when its build writes a
  // new one (one watcher per file: a handful, the remotes' builds).
  const watched = new Map<string, () => unknown>();
  const jsonOf = (file: string): unknown => {
    let read = watched.get(file);
    if (!read) watched.set(file, (read = watchedJson(file, (json) => json ?? null, null)));
    return read();
  };
  const remotePage = (startup: StartupManifest, id: string) => {
    const [remote = '', expose = ''] = id.split('/');
    const manifestUrl = startup.remotes[remote];
    const located = manifestUrl ? fileOf(manifestUrl) : null;
    if (!manifestUrl || !located) return null;
    const manifest = jsonOf(located.file);
    const chunks = jsonOf(join(dirname(located.file), PAGE_CHUNKS_FILE));
    // The remote's folder: its manifest's files are named relative to it.
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    return { manifestUrl, base, manifest, chunks, expose };
  };
  const pageTags = ({ manifestUrl, base, manifest, chunks, expose }: NonNullable<ReturnType<typeof remotePage>>): string[] => {
    const value = manifest && typeof manifest === 'object' ? (manifest as RemoteManifest) : null;
    const entry = value?.exposes?.find((e) => e.name === expose || e.path === `./${expose}`);
    const remoteEntry = value?.metaData?.remoteEntry;
    if (!entry || !remoteEntry?.name) return [];
    const entryUrl = `${base}${remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : ''}${remoteEntry.name}`;
    // The page's whole chunk group when the build wrote it; the manifest's list otherwise.
    const listed = objectOr(chunks)[expose];
    const pageFiles = Array.isArray(listed) && listed.every((file) => typeof file === 'string') ? (listed as string[]) : [];
    const files = [...new Set([...(entry.assets?.js?.sync ?? []), ...pageFiles])];
    return [preloadFetch(manifestUrl), preloadScript(entryUrl), ...files.map((file) => preloadScript(`${base}${file}`))];
  };
  /** The scripts and stylesheets of a part the page loads lazily (`lazy/<name>` in page-chunks.json). */
  const lazyPartTags = ({ base, chunks }: NonNullable<ReturnType<typeof remotePage>>, part: string): string[] => {
    const listed = objectOr(chunks)[`${LAZY_PART_PREFIX}${part}`];
    if (!Array.isArray(listed)) return [];
    return listed.flatMap((file) =>
      typeof file !== 'string' ? [] : file.endsWith('.css') ? [preloadStyle(`${base}${file}`)] : file.endsWith('.js') ? [preloadScript(`${base}${file}`)] : [],
    );
  };
  return (path: string, signedIn: boolean, signInStart = false): string => {
    const startup = startupManifest();
    if (!startup) return '';
    // `/auth` before the sign-in has started only sends the visitor on (shell/src/index.ts): what
    // that needs, at the browser's usual priority, and not the app's scripts, which would share the
    // network with it and arrive before the form's page (and its first frame) could (decision 164).
    if (signInStart && startup.signIn) return [...startup.signIn.map(preloadScriptNow), preloadFetchNow('/app-config.json')].join('');
    const route = routeOfPath(startup.routes, path);
    const withPage = !!route && (!route.protected || signedIn);
    const cacheKey = `${withPage ? route.id : ''}`;
    const page = withPage ? remotePage(startup, route.id) : null;
    const cached = cache.get(cacheKey);
    // The same objects until a build writes new files (watchedJson).
    if (cached?.startup === startup && cached.manifest === page?.manifest && cached.chunks === page?.chunks) return cached.tags;
    // Each file once, where it is first named (a lazy part may share a chunk with its page).
    const tags = [
      ...startup.scripts.map(preloadScript),
      // oidc-client-ts is configured from it before anything else can happen.
      preloadFetch('/app-config.json'),
      ...(page ? pageTags(page) : []),
      // A page that draws a map first (a trip's): the map's code and stylesheet asked for now, not
      // once the page has read what it shows (decision 175), and the connection to the tile server
      // opened now, not when the map asks for its first tile (decision 174).
      ...(page && route?.map ? lazyPartTags(page, MAP_PART) : []),
      ...(page && route?.map && mapTileOrigin ? [preconnect(mapTileOrigin)] : []),
    ]
      .filter((tag, index, all) => all.indexOf(tag) === index)
      .join('');
    cache.set(cacheKey, { startup, manifest: page?.manifest, chunks: page?.chunks, tags });
    return tags;
  };
}

/**
 * The build version of the front end (BUILD_VERSION_FILE beside the shell's index.html, written by
 * scripts/build-service-worker.ts), or null for a build without a service worker. Re-read when the
 * file changes (a new build).
 */
function buildVersion(shellIndex: string): () => string | null {
  return watchedJson(
    join(resolve(shellIndex, '..'), BUILD_VERSION_FILE),
    (json) => {
      const version = objectOr(json).version;
      return typeof version === 'string' && /^[\w.-]{1,64}$/.test(version) ? version : null;
    },
    null,
  );
}

/**
 * Serves the shell and the remotes' builds on one origin, with an SPA fallback to the shell's
 * index.html for every other GET that is not an API or identity path. `/` and the educational pages
 * for a visitor who is not signed in come already rendered into that page (decisions 100 and 134), a
 * signed-in page with its static first frame (decision 102).
 */
export function staticSites(
  sites: StaticSite[],
  shellIndex: string,
  kept: KeptBrotli = new KeptBrotli(),
  options: { /** The map tile server's origin (the configuration's MAP_TILE_URL), for the pages that draw a map first. */ mapTileOrigin?: string } = {},
): Koa.Middleware {
  const ordered = [...sites].sort((a, b) => b.prefix.length - a.prefix.length);
  const publicSite = sites.find((site) => site.prefix === '/remotes/public/');
  const prerendered = prerenderedPages(shellIndex, publicSite && join(publicSite.root, PRERENDERED_PAGES_FILE));
  // The build's route table and start-up scripts, read once per build (not per page served).
  const startupManifest = watchedJson(join(resolve(shellIndex, '..'), STARTUP_MANIFEST), (json) => (json && typeof json === 'object' ? (json as StartupManifest) : null), null);
  const preloads = routePreloads(sites, startupManifest, options.mapTileOrigin);
  const frames = staticFrames(shellIndex);
  const showsDashboard = dashboardPaths(startupManifest);
  /**
   * A signed-in page's frame: its route's, or the dashboard's where the app shows the dashboard
   * (`/` and any address of no route, decision 165), made for that address so the app's placeholders
   * there hold it (shell/src/static-frame.ts).
   */
  const signedInFrame = (path: string): string => {
    const own = SIGN_IN_PATHS.includes(normalPath(path)) ? '' : frames(path);
    if (own || !showsDashboard(path)) return own;
    return frames(DASHBOARD_PATH).replace(/^<div id="static-frame" data-path="[^"]*"/, () => `<div id="static-frame" data-path="${escapeAttribute(path)}"`);
  };
  const version = buildVersion(shellIndex);
  let index: { mtime: number; html: string } | null = null;
  const shellPage = (): string => {
    const mtime = statSync(shellIndex).mtimeMs;
    if (index?.mtime !== mtime) index = { mtime, html: readFileSync(shellIndex, 'utf8') };
    return index.html;
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/idp/') || ctx.path === '/idp') return next();
    for (const site of ordered) {
      if (!ctx.path.startsWith(site.prefix)) continue;
      const relative = ctx.path.slice(site.prefix.length);
      if (relative === '' || relative.endsWith('/')) continue;
      const serviceWorker = site.prefix === '/' && relative === SERVICE_WORKER_URL.slice(1);
      // The file compressed once at brotli's best, when made (decision 146); send() serves the rest.
      const file = ctx.method === 'GET' && ctx.acceptsEncodings('br', 'identity') === 'br' ? keptFile(site.root, relative) : null;
      const brotli = file ? await kept.get(file) : null;
      if (file && brotli) {
        ctx.status = 200;
        ctx.type = extname(file);
        ctx.set('Cache-Control', cacheControl(file));
        if (serviceWorker) ctx.set('Service-Worker-Allowed', '/');
        ctx.set('Content-Encoding', 'br');
        ctx.vary('Accept-Encoding');
        ctx.lastModified = brotli.mtime;
        ctx.body = brotli.body;
        return;
      }
      try {
        const served = await send(ctx, relative, {
          root: site.root,
          immutable: false,
          setHeaders: (res, path) => {
            res.setHeader('Cache-Control', cacheControl(path));
            // The worker's scope is the whole site (it is served from the root anyway).
            if (serviceWorker) res.setHeader('Service-Worker-Allowed', '/');
          },
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
    // Which build this page belongs to: a service worker of another build shows its own copy instead
    // (shell/src/sw/navigation.ts, decision 116).
    const build = version();
    if (build) ctx.set(BUILD_VERSION_HEADER, build);
    // The hint cookie chooses the page for `/` and the educational pages, and whether a protected
    // route's page is preloaded.
    ctx.vary('Cookie');
    const signedIn = !!ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false });
    ctx.type = 'html';
    // A visitor gets `/` and the educational pages prerendered (decisions 100 and 134): the page
    // without the app, and without the app's preload links.
    if (!signedIn) {
      const page = prerendered(ctx.path);
      if (page) {
        ctx.body = page;
        return;
      }
    }
    let html = shellPage();
    // A signed-in page starts as its static first frame (decision 102); without the hint the shell
    // sends the visitor to /auth: no frame. The visitor's sign-in form starts as its own, on the tab
    // the identity provider names (decision 164).
    const step = signedIn ? null : signInStep(ctx);
    const frame = signedIn ? signedInFrame(ctx.path) : step === 'form' ? signInFrame(ctx, frames) : '';
    const framed = !!frame && html.includes(ROOT_ELEMENT);
    const tags = preloads(ctx.path, signedIn, step === 'start');
    if (tags && html.includes('</head>')) {
      // Behind a frame the downloads wait until it is painted: the shell moves these tags into
      // <head> then (shell/src/static-frame.ts), so the first paint does not share the network.
      const block = framed ? `<template id="${DEFERRED_PRELOADS_ID}">${tags}</template>` : tags;
      html = html.replace('</head>', () => `${block}</head>`);
    }
    if (framed) html = html.replace(ROOT_ELEMENT, () => `${frame}${ROOT_ELEMENT}`);
    ctx.body = html;
  };
}

/** The shell's routes that sign in (shell/src/App.tsx); no signed-in page has a frame there. */
const SIGN_IN_PATHS = [SIGN_IN_PATH, `${SIGN_IN_PATH}/callback`];
/** The signed-in home (shell/src/App.tsx's Home shows it at `/` and at any address of no route). */
const DASHBOARD_PATH = '/dashboard';
/** A path as React Router matches it: without trailing slashes, in any letter case. */
const normalPath = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * Whether the app shows the dashboard at `path` for a signed-in angler (decision 165): `/`, and an
 * address that matches none of its routes (the route table of the shell's build, startup.json, and
 * the sign-in routes). False without a usable route table.
 */
function dashboardPaths(startupManifest: () => StartupManifest | null) {
  return (path: string): boolean => {
    const table = objectOr(startupManifest()?.routes);
    if (Object.keys(table).length === 0) return false;
    const normal = normalPath(path);
    return normal === '/' || (!SIGN_IN_PATHS.includes(normal) && !routeOfPath(table, normal));
  };
}

/**
 * Where a visitor is in the sign-in (decision 164): `start`, on `/auth` before it has started (the
 * shell only sends the browser on to the identity provider from there); `form`, on the form's
 * address (`/auth?interaction=…`, where the identity provider sends the browser); null elsewhere.
 */
function signInStep(ctx: Koa.Context): 'start' | 'form' | null {
  if (ctx.path !== SIGN_IN_PATH) return null;
  return typeof ctx.query.interaction === 'string' ? 'form' : 'start';
}

/** The sign-in form's static first frame, on the tab the form's address names (decision 164). */
function signInFrame(ctx: Koa.Context, frames: (key: string) => string): string {
  return frames(ctx.query.tab === 'register' ? AUTH_FRAME_KEYS.register : AUTH_FRAME_KEYS.login);
}

/** `shellDir`: the shell's build (STATIC_DIR); its index.html, its assets and the service worker. */
export function defaultSites(repoRoot: string, shellDir = join(repoRoot, 'shell/dist')): StaticSite[] {
  return [
    { prefix: '/', root: shellDir },
    { prefix: '/remotes/gear/', root: join(repoRoot, 'mfe-gear/dist') },
    { prefix: '/remotes/catches/', root: join(repoRoot, 'mfe-catches/dist') },
    { prefix: '/remotes/conditions/', root: join(repoRoot, 'mfe-conditions/dist') },
    { prefix: '/remotes/public/', root: join(repoRoot, 'mfe-public/dist') },
  ];
}
