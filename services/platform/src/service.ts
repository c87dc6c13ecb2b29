import Router from '@koa/router';
import type Koa from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config';
import type { ProjectionProgress } from './es/projection';
import { refuseUnknownFields, type RouteDoc } from './api-docs';
import { createHttpApp, jsonBody, underApi, type AppState } from './http/app';
import { createTokenVerifier, currentUser, requireUser, type TokenVerifier } from './http/auth';
import { awaitPosition } from './http/consistency';
import { entityTags } from './http/entity-tags';
import { createLogger, type Logger } from './logger';

/*
 * Plumbing every service process shares in distributed mode (one process per service):
 * - `GET /healthz`: the process is alive (200);
 * - `GET /readyz`: 200 once started and every readiness check passes, 503 otherwise and while
 *   shutting down, so a load balancer stops sending before the process goes away;
 * - `GET /_service/routes`: the method + path of every /api route this service answers; the
 *   gateway builds its routing table from these, so it never lists features itself;
 * - graceful shutdown: stop accepting, let in-flight requests finish (bounded by
 *   `SHUTDOWN_TIMEOUT_MS`), then close what the service opened in order (subscriptions, which
 *   ack or nak what they hold, then bus, then stores).
 */

export const ROUTES_PATH = '/_service/routes';

interface RouteInfo {
  methods: string[];
  path: string;
}

export interface RouteManifest {
  service: string;
  routes: RouteInfo[];
}

/** What `/api/*` answers with, and how requests reach it. */
interface ApiOptions {
  routers: Array<Router<AppState>>;
  verifier: TokenVerifier;
  /** Read-your-writes: GETs wait (bounded) for the position the client sent. */
  progress?: ProjectionProgress;
  /** A larger JSON body limit for these paths (photos sent as data URLs). */
  largeBodies?: { paths: readonly string[]; limit: number | string };
  /** The routers' documented routes: a JSON body with a field its route does not take is refused (`refuseUnknownFields`). */
  documented?: readonly RouteDoc[];
}

interface ServiceOptions {
  /** Short name: logs, health answers, the routes manifest. */
  name: string;
  config: Config;
  logger: Logger;
  /** Routers answering `/api/*`, mounted behind bearer-token auth and JSON body parsing. */
  api?: ApiOptions;
  /** Middleware mounted before the API (e.g. the identity provider answering `/idp/*`). */
  middleware?: Koa.Middleware[];
  /** Routes answered by `middleware` that the gateway must send here (e.g. `GET /api/user`). */
  extraRoutes?: RouteInfo[];
  /** Secrets for signed cookies (`app.keys`). */
  keys?: string[];
  /** Each must resolve within 2 s for `/readyz` to answer 200 (e.g. the store answers). */
  readiness?: Record<string, () => Promise<unknown> | unknown>;
  /** Called in order after the HTTP server has drained. */
  onClose?: Array<() => Promise<void> | void>;
}

interface RunningService {
  name: string;
  url: string;
  port: number;
  server: Server;
  /** Graceful: stop accepting, drain in-flight requests, then run `onClose` in order. Idempotent. */
  close(): Promise<void>;
}

const READINESS_TIMEOUT_MS = 2_000;

/** Verifies bearer tokens of the configured provider via its JWKS (`OIDC_JWKS_URL` or `$issuer/jwks`). */
export function serviceVerifier(config: Config): TokenVerifier {
  return createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    ...(config.oidc.jwksUrl ? { jwksUrl: config.oidc.jwksUrl } : {}),
  });
}

/**
 * `GET /api/user` from the verified token's claims (`sub`, `preferred_username`): with an outside
 * OIDC provider (Keycloak, Auth0) there is no embedded account store to ask.
 */
export function tokenUserRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/user', (ctx) => {
    const user = currentUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: user.id, username: user.username };
  });
  return router;
}

/**
 * With an outside OIDC provider the password and the account live there: the account routes
 * (decision 122) answer 404 saying so, behind the same token check as every /api route.
 */
export function outsideProviderAccountRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  const managedElsewhere = (ctx: { body: unknown; status: number }) => {
    ctx.status = 404;
    ctx.body = { message: 'Your password and your account are managed by your sign-in provider', code: 'not_found' };
  };
  router.post('/api/account/password', managedElsewhere);
  router.post('/api/account/delete', managedElsewhere);
  return router;
}

/** The routes a router answers, for the gateway's routing table (middleware-only layers left out). */
function routesOf(router: Router<AppState>): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const layer of router.stack) {
    if (layer.methods.length === 0) continue;
    if (typeof layer.path !== 'string')
      throw new Error(`route ${String(layer.path)}: only string paths can be routed by the gateway`);
    routes.push({ methods: [...layer.methods], path: layer.path });
  }
  return routes;
}

/**
 * The routers under `/api/*`, behind bearer-token auth, JSON body parsing, one check of the bodies'
 * fields against the documented routes, and read-your-writes for GETs: the same for the
 * single-machine gateway and every service.
 */
