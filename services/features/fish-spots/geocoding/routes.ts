import Router from '@koa/router';
import { geocodeSearchQuerySchema, LOCATION_SEARCH_LIMIT } from '@tackle/contracts';
import { AppError, currentUser, type AppState } from '@tackle/platform';
import type { ConditionsDeps } from '../deps';
import { coordinatesFromQuery } from '../query';
import { createNominatimClient, type NominatimOptions } from './nominatim';

/** The User-Agent Nominatim sees: the product and where this deployment lives. */
function nominatimUserAgent(publicUrl: string): string {
  return `Tackle/0.1 (fishing log; +${publicUrl})`;
}

/** GET /api/geocode/search?q=&limit= and GET /api/geocode/reverse?lat=&lon= (Nominatim proxy). */
export function geocodingRoutes(deps: ConditionsDeps, options: Partial<NominatimOptions> = {}) {
  const router = new Router<AppState>();
  const nominatim = createNominatimClient({
    baseUrl: deps.config.nominatimUrl,
    userAgent: nominatimUserAgent(deps.config.publicUrl),
    referer: `${deps.config.publicUrl}/`,
    ...options,
  });

  router.get('/api/geocode/search', async (ctx) => {
    currentUser(ctx);
    const query = geocodeSearchQuerySchema.safeParse(ctx.query);
    if (!query.success) {
      const issue = query.error.issues[0];
      throw new AppError(
        'bad_request',
        issue?.path[0] === 'limit' ? 'limit must be a whole number from 1 to 10' : 'Search text is required (q)',
      );
    }
    ctx.body = await nominatim.search(query.data.q, query.data.limit ?? LOCATION_SEARCH_LIMIT);
  });

  router.get('/api/geocode/reverse', async (ctx) => {
    currentUser(ctx);
    ctx.body = await nominatim.reverse(coordinatesFromQuery(ctx.query));
  });

  return router;
}
