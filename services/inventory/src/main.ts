// The inventory command service on its own (distributed mode): `node --import tsx services/inventory/src/main.ts`.
import { openEventStore, runMain, serviceVerifier, startService } from '@tackle/platform';
import { inventoryRoutes } from './index';

runMain('inventory', async (config, logger) => {
  const eventStore = await openEventStore(config, logger);
  return startService({
    name: 'inventory',
    config,
    logger,
    api: {
      routers: [inventoryRoutes(eventStore, { dataDir: config.dataDir, logger })],
      verifier: serviceVerifier(config),
    },
    readiness: { eventStore: () => eventStore.headPosition() },
    onClose: [() => eventStore.close()],
  });
});
