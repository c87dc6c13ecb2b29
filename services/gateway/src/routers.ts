import type Router from '@koa/router';
import { backup } from '@tackle/features/backup';
import { catalog } from '@tackle/features/catalog';
import { catches } from '@tackle/features/catches';
import { consumables } from '@tackle/features/consumables';
import { dashboard } from '@tackle/features/dashboard';
import { fishSpots } from '@tackle/features/fish-spots';
import { gear } from '@tackle/features/gear';
import { patterns } from '@tackle/features/patterns';
import { settings } from '@tackle/features/settings';
import { setups } from '@tackle/features/setups';
import { smartCapture } from '@tackle/features/smart-capture';
import { stats } from '@tackle/features/stats';
import { storage } from '@tackle/features/storage';
import { trips } from '@tackle/features/trips';
import { commandRouters, queryRouters, type AppState, type Config, type EventStore, type FeatureSlice, type Logger, type ReadStore } from '@tackle/platform';

/**
 * Every feature slice, hosted whole (commands, projections, queries) by the single-machine gateway.
 * In distributed mode each service's main.ts names its own share of these.
 */
export const slices: readonly FeatureSlice[] = [gear, catalog, dashboard, catches, trips, stats, consumables, storage, setups, fishSpots, patterns, smartCapture, settings, backup];

interface ApiPorts {
  config: Config;
  eventStore: EventStore;
  readStore: ReadStore;
  logger: Logger;
}

interface ApiRouters {
  /** In precedence order: for a method + path two routers answer, the first one wins. */
  routers: Array<Router<AppState>>;
  /** Stops what the routers hold (the analysis OCR worker). */
  close(): Promise<void>;
}

/**
 * Every `/api` router the single-machine gateway mounts (behind `requireUser` and the JSON body
 * parsers): the slices' command routers, then their query routers. The security suites enumerate
 * their routes from this same function (services/gateway/test/security-harness.ts), so a slice added
 * to `slices` is covered by the token, tenant-isolation and malformed-input suites without anyone
 * listing it twice. Building the routers touches no store and starts no worker (the OCR worker
 * starts on the first analysis).
 */
export function apiRouters({ config, eventStore, readStore, logger }: ApiPorts): ApiRouters {
  const queries = queryRouters(slices, { readStore, config, logger });
  return {
    routers: [...commandRouters(slices, { eventStore, config, logger }), ...queries.routers],
    close: () => queries.close(),
  };
}
