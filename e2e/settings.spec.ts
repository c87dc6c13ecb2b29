import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accessToken, postViaApi } from './page-models/api';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';
import { addConsumablesViaApi, ConsumablesPage } from './page-models/consumables';
import { addGearViaApi, GearInventoryPage } from './page-models/gear';

/** The text of the CSV the page downloads when `click` runs. */
async function downloadedCsv(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
}

/** The signed-in angler's list at `path`, as the API answers it. */
async function listViaApi<T>(page: Page, path: string): Promise<T[]> {
  const token = await accessToken(page);
  return (await (await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })).json()) as T[];
}

// Issue 18: the settings page, reached from the user menu; an angler switches to metric.

test('an angler switches to metric: the catch log shows the same fish in kg, m and °C, and it stays chosen', async ({ page }) => {
  await signUp(page, 'metric');
  await postViaApi(page, '/api/catches', [
    { species: 'Largemouth Bass', date: '2026-06-01T06:40', weight: 3.5, depth: 8, waterTemp: 68, airTemp: 59, windSpeed: 10, windDirection: 'SW' },
  ]);
  await addGearViaApi(page, [
    { name: 'Fury 7-2', typeId: 1, rodDetails: { length: 7 + 2 / 12, power: 'Medium Heavy' } },
    { name: 'Curado', typeId: 2, reelDetails: { type: 'Baitcasting', drag: 11 } },
    { name: 'Football Jig', typeId: 3, lureDetails: { type: 'jig', weight: 0.5 } },
  ]);
  await addConsumablesViaApi(page, [{ name: 'Bullet Weights', category: 'sinker', unit: 'pieces', initialQuantity: 12, size: '3/8' }]);
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

  // The export names its units in the headers, and the values are in them.
  const metricCsv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  const [metricHeader, ...metricRows] = metricCsv.split('\r\n');
  expect(metricHeader).toContain('Weight (kg),Quantity,Length (cm)');
  expect(metricHeader).toContain('Depth (m)');
  expect(metricHeader).toContain('Water Temp (C)');
  expect(metricHeader).not.toContain('(lbs)');
  expect(metricRows.find((row) => row.includes('Walleye'))).toContain(',1.6,1,47,');

  // Gear details in metric: a rod's length in metres, a reel's drag in kg, a lure's weight in grams.
  const gear = new GearInventoryPage(page);
  await gear.open();
  await expect(gear.specs('Fury 7-2')).toHaveText(['2.18 m', 'Medium Heavy']);
  await expect(gear.specs('Football Jig')).toHaveText(['Jig', '14.2 g']);
  await gear.openEdit('Fury 7-2');
  await expect(gear.dialog().getByLabel('Length (m)')).toHaveValue('2.18');
  await expect(gear.dialog().getByLabel('Length (feet)')).toHaveCount(0);
  await gear.fillRod({ lengthMetres: '2.4' });
  await gear.save('Gear updated successfully');
  await expect(gear.specs('Fury 7-2')).toHaveText(['2.4 m', 'Medium Heavy']);
  await gear.openEdit('Curado');
  await expect(gear.dialog().getByLabel('Max Drag (kg)')).toHaveValue('5');
  await gear.save('Gear updated successfully');
  const storedGear = await listViaApi<{ name: string; rodDetails: { length: number } | null; reelDetails: { drag: number } | null }>(page, '/api/gear');
  expect(storedGear.find((item) => item.name === 'Fury 7-2')!.rodDetails!.length).toBeCloseTo(2.4 / 0.3048, 9);
  // Opened and saved without a change, the drag is still exactly 11 lb.
  expect(storedGear.find((item) => item.name === 'Curado')!.reelDetails!.drag).toBe(11);

  // A sinker's size in grams; its stock stays in its own unit (pieces).
  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await expect(consumables.card('Bullet Weights')).toContainText('Weight (g): 10.6');
  await expect(consumables.card('Bullet Weights')).toContainText('12 pieces');
  await consumables.edit('Bullet Weights', { size: { label: 'Weight (g)', value: '14' } });
  await expect(consumables.card('Bullet Weights')).toContainText('Weight (g): 14');
  const storedSinker = (await listViaApi<{ name: string; size: string }>(page, '/api/consumables')).find((item) => item.name === 'Bullet Weights')!;
  expect(storedSinker.size).toBe('0.494');

  // Back to imperial: the same fish in pounds and ounces.
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Units' }).click();
  await page.getByRole('option', { name: /^Imperial/ }).click();
  await expect(page.getByText('Units saved', { exact: true })).toBeVisible();
  await log.open();
  await expect(log.card('Walleye').getByText('3 lb 8 oz')).toBeVisible();
  await expect(card.getByText('3 lb 8 oz')).toBeVisible();
  const imperialCsv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(imperialCsv.split('\r\n')[0]).toContain('Weight (lbs),Quantity,Length (in)');
  await gear.open();
  await expect(gear.specs('Fury 7-2')).toHaveText([`7'10"`, 'Medium Heavy']);
  await expect(gear.specs('Football Jig')).toHaveText(['Jig', '0.5 oz']);
  await consumables.open();
  await expect(consumables.card('Bullet Weights')).toContainText('Weight (oz): 0.494');
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