export function apiMiddleware(api: ApiOptions): Koa.Middleware<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser(api.verifier));
  const json = jsonBody();
  const large = api.largeBodies;
  const largeJson = large ? jsonBody({ limit: large.limit }) : null;
  router.use((ctx, next) => (largeJson && large?.paths.includes(ctx.path) ? largeJson(ctx, next) : json(ctx, next)));
  if (api.documented?.some((route) => route.body)) router.use(refuseUnknownFields(api.documented) as never);
  // Outside read-your-writes: the tag is made from the answer the read gives once it has waited.
  router.use(entityTags() as never);
  const progress = api.progress;
  if (progress) router.use(async (ctx, next) => (ctx.method === 'GET' ? awaitPosition(progress)(ctx, next) : next()));
  // One allowedMethods for all the routers, not one per router: the router composes every layer a
  // request matches into a chain, per request, and each of those was one more layer matching every
  // path (27 of them). They all answer alike, from the request's matched routes and the default
  // methods, and only once no route answered.
  router.use(router.allowedMethods());
  for (const r of api.routers) router.use(r.routes());
  const routes = router.routes();
  return underApi((ctx) => routes(ctx as never, async () => undefined)) as Koa.Middleware<AppState>;
}

async function withTimeout<T>(work: () => Promise<T> | T, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(work),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Counts the requests being answered and closes the server gracefully: stop accepting, let those
 * requests finish (at most `timeoutMs`), then close every connection (idle keep-alive ones too).
 */
export function gracefulServer(server: Server) {
  let inFlight = 0;
  const drained = new Set<() => void>();
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const done of drained) done();
    });
  });
  return {
    inFlight: () => inFlight,
    /** Resolves `true` when every request finished in time, `false` when some were cut. */
    async close(timeoutMs: number): Promise<boolean> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let finished = true;
      if (inFlight > 0) {
        let timer: NodeJS.Timeout | undefined;
        const allDone = new Promise<'done'>((resolve) => drained.add(() => resolve('done')));
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), timeoutMs);
        });
        finished = (await Promise.race([allDone, timedOut])) === 'done';
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
      return finished;
    },
  };
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const { name, config, logger } = options;
  let state: 'starting' | 'ready' | 'closing' = 'starting';

  const app = createHttpApp(logger, { trustProxy: config.trustProxy });
  if (options.keys) app.keys = options.keys;

  // While draining, answers ask clients not to reuse the connection.
  app.use(async (ctx, next) => {
    if (state === 'closing') ctx.set('Connection', 'close');
    await next();
  });

  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz' && ctx.method === 'GET') {
      ctx.set('Cache-Control', 'no-store');
      // Requests being answered besides this one (drains to 0 during a graceful shutdown).
      ctx.body = {
        status: state === 'closing' ? 'shutting_down' : 'ok',
        service: name,
        inFlight: graceful.inFlight() - 1,
      };
      return;
    }
    if (ctx.path === '/readyz' && ctx.method === 'GET') {
      ctx.set('Cache-Control', 'no-store');
      if (state !== 'ready') {
        ctx.status = 503;
        ctx.body = { status: state === 'closing' ? 'shutting_down' : 'starting', service: name };
        return;
      }
      const checks: Record<string, string> = {};
      let ok = true;
      await Promise.all(
        Object.entries(options.readiness ?? {}).map(async ([check, probe]) => {
          try {
            await withTimeout(probe, READINESS_TIMEOUT_MS);
            checks[check] = 'ok';
          } catch (error) {
            ok = false;
            checks[check] = error instanceof Error ? error.message : String(error);
          }
        }),
      );
      ctx.status = ok ? 200 : 503;
      ctx.body = { status: ok ? 'ready' : 'not_ready', service: name, checks };
      return;
    }
    return next();
  });

  const manifest: RouteManifest = {
    service: name,
    routes: [...(options.extraRoutes ?? []), ...(options.api?.routers ?? []).flatMap(routesOf)],
  };
  app.use(async (ctx, next) => {
    if (ctx.path !== ROUTES_PATH || ctx.method !== 'GET') return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = manifest;
  });

  for (const middleware of options.middleware ?? []) app.use(middleware as Koa.Middleware<AppState>);
  if (options.api) app.use(apiMiddleware(options.api));

  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  const graceful = gracefulServer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
  state = 'ready';
  logger.info({ service: name, port, routes: manifest.routes.length }, 'service is up');

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      state = 'closing';
      logger.info({ service: name, inFlight: graceful.inFlight() }, 'shutting down: draining requests');
      if (!(await graceful.close(config.shutdownTimeoutMs))) {
        logger.warn(
          { service: name },
          'shutdown: requests still running after the timeout; their connections were closed',
        );
      }
      for (const step of options.onClose ?? []) {
        try {
          await step();
        } catch (error) {
          logger.error({ err: error, service: name }, 'shutdown step failed');
        }
      }
      logger.info({ service: name }, 'stopped');
    })();
    return closing;
  };

  return { name, url, port, server, close };
}

/**
 * A service's `main`: validated config (a bad variable stops the process naming it), a logger,
 * graceful shutdown on SIGINT/SIGTERM (a second signal exits at once), exit code 1 on a failed
 * start or an unexpected crash.
 */
export function runMain(
  name: string,
  start: (config: Config, logger: Logger) => Promise<RunningService | { close(): Promise<void> }>,
): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${name}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel, name: `tackle-${name}` });
  let running: { close(): Promise<void> } | null = null;
  let stopping = false;

  const stop = (signal: string, code = 0) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'stopping');
    const closed = running ? running.close() : Promise.resolve();
    closed.then(
      () => process.exit(code),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });

  start(config, logger).then(
    (service) => {
      running = service;
      if (stopping) void service.close().then(() => process.exit(0));
    },
    (error: unknown) => {
      logger.fatal({ err: error }, `${name} failed to start`);
      process.exit(1);
    },
  );
}
