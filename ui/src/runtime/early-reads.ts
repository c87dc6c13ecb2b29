/**
 * Reads the shell starts before the app has loaded (docs/decisions/149-early-reads.md). The
 * shell's entry knows the route and, from the stored sign-in, the access token as soon as it runs
 * (it starts them with the app's downloads, decision 153); the page asks for its data only once
 * the kit, the app, the remote page and the signed-in user have loaded. `startEarlyReads` sends the requests the route's page will make
 * first, and the API client's `send` takes the answer (`takeEarlyRead`) instead of asking again.
 *
 * This module is imported by the shell's entry, before anything of the kit: it imports nothing.
 * Its state is on `globalThis`, so the shell's copy and the kit's share it.
 */

interface EarlyRead {
  token: string;
  at: number;
  answer: Promise<Response>;
}

/** An early answer older than this is not used (the page asks again): data is read fresh. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

const KEY = '__tackleEarlyReads';

function reads(): Map<string, EarlyRead> {
  const holder = globalThis as unknown as Record<string, Map<string, EarlyRead> | undefined>;
  return (holder[KEY] ??= new Map());
}

/**
 * Page sizes of the lists' first pages, and of the low items a long consumables list's restock
 * alert names (checked against the lists' own constants by tests).
 */
export const EARLY_PAGE_SIZES = { gear: 100, consumables: 100, catches: 100, lowStockNamed: 3 } as const;

/** What every signed-in page reads as it opens: the user, their settings (units), their trips (the trip under way). */
const EVERY_PAGE = ['/api/user', '/api/settings', '/api/trips'] as const;

/**
 * A trip's page (`/trips/:id`) of a trip the server has: a trip made offline and not yet sent has a
 * `pending:` id (ui/src/offline/pending.ts), which is not in this shape, and its page reads nothing.
 */
const SERVER_TRIP = /^\/trips\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The GETs a signed-in page asks for first, exactly as it asks for them: the lists' first page
 * with no search, filter or sort (a route opened with any of these in its address reads only what
 * every page reads); a trip's page, the trip and its catches (decision 158), which it would
 * otherwise ask for one after the other. Storage, setups and statistics since decision 158 too.
 */
export function earlyReadPaths(pathname: string, search: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const plain = search === '' || search === '?';
  const first: Record<string, readonly string[]> = {
    '/dashboard': ['/api/dashboard'],
    '/gear': [`/api/gear?limit=${EARLY_PAGE_SIZES.gear}`],
    // With the restock alert's low items, which a list longer than its first page asks for apart
    // (a shorter one finds them in its page and leaves that answer untaken; decision 160).
    '/consumables': [`/api/consumables?limit=${EARLY_PAGE_SIZES.consumables}`, `/api/consumables?lowStock=true&limit=${EARLY_PAGE_SIZES.lowStockNamed}`],
    '/catches': [`/api/catches?limit=${EARLY_PAGE_SIZES.catches}`],
    '/storage': ['/api/storage-locations'],
    '/setups': ['/api/setups'],
    // With estimates, as the page opens (leaving them out is a switch on the page).
    '/stats': ['/api/stats'],
  };
  const own = plain ? first[path] : undefined;
  if (own) return [...EVERY_PAGE, ...own];
  const trip = SERVER_TRIP.exec(path)?.[1];
  if (trip) return [...EVERY_PAGE, `/api/trips/${trip}`, `/api/catches?tripId=${trip}`];
  return [...EVERY_PAGE];
}

/** Marks an early read (in the server's request log and the journeys); the server answers it as any GET. */
export const EARLY_READ_HEADER = 'X-Tackle-Early-Read';

/** Sends the GETs of `paths` with `token` (as the API client sends a GET without a position). */
export function startEarlyReads(paths: readonly string[], token: string): void {
  for (const path of paths) {
    if (reads().has(path)) continue;
    const answer = fetch(path, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, [EARLY_READ_HEADER]: '1' },
      credentials: 'same-origin',
      cache: 'no-cache',
    });
    // Failures are the taker's to handle (it asks again); none is left unhandled if none takes it.
    answer.catch(() => undefined);
    reads().set(path, { token, at: Date.now(), answer });
  }
}

/**
 * The early answer for `path`, once: only when it was sent with the same token and not too long
 * ago; otherwise null, and the caller asks itself.
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | null {
  const read = reads().get(path);
  if (!read) return null;
  reads().delete(path);
  if (token === null || read.token !== token || Date.now() - read.at > EARLY_READ_MAX_AGE_MS) return null;
  return read.answer;
}

/** Drops every early read not taken (sign-out, tests). */
export function forgetEarlyReads(): void {
  reads().clear();
}
