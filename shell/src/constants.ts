import { USER_QUERY_RETRY_DELAY_MS, USER_STALE_MS } from '@tackle/contracts';

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

/** Paths prefetched 500 ms after sign-in (spec §9): the gear screen's first two lists (the one list of them). */
export const PREFETCH_PATHS = ['/api/gear', '/api/gear-types'] as const;

export const TAGLINE = 'Your tackle, organised. Your catches, remembered.';
