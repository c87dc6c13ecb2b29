import type { AppConfig } from '@tackle/contracts';
import { mapTileOrigin } from '@tackle/contracts';
import type { Config } from '@tackle/platform';
import type Koa from 'koa';
import type { SecurityOptions } from './security';

/** GET /app-config.json, the same in single-machine and distributed mode. */
function appConfigBody(config: Config): AppConfig {
  return {
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: 'openid profile email',
      resource: config.oidc.audience,
    },
    map: { tileUrl: config.mapTileUrl },
  };
}

/** Serves `/app-config.json` (revalidated on every load, so a changed configuration shows at once). */
export function appConfigRoute(config: Config): Koa.Middleware {
  const body = appConfigBody(config);
  return async (ctx, next) => {
    if (ctx.path !== '/app-config.json') return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  };
}

/** What the site's content security policy must allow beyond its own origin, from the configuration. */
export function securityOptions(config: Config): SecurityOptions {
  return {
    connectOrigins: [new URL(config.oidc.issuer).origin],
    imageOrigins: [mapTileOrigin(config.mapTileUrl)],
    strictTransport: new URL(config.publicUrl).protocol === 'https:',
  };
}

/** What the app's pages name from the configuration (services/gateway/src/static.ts): the map tile server's origin. */
export function pageOptions(config: Config): { mapTileOrigin: string } {
  return { mapTileOrigin: mapTileOrigin(config.mapTileUrl) };
}
