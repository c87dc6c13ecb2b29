import compress from 'koa-compress';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiMiddleware,
  createHttpApp,
  createLogger,
  createTokenVerifier,
  DeletedAccounts,
  holdDataDir,
  InProcessBus,
  openEventStore,
  openNatsBus,
  openReadStore,
  outsideProviderAccountRoutes,
  pendingRebuilds,
  ProjectionProgress,
  rebuildTaken,
  resetProjection,
  refuseDeletedAccounts,
  runProjection,
  sliceLargeBodies,
  sliceProjections,
  sliceQueryIndexes,
  sliceRoutes,
  startRelay,
  tokenUserRoutes,
  type Config,
  type EventBus,
  type Logger,
  type Projection,
  type Subscription,
} from '@tackle/platform';
import { defaultSites, staticSites } from './static';
import { keptCompression } from './kept-compression';
import { startDistributedGateway } from './distributed';
import { apiRouters, slices } from './routers';
import { safeAcceptEncoding, securityHeaders } from './security';
import { apiDocsRoutes } from './api-docs-routes';
import { appConfigRoute, pageOptions, securityOptions } from './app-config';

/** Read-store collection of events a projector gave up on (issue 10: parked, with the reason). */
const PARKED_EVENTS = 'parked_events';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Gateway {
  url: string;
  server: Server;
  close(): Promise<void>;
  /**
   * Single-machine mode: rebuilds the projections asked for on the data dir (`npm run rebuild`,
   * which sends SIGUSR2 after writing its request), each from position 0 while the product answers.
   */
  takeRebuildRequests?(): Promise<void>;
}

/**
 * Single-machine mode: one process hosts the identity provider, every command and query service,
 * the projectors and the static front end, on one origin.
 */
