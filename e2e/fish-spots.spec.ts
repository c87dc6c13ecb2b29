import { expect, test } from '@playwright/test';
import { AuthPage, uniqueUsername } from './page-models/auth';
import { FishSpotsPage } from './page-models/fish-spots';

test.beforeEach(async ({ page, context }) => {
  // Standing at Lake Minnetonka; the fake Open-Meteo reports 68.9 °F, 1005 hPa, 4.5 m/s, scattered clouds.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.9405, longitude: -93.6159 });
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueUsername('spots'), 'tight-lines-42');
});

test("an angler searches a lake and gets ranked spots with reasons and today's bite times", async ({ page }) => {
  const spots = new FishSpotsPage(page);
  await spots.open();

  // On entry: the device's location, its weather auto-filled and flagged.
  await expect(page.getByText('Location obtained', { exact: true })).toBeVisible();
  await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
  await expect(spots.field('Water Temp (°F)')).toHaveValue('66.9');
  // The water temperature is an estimate and says so; the trend is the measured one (falling).
  await expect(spots.field('Water Temp (°F)')).toHaveAccessibleDescription(
    'Estimated from the air temperature (air − 2 °F), not measured',
  );
  await expect(spots.field('Barometer (inHg)')).toHaveValue('29.68');
  await expect(spots.combobox('Barometer Change')).toHaveText('Falling');
  await expect(spots.combobox('Wind')).toHaveText('Light');
  await expect(spots.combobox('Skies')).toHaveText('Partly Cloudy');
  await expect(spots.combobox('Season Phase')).toHaveText('Mid');
  await expect(spots.combobox('Season Phase')).toHaveAccessibleDescription(/^Assumed/);
  await expect(page.getByText('Highlighted fields were auto-filled from current weather.')).toBeVisible();
  await expect(spots.spots().first()).toBeVisible();

  // A lake nobody has heard of: the screen says so.
  await spots.search('Atlantis Reservoir');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not find coordinates for this location' }),
  ).toBeVisible();

  // Search a real lake: the first result becomes the place.
  await spots.search('Lake Guntersville');
  await expect(page.getByText('Location Set', { exact: true })).toBeVisible();
  await expect(page.getByText('Lake Guntersville, Marshall County, Alabama, United States')).toBeVisible();
  // In fall the nearby Tennessee River ledges outrank Guntersville's own (spring and summer) patterns.
  await expect(spots.spots().first()).toContainText('Chickamauga Lake');
  await expect(spots.spot(/^Lake Guntersville/).first()).toBeVisible();
  await expect(spots.spots().first()).toContainText(/Match Score: \d+%/);
  await expect(spots.spots().first()).toContainText('Recommended Techniques:');

  // Summer, matted grass, overcast and falling pressure: frogging the mats ranks first, and says why.
  await spots.choose('Season', 'Summer');
  await spots.field('Water Temp (°F)').fill('84');
  await spots.choose('Skies', 'Overcast');
  await spots.choose('Barometer Change', 'Falling');
  await spots.choose('Cover', 'Vegetation');
  await spots.choose('Bite Type', 'Aggressive');
  await spots.field('Depth (ft)').fill('3');
  const top = spots.spots().first();
  await expect(top).toContainText('Lake Guntersville – frogging milfoil and hydrilla mats');
  await expect(top).toContainText('Hollow-body frog');
  await spots.showReasons(top);
  await expect(top).toContainText('Water 84°F is in the 75-90°F band (+12/12)');
  await expect(top).toContainText('Cover Vegetation matches Vegetation (+7/7)');
  // Typed conditions are no longer flagged as auto-filled (air temp, barometer, wind and the measured
  // barometer change, chosen again as it was, still are).
  await expect(page.getByText('Auto-filled', { exact: true })).toHaveCount(4);
  await expect(page.getByText('Estimated', { exact: true })).toHaveCount(0);

  // Clear water and a bright high: the deep-structure pattern takes over without a reload.
  await spots.choose('Water Clarity', 'Clear');
  await spots.choose('Skies', 'Clear');
  await spots.choose('Barometer Change', 'Rising');
  await spots.field('Barometer (inHg)').fill('30.25');
  await spots.choose('Cover', 'Rocks');
  await spots.choose('Bite Type', 'Finicky');
  await spots.field('Depth (ft)').fill('28');
  await expect(spots.spots().first()).not.toContainText('frogging');

  // Today's bite times at the lake.
  await expect(page.getByText(/^Day rating: (Poor|Fair|Good|Excellent)$/)).toBeVisible();
  await expect(page.getByText(/Sunrise/)).toBeVisible();
  await expect(spots.biteTimes().getByRole('listitem').filter({ hasText: 'Major' }).first()).toContainText(
    /\d\d:\d\d–\d\d:\d\d/,
  );
});

test("without the device's location an angler types coordinates and still gets spots", async ({ page, context }) => {
  await context.clearPermissions();
  const spots = new FishSpotsPage(page);
  await spots.open();
  await expect(
    page.getByText('Could not get your current location. Please search manually.', { exact: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByText('No recommendations available. Try adjusting your conditions or get current weather data.'),
  ).toBeVisible();

  // 'lat, lon' is taken as coordinates, no geocoding: Lake Okeechobee's shore.
  await spots.search('26.94, -80.80');
  await expect(page.getByText('Location Set', { exact: true })).toBeVisible();
  await expect(page.getByText('26.940000, -80.800000')).toBeVisible();
  await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
  await expect(spots.spots().first()).toContainText('Lake Okeechobee');
  await expect(spots.spots().first()).toContainText(/\d+ mi away/);
});
