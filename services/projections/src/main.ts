// The projectors on their own (distributed mode): `node --import tsx services/projections/src/main.ts`.
// Each projection is a durable NATS JetStream consumer (one consumer group per projection name, so
// replicas share the work); without NATS_URL they follow the shared event store by polling.
import {
  InProcessBus,
  openEventStore,
  openNatsBus,
  openReadStore,
  poisonLogger,
  runMain,
  runProjection,
  startRelay,
  startService,
  type EventBus,
  type EventStore,
  type Subscription,
} from '@tackle/platform';
import { projections } from './index';

runMain('projections', async (config, logger) => {
  const readStore = await openReadStore(config);
  let eventStore: EventStore | null = null;
  let poller: { stop(): Promise<void> } | null = null;
  let bus: EventBus | null = await openNatsBus(config, logger, 'tackle-projections');
  if (!bus) {
    // No NATS: the in-process bus reads the shared store; a poller wakes it for other processes' appends.
    eventStore = await openEventStore(config, logger);
    bus = new InProcessBus(eventStore, { onPoison: poisonLogger(logger) });
    poller = startRelay({
      store: eventStore,
      bus,
      checkpoints: readStore,
      name: 'projections-poller',
      pollIntervalMs: config.relayPollMs,
      logger,
    });
  }
  const subscriptions: Subscription[] = [];
  for (const projection of projections) {
    subscriptions.push(await runProjection({ projection, bus, store: readStore, logger }));
  }
  const activeBus = bus;
  return startService({
    name: 'projections',
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
