// `npm run e2e:distributed`: the Playwright journeys against the multi-process topology
// (e2e/distributed/playwright.config.ts). Browser lookup as in e2e/run.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
let browser = candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
if (!browser) {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    browser = path && existsSync(path) ? path : null;
  } catch {
    browser = null;
  }
}
if (!browser) {
  console.error('E2E: no Chromium found. Install one with `sudo apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [join(here, '../../node_modules/@playwright/test/cli.js'), 'test', '-c', join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TACKLE_E2E_BROWSER: browser } },
);
process.exit(result.status ?? 1);
