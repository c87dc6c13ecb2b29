import { isNeverCachedPath } from '@tackle/contracts';

/**
 * How the service worker answers page loads (docs/decisions/116-service-worker-and-updates.md):
 * network first, so the server's page for the route (its preload links, the landing page or the
 * static first frame) is what a browser online gets; a copy of the last such page of the same build
 * otherwise, else the precached shell page.
 */

/** What the worker looks at in the server's answer to a page load. */
export interface PageAnswer {
  status: number;
  /** `Response.type`: 'opaqueredirect' for a redirect of a navigation. */
  type: string;
  contentType: string | null;
  /** The build version the page belongs to (BUILD_VERSION_HEADER), null when the server sent none. */
  build: string | null;
}

/**
 * - `store`: a page of this worker's build; shown, and kept as the offline copy of its route;
 * - `show`: shown as it is (a redirect, a 4xx, something that is not a page, a server that names no
 *   build): nothing to compare it with, and not worth keeping;
 * - `cached`: not shown. A page of another build would load that build's shell scripts next to this
 *   worker's precached remotes; a server error (5xx) is no page to read on the water. The offline
 *   copy of the route, or the precached shell page, instead.
 */
export type PageVerdict = 'store' | 'show' | 'cached';

export function pageVerdict(answer: PageAnswer, version: string): PageVerdict {
  if (answer.type === 'opaqueredirect') return 'show';
  if (answer.status >= 500) return 'cached';
  if (answer.status !== 200 || !answer.contentType?.toLowerCase().startsWith('text/html')) return 'show';
  if (answer.build === null) return 'show';
  return answer.build === version ? 'store' : 'cached';
}

/** Page loads the worker answers: the site's own pages, never the API or the identity provider. */
export function answersPageLoad(url: URL, origin: string): boolean {
  return url.origin === origin && !isNeverCachedPath(url.pathname);
}

/** The offline copy of a route is kept under its path alone (no query, no fragment). */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

const PAGES_CACHE_PREFIX = 'tackle-pages-';

/** The cache of one build's route pages; another build's is deleted when its worker takes over. */
export function pagesCacheName(version: string): string {
  return `${PAGES_CACHE_PREFIX}${version}`;
}

export function isStalePagesCache(cacheName: string, version: string): boolean {
  return cacheName.startsWith(PAGES_CACHE_PREFIX) && cacheName !== pagesCacheName(version);
}
