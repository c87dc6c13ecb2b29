// The embedded OIDC provider on its own (distributed mode): `node --import tsx services/identity/src/main.ts`.
// The gateway forwards `/idp/*` and `GET /api/user` here; other services fetch its keys from `/idp/jwks`.
import { openEventStore, runMain, startService } from '@tackle/platform';
import { identityFromConfig } from './index';

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
  const identity = identityFromConfig(config, eventStore, logger);
  return startService({
    name: 'identity',
    config,
    logger,
    keys: identity.cookieKeys,
    middleware: [identity.middleware, identity.routes],
    extraRoutes: [{ methods: ['HEAD', 'GET'], path: '/api/user' }],
    readiness: { eventStore: () => eventStore.headPosition() },
    onClose: [() => identity.close(), () => eventStore.close()],
  });
});
