import { CATCH_LOG_PAGE_SIZE, GEAR_PAGE_SIZE, USER_QUERY_RETRY_DELAY_MS, USER_STALE_MS } from '@tackle/contracts';

// Shared timings come from @tackle/contracts (spec §9); the dialogs the shell can ask a remote
// for are @tackle/ui's registry (ui/src/runtime/dialog-requests.ts, useOpenDialog).
export {
  QUICK_ACTION_STAGGER_MS,
  PREFETCH_DELAY_MS,
  PREFETCH_STALE_MS,
} from '@tackle/contracts';

/** User query: cached 5 min, one retry after 1 s. */
export const USER_CACHE_MS = USER_STALE_MS;
export const USER_RETRY_DELAY_MS = USER_QUERY_RETRY_DELAY_MS;

/**
 * Prefetched 500 ms after sign-in (spec §9): the gear screen's gear types, and its first page of gear
 * (`GEAR_PAGE_SIZE` items under the page's own query; the whole list when it fits), not the whole
 * list, which at 10,000 items would compete with the screen the angler opened
 * (docs/decisions/137-prefetch-the-first-page.md).
 */
export const PREFETCH_PATHS = ['/api/gear-types'] as const;
export const PREFETCH_GEAR_PAGE = { path: '/api/gear', pageSize: GEAR_PAGE_SIZE } as const;

/**
 * The lists the on-the-water screens read without signal (usage form, Quick Catch, the catch log,
 * stock), read a while after sign-in when their kept copy is missing or older than KEEP_LISTS_MAX_AGE_MS
 * (docs/decisions/117-offline-first-writes.md). The whole gear list is kept here (the usage and
 * setup forms read it whole), a while after the first screen; the catch log is kept as its first
 * page, as the log reads it (docs/decisions/135-catch-log-in-pages.md).
 */
export const KEEP_LISTS_PATHS = [
  '/api/gear',
  '/api/setups',
  '/api/consumables',
  `/api/catches?limit=${CATCH_LOG_PAGE_SIZE}`,
  '/api/trips',
  '/api/storage-locations',
  '/api/gear-locations',
  '/api/stats',
] as const;
/** After the first screen has settled, so it never competes with the page the angler opened. */
export const KEEP_LISTS_DELAY_MS = 5_000;
export const KEEP_LISTS_MAX_AGE_MS = 15 * 60_000;

export const TAGLINE = 'Your tackle, organised. Your catches, remembered.';
