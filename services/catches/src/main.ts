// The catch log command service on its own (distributed mode): `node --import tsx services/catches/src/main.ts`.
import { openEventStore, runMain, serviceVerifier, startService } from '@tackle/platform';
import { catchesRoutes } from './index';

runMain('catches', async (config, logger) => {
  const eventStore = await openEventStore(config, logger);
  return startService({
    name: 'catches',
    config,
    logger,
    api: { routers: [catchesRoutes(eventStore, { dataDir: config.dataDir })], verifier: serviceVerifier(config) },
    readiness: { eventStore: () => eventStore.headPosition() },
    onClose: [() => eventStore.close()],
  });
});
