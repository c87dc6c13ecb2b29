import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { BUILD_VERSION_FILE, SERVICE_WORKER_URL, SW_MESSAGE } from '@tackle/contracts';
import { AuthPage, uniqueUsername } from './page-models/auth';
import { PublicPage } from './page-models/public';

// Issue 17, decision 116: installable, readable offline, updates announced and applied on reload.
// The other journeys run without the service worker (e2e/playwright.config.ts); these need it.
test.use({ serviceWorkers: 'allow' });

/** The copy of the shell's build the product serves in this run (e2e/playwright.config.ts). */
const staticDir = process.env.E2E_STATIC_DIR;

const UPDATE_NOTICE = 'Update available — reload';

/** Waits until a service worker controls the page and has finished activating (precache filled). */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return !!navigator.serviceWorker.controller && registration?.active?.state === 'activated';
      }),
    )
    .toBe(true);
}

/** The build version of the worker that controls the page (it answers on a message port). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    (type) =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('no service worker controls the page'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => resolve(event.data.version);
        controller.postMessage({ type }, [channel.port2]);
      }),
    SW_MESSAGE.getVersion,
  );
}

/**
 * Opens `path` offline: the worker's own request for the page fails (the network is gone for it
 * too, not only for the page), and the page comes from the worker.
 */
async function openOffline(context: BrowserContext, page: Page, path: string) {
  const refused = context.waitForEvent('requestfailed', (request) => request.serviceWorker() !== null && new URL(request.url()).pathname === path);
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), path).toBe(true);
  expect((await refused).failure()?.errorText, path).toMatch(/INTERNET_DISCONNECTED/);
}

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('Chromium finds the app installable, from a manifest that starts on the dashboard', async ({ browser, launchOptions, baseURL, request }) => {
  // A browser profile of its own: Chromium never offers to install from an incognito context, and
  // every other context of a test is one.
  const profile = mkdtempSync(join(tmpdir(), 'tackle-e2e-profile-'));
  const context = await browser.browserType().launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installable(page, context, request);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page, context: BrowserContext, request: APIRequestContext) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Know every piece of tackle/ })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByWorker(page);

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const fields = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(fields).toMatchObject({ name: 'Tackle', short_name: 'Tackle', start_url: '/dashboard', scope: '/', display: 'standalone' });
  // The app's colour, as the page's own theme colour.
  expect(fields.theme_color).toBe('#0b5d73');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', fields.theme_color);
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = fields.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose.split(' ').includes(purpose));
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual({ width: size, height: size });
    }
  }
  // The start URL is the dashboard of the route table: signed out it asks for a sign-in.
  await page.goto(fields.start_url);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
}

test('offline, the landing page, a public page and the signed-in pages open from the service worker', async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);
  await context.setOffline(true);

  // The landing page (kept from the visit above) and a page never opened online (the shell's page
  // from the precache, the public remote from the precache).
  await openOffline(context, page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Know every piece of tackle/ })).toBeVisible();
  await openOffline(context, page, '/techniques');
  await new PublicPage(page, 'techniques').expectShown();
  await expect(page.getByRole('article', { name: 'Drop Shot Rig' })).toBeVisible();

  // Signed in (online: the identity provider is never the worker's), then offline again.
  await context.setOffline(false);
  const username = uniqueUsername('offline');
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(username, 'tight-lines-42');
  await context.setOffline(true);

  await openOffline(context, page, '/dashboard');
  await auth.expectSignedIn(username);
  await openOffline(context, page, '/gear');
  await expect(page.getByRole('heading', { level: 1, name: 'Gear Inventory' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  // A public page, signed in, in the app's frame.
  await openOffline(context, page, '/knots');
  await new PublicPage(page, 'knots').expectShown();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
});

test('a new version is announced and applied on reload', async ({ page }) => {
  test.skip(!staticDir, 'needs the copy of the shell build that e2e/playwright.config.ts has the product serve');
  const swFile = join(staticDir!, SERVICE_WORKER_URL.slice(1));
  const versionFile = join(staticDir!, BUILD_VERSION_FILE);
  const originalWorker = readFileSync(swFile, 'utf8');
  const originalVersion = readFileSync(versionFile, 'utf8');
  const current = (JSON.parse(originalVersion) as { version: string }).version;
  const next = `${current}-next`;

  try {
    await page.goto('/techniques');
    await new PublicPage(page, 'techniques').expectShown();
    await controlledByWorker(page);
    expect(await workerVersion(page)).toBe(current);
    // The first worker is no update.
    await expect(page.getByRole('button', { name: UPDATE_NOTICE })).toHaveCount(0);

    // A deploy of a new build, as the worker sees one: another /sw.js and pages of another version.
    // (Here the same files under a new version id: the worker's code and precache list stay the same.)
    expect(originalWorker.split(current).length - 1).toBeGreaterThan(0);
    writeFileSync(swFile, originalWorker.split(current).join(next));
    writeFileSync(versionFile, `${JSON.stringify({ version: next })}\n`);

    // The reload finds the new worker; until it is chosen, the page stays the old version in full.
    await page.reload();
    const notice = page.getByRole('button', { name: UPDATE_NOTICE });
    await expect(notice).toBeVisible();
    await new PublicPage(page, 'techniques').expectShown();
    expect(await workerVersion(page)).toBe(current);

    // Chosen from the keyboard: the new worker takes over and the page reloads under it.
    const reloaded = page.waitForEvent('load');
    await notice.focus();
    await page.keyboard.press('Enter');
    await reloaded;
    await new PublicPage(page, 'techniques').expectShown();
    await controlledByWorker(page);
    expect(await workerVersion(page)).toBe(next);
    await expect(page.getByRole('button', { name: UPDATE_NOTICE })).toHaveCount(0);
  } finally {
    writeFileSync(swFile, originalWorker);
    writeFileSync(versionFile, originalVersion);
  }
});
