import { expect, test } from '@playwright/test';
import { postViaApi } from './page-models/api';
import { signUp } from './page-models/auth';
import { logCatchesViaApi, today } from './page-models/catches';
import { FishSpotsPage } from './page-models/fish-spots';

test.beforeEach(async ({ context }) => {
  // Standing at Lake Minnetonka; the fake Open-Meteo reports 68.9 °F (water estimated at 66.9 °F),
  // scattered clouds, a light wind (4.5 m/s) and a falling barometer.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.9405, longitude: -93.6159 });
});

/** Under today's sky: partly cloudy, a light wind (10 mph), the barometer falling, in today's season. */
const likeToday = { species: 'Largemouth Bass', date: today(), skies: 'Partly Cloudy', windSpeed: 10, barometerChange: 'Decreasing' };

test('an angler with a history sees what to tie on today, with its evidence', async ({ page }, testInfo) => {
  await signUp(page, 'patterns');
  await postViaApi(page, '/api/gear', [{ name: 'War Eagle', typeId: 3, lureDetails: { type: 'spinnerbait', color: 'Chartreuse' } }]);
  await logCatchesViaApi(page, [
    // In water like today's estimate: a chartreuse spinnerbait, 7 of 9 fish.
    ...Array.from({ length: 7 }, () => ({ ...likeToday, waterTemp: 66, bait: 'Spinnerbait', color: 'Chartreuse', depth: 4 })),
    ...Array.from({ length: 2 }, () => ({ ...likeToday, waterTemp: 65, bait: 'Jig', color: 'Black/Blue', depth: 12 })),
    // In warm water: a drop shot, which the angler does not own.
    ...Array.from({ length: 6 }, () => ({ ...likeToday, waterTemp: 80, bait: 'Drop shot', depth: 18 })),
  ]);

  const spots = new FishSpotsPage(page);
  await spots.open();
  await expect(spots.field('Water Temp (°F)')).toHaveValue('66.9');
  const card = spots.whatToTieOn();

  // The water temperature is the weather's estimate, and the card says so; the assumed phase is not compared.
  await expect(card.getByLabel('Compared on')).toContainText('water 60-74°F (estimated)');
  await expect(card.getByLabel('Compared on')).toContainText('partly cloudy skies, light wind, falling barometer');
  await expect(card).toContainText('Water about 67°F, estimated from the air temperature, not measured');
  await expect(card).toContainText('The phase of the season was assumed, not known, so it was not compared');

  // The spinnerbait, with its evidence in words, and the angler owns one.
  const bait = spots.suggestion('Bait: Chartreuse Spinnerbait');
  await expect(bait).toContainText('7 of 9 fish');
  await expect(bait).toContainText(
    /7 of your 9 fish in water of 60-74°F under partly cloudy skies in light wind on a falling barometer in (spring|summer|fall|winter) came on a Chartreuse Spinnerbait\./,
  );
  await expect(bait).toContainText('In your tackle');
  await expect(bait).toContainText('You own it: War Eagle (Chartreuse).');
  await expect(spots.suggestion('Depth: under 5 ft')).toContainText('7 of your 9 fish');
  await page.screenshot({ path: testInfo.outputPath('patterns-1280.png'), fullPage: true });

  // A reading of warm water: the drop shot's water now, and the card says the angler has none.
  await spots.field('Water Temp (°F)').fill('80');
  await expect(card.getByLabel('Compared on')).toContainText('water 76-84°F');
  await expect(card.getByLabel('Compared on')).not.toContainText('(estimated)');
  const dropShot = spots.suggestion('Bait: Drop shot');
  await expect(dropShot).toContainText(/All 6 of your fish in water of 76-84°F under partly cloudy skies .* came on a Drop shot\./);
  await expect(dropShot).toContainText('Not in your tackle');
  await expect(dropShot).toContainText("You don't own one: no Drop shot among your lures.");
  await expect(spots.suggestion('Depth: 15-20 ft')).toBeVisible();

  // On a phone the card sits under the folded conditions, within the page's width.
  await spots.field('Water Temp (°F)').fill('66.9');
  await expect(spots.suggestion('Bait: Chartreuse Spinnerbait')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(spots.suggestion('Bait: Chartreuse Spinnerbait')).toBeVisible();
  const box = await card.boundingBox();
  expect(box && box.x >= 12 && box.x + box.width <= 390 - 12).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('patterns-390.png'), fullPage: true });
});

test('a new angler is told how many catches to log before suggestions start', async ({ page }) => {
  await signUp(page, 'patterns-new');
  await logCatchesViaApi(page, [{ ...likeToday, bait: 'Senko' }]);
  const spots = new FishSpotsPage(page);
  await spots.open();
  await expect(spots.whatToTieOn()).toContainText(
    "Log 4 more catches with the bait you used and the day's conditions: suggestions start at 5 fish with their bait, colour, rig, depth or setup recorded, and you have 1.",
  );
  await expect(spots.whatToTieOn().getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
});
