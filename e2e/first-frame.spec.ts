import { expect, test, type Page } from '@playwright/test';
import { AuthPage, PASSWORD, signUp as signUpAs, uniqueUsername } from './page-models/auth';
import { watchLayoutShifts } from './page-models/layout-shifts';

// Decision 102: a signed-in page's HTML starts with a static first frame (top bar, the page's
// heading, a spinner) that the app replaces when the page renders, and removes on every other
// outcome, never leaving it on screen or showing it to a visitor who is not signed in. Decision
// 156: the shell's own pages too (/dashboard, whose greeting names the angler, and /settings).

const HEADINGS: Record<string, string> = {
  '/gear': 'Gear Inventory',
  '/consumables': 'Consumables',
  '/storage': 'Storage Locations',
  '/setups': 'Fishing Setups',
  '/catches': 'Catch Log',
  '/stats': 'Fishing Statistics',
  '/fish-spots': 'Fish Spots',
};
const REMOTES: Record<string, string> = {
  '/gear': 'gear',
  '/consumables': 'gear',
  '/storage': 'gear',
  '/setups': 'gear',
  '/catches': 'catches',
  '/stats': 'catches',
  '/fish-spots': 'conditions',
};

const frame = (page: Page) => page.locator('#static-frame');

/** Holds back every request matching `pattern` until released. */
async function hold(page: Page, pattern: string | RegExp) {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined); // the page may have moved on
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

/** The remote page (the frame stays meanwhile) and the page's data (the page then shows its first, loading screen). */
const holdRemote = (page: Page, remote: string) => hold(page, `**/remotes/${remote}/**`);
const holdData = (page: Page) => hold(page, /\/api\/(?!user(\?|$))/);

/**
 * Layout is only meaningful once the stylesheet applies: a browser does not paint before it (it is
 * render-blocking), but Playwright can measure the frame earlier, unstyled, when the machine is busy.
 */
async function stylesApplied(page: Page) {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
}

/**
 * Opens `path` and returns the HTML the server sent, read as it passes: the app may leave the page
 * (to /auth and on to the identity provider) before a finished response's body could be asked for.
 */
async function openCapturingHtml(page: Page, path: string): Promise<string> {
  let html = '';
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    html = await response.text();
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
  await page.unroute(matches);
  return html;
}

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueUsername('frame'), 'tight-lines-42');
}

async function expectOnlyThePage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(frame(page)).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('main').getByText(heading, { exact: true })).toHaveCount(1);
}

