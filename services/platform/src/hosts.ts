import { InProcessBus } from './adapters';
import { openEventStore, openNatsBus, openReadStore, poisonLogger, sharedProgress } from './es/stores';
import { runProjection } from './es/projection';
import { DeletedAccounts, refuseDeletedAccounts } from './es/erasure';
import { startRelay } from './es/relay';
import type { EventBus, EventStore, Subscription } from './ports';
import { runMain, serviceVerifier, startService, tokenUserRoutes } from './service';
import {
  commandRouters,
  projectionsReadBy,
  queryRouters,
  sliceLargeBodies,
  sliceProjections,
  sliceQueryIndexes,
  sliceRoutes,
  type FeatureSlice,
} from './slice';

/*
 * The processes of distributed mode, as hosts of feature slices (ARCHITECTURE.md, "Processes").
 * Each service's `main.ts` calls one of these with the slices it hosts; what a host mounts of a
 * slice depends on its kind: commands, projections or queries.
 */

/** A command service: the slices' command routes on the event store. */
export function runCommandService(name: string, slices: readonly FeatureSlice[]): void {
  runMain(name, async (config, logger) => {
    const eventStore = await openEventStore(config, logger);
    // Read only for the deleted-accounts set (decision 122): a deleted angler's token is refused.
    const readStore = await openReadStore(config);
    const verifier = refuseDeletedAccounts(serviceVerifier(config), new DeletedAccounts(readStore));
    return startService({
      name,
      config,
      logger,
      api: { routers: commandRouters(slices, { eventStore, config, logger }), verifier, documented: sliceRoutes(slices) },
      readiness: { eventStore: () => eventStore.headPosition() },
      onClose: [() => eventStore.close(), () => readStore.close()],
    });
  });
}

/**
 * A query service: the slices' read routes on the shared read store. The projectors run in their
 * own process, so read-your-writes looks at their checkpoints in the read store. With
 * `tokenUser`, it also answers `GET /api/user` from the token's claims (an outside OIDC provider).
 */
export function runQueryService(name: string, slices: readonly FeatureSlice[], options: { tokenUser?: boolean } = {}): void {
  runMain(name, async (config, logger) => {
    const readStore = await openReadStore(config);
    await readStore.ensureIndexes(sliceQueryIndexes(slices));
    const progress = sharedProgress(readStore, projectionsReadBy(slices));
    const queries = queryRouters(slices, { readStore, config, logger });
    const routers = [...queries.routers, ...(options.tokenUser && !config.oidc.embedded ? [tokenUserRoutes()] : [])];
    const largeBodies = sliceLargeBodies(slices);
    return startService({
      name,
      config,
      logger,
      api: { routers, verifier: refuseDeletedAccounts(serviceVerifier(config), new DeletedAccounts(readStore)), progress, documented: sliceRoutes(slices), ...(largeBodies ? { largeBodies } : {}) },
      readiness: { readStore: () => readStore.getCheckpoint('relay') },
      onClose: [() => queries.close(), () => readStore.close()],
    });
  });
}

/**
 * The projectors: each projection of the slices is a durable NATS JetStream consumer (one consumer
 * group per projection name, so replicas share the work); without NATS_URL they follow the shared
 * event store by polling.
 */
export function runProjectorService(name: string, slices: readonly FeatureSlice[]): void {
  runMain(name, async (config, logger) => {
    const readStore = await openReadStore(config);
    let eventStore: EventStore | null = null;
    let poller: { stop(): Promise<void> } | null = null;
    let bus: EventBus | null = await openNatsBus(config, logger, `tackle-${name}`);
    if (!bus) {
      // No NATS: the in-process bus reads the shared store; a poller wakes it for other processes' appends.
      eventStore = await openEventStore(config, logger);
      bus = new InProcessBus(eventStore, { onPoison: poisonLogger(logger) });
      poller = startRelay({
        store: eventStore,
        bus,
        checkpoints: readStore,
        name: `${name}-poller`,
        pollIntervalMs: config.relayPollMs,
        logger,
      });
    }
    const subscriptions: Subscription[] = [];
    const forgotten = new DeletedAccounts(readStore);
    for (const projection of sliceProjections(slices)) {
      subscriptions.push(await runProjection({ projection, bus, store: readStore, logger, forgotten }));
    }
    const activeBus = bus;
    return startService({
      name,
      config,
      logger,
      readiness: { readStore: () => readStore.getCheckpoint('relay') },
      onClose: [
        // Stopping a subscription naks what it holds and flushes its acks before the bus closes.
        () => Promise.all(subscriptions.map((subscription) => subscription.stop())).then(() => undefined),
        () => poller?.stop(),
        () => activeBus.close(),
        () => readStore.close(),
        () => eventStore?.close(),
      ],
    });
  });
}
