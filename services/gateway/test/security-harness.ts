import { createLogger, loadConfig, openEventStore, type EventStore } from '@tackle/platform';
import { IDENTITY_API_ROUTES } from '@tackle/identity';
import { apiRouters } from '../src/routers';

export interface ApiRoute {
  method: string;
  /** Koa path pattern, e.g. `/api/gear/:id`. */
  path: string;
  /** Names of the path parameters, e.g. `['id']`. */
  params: string[];
}

/**
 * Every /api route the single-machine gateway mounts, read from the routers themselves: the same
 * `apiRouters` list `startGateway` mounts (services/gateway/src/routers.ts), so a new endpoint or a
 * new router is covered by the security suites without anyone listing it here; then the identity
 * provider's routes, from the list its route manifest is made of. The routers are
 * built with inert ports: building one touches no store and starts no worker.
 */
export function apiRoutes(): ApiRoute[] {
  const inert = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('inert port: only used to enumerate routes');
      },
    },
  ) as never;
  const config = loadConfig({ PORT: '0', DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
  const { routers, close } = apiRouters({ config, eventStore: inert, readStore: inert, logger: createLogger({ level: 'silent' }) });
  void close();
  const routes: ApiRoute[] = [];
  for (const router of routers) {
    for (const layer of router.stack as unknown as Array<{ methods: string[]; path: string; paramNames: Array<{ name: string }> }>) {
      for (const method of layer.methods) {
        if (method === 'HEAD' || typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
        routes.push({ method, path: layer.path, params: layer.paramNames.map((p) => String(p.name)) });
      }
    }
  }
  // The embedded identity provider's routes (the signed-in user, password change, account deletion).
  for (const route of IDENTITY_API_ROUTES) {
    for (const method of route.methods) if (method !== 'HEAD') routes.push({ method, path: route.path, params: [] });
  }
  return routes;
}

/** Fills a route's path parameters: `fill('/api/gear/:id', { id: 'x' })`. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? 'unknown'));
}

/** A second handle on the product's event store (SQLite WAL allows it) to count appends. */
export async function openEventCounter(dataDir: string): Promise<{ head(): Promise<number>; store: EventStore; close(): Promise<void> }> {
  const store = await openEventStore(loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  return { store, head: () => store.headPosition(), close: () => store.close() };
}
