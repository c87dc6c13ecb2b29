import type Router from '@koa/router';
import { createAnalysisService } from '@tackle/analysis';
import { catchesRoutes } from '@tackle/catches';
import { conditionsRoutes } from '@tackle/conditions';
import { inventoryRoutes } from '@tackle/inventory';
import type { AppState, Config, EventStore, Logger, ReadStore } from '@tackle/platform';
import { queryRoutes } from '@tackle/queries';

export interface ApiPorts {
  config: Config;
  eventStore: EventStore;
  readStore: ReadStore;
  logger: Logger;
}

export interface ApiRouters {
  /** In precedence order: for a method + path two routers answer, the first one wins. */
  routers: Array<Router<AppState>>;
  /** Stops what the routers hold (the analysis OCR worker). */
  close(): Promise<void>;
}

/**
 * Every `/api` router the single-machine gateway mounts (behind `requireUser` and the JSON body
 * parsers). The security suites enumerate their routes from this same function
 * (services/gateway/test/security-harness.ts), so a router added here is covered by the token,
 * tenant-isolation and malformed-input suites without anyone listing it twice. Building the
 * routers touches no store and starts no worker (the OCR worker starts on the first analysis).
 */
export function apiRouters({ config, eventStore, readStore, logger }: ApiPorts): ApiRouters {
  const analysis = createAnalysisService({ config, readStore, logger });
  return {
    routers: [
      inventoryRoutes(eventStore, { dataDir: config.dataDir, logger }),
      catchesRoutes(eventStore, { dataDir: config.dataDir }),
      queryRoutes(readStore),
      conditionsRoutes({ config, readStore }),
      analysis.router,
    ],
    close: () => analysis.close(),
  };
}
