import { USER_QUERY_RETRY_DELAY_MS, USER_STALE_MS } from '@tackle/contracts';

// Shared timings and the window event names come from @tackle/contracts (spec §9).
export {
  WINDOW_EVENTS,
  ADD_DIALOG_OPEN_DELAY_MS,
  QUICK_ACTION_STAGGER_MS,
  PREFETCH_DELAY_MS,
  PREFETCH_STALE_MS,
} from '@tackle/contracts';

/** User query: cached 5 min, one retry after 1 s. */
export const USER_CACHE_MS = USER_STALE_MS;
export const USER_RETRY_DELAY_MS = USER_QUERY_RETRY_DELAY_MS;

/**
 * Paths prefetched 500 ms after sign-in. The gear screen's first two lists for now; contracts'
 * PREFETCH_PATHS (catches, setups, consumables too) can replace this once those GETs exist.
 */
export const PREFETCH_PATHS = ['/api/gear', '/api/gear-types'] as const;

export const TAGLINE = 'Your tackle, organised. Your catches, remembered.';
