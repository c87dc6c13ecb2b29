// The read API on its own (distributed mode): `node --import tsx services/queries/src/main.ts`.
import {
  openReadStore,
  runMain,
  serviceVerifier,
  sharedProgress,
  startService,
  tokenUserRoutes,
} from '@tackle/platform';
import { ANALYSIS_JSON_LIMIT, ANALYSIS_PATHS, createAnalysisService } from '@tackle/analysis';
import { projections } from '@tackle/projections';
import { queryIndexes, queryRoutes } from './index';

runMain('queries', async (config, logger) => {
  const readStore = await openReadStore(config);
  await readStore.ensureIndexes(queryIndexes);
  // The projectors run in their own process: read-your-writes looks at their shared checkpoints.
  const progress = sharedProgress(
    readStore,
    projections.map((projection) => projection.name),
  );
  // With an outside OIDC provider no identity service answers GET /api/user; the token does.
  // Smart Capture's analysis reads the catalog's read model, so it runs in this process (decision 084).
  const analysis = createAnalysisService({ config, readStore, logger });
  const routers = [queryRoutes(readStore), analysis.router, ...(config.oidc.embedded ? [] : [tokenUserRoutes()])];
  return startService({
    name: 'queries',
    config,
    logger,
    api: { routers, verifier: serviceVerifier(config), progress, largeBodies: { paths: ANALYSIS_PATHS, limit: ANALYSIS_JSON_LIMIT } },
    readiness: { readStore: () => readStore.getCheckpoint('relay') },
    onClose: [() => analysis.close(), () => readStore.close()],
  });
});
