import { ANALYZE_IMAGE_MAX_CHARS } from '@tackle/contracts';

/** Routes whose JSON bodies carry a photo, so they get a larger body limit than the API's default. */
export const ANALYSIS_PATHS: readonly string[] = ['/api/analyze-product'];

/** The photo's cap plus room for the JSON around it; larger bodies are refused with 413. */
export const ANALYSIS_JSON_LIMIT = ANALYZE_IMAGE_MAX_CHARS + 64 * 1024;
