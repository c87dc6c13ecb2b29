/**
 * The site's service worker, served at /sw.js (docs/decisions/116-service-worker-and-updates.md).
 * Bundled and given its precache list by scripts/build-service-worker.ts after the shell and the four
 * remotes are built: one worker = one build version = one consistent set of shell + remotes.
 *
 * - The shell's and the remotes' built files are precached under the URLs the gateway serves them at
 *   and answered from the precache (their revisions come from the build).
 * - Page loads: network first; offline (or when the server answers with another build's page) the
 *   last page of the route from this build, else the precached shell page (./navigation.ts).
 * - /app-config.json: network first, the last answer offline (the sign-in configuration).
 * - Never /api/* (per-user data) or /idp/* (the identity provider): not answered here, not stored.
 * - A new worker waits until a page asks it to take over ('Update available — reload',
 *   shell/src/pwa/); the first one takes control of the open pages at once.
 */
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { BUILD_VERSION_HEADER, isNeverCachedPath, SW_MESSAGE } from '@tackle/contracts';
import { answersPageLoad, isStalePagesCache, pageCacheKey, pagesCacheName, pageVerdict } from './navigation';

/** Defined by the build step: the version of the files in this worker's precache list. */
declare const __TACKLE_BUILD_VERSION__: string;
const VERSION = __TACKLE_BUILD_VERSION__;

/** The parts of the service worker's global scope used here (the project's types are the DOM's). */
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerMessageEvent extends WaitUntilEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
const worker = globalThis as unknown as ServiceWorkerScope;
const origin = worker.location.origin;

/** The shell's page, precached: what any route opens with when nothing better is at hand. */
const SHELL_PAGE = '/index.html';
const PAGES = pagesCacheName(VERSION);

async function offlinePage(url: URL): Promise<Response | undefined> {
  const pages = await caches.open(PAGES);
  return (await pages.match(pageCacheKey(url), { ignoreVary: true, ignoreSearch: true })) ?? (await matchPrecache(SHELL_PAGE));
}

async function answerPageLoad(request: Request, url: URL, event: WaitUntilEvent): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const page = await offlinePage(url);
    if (page) return page;
    throw error;
  }
  const verdict = pageVerdict(
    {
      status: response.status,
      type: response.type,
      contentType: response.headers.get('content-type'),
      build: response.headers.get(BUILD_VERSION_HEADER),
    },
    VERSION,
  );
  switch (verdict) {
    case 'store': {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES).then((pages) => pages.put(pageCacheKey(url), copy)));
      return response;
    }
    case 'cached':
      return (await offlinePage(url)) ?? response;
    case 'show':
      return response;
  }
}

// Before the precache's route: a page load is never answered from the precache first.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && answersPageLoad(url, origin),
  ({ request, url, event }) => answerPageLoad(request, url, event as WaitUntilEvent),
);

registerRoute(
  ({ url }) => url.origin === origin && url.pathname === '/app-config.json',
  new NetworkFirst({ cacheName: 'tackle-app-config' }),
);

// Filled in by workbox-build's injectManifest (scripts/build-service-worker.ts). Nothing under
// /api or /idp is ever in it (the build only lists built files); checked here once more.
const precacheList = (self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST;
precacheAndRoute(
  precacheList.filter((entry) => !isNeverCachedPath(typeof entry === 'string' ? entry : entry.url)),
  { cleanURLs: false },
);

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (isStalePagesCache(name, VERSION)) await caches.delete(name);
      // The first worker controls the pages already open (they are this build); an update only
      // activates when a page asked for it, and that page reloads.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) event.waitUntil(worker.skipWaiting());
  else if (type === SW_MESSAGE.getVersion) event.ports[0]?.postMessage({ version: VERSION });
});
