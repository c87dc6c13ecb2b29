import { ConfigError, createLogger, DataDirHeldError, loadConfig } from '@tackle/platform';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger({ level: config.logLevel });
// Distributed mode (service URLs set) loads only the routing gateway, not every service's code.
let gateway;
try {
  gateway = config.services
    ? await (await import('./distributed')).startDistributedGateway(config, logger)
    : await (await import('./gateway')).startGateway(config, logger);
} catch (error) {
  if (error instanceof DataDirHeldError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
console.log(`\n  Tackle is running at ${gateway.url}\n`);

// `npm run rebuild -- <projection>` writes its request into the data dir, then signals (decision 127).
const takeRebuildRequests = 'takeRebuildRequests' in gateway ? gateway.takeRebuildRequests : undefined;
if (takeRebuildRequests) process.on('SIGUSR2', () => void takeRebuildRequests());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
