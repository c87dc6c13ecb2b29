import { z } from 'zod';

export const latitudeSchema = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
export const longitudeSchema = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

export const coordinatesSchema = z.object({ lat: latitudeSchema, lon: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** Query strings carry text; '' or garbage must fail rather than become 0 (z.coerce would). */
const numberFromQuery = (inner: z.ZodNumber) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((text) => Number(text))
    .pipe(inner);

/** ?lat=..&lon=.. of GET /api/weather and GET /api/fish-spots/recommendations. */
export const coordinatesQuerySchema = z.object({
  lat: numberFromQuery(latitudeSchema),
  lon: numberFromQuery(longitudeSchema),
});

const COORDINATES_TEXT = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * Location search boxes take 'lat, lon' typed by hand as coordinates instead of geocoding them.
 * Out-of-range pairs are not coordinates (they fall through to a text search).
 */
export function parseCoordinatesText(text: string): Coordinates | null {
  const match = COORDINATES_TEXT.exec(text);
  if (!match) return null;
  const parsed = coordinatesSchema.safeParse({ lat: Number(match[1]), lon: Number(match[2]) });
  return parsed.success ? parsed.data : null;
}

/** Fallback label when reverse geocoding fails: 'lat, lng' with 6 decimals. */
export function formatCoordinates({ lat, lon }: Coordinates): string {
  return `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
}

/** One result of our geocoding proxy (search or reverse). */
export const geocodeResultSchema = z.object({
  displayName: z.string(),
  lat: latitudeSchema,
  lon: longitudeSchema,
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeResponseSchema = z.array(geocodeResultSchema);

export const GEOCODE_SEARCH_MAX_LIMIT = 10;
export const geocodeSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(200),
  limit: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(GEOCODE_SEARCH_MAX_LIMIT))
    .optional(),
});

/** Attribution required by Nominatim's usage policy wherever its results are shown. */
export const GEOCODING_ATTRIBUTION = '© OpenStreetMap contributors';
