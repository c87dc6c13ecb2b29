import { expect, test, type Page } from '@playwright/test';
import { AuthPage, logout, uniqueUsername } from './page-models/auth';

/** Collects every Content-Security-Policy violation the browser reports on any page of the journey. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /CSP-VIOLATION|Content Security Policy/.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

test('an angler walks through every screen without a single Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first()).toBeVisible();
  for (const path of ['/techniques', '/guide', '/knots', '/safety']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueUsername('csp'), 'tight-lines-42');
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
  // A Radix dialog (scroll lock injects a <style>) and a toast.
  await page.goto('/gear');
  await page.getByRole('button', { name: /Add Gear/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await logout(page);
  expect(violations).toEqual([]);
});

test('after five wrong passwords the Login failed toast says to wait', async ({ page }) => {
  const username = uniqueUsername('throttle');
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(username, 'tight-lines-42');
  await logout(page);
  await auth.open();
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  for (let i = 0; i < 6; i++) {
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password').fill(`wrong-guess-${i}`);
    await panel.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Login failed' }).last();
    await expect(toast).toContainText(i < 5 ? 'Invalid username or password' : 'Too many attempts. Try again in 15 minutes.');
    await page.keyboard.press('F8');
  }
});