export async function startGateway(config: Config, logger: Logger = createLogger({ level: config.logLevel })): Promise<Gateway> {
  // Distributed mode: service URLs are configured, so route to those processes instead (issue 9).
  if (config.services) return startDistributedGateway(config, logger);
  // One product per data dir; `npm run rebuild` asks this one to rebuild (decision 127).
  const releaseDataDir = holdDataDir(config.dataDir, 'product');
  // SQLite files under DATA_DIR unless EVENTSTORE_URL / MONGO_URL name outside servers.
  const eventStore = await openEventStore(config, logger);
  const readStore = await openReadStore(config);
  // A poison event (a projector still failing after its retries) is skipped, logged with its reason
  // and recorded in the `parked_events` read-store collection, where it can be inspected and replayed.
  const onPoison = (subscriber: string, event: { type: string; id: string; position: number }, error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error({ subscriber, eventType: event.type, eventId: event.id, position: event.position, reason, err: error }, 'poison event parked');
    const parked = { id: `${subscriber}:${event.id}`, subscriber, eventId: event.id, eventType: event.type, position: event.position, reason, parkedAt: new Date().toISOString() };
    readStore.put(PARKED_EVENTS, parked.id, parked, event.position).catch((err: unknown) => logger.error({ err, parked }, 'could not record a parked event'));
  };

  let bus: EventBus;
  let relay: { stop(): Promise<void> } | null = null;
  if (config.natsUrl) {
    bus = (await openNatsBus(config, logger, 'tackle-gateway', onPoison))!;
    relay = startRelay({ store: eventStore, bus, checkpoints: readStore, logger });
  } else {
    bus = new InProcessBus(eventStore, { onPoison });
  }

  // Index the read side's queries before the projections fill the store (a rebuild then keeps them).
  await readStore.ensureIndexes(sliceQueryIndexes(slices));
  const progress = new ProjectionProgress();
  // Deleted accounts (decision 122): their tokens are refused and their events never projected again.
  const deletedAccounts = new DeletedAccounts(readStore);
  const projections = sliceProjections(slices);
  const subscriptions = new Map<string, Subscription>();
  const project = (projection: Projection) => runProjection({ projection, bus, store: readStore, progress, logger, forgotten: deletedAccounts });
  for (const projection of projections) subscriptions.set(projection.name, await project(projection));
  // One rebuild at a time, in the order asked (decision 127): the projection stops, starts again
  // from 0 with its collections emptied, and the others go on; reads are marked stale meanwhile.
  let rebuilds = Promise.resolve();
  const takeRebuildRequests = () =>
    (rebuilds = rebuilds.then(async () => {
      for (const name of pendingRebuilds(config.dataDir)) {
        const projection = projections.find((candidate) => candidate.name === name);
        if (!projection) {
          logger.warn({ projection: name }, 'rebuild asked for an unknown projection');
          rebuildTaken(config.dataDir, name);
          continue;
        }
        await subscriptions.get(name)?.stop();
        progress.rebuilding(name);
        await resetProjection(readStore, projection);
        rebuildTaken(config.dataDir, name);
        logger.info({ projection: name }, 'rebuilding projection from position 0');
        subscriptions.set(name, await project(projection));
      }
    }).catch((error: unknown) => logger.error({ err: error }, 'rebuild failed')));
  await takeRebuildRequests();

  // The embedded provider is loaded only when no outside OIDC provider is configured.
  const identity = config.oidc.embedded
    ? (await import('@tackle/identity')).identityFromConfig(config, eventStore, logger, readStore, deletedAccounts)
    : null;

  const verifier = refuseDeletedAccounts(
    createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      ...(identity ? { jwks: identity.publicJwks } : config.oidc.jwksUrl ? { jwksUrl: config.oidc.jwksUrl } : {}),
    }),
    deletedAccounts,
  );

  const app = createHttpApp(logger, { trustProxy: config.trustProxy });
  if (identity) app.keys = identity.cookieKeys;
  app.use(securityHeaders(securityOptions(config)));
  app.use(safeAcceptEncoding());
  app.use(compress({ threshold: 1024 }));
  // A kept answer's compressed forms are kept with it (decision 147).
  app.use(keptCompression());
  app.use(appConfigRoute(config));
  // The API's documents and reference page (no token needed).
  app.use(apiDocsRoutes(join(repoRoot, 'docs/api')));

  if (identity) {
    app.use(identity.middleware);
    app.use(identity.routes);
  }

  // Every /api router, from the one list the security suites enumerate too.
  const mounted = apiRouters({ config, eventStore, readStore, logger });
  // An outside provider: the user from the token's claims, and the account is the provider's.
  const accountRouters = identity ? [] : [tokenUserRoutes(), outsideProviderAccountRoutes()];
  const large = sliceLargeBodies(slices);
  app.use(apiMiddleware({ routers: [...mounted.routers, ...accountRouters], verifier, progress, documented: sliceRoutes(slices), ...(large ? { largeBodies: large } : {}) }) as never);

  // Uploaded photos (re-encoded server-side, EXIF stripped) under unguessable ids.
  const shellDir = config.staticDir ?? join(repoRoot, 'shell/dist');
  const sites = [...defaultSites(repoRoot, shellDir), { prefix: '/media/', root: join(config.dataDir, 'media') }];
  app.use(staticSites(sites, join(shellDir, 'index.html'), undefined, pageOptions(config)));

  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error) => {
      releaseDataDir(); // not started: another attempt (in this process too) may hold the data dir
      reject(error);
    });
    server.listen(config.port, config.host, () => resolveListen());
  });
  const port = (server.address() as AddressInfo).port;
  const url = config.publicUrl;
  logger.info({ url, port, nats: Boolean(config.natsUrl) }, 'tackle is up');

  return {
    url,
    server,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await rebuilds;
      for (const subscription of subscriptions.values()) await subscription.stop();
      await relay?.stop();
      await bus.close();
      await identity?.close();
      await mounted.close();
      await readStore.close();
      await eventStore.close();
      releaseDataDir();
    },
    takeRebuildRequests,
  };
}
