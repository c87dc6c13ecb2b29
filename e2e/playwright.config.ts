import { defineConfig, devices } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { fakeUpstreamEnv } from './fake-upstreams.setup';

const port = Number(process.env.E2E_PORT ?? 5055);
// localhost (not 127.0.0.1): PKCE needs crypto.subtle, which Chromium gives to secure contexts only.
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tackle-e2e-'));

/**
 * The shell's build is served from a copy made once per run (STATIC_DIR; the workers inherit the
 * variable, so they share it): e2e/pwa.spec.ts puts a new version of the service worker into it, as
 * a deploy would, to see the update offered and applied (decision 116). The build itself is left
 * as it is.
 */
function copyShellBuild(): string | undefined {
  const build = join(import.meta.dirname, '../shell/dist');
  if (!existsSync(join(build, 'index.html'))) return undefined; // not built: the gateway says so
  const copy = mkdtempSync(join(tmpdir(), 'tackle-e2e-shell-'));
  cpSync(build, copy, { recursive: true, filter: (file) => !file.endsWith('.map') });
  return copy;
}
const staticDir = process.env.E2E_STATIC_DIR ?? copyShellBuild();
if (staticDir) process.env.E2E_STATIC_DIR = staticDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The distributed topology has its own config (e2e/distributed).
  testIgnore: ['distributed/**'],
  globalSetup: './fake-upstreams.setup.ts',
  // Sized for the slowest honest case: the longest journey takes ~25 s on a quiet 2-core machine
  // and three to four times that while builds run beside it. A condition the user waits for
  // (a save, a projection catching up, a remote loading) gets 20 s.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(tmpdir(), `tackle-e2e-results-${port}`),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Journeys run without the service worker: a journey that holds back or fails requests
    // (page.route) would not see what a worker answers itself, and precaching the five builds in
    // every journey would load a 2-core machine. e2e/pwa.spec.ts allows it (decision 116).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.TACKLE_E2E_BROWSER,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // Started as a user starts it (minus the build, which `npm test` has just done).
    command: 'node --import tsx services/gateway/src/main.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/app-config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey registers its own user from 127.0.0.1 (about 65 a run; decision 097).
      REGISTRATIONS_PER_HOUR: '10000',
      ...fakeUpstreamEnv(port),
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
  },
});