test.describe('the static first frame of a signed-in page', () => {
  test('shows the heading where the page puts it and gives way to the page, on every signed-in route', async ({ page }) => {
    await signUp(page);
    for (const [path, heading] of Object.entries(HEADINGS)) {
      const releaseData = await holdData(page);
      const release = await holdRemote(page, REMOTES[path] ?? '');
      const response = await page.goto(path, { waitUntil: 'commit' });
      expect(await response?.text(), path).toContain(`data-path="${path}"`);
      // (After the top bar, which has a 'Fish Spots' link.)
      const framed = frame(page).getByText(heading, { exact: true }).last();
      await expect(framed, path).toBeVisible();
      // The app runs behind it (its session check, then the page loading) without showing.
      await expect(page.locator('#root'), path).toBeHidden();
      // Assistive technology does not get the frame: the heading is read once, from the page.
      expect(await page.locator('body').ariaSnapshot(), path).not.toContain(heading);
      await stylesApplied(page);
      const before = await framed.boundingBox();

      // The page's first screen (its data still loading) is what replaces the frame.
      await release();
      await expectOnlyThePage(page, heading);
      const after = await page.getByRole('heading', { level: 1 }).boundingBox();
      await releaseData();
      // The downloads held back behind the frame were started (moved into <head>).
      await expect(page.locator('#deferred-preloads'), path).toHaveCount(0);
      expect(await page.locator(`head link[rel="preload"][href*="/remotes/${REMOTES[path]}/"]`).count(), path).toBeGreaterThan(0);
      expect(before, path).not.toBeNull();
      expect(after, path).not.toBeNull();
      // Same place, same size: no jump when the page replaces the frame.
      expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0)), `${path} x`).toBeLessThanOrEqual(1);
      expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)), `${path} y`).toBeLessThanOrEqual(1);
      expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0)), `${path} height`).toBeLessThanOrEqual(1);
      expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0)), `${path} width`).toBeLessThanOrEqual(2);
    }
  });

  test('matches the page on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signUp(page);
    const releaseData = await holdData(page);
    const release = await holdRemote(page, 'gear');
    await page.goto('/gear', { waitUntil: 'commit' });
    const framed = frame(page).getByText('Gear Inventory', { exact: true });
    await expect(framed).toBeVisible();
    await expect(frame(page).getByRole('button', { name: 'Open navigation', includeHidden: true })).toBeVisible();
    await stylesApplied(page);
    const before = await framed.boundingBox();
    await release();
    await expectOnlyThePage(page, 'Gear Inventory');
    const after = await page.getByRole('heading', { level: 1 }).boundingBox();
    await releaseData();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(1);
  });

  // The shell's own pages: the frame stays while the page's chunk loads (after the session check)
  // and the page replaces it without a jump, on a phone and on a desktop.
  for (const viewport of [{ width: 390, height: 800 }, { width: 1280, height: 800 }]) {
    test(`on /dashboard (and where the app shows it) and /settings greets the angler by name and matches the page (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const username = await signUpAs(page, 'frame');
      const pages = [
        // The dashboard's largest text is its greeting; on a phone, the settings' is a section's description.
        { path: '/dashboard', chunk: 'page-dashboard', heading: `Welcome back, ${username}!`, texts: ['Here is what is happening with your fishing.'] },
        // Decision 165: the app shows the dashboard at / and at any address of no route, with its frame.
        { path: '/', chunk: 'page-dashboard', heading: `Welcome back, ${username}!`, texts: ['Here is what is happening with your fishing.'] },
        { path: '/no-such-page', chunk: 'page-dashboard', heading: `Welcome back, ${username}!`, texts: ['Here is what is happening with your fishing.'] },
        {
          path: '/settings',
          chunk: 'page-settings',
          heading: 'Settings',
          texts: [
            'How weights, lengths, depths, temperatures, air pressure and wind are shown and typed everywhere. What you have logged stays exactly as it is.',
            'How many months a line may stay on a reel before the dashboard reminds you to respool. Braid lasts longer than mono and fluoro.',
          ],
        },
      ];
      for (const { path, chunk, heading, texts } of pages) {
        const releaseData = await holdData(page);
        const release = await hold(page, new RegExp(`/assets/${chunk}\\.[^/]+\\.js$`));
        const pageChunk = page.waitForRequest(new RegExp(`/assets/${chunk}\\.`));
        const response = await page.goto(path, { waitUntil: 'commit' });
        expect(await response?.text(), path).toContain(`data-path="${path}"`);
        // The name comes from the stored sign-in, written in before the frame shows.
        const framed = frame(page).getByText(heading, { exact: true });
        await expect(framed, path).toBeVisible();
        // And in the top bar's user menu (shown from md up).
        if (viewport.width >= 768) await expect(frame(page).locator('header').getByText(username, { exact: true }), path).toBeVisible();
        // The session check is over and the page's code is asked for: the frame stays meanwhile.
        await pageChunk;
        await expect(framed, path).toBeVisible();
        await expect(page.locator('#root'), path).toBeHidden();
        expect(await page.locator('body').ariaSnapshot(), path).not.toContain(heading);
        await stylesApplied(page);
        const boxes = async (inFrame: boolean) => {
          const scope = inFrame ? frame(page) : page.locator('#root');
          const headingBox = await (inFrame ? framed : page.getByRole('heading', { level: 1 })).boundingBox();
          return [headingBox, ...(await Promise.all(texts.map((text) => scope.getByText(text, { exact: true }).boundingBox())))];
        };
        const before = await boxes(true);

        await release();
        await expectOnlyThePage(page, heading);
        const after = await boxes(false);
        await releaseData();
        // Same place, same size for the heading and the largest texts: no jump, and the frame's
        // text stays the largest contentful paint.
        for (const [i, box] of before.entries()) {
          const label = `${path} ${i === 0 ? 'heading' : texts[i - 1]?.slice(0, 20)}`;
          expect(box, label).not.toBeNull();
          expect(after[i], label).not.toBeNull();
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs((after[i]?.[side] ?? 0) - (box?.[side] ?? 0)), `${label} ${side}`).toBeLessThanOrEqual(1);
          }
        }
      }
    });
  }

  // The entry writes the name into the frame's top bar; on a busy load that comes after the first
  // paint, and an area painted empty first would widen with the name (a layout shift).
  test("shows the top bar's user area only with the name in it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const username = await signUpAs(page, 'frame');
    const releaseEntry = await hold(page, /\/assets\/main\.[^/]+\.js$/);
    const releaseRemote = await holdRemote(page, 'gear');
    await page.goto('/gear', { waitUntil: 'commit' });
    await expect(frame(page).getByText(HEADINGS['/gear'] ?? '', { exact: true })).toBeVisible();
    await stylesApplied(page);
    const logout = frame(page).getByRole('button', { name: 'Logout', includeHidden: true });
    await expect(logout).toHaveCount(1);
    await expect(logout).toBeHidden();
    await releaseEntry();
    await expect(frame(page).locator('header').getByText(username, { exact: true })).toBeVisible();
    await expect(logout).toBeVisible();
    await releaseRemote();
    await expectOnlyThePage(page, HEADINGS['/gear'] ?? '');
  });

  test("goes on /dashboard when the stored sign-in has no username to greet with (the page greets from the session)", async ({ page }) => {
    const username = await signUpAs(page, 'frame');
    await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { profile?: Record<string, unknown> };
        delete user.profile?.preferred_username;
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    const release = await hold(page, /\/assets\/page-dashboard\.[^/]+\.js$/);
    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-path="/dashboard"');
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByText('Welcome back, !')).toHaveCount(0);
    await release();
    await expectOnlyThePage(page, `Welcome back, ${username}!`);
  });

  test('is not sent to a visitor who is not signed in', async ({ page }) => {
    expect(await openCapturingHtml(page, '/gear')).not.toContain('static-frame');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/auth/);
  });

  test('goes at once when the hint cookie is set but no session is stored (sent to /auth)', async ({ page, context, baseURL }) => {
    for (const [path, text] of [['/gear', 'Gear Inventory'], ['/dashboard', 'Welcome back'], ['/settings', 'Your units, your line ages']] as const) {
      // (The shell removes the hint on /auth.)
      await context.addCookies([{ name: 'tackle_signed_in', value: '1', url: baseURL ?? 'http://localhost' }]);
      expect(await openCapturingHtml(page, path), path).toContain('id="static-frame"');
      await expect(page.getByRole('tab', { name: 'Login' }), path).toBeVisible({ timeout: 20_000 });
      await expect(page, path).toHaveURL(/\/auth/);
      await expect(frame(page), path).toHaveCount(0);
      await expect(page.getByText(text), path).toHaveCount(0);
    }
  });

  test('goes when the stored session is refused (sent to /auth)', async ({ page }) => {
    await signUp(page);
    // The API refuses the stored access token, as for a session revoked or expired on the server.
    await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
        user.access_token = 'not-a-valid-token';
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    expect(await openCapturingHtml(page, '/gear')).toContain('id="static-frame"');
    // The app then either sends the angler to /auth (with the "session may have expired" toast) or,
    // when the identity provider's own session signs them in again at once, lands on a signed-in
    // page: which one is a race this test does not decide. Either way the frame is gone and the
    // page is the app's own, never the frame left over.
    await expect(frame(page)).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(
        async () => {
          if (/\/auth(\?|$)/.test(new URL(page.url()).pathname + new URL(page.url()).search) && (await page.getByRole('tab', { name: 'Login' }).count()) > 0) return 'auth';
          if ((await page.getByRole('heading', { level: 1 }).count()) === 1 && !page.url().includes('/auth')) return 'signed in again';
          return 'pending';
        },
        { timeout: 20_000 },
      )
      .not.toBe('pending');
    await expect(frame(page)).toHaveCount(0);
  });

  test("goes when the page's remote cannot be loaded (error panel)", async ({ page }) => {
    await signUp(page);
    await page.route('**/remotes/gear/**', (route) => route.abort());
    expect(await (await page.goto('/gear'))?.text()).toContain('id="static-frame"');
    await expect(page.getByText('Gear Inventory is unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test("goes when the app's configuration cannot be loaded and the session needs it (its token about to run out)", async ({ page }) => {
    await signUp(page);
    // With less than a minute left the token must be renewed, through oidc-client-ts and the configuration.
    await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number };
        user.expires_at = Math.floor(Date.now() / 1000) + 30;
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    await page.route('**/app-config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    expect(await (await page.goto('/gear'))?.text()).toContain('id="static-frame"');
    await expect(page).toHaveURL(/\/auth/, { timeout: 20_000 });
    await expect(frame(page)).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
  });

  test("gives way to the page when the configuration cannot be loaded but the stored session is fresh (decision 172)", async ({ page }) => {
    await signUp(page);
    await page.route('**/app-config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    expect(await (await page.goto('/gear'))?.text()).toContain('id="static-frame"');
    await expectOnlyThePage(page, HEADINGS['/gear'] ?? '');
    await expect(page).toHaveURL(/\/gear$/);
  });

  test("goes when the app's own code cannot be loaded", async ({ page }) => {
    await signUp(page);
    // Everything of the shell but its entry (main.js): the app never starts.
    await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, (route) => route.abort());
    expect(await (await page.goto('/gear'))?.text()).toContain('id="static-frame"');
    await expect(frame(page)).toHaveCount(0, { timeout: 20_000 });
  });
});

// Decision 164: a visitor's sign-in form starts as its static first frame, on the tab asked for,
// its fields disabled until the app (held back here) takes over in the same place.
test.describe("the sign-in form's first frame", () => {
  for (const { width, start, tab } of [
    { width: 1280, start: 'Get Started', tab: 'Register' },
    { width: 390, start: '/auth', tab: 'Login' },
  ] as const) {
    test(`shows the ${tab} form before the app and gives way to it in place, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const layoutShift = await watchLayoutShifts(page);
      // The app's start-up scripts: none on /auth before the redirect (it only sends the browser
      // on), so the form's page and its frame come sooner.
      const startupBeforeForm: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/bootstrap\./.test(request.url()) && !request.frame().url().includes('interaction=')) startupBeforeForm.push(request.frame().url());
      });
      const release = await hold(page, '**/assets/bootstrap.*.js');
      if (start === 'Get Started') {
        await page.goto('/');
        await page.getByRole('link', { name: start, exact: true }).first().click();
      } else {
        await page.goto(start);
      }
      await page.waitForURL(/\/auth\?interaction=/, { waitUntil: 'commit' });
      const framed = frame(page);
      await expect(framed.getByText('Welcome to Tackle', { exact: true })).toBeVisible();
      await expect(framed.locator('[role="tab"][aria-selected="true"]')).toHaveText(tab);
      await expect(framed.locator('input')).toHaveCount(2);
      for (const input of await framed.locator('input').all()) await expect(input).toBeDisabled();
      await expect(framed.getByRole('button', { name: tab, exact: true, includeHidden: true }).last()).toBeDisabled();
      await expect(page.locator('#root')).toBeHidden();
      // Assistive technology reads the app's form only.
      expect(await page.locator('body').ariaSnapshot()).not.toContain('Welcome to Tackle');
      await stylesApplied(page);
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-slot="card"], [role="tablist"], input, button[type="submit"]')]
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => {
              const box = element.getBoundingClientRect();
              return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
            }),
        );
      const before = await boxes();

      await release();
      await expect(framed).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Tackle');
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel.getByLabel('Username')).toBeEditable();
      expect(await boxes()).toEqual(before);
      expect(before).toHaveLength(5);
      expect(await layoutShift()).toBe(0);
      expect(startupBeforeForm).toEqual([]);

      // And the form the app took over works.
      const username = uniqueUsername('frameform');
      await panel.getByLabel('Username').fill(username);
      await panel.getByLabel('Password').fill(PASSWORD);
      await panel.getByRole('button', { name: tab }).click();
      // A new name registers; the same name at Login is no account yet.
      if (tab === 'Register') await new AuthPage(page).expectSignedIn(username);
      else await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    });
  }
});
