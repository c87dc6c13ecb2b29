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
