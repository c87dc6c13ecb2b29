import { expect, test } from '@playwright/test';
import { AuthPage, logout, PASSWORD, uniqueUsername } from './page-models/auth';
import { GearInventoryPage, signUpToGear } from './page-models/gear';

test('a visitor registers, adds gear, edits it, deletes it and signs out', async ({ page }) => {
  const username = uniqueUsername();
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first().click();
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible({ timeout: 20_000 });
  const auth = new AuthPage(page);
  await auth.register(username, PASSWORD);

  const gear = new GearInventoryPage(page);
  await gear.open();
  await gear.add({ brand: 'Shimano', model: 'Zodias', name: 'Zodias 7ft MH', type: 'Rod', retailCost: '249.99', purchaseCost: '199.5', notes: 'Texas rig rod' });
  await expect(gear.item('Zodias 7ft MH')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Retail: $249.99');
  await expect(page.getByRole('main')).toContainText('Paid: $199.50');

  // The list survives a reload: it comes from the read model, not from client state.
  await page.reload();
  await expect(gear.item('Zodias 7ft MH')).toBeVisible();

  await gear.edit('Zodias 7ft MH', { name: 'Zodias 7ft 2in MH' });
  await expect(gear.item('Zodias 7ft 2in MH')).toBeVisible();
  await expect(gear.item('Zodias 7ft MH')).toBeHidden();

  await gear.remove('Zodias 7ft 2in MH');
  await expect(gear.item('Zodias 7ft 2in MH')).toBeHidden();

  await logout(page);
  // Signed out for real: the provider asks for credentials again instead of signing in silently.
  await page.goto('/gear');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Gear Inventory' })).toBeHidden();
});

test('a signed-out visitor opening /gear is sent to /auth', async ({ page }) => {
  await page.goto('/gear');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
});

test("a second user cannot see the first user's gear", async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  const gear1 = await signUpToGear(firstPage, 'first');
  await gear1.add({ name: 'Secret spot crankbait', type: 'Lure' });
  await expect(gear1.item('Secret spot crankbait')).toBeVisible();
  await first.close();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  const gear2 = await signUpToGear(secondPage, 'second');
  await expect(secondPage.getByText('No gear yet')).toBeVisible();
  await expect(gear2.item('Secret spot crankbait')).toBeHidden();
  await second.close();
});
