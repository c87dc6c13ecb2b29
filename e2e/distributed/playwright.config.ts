import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from '../playwright.config';
import { fakeUpstreamEnv } from '../fake-upstreams.setup';

/**
 * The same journeys against the distributed topology: gateway and every service as separate
 * processes, SQLite event store and read store shared on disk, the real nats-server as the bus
 * (NATS_URL, default nats://127.0.0.1:4222) with a stream of its own for this run.
 * Run with `npm run e2e:distributed` after `npm run build`.
 */
const port = Number(process.env.E2E_DISTRIBUTED_PORT ?? 5105);
const baseURL = `http://localhost:${port}`;
// The global setup starts the stand-ins for Open-Meteo and Nominatim on a port derived from E2E_PORT.
process.env.E2E_PORT = String(port);

export default defineConfig({
  ...base,
  testDir: '..',
  // Every journey at the top of e2e/ (they do not know how the product is deployed).
  testMatch: '*.spec.ts',
  globalSetup: '../fake-upstreams.setup.ts',
  outputDir: join(tmpdir(), `tackle-e2e-distributed-results-${port}`),
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node --import tsx scripts/start-distributed.ts',
    cwd: new URL('../..', import.meta.url).pathname,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Eight Node processes start on a small machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey registers its own user from 127.0.0.1 (decision 097).
      REGISTRATIONS_PER_HOUR: '10000',
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      ...fakeUpstreamEnv(port),
      // The run's copy of the shell's build (../playwright.config.ts): e2e/pwa.spec.ts deploys a new
      // service worker into it (decision 116).
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
  },
});
