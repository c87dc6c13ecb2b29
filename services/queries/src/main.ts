// The read API on its own (distributed mode): `node --import tsx services/queries/src/main.ts`.
import {
  openReadStore,
  runMain,
  serviceVerifier,
  sharedProgress,
  startService,
  tokenUserRoutes,
} from '@tackle/platform';
import { projections } from '@tackle/projections';
import { queryRoutes } from './index';

runMain('queries', async (config, logger) => {
  const readStore = await openReadStore(config);
  // The projectors run in their own process: read-your-writes looks at their shared checkpoints.
  const progress = sharedProgress(
    readStore,
    projections.map((projection) => projection.name),
  );
  // With an outside OIDC provider no identity service answers GET /api/user; the token does.
  const routers = config.oidc.embedded ? [queryRoutes(readStore)] : [queryRoutes(readStore), tokenUserRoutes()];
  return startService({
    name: 'queries',
    config,
    logger,
    api: { routers, verifier: serviceVerifier(config), progress },
    readiness: { readStore: () => readStore.getCheckpoint('relay') },
    onClose: [() => readStore.close()],
  });
});
