import { z } from 'zod';

/** The map's tile server unless MAP_TILE_URL names another (README: Configuration). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A tile URL template: http(s), with the {z}, {x} and {y} placeholders Leaflet fills in. */
export function isMapTileUrl(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    const url = new URL(template.replace(/[{}]/g, ''));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The origin the map's images come from (what the content security policy must allow). */
export function mapTileOrigin(template: string): string {
  return new URL(template.replace(/\{[a-z]+\}/g, '0')).origin;
}

/**
 * GET /app-config.json: what the browser needs before it can sign in or draw a map. Served by the
 * gateway in both modes from the server's configuration.
 */
export const appConfigSchema = z.object({
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string().optional(),
    resource: z.string().optional(),
  }),
  map: z.object({ tileUrl: z.string().refine(isMapTileUrl, 'not a tile URL template') }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
