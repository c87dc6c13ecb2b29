// Runs the Playwright journeys with a real Chromium: the system one when present, else
// Playwright's own where it was installed; otherwise one clear line saying how to get one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return null;
}

async function playwrightOwnBrowser() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const browser = findBrowser() ?? (await playwrightOwnBrowser());
if (!browser) {
  console.error(
    'E2E: no Chromium found. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROME_PATH.',
  );
  process.exit(1);
}

const result = spawnSync(
  process.execPath,
  [join(here, '../node_modules/@playwright/test/cli.js'), 'test', '-c', join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TACKLE_E2E_BROWSER: browser } },
);
if (result.status !== 0) {
  // playwright.config.ts keeps a trace and a screenshot of every failed journey here.
  const results = join(tmpdir(), `tackle-e2e-results-${process.env.E2E_PORT ?? 5055}`);
  console.error(`E2E: traces and screenshots of the failed journeys are in ${results} (open a trace with \`npx playwright show-trace <trace.zip>\`).`);
}
process.exit(result.status ?? 1);
