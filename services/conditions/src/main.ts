// Weather, geocoding and recommendations on their own (distributed mode): `node --import tsx services/conditions/src/main.ts`.
import { openReadStore, runMain, serviceVerifier, sharedProgress, startService } from '@tackle/platform';
import { projections } from '@tackle/projections';
import { conditionsRoutes } from './index';

runMain('conditions', async (config, logger) => {
  const readStore = await openReadStore(config);
  // Recommendations read the read models: GETs wait for the client's position like the query service.
  const progress = sharedProgress(
    readStore,
    projections.map((projection) => projection.name),
  );
  return startService({
    name: 'conditions',
    config,
    logger,
    api: { routers: [conditionsRoutes({ config, readStore })], verifier: serviceVerifier(config), progress },
    readiness: { readStore: () => readStore.getCheckpoint('relay') },
    onClose: [() => readStore.close()],
  });
});
