import { apiPageRequest, apiRequest, type Parser, type TokenGetter } from '../runtime/api';
import { isOffline } from './network';
import { offlineScope } from './reads';
import { getSnapshot } from './store';

const PAGED = /[?&]limit=/;
/** The items as they came: the screen that reads the kept page parses them with its own schema. */
const ANY_ITEMS: Parser<unknown[]> = { parse: (data) => (Array.isArray(data) ? data : []) };

/**
 * Reads each list the on-the-water screens need (the usage form's gear, Quick Catch's setups and
 * species, the stock of consumables) whose kept copy is missing or older than `maxAgeMs`, one after
 * another, so that it is there when the signal goes (docs/decisions/117-offline-first-writes.md).
 * The API client keeps every answer it reads; a failure only leaves the older copy.
 */
export async function refreshKeptLists(paths: readonly string[], getToken: TokenGetter, maxAgeMs: number, now = Date.now): Promise<string[]> {
  const scope = offlineScope();
  const read: string[] = [];
  if (!scope || typeof indexedDB === 'undefined') return read;
  for (const path of paths) {
    const kept = await getSnapshot(scope, path).catch(() => undefined);
    if (kept && now() - Date.parse(kept.fetchedAt) < maxAgeMs) continue;
    // Signed out, someone else signed in, or the signal went meanwhile: stop.
    if (offlineScope() !== scope || isOffline()) break;
    // A page (`?limit=`) is kept with its count and next cursor, as the list page reads it.
    const reading = PAGED.test(path) ? apiPageRequest(getToken, path, ANY_ITEMS) : apiRequest(getToken, path);
    await reading.then(
      () => read.push(path),
      () => undefined,
    );
  }
  return read;
}
