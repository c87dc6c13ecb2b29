import { expect, test, type Page } from '@playwright/test';
import { postViaApi } from './page-models/api';
import { AuthPage, logout, PASSWORD, signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';

// Issue 18: Settings → Password and Delete account (docs/decisions/122-account-control.md).

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /^Signed in as / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** The Login tab refuses these credentials with the identity provider's toast. */
async function expectLoginRefused(page: Page, username: string, password: string) {
  await page.getByRole('tab', { name: 'Login' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Login' }).click();
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Login failed' }).last();
  await expect(toast).toContainText('Invalid username or password');
  await page.keyboard.press('F8');
}

const passwordSection = (page: Page) => page.getByRole('region', { name: 'Password' });

test('an angler changes their password and signs in with the new one', async ({ page }) => {
  const username = await signUp(page, 'newpass');
  await openSettings(page);
  const section = passwordSection(page);

  // A wrong current password is said under its field; the angler stays signed in.
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password', { exact: true }).fill('fresh-lines-77');
  await section.getByLabel('Repeat the new password').fill('fresh-lines-77');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Current password is incorrect')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // Still signed in on this page: the settings still load and save.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await logout(page);
  const auth = new AuthPage(page);
  await auth.open();
  await expectLoginRefused(page, username, PASSWORD);
  await auth.login(username, 'fresh-lines-77');
});

test('an angler deletes their account, and the username can be registered again', async ({ page }) => {
  const username = await signUp(page, 'leaving');
  await postViaApi(page, '/api/catches', [{ species: 'Largemouth Bass', date: '2026-06-01T06:40', notes: 'My secret cove' }]);
  await openSettings(page);

  await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Type your username to confirm').fill('someone-else');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('That is not your username')).toBeVisible();
  await expect(dialog.getByLabel('Type your username to confirm')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Type your username to confirm').fill(username);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  // Signed out to the landing page.
  await expect(page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first()).toBeVisible({ timeout: 20_000 });

  // Signing in fails; the username registers again, as a new, empty account.
  const auth = new AuthPage(page);
  await auth.open();
  await expectLoginRefused(page, username, PASSWORD);
  await auth.register(username, 'another-start-9');
  const log = new CatchLogPage(page);
  await log.open();
  await expect(page.getByText('My secret cove')).toHaveCount(0);
  await expect(log.card('Largemouth Bass')).toHaveCount(0);
});
