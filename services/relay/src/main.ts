// The relay on its own (distributed mode): `node --import tsx services/relay/src/main.ts`.
// Tails the event store (EventStoreDB `$all`, or the shared SQLite file by polling) from its
// checkpoint and publishes every event to NATS JetStream with `Nats-Msg-Id = event id`.
// Run exactly one; a second one would only publish duplicates that JetStream drops.
import {
  ConfigError,
  openEventStore,
  openNatsBus,
  openReadStore,
  runMain,
  startRelay,
  startService,
} from '@tackle/platform';

runMain('relay', async (config, logger) => {
  if (!config.natsUrl) throw new ConfigError('NATS_URL: required by the relay (it publishes to NATS JetStream)');
  const bus = (await openNatsBus(config, logger, 'tackle-relay'))!;
  const eventStore = await openEventStore(config, logger);
  const readStore = await openReadStore(config);
  const relay = startRelay({
    store: eventStore,
    bus,
    checkpoints: readStore,
    pollIntervalMs: config.relayPollMs,
    logger,
  });
  return startService({
    name: 'relay',
    config,
    logger,
    readiness: {
      eventStore: () => eventStore.headPosition(),
      publishing: () => {
        const error = relay.lastError();
        if (error) throw error instanceof Error ? error : new Error(String(error));
      },
    },
    onClose: [() => relay.stop(), () => bus.close(), () => readStore.close(), () => eventStore.close()],
  });
});
