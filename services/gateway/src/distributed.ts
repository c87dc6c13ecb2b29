import Router, { type RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import compress from 'koa-compress';
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AppError,
  createHttpApp,
  createLogger,
  gracefulServer,
  ROUTES_PATH,
  underApi,
  type AppState,
  type Config,
  type Logger,
  type RouteManifest,
} from '@tackle/platform';
import { proxiedPolicy, safeAcceptEncoding, securityHeaders } from './security';
import { apiDocsRoutes } from './api-docs-routes';
import { appConfigRoute, pageOptions, securityOptions } from './app-config';
import { defaultSites, staticSites } from './static';
import { keptCompression } from './kept-compression';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus what we set ourselves. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

interface UpstreamService {
  name: string;
  url: string;
}

export interface DistributedGateway {
  url: string;
  server: Server;
  /** Resolves once every service's routes are known (the gateway answers `/readyz` 200 from then on). */
  routed: Promise<void>;
  close(): Promise<void>;
}

/** The services the gateway routes to, in precedence order (identity first, as in single-machine mode). */
function upstreamServices(config: Config): UpstreamService[] {
  const services = config.services;
  if (!services) return [];
  const named: Array<[string, string | undefined]> = [
    ['identity', services.identity],
    ['inventory', services.inventory],
    ['catches', services.catches],
    ['queries', services.queries],
    ['conditions', services.conditions],
  ];
  return named
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, url]) => ({ name, url: url.replace(/\/+$/, '') }));
}


function requestHeaders(ctx: Koa.Context): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  // `host` stays the site's: the identity provider builds its URLs (redirects, issuer endpoints) from it.
  // The client as this gateway sees it: the socket's address, protocol and Host, or a trusted
  // proxy's X-Forwarded-* (TRUST_PROXY=1) — never what a client wrote itself, or it could pick the
  // address the services throttle sign-ins and registrations by (decision 097).
  headers['x-forwarded-for'] = ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
  headers['x-request-id'] = (ctx.state as AppState).requestId;
  return headers;
}

/**
 * Forwards the request over HTTP (node:http, keep-alive) and streams the answer back. The body is
 * piped untouched (JSON, multipart uploads, form posts to `/idp`); the upstream's status and
 * headers (cookies, redirects, `X-Tackle-Position`) come back as they are.
 */
