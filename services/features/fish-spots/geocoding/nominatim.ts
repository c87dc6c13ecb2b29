import { z } from 'zod';
import type { Coordinates, GeocodeResult } from '@tackle/contracts';
import { AppError } from '@tackle/platform';
import { TtlCache } from '../cache';
import { MinIntervalLimiter } from '../rate-limiter';
import { endpoint, fetchUpstreamJson } from '../upstream';

/** Nominatim's place (format=jsonv2): coordinates come as strings. */
const nominatimPlaceSchema = z.object({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
});
const searchAnswerSchema = z.array(nominatimPlaceSchema);
/** Reverse answers a place, or `{ "error": "Unable to geocode" }` with status 200. */
const reverseAnswerSchema = z.union([nominatimPlaceSchema, z.object({ error: z.string() })]);

export interface NominatimOptions {
  baseUrl: string;
  /** Identifies this deployment to Nominatim (their usage policy asks for it). */
  userAgent: string;
  referer?: string;
  /** At most one request per interval (1 s: Nominatim's policy). */
  minIntervalMs?: number;
  /** A caller waits at most this long for its turn, then gets 503. */
  maxQueueWaitMs?: number;
  timeoutMs?: number;
  cacheTtlMs?: number;
}

const GEOCODE_CACHE_TTL_MS = 24 * 60 * 60_000;
const NOMINATIM_MIN_INTERVAL_MS = 1000;

function toResult(place: z.infer<typeof nominatimPlaceSchema>): GeocodeResult | null {
  const lat = Number(place.lat);
  const lon = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { displayName: place.display_name, lat, lon };
}

/**
 * Nominatim search and reverse through our server: one identifying User-Agent, at most one
 * request per second for the whole process, answers cached for a day (docs/decisions/041).
 */
export function createNominatimClient(options: NominatimOptions) {
  const limiter = new MinIntervalLimiter(
    options.minIntervalMs ?? NOMINATIM_MIN_INTERVAL_MS,
    options.maxQueueWaitMs ?? 10_000,
    'Location search is busy right now. Please try again in a moment.',
  );
  const cache = new TtlCache<GeocodeResult[]>(options.cacheTtlMs ?? GEOCODE_CACHE_TTL_MS, 2000);
  const headers = {
    'User-Agent': options.userAgent,
    ...(options.referer ? { Referer: options.referer } : {}),
  };
  let upstreamCalls = 0;

  const call = <T>(path: string, params: Record<string, string>, schema: z.ZodType<T>) =>
    limiter.run(() => {
      upstreamCalls += 1;
      const url = endpoint(options.baseUrl, path);
      url.search = new URLSearchParams({ ...params, format: 'jsonv2' }).toString();
      return fetchUpstreamJson({
        service: 'location search service',
        url,
        schema,
        headers,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
    });

  return {
    /** How many requests really went to Nominatim (tests check the cache with it). */
    get upstreamCalls() {
      return upstreamCalls;
    },

    search(query: string, limit: number): Promise<GeocodeResult[]> {
      const normalised = query.trim().replace(/\s+/g, ' ');
      return cache.getOrLoad(`search:${limit}:${normalised.toLowerCase()}`, async () => {
        const places = await call('/search', { q: normalised, limit: String(limit) }, searchAnswerSchema);
        return places.flatMap((place) => toResult(place) ?? []).slice(0, limit);
      });
    },

    /** The place at a point; 404 when Nominatim knows none (the browser then shows 'lat, lng'). */
    async reverse({ lat, lon }: Coordinates): Promise<GeocodeResult> {
      // 5 decimals is about a metre: finer requests name the same place.
      const key = `reverse:${lat.toFixed(5)},${lon.toFixed(5)}`;
      const [place] = await cache.getOrLoad(key, async () => {
        const answer = await call('/reverse', { lat: lat.toFixed(5), lon: lon.toFixed(5) }, reverseAnswerSchema);
        if ('error' in answer) return [];
        const result = toResult(answer);
        return result ? [result] : [];
      });
      if (!place) throw new AppError('not_found', 'No place name is known for these coordinates');
      return place;
    },
  };
}
