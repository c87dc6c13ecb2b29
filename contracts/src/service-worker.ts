/**
 * What the gateway, the service worker and the shell agree on about the service worker
 * (docs/decisions/116-service-worker-and-updates.md).
 */

/** Where the gateway serves the service worker; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Written next to the shell's index.html by the build step that generates the service worker
 * (scripts/build-service-worker.ts): `{ "version": "<id>" }`, one id for one set of shell + remotes.
 */
export const BUILD_VERSION_FILE = 'build-version.json';

/**
 * Header on every page (HTML) the gateway serves: the build version it belongs to. A service worker
 * of another version does not show such a page, since its scripts would mix with that worker's
 * precached remotes.
 */
export const BUILD_VERSION_HEADER = 'X-Tackle-Build';

/** Messages a page posts to the service worker. */
export const SW_MESSAGE = {
  /** The waiting worker takes over now (the user chose 'Update available — reload'). */
  skipWaiting: 'SKIP_WAITING',
  /** Answer `{ version }` on the message's port. */
  getVersion: 'GET_VERSION',
} as const;

/** Paths the service worker never answers or stores: per-user data and the identity provider. */
export function isNeverCachedPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/idp/') || pathname === '/idp';
}
