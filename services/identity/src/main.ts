// The embedded OIDC provider on its own (distributed mode): `node --import tsx services/identity/src/main.ts`.
// The gateway forwards `/idp/*`, `GET /api/user` and `/api/account/*` here; other services fetch its keys from `/idp/jwks`.
import { openEventStore, openReadStore, runMain, startService } from '@tackle/platform';
import { IDENTITY_API_ROUTES, identityFromConfig } from './index';

runMain('identity', async (config, logger) => {
  if (!config.oidc.embedded) {
    // An outside provider (OIDC_ISSUER) signs users in: stand down cleanly (compose: restart on-failure only).
    logger.warn(
      { issuer: config.oidc.issuer },
      'OIDC_ISSUER names an outside provider: the embedded identity service is not needed',
    );
    process.exit(0);
  }
  const eventStore = await openEventStore(config, logger);
  // Account deletion erases the angler's read models and photos (DATA_DIR/media, shared with the
  // inventory service) and records the deleted id (decision 122).
  const readStore = await openReadStore(config);
  const identity = identityFromConfig(config, eventStore, logger, readStore);
  return startService({
    name: 'identity',
    config,
    logger,
    keys: identity.cookieKeys,
    middleware: [identity.middleware, identity.routes],
    extraRoutes: IDENTITY_API_ROUTES.map((route) => ({ methods: [...route.methods], path: route.path })),
    readiness: { eventStore: () => eventStore.headPosition() },
    onClose: [() => identity.close(), () => readStore.close(), () => eventStore.close()],
  });
});
