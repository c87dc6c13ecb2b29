/** Timings and limits the shell and remotes must agree on (spec §9). */

// Toasts
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';

// Floating action button
export const QUICK_ACTION_STAGGER_MS = 50;

// Data fetching
export const PREFETCH_DELAY_MS = 500;
export const PREFETCH_STALE_MS = 120_000;
export const USER_STALE_MS = 300_000;
export const USER_QUERY_RETRY_DELAY_MS = 1000;
export const USER_QUERY_RETRIES = 1;
/**
 * Header carrying an event position, for read-your-writes: the write routes answer with it, the
 * browser's API client sends the highest it has seen, the GET routes wait for it.
 */
export const POSITION_HEADER = 'X-Tackle-Position';

// Smart capture confidence badge
export const CONFIDENCE_HIGH_THRESHOLD = 0.8;
export const CONFIDENCE_MEDIUM_THRESHOLD = 0.6;
export const CONFIDENCE_THRESHOLDS = { high: CONFIDENCE_HIGH_THRESHOLD, medium: CONFIDENCE_MEDIUM_THRESHOLD } as const;
export const TOP_CATEGORY_SUGGESTIONS = 3;
export const SUGGESTION_NAME_MAX_CHARS = 20;

// Image processing before upload/analysis
export const IMAGE_MAX_SIDE_PX = 1024;
export const IMAGE_TARGET_BYTES = 500 * 1024;
export const IMAGE_QUALITY_START = 0.8;
export const IMAGE_QUALITY_MIN = 0.2;
export const IMAGE_QUALITY_STEP = 0.1;

/** Qualities tried in order until the image fits IMAGE_TARGET_BYTES: 0.8, 0.7, ... 0.2. */
export function imageQualitySteps(): number[] {
  const steps: number[] = [];
  // Integer tenths avoid 0.8 - 0.1 - 0.1 ... drifting past 0.2 in floating point.
  for (let tenths = Math.round(IMAGE_QUALITY_START * 10); tenths >= Math.round(IMAGE_QUALITY_MIN * 10); tenths--) {
    steps.push(tenths / 10);
  }
  return steps;
}

// Camera
export const CAMERA_IDEAL_WIDTH = 1280;
export const CAMERA_IDEAL_HEIGHT = 720;
export const CAMERA_JPEG_QUALITY = 0.8;

// Location search and geolocation
export const LOCATION_SEARCH_DEBOUNCE_MS = 500;
/** Search starts after more than 2 characters. */
export const LOCATION_SEARCH_MIN_CHARS = 3;
export const LOCATION_SEARCH_LIMIT = 5;
export const CONDITIONS_SEARCH_LIMIT = 1;
export const PICKER_GEOLOCATION_TIMEOUT_MS = 10_000;
export const PICKER_GEOLOCATION_MAX_AGE_MS = 60_000;
export const WEATHER_GEOLOCATION_TIMEOUT_MS = 5000;
export const WEATHER_GEOLOCATION_MAX_AGE_MS = 0;

// Layout
export const RECOMMENDATIONS_LIST_HEIGHT_PX = 400;

/**
 * Where the calls to action lead: 'Login' to the sign-in tab, 'Get Started' and every sign-up
 * call to action to the Register tab (the choice survives the sign-in redirect, shell AuthScreen).
 */
export const AUTH_LOGIN_PATH = '/auth';
export const AUTH_REGISTER_PATH = '/auth?tab=register';
