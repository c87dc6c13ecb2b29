import { expect, test, type Page } from '@playwright/test';
import { AuthPage, logout, PASSWORD, signUp } from './page-models/auth';
import { watchCsp } from './page-models/csp';
import { GearInventoryPage } from './page-models/gear';

/** Every screen of the journey: public pages, sign-up, each area, a Radix dialog, a toast, logout. */
async function walkEveryScreen(page: Page) {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first()).toBeVisible();
  for (const path of ['/techniques', '/guide', '/knots', '/safety']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await signUp(page, 'csp');
  for (const [path, heading] of [
    ['/gear', 'Gear Inventory'],
    ['/consumables', /Consumables/],
    ['/storage', /Storage/],
    ['/setups', /Setups/],
    ['/catches', /Catch/],
    ['/stats', /Stat/],
    ['/fish-spots', /Spots/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 20_000 });
  }
  // A Radix dialog (its scroll lock injects a <style>) with a select list, then a toast.
  const gear = new GearInventoryPage(page);
  await gear.open();
  await gear.add({ name: 'CSP test rod', type: 'Rod' });
  await logout(page);
}

test('an angler walks through every screen without a single Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await walkEveryScreen(page);
  expect(violations).toEqual([]);
});

/**
 * The inline <style> elements the walk meets (the first 40 characters the browser reports), and
 * why 'unsafe-inline' stays in style-src for them (decision 090, measured with the test below).
 */
const KNOWN_INLINE_STYLES = [
  // Radix ScrollArea's viewport: a static <style> (takes a `nonce` prop).
  '[data-radix-scroll-area-viewport]{scroll',
  // Radix Select's viewport: a static <style> (takes a `nonce` prop).
  '[data-radix-select-viewport]{scrollbar-w',
  // Radix Dialog's scroll lock (react-remove-scroll-bar via react-style-singleton): the scrollbar
  // gap is in the text, so no fixed hash; a nonce only through get-nonce's `__webpack_nonce__`.
  '.with-scroll-bars-hidden {\n   overflow: ',
  // The identity provider's own pages (services/identity/src/html.ts): a static <style>.
  ':root{color-scheme:light dark}\n  body{ma',
];

/**
 * Measurement for decision 090: what a `style-src 'self'` (no 'unsafe-inline') would block. Every
 * page (the shell's and the identity provider's logout page) is served with an extra
 * `Content-Security-Policy-Report-Only: style-src 'self'`; the browser reports, blocks nothing.
 * An offender not in KNOWN_INLINE_STYLES fails the test: measure again and update decision 090.
 */
test('measure: inline styles a style-src without unsafe-inline would block', async ({ page }) => {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    // Documents only; the provider's redirects (/idp/auth, interactions) are left alone.
    if (request.resourceType() !== 'document' || request.method() !== 'GET' || (path.startsWith('/idp') && path !== '/idp/session/end')) {
      return route.fallback();
    }
    const response = await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy-report-only': "style-src 'self' 'report-sample'" } });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition !== 'report') return;
      const source = event.sourceFile ? new URL(event.sourceFile).pathname.replace(/[.-][0-9a-f]{6,}(?=\.js$)/, '') : '(document)';
      console.warn(`CSP-REPORT ${JSON.stringify({ directive: event.effectiveDirective, blocked: event.blockedURI, source, sample: event.sample })}`);
    });
  });
  const reports = new Map<string, { directive: string; blocked: string; source: string; sample: string; pages: Set<string> }>();
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith('CSP-REPORT ')) return;
    const report = JSON.parse(text.slice('CSP-REPORT '.length)) as { directive: string; blocked: string; source: string; sample: string };
    const key = `${report.directive} ${report.blocked} ${report.source} ${report.sample}`;
    const entry = reports.get(key) ?? { ...report, pages: new Set<string>() };
    entry.pages.add(new URL(page.url()).pathname);
    reports.set(key, entry);
  });
  await walkEveryScreen(page);
  const measured = [...reports.values()];
  console.log(
    `style-src 'self' would block:\n${measured.map((r) => `${r.directive} ${r.blocked} from ${r.source} on ${[...r.pages].join(' ')}: ${JSON.stringify(r.sample)}`).join('\n')}`,
  );
  // The measurement ran (the dialog's scroll lock is always there), and nothing new turned up.
  expect(measured.map((r) => r.sample)).toContain('.with-scroll-bars-hidden {\n   overflow: ');
  expect(measured.filter((r) => !KNOWN_INLINE_STYLES.includes(r.sample))).toEqual([]);
});

/** Six wrong passwords on the Login tab: five 'Invalid username or password', then the wait. */
async function sixWrongPasswords(page: Page, username: string) {
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  for (let i = 0; i < 6; i++) {
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password').fill(`wrong-guess-${i}`);
    await panel.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Login failed' }).last();
    await expect(toast).toContainText(i < 5 ? 'Invalid username or password' : 'Too many attempts. Try again in 15 minutes.');
    await page.keyboard.press('F8');
  }
}

test('after five wrong passwords the Login failed toast says to wait', async ({ page }) => {
  const username = await signUp(page, 'throttle');
  await logout(page);
  await new AuthPage(page).open();
  await sixWrongPasswords(page, username);
});

test("a stranger's wrong passwords do not keep the owner out of a browser they signed in on (decision 097)", async ({ page, browser }) => {
  const username = await signUp(page, 'owner');
  await logout(page);

  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const stranger = await elsewhere.newPage();
    await new AuthPage(stranger).open();
    await sixWrongPasswords(stranger, username);
  } finally {
    await elsewhere.close();
  }

  const owner = new AuthPage(page);
  await owner.open();
  await owner.login(username, PASSWORD);
});
