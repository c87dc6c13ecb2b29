import { expect, test } from '@playwright/test';
import { signUp } from './page-models/auth';
import { CatchLogPage, logCatchesViaApi } from './page-models/catches';

test.beforeEach(async ({ page }) => {
  await signUp(page, 'catch');
});

test('an angler logs a catch with current weather at a searched lake', async ({ page }) => {
  const log = new CatchLogPage(page);
  await log.open();
  await expect(page.getByText('No catches logged yet')).toBeVisible();

  await log.startLogging();
  // Nothing is pre-filled that was not measured or chosen: no 29.92 inHg before any weather.
  await expect(log.field('Air Pressure (inHg)')).toHaveValue('');
  await expect(log.dialog().getByRole('combobox', { name: 'Pressure Trend', exact: true })).toHaveText('Not recorded');
  // Species is required: the form says so and stays open.
  await log.dialog().getByRole('button', { name: 'Log Catch' }).click();
  await expect(log.dialog().getByText('Species is required')).toBeVisible();

  await log.fill({ species: 'Largemouth Bass', pounds: '3', ounces: '8', bait: 'Senko', rig: 'Wacky Rig', depth: '8.5' });
  await log.choose('Cover', 'Vegetation');
  await log.pickLocationBySearch('Minnet', /Lake Minnetonka/);
  await expect(log.field('Fishing Location')).toHaveValue('Lake Minnetonka, Hennepin County, Minnesota, United States');
  await expect(log.dialog().getByText('44.940500, -93.615900')).toBeVisible();

  // The fake Open-Meteo reports 68.9 °F, 1005 hPa falling from 1008.6 three hours earlier, 4.5 m/s
  // from 225°, scattered clouds, 09:00 local.
  await log.getCurrentWeather();
  await expect(log.field('Air Temp (°F)')).toHaveValue('68.9');
  // Water temperature is no reading: the field says it is an estimate.
  await expect(log.field('Water Temp (°F)')).toHaveValue('66.9');
  await expect(log.field('Water Temp (°F)')).toHaveAccessibleDescription(/^Estimated from the air temperature/);
  await expect(log.field('Air Pressure (inHg)')).toHaveValue('29.68');
  await expect(log.field('Wind Speed (mph)')).toHaveValue('10');
  await expect(log.dialog().getByRole('combobox', { name: 'Wind Direction', exact: true })).toHaveText('SW');
  // Measured over the past 3 hours: falling (a single low reading used to be logged as rising).
  await expect(log.dialog().getByRole('combobox', { name: 'Pressure Trend', exact: true })).toHaveText('Decreasing');
  await expect(log.dialog().getByRole('combobox', { name: 'Air Temp Trend', exact: true })).toHaveText('Increasing');
  await expect(log.dialog().getByRole('combobox', { name: 'Skies', exact: true })).toHaveText('Partly Cloudy');

  await log.submitNew();
  const card = log.card('Largemouth Bass');
  await expect(card).toContainText('3 lb 8 oz');
  // Each card's title is a level-2 heading right under the page's h1 (heading order).
  await expect(card.getByRole('heading', { level: 2, name: 'Largemouth Bass', exact: true })).toBeVisible();
  await expect(card).toContainText('Lake Minnetonka, Hennepin County, Minnesota, United States');
  await expect(card).toContainText('Partly Cloudy · Air 68.9°F · Wind SW 10 mph');
  await expect(card).toContainText('Water 66.9°F (est.)');

  // From the read model, not from client state: the catch and its estimate flag survive a reload.
  await page.reload();
  await expect(log.card('Largemouth Bass')).toContainText('3 lb 8 oz');
  await expect(log.card('Largemouth Bass').getByText('Water 66.9°F (est.), estimated from the air temperature')).toBeVisible();

  // The angler's own reading replaces the estimate.
  await log.startEditing('Largemouth Bass');
  await expect(log.field('Water Temp (°F)')).toHaveAccessibleDescription(/^Estimated from the air temperature/);
  await log.field('Water Temp (°F)').fill('64.5');
  await expect(log.dialog().getByText('Estimated', { exact: true })).toHaveCount(1);
  await expect(log.field('Water Temp (°F)')).toHaveAccessibleDescription('');
  await log.submitEdit();
  await expect(log.card('Largemouth Bass')).toContainText('Water 64.5°F');
  await expect(log.card('Largemouth Bass')).not.toContainText('(est.)');
});

test('an angler edits and deletes a catch', async ({ page, context }) => {
  const log = new CatchLogPage(page);
  await log.open();
  await logCatchesViaApi(page, [{ species: 'Smallmouth Bass', date: '2026-05-02T18:45', weight: 2.25, location: 'Mille Lacs' }]);
  await page.reload();
  await expect(log.card('Smallmouth Bass')).toContainText('2 lb 4 oz');

  await log.startEditing('Smallmouth Bass');
  await expect(log.field('Weight (lbs)')).toHaveValue('2');
  await expect(log.field('Weight (oz)')).toHaveValue('4');
  await log.fill({ species: 'Spotted Bass', pounds: '4', ounces: '2', notes: 'Off the rock pile' });
  // Standing on the shore of Lake Okeechobee: the picker names the spot from the device's position.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 26.95, longitude: -80.81 });
  await log.pickCurrentLocation();
  await expect(log.field('Fishing Location')).toHaveValue('Lake Okeechobee, Florida, United States');
  await log.submitEdit();

  const card = log.card('Spotted Bass');
  await expect(card).toContainText('4 lb 2 oz');
  await expect(card).toContainText('Lake Okeechobee, Florida, United States');
  await expect(card).toContainText('Off the rock pile');
  await expect(log.card('Smallmouth Bass')).toHaveCount(0);

  // Cancelling the confirmation keeps the catch; confirming removes it.
  await page.getByRole('button', { name: /^Delete catch: Spotted Bass,/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(log.card('Spotted Bass')).toHaveCount(1);
  await log.remove('Spotted Bass');
  await expect(log.card('Spotted Bass')).toHaveCount(0);
  await expect(page.getByText('No catches logged yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No catches logged yet')).toBeVisible();
});
