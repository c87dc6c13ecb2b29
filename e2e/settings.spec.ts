import { expect, test } from '@playwright/test';
import { postViaApi } from './page-models/api';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';

// Issue 18: the settings page, reached from the user menu; an angler switches to metric.

test('an angler switches to metric: the catch log shows the same fish in kg, m and °C, and it stays chosen', async ({ page }) => {
  await signUp(page, 'metric');
  await postViaApi(page, '/api/catches', [
    { species: 'Largemouth Bass', date: '2026-06-01T06:40', weight: 3.5, depth: 8, waterTemp: 68, airTemp: 59, windSpeed: 10, windDirection: 'SW' },
  ]);
  const log = new CatchLogPage(page);
  await log.open();
  const card = log.card('Largemouth Bass');
  await expect(card.getByText('3 lb 8 oz')).toBeVisible();
  await expect(card.getByText('Water 68°F')).toBeVisible();

  await page.getByRole('button', { name: /^Signed in as / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const units = page.getByRole('combobox', { name: 'Units' });
  await expect(units).toHaveText(/Imperial/);
  await units.click();
  await page.getByRole('option', { name: /^Metric/ }).click();
  await expect(page.getByText('Units saved', { exact: true })).toBeVisible();

  await log.open();
  await expect(card.getByText('1.59 kg')).toBeVisible();
  await expect(card.getByText('2.4 m')).toBeVisible();
  await expect(card.getByText('Water 20°C')).toBeVisible();
  await expect(card.getByText(/Air 15°C · Wind SW 16 km\/h/)).toBeVisible();

  // Chosen for the account, not the page: still metric after a reload.
  await page.reload();
  await expect(card.getByText('1.59 kg')).toBeVisible();

  // A fish weighed in kg; opened and saved again without a change, nothing drifts.
  await log.startLogging();
  await log.dialog().getByLabel('Species').fill('Walleye');
  await log.dialog().getByLabel('Weight (kg)').fill('1.6');
  await log.dialog().getByLabel('Length (cm)').fill('47');
  await log.dialog().getByRole('button', { name: 'Log Catch' }).click();
  await expect(log.dialog()).toBeHidden();
  await expect(log.card('Walleye').getByText('1.6 kg')).toBeVisible();
  await log.startEditing('Walleye');
  await expect(log.dialog().getByLabel('Weight (kg)')).toHaveValue('1.6');
  await log.dialog().getByRole('button', { name: 'Update Catch' }).click();
  await expect(log.dialog()).toBeHidden();

  // Quick Catch weighs in kg too.
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('list', { name: 'Quick actions' }).getByRole('button', { name: 'Quick Catch' }).click();
  const sheet = page.getByRole('dialog', { name: 'Quick Catch' });
  await sheet.getByLabel('Species', { exact: true }).fill('Northern Pike');
  await expect(sheet.getByLabel('Weight (oz)')).toHaveCount(0);
  await sheet.getByLabel('Weight (kg)').fill('4.2');
  await sheet.getByRole('button', { name: 'Save Catch' }).click();
  await expect(sheet).toBeHidden();
  await expect(log.card('Northern Pike').getByText('4.2 kg')).toBeVisible();

  // Back to imperial: the same fish in pounds and ounces.
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Units' }).click();
  await page.getByRole('option', { name: /^Imperial/ }).click();
  await expect(page.getByText('Units saved', { exact: true })).toBeVisible();
  await log.open();
  await expect(log.card('Walleye').getByText('3 lb 8 oz')).toBeVisible();
  await expect(card.getByText('3 lb 8 oz')).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!)!).access_token as string);
  const stored = (await (await page.request.get('/api/catches', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ species: string; weight: number; length: number }>;
  const walleye = stored.find((c) => c.species === 'Walleye')!;
  expect(walleye.weight).toBeCloseTo(1.6 / 0.45359237, 9);
  expect(walleye.length).toBeCloseTo(47 / 2.54, 9);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings page is in the navigation panel', async ({ page }) => {
    await signUp(page, 'metricphone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Units' })).toHaveText(/Imperial/);
  });
});
