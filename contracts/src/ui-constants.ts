/** Timings and limits the shell and remotes must agree on (spec §9). */

// Floating action button
export const QUICK_ACTION_STAGGER_MS = 50;

// Data fetching
export const PREFETCH_DELAY_MS = 500;
export const PREFETCH_STALE_MS = 120_000;
export const USER_STALE_MS = 300_000;
export const USER_QUERY_RETRY_DELAY_MS = 1000;
/**
 * Header carrying an event position, for read-your-writes: the write routes answer with it, the
 * browser's API client sends the highest it has seen, the GET routes wait for it.
 */
export const POSITION_HEADER = 'X-Tackle-Position';

// Smart capture confidence badge
export const CONFIDENCE_HIGH_THRESHOLD = 0.8;
export const CONFIDENCE_MEDIUM_THRESHOLD = 0.6;

// Location search and geolocation
export const LOCATION_SEARCH_DEBOUNCE_MS = 500;
/** Search starts after more than 2 characters. */
export const LOCATION_SEARCH_MIN_CHARS = 3;
export const LOCATION_SEARCH_LIMIT = 5;
export const PICKER_GEOLOCATION_TIMEOUT_MS = 10_000;
export const PICKER_GEOLOCATION_MAX_AGE_MS = 60_000;
export const WEATHER_GEOLOCATION_TIMEOUT_MS = 5000;
export const WEATHER_GEOLOCATION_MAX_AGE_MS = 0;

/**
 * Where the calls to action lead: 'Login' to the sign-in tab, 'Get Started' and every sign-up
 * call to action to the Register tab (the choice survives the sign-in redirect, shell AuthScreen).
 */
export const AUTH_LOGIN_PATH = '/auth';
export const AUTH_REGISTER_PATH = '/auth?tab=register';