function proxyTo(service: UpstreamService, agent: Agent, timeoutMs = 60_000): Koa.Middleware {
  const target = new URL(service.url);
  return async (ctx) => {
    const upstreamResponse = await new Promise<IncomingMessage>((resolveResponse, reject) => {
      const upstream = request({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: ctx.method,
        path: ctx.originalUrl,
        headers: requestHeaders(ctx as unknown as Koa.Context),
        agent,
        timeout: timeoutMs,
      });
      upstream.once('response', resolveResponse);
      upstream.once('timeout', () =>
        upstream.destroy(new AppError('unavailable', `The ${service.name} service did not answer in time`)),
      );
      upstream.once('error', (error) =>
        reject(
          error instanceof AppError
            ? error
            : new AppError('unavailable', `The ${service.name} service is not reachable. Please try again.`),
        ),
      );
      // The client went away: stop the upstream work too.
      ctx.res.once('close', () => {
        if (!ctx.res.writableFinished) upstream.destroy();
      });
      ctx.req.pipe(upstream);
    });

    // The service may answer before the client's body has arrived whole (413 on a body over its
    // limit): the rest is then read and dropped here, so the client's connection is left ready for
    // its next request instead of stalled or reset (seen as ECONNRESET on the request after a
    // refused upload, on a loaded machine).
    if (!ctx.req.complete) {
      ctx.req.unpipe();
      ctx.req.resume();
    }
    ctx.status = upstreamResponse.statusCode ?? 502;
    for (const [name, value] of Object.entries(upstreamResponse.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      // The site's CSP stays; an identity page's inline-script hash is carried over (decision 093).
      if (name === 'content-security-policy') ctx.set(name, proxiedPolicy(String(ctx.response.get(name) ?? ''), value));
      else ctx.set(name, value);
    }
    if (ctx.method === 'HEAD' || ctx.status === 204 || ctx.status === 304) {
      upstreamResponse.resume();
      ctx.body = null;
      return;
    }
    ctx.body = upstreamResponse;
  };
}

/** Fetches `GET /_service/routes` of one service. */
async function fetchManifest(service: UpstreamService): Promise<RouteManifest> {
  const response = await fetch(`${service.url}${ROUTES_PATH}`, { signal: AbortSignal.timeout(3_000) });
  if (!response.ok) throw new Error(`${service.name}: ${ROUTES_PATH} answered ${response.status}`);
  const manifest = (await response.json()) as RouteManifest;
  if (!Array.isArray(manifest?.routes)) throw new Error(`${service.name}: ${ROUTES_PATH} is not a route manifest`);
  return manifest;
}

/**
 * The routing table: every route of every service's manifest, registered in precedence order, so
 * the first service that answers a method + path gets it (as the single-machine composition does).
 */
function routingTable(
  entries: Array<{ service: UpstreamService; manifest: RouteManifest }>,
  agent: Agent,
): Router<AppState> {
  const router = new Router<AppState>();
  for (const { service, manifest } of entries) {
    const forward = proxyTo(service, agent) as RouterMiddleware<AppState>;
    for (const route of manifest.routes) router.register(route.path, route.methods, forward);
  }
  return router;
}

/**
 * Distributed mode (service URL variables set): the gateway serves the front end and
 * `/app-config.json` and routes `/idp/*` to the identity service and `/api/*` to the service whose
 * route manifest answers the method and path. It holds no store and verifies no token itself:
 * every service verifies the bearer token it receives.
 */
export async function startDistributedGateway(
  config: Config,
  logger: Logger = createLogger({ level: config.logLevel, name: 'tackle-gateway' }),
): Promise<DistributedGateway> {
  const services = upstreamServices(config);
  const identity = services.find((s) => s.name === 'identity');
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let table: Router<AppState> | null = null;
  let tableMiddleware: Koa.Middleware | null = null;
  let closing = false;

  const loadTable = async () => {
    const entries = await Promise.all(
      services.map(async (service) => ({ service, manifest: await fetchManifest(service) })),
    );
    table = routingTable(entries, agent);
    const routes = table.routes();
    const allowed = table.allowedMethods();
    tableMiddleware = async (ctx, next) => {
      await (routes as unknown as Koa.Middleware)(ctx, async () => {
        await (allowed as unknown as Koa.Middleware)(ctx, next);
      });
    };
    return entries.reduce((n, e) => n + e.manifest.routes.length, 0);
  };

  // Services may start after the gateway: keep asking until every manifest is in, then refresh now
  // and then (a redeployed service may answer new routes).
  let refreshTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  const routed = new Promise<void>((resolveRouted) => {
    const attempt = (n: number) => {
      if (closing) return;
      loadTable().then(
        (count) => {
          logger.info({ services: services.map((s) => s.name), routes: count }, 'routing table loaded');
          resolveRouted();
          refreshTimer = setInterval(() => {
            loadTable().catch((error: unknown) =>
              logger.warn({ err: error }, 'routing table refresh failed; keeping the last one'),
            );
          }, 30_000);
          refreshTimer.unref();
        },
        (error: unknown) => {
          if (n === 0 || n % 20 === 0) logger.warn({ err: error }, 'waiting for services to publish their routes');
          retryTimer = setTimeout(() => attempt(n + 1), Math.min(2_000, 100 * 2 ** Math.min(n, 5)));
        },
      );
    };
    attempt(0);
  });

  const app = createHttpApp(logger, { trustProxy: config.trustProxy });
  app.use(securityHeaders(securityOptions(config)));
  app.use(safeAcceptEncoding());
  app.use(compress({ threshold: 1024 }));
  // A kept answer's compressed forms are kept with it (decision 147).
  app.use(keptCompression());

  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok', service: 'gateway' };
      return;
    }
    if (ctx.path === '/readyz') {
      ctx.set('Cache-Control', 'no-store');
      const ready = table !== null && !closing;
      ctx.status = ready ? 200 : 503;
      ctx.body = {
        status: ready ? 'ready' : closing ? 'shutting_down' : 'starting',
        service: 'gateway',
        upstreams: services.map((s) => s.name),
      };
      return;
    }
    return next();
  });

  app.use(appConfigRoute(config));
  // The API's documents and reference page (no token needed).
  app.use(apiDocsRoutes(join(repoRoot, 'docs/api')));

  if (identity) {
    const forwardToIdentity = proxyTo(identity, agent);
    app.use(async (ctx, next) => {
      if (ctx.path === '/idp' || ctx.path.startsWith('/idp/')) return forwardToIdentity(ctx as never, next);
      return next();
    });
  }

  app.use(
    underApi(async (ctx) => {
      if (!tableMiddleware) throw new AppError('unavailable', 'Tackle is starting. Please try again in a moment.');
      await tableMiddleware(ctx as never, async () => undefined);
    }),
  );

  // Uploaded photos are written by the services into the shared data dir (a shared volume in compose).
  const shellDir = config.staticDir ?? join(repoRoot, 'shell/dist');
  const sites = [...defaultSites(repoRoot, shellDir), { prefix: '/media/', root: join(config.dataDir, 'media') }];
  app.use(staticSites(sites, join(shellDir, 'index.html'), undefined, pageOptions(config)));

  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  const graceful = gracefulServer(server);
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolveListen());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info(
    { url: config.publicUrl, port, upstreams: Object.fromEntries(services.map((s) => [s.name, s.url])) },
    'tackle gateway is up (distributed)',
  );

  return {
    url: config.publicUrl,
    server,
    routed,
    async close() {
      closing = true;
      if (refreshTimer) clearInterval(refreshTimer);
      if (retryTimer) clearTimeout(retryTimer);
      // Stop accepting, let running requests (proxied uploads, slow reads) finish, then close.
      if (!(await graceful.close(config.shutdownTimeoutMs)))
        logger.warn('shutdown: requests still running after the timeout were cut');
      agent.destroy();
    },
  };
}
