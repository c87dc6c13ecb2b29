import { expect, test, type Locator, type Page } from '@playwright/test';
import { fakeUpstreamControl } from './fake-upstreams.setup';
import { signUp } from './page-models/auth';
import { logCatchesViaApi, today } from './page-models/catches';
import { FishSpotsPage } from './page-models/fish-spots';

test.beforeEach(async ({ page, context }) => {
  // Standing at Lake Minnetonka; the fake Open-Meteo reports 68.9 °F, 1005 hPa, 4.5 m/s, scattered clouds.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.9405, longitude: -93.6159 });
  await signUp(page, 'spots');
});

test("an angler searches a lake and gets ranked spots with reasons and today's bite times", async ({ page }) => {
  const spots = new FishSpotsPage(page);
  await spots.open();

  // On entry: the device's location, its weather auto-filled and flagged.
  await expect(page.getByText('Your current location')).toBeVisible();
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
  await expect(page.getByText('26.940000, -80.800000')).toBeVisible();
  await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
  await expect(spots.spots().first()).toContainText('Lake Okeechobee');
  await expect(spots.spots().first()).toContainText(/\d+ mi away/);
});

test("the 'Location obtained' toast goes once the conditions are filled in", async ({ page }) => {
  const spots = new FishSpotsPage(page);
  await spots.open();
  await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
  // It said the conditions would be loaded; now they are, so it is gone (its 5 s would outlive them).
  await expect(page.getByText('Location obtained', { exact: true })).toHaveCount(0, { timeout: 1500 });

  // The same after a search: 'Location Set' does not outstay the weather it announced.
  await spots.search('Lake Okeechobee');
  await expect(page.getByText('Lake Okeechobee, Florida, United States')).toBeVisible();
  await expect(spots.spots().first()).toContainText('Lake Okeechobee');
  await expect(page.getByText('Location Set', { exact: true })).toHaveCount(0, { timeout: 1500 });
});

test('the reasons of a past catch read as people read numbers', async ({ page }) => {
  // Caught here today with the weather's estimate of the water (68.9 - 2 = 66.9 °F): its band is 62.9-70.9 °F.
  await logCatchesViaApi(page, [
    {
      species: 'Largemouth Bass',
      date: today(),
      weight: 6.38,
      location: 'Maxwell Bay',
      coordinates: { lat: 44.9405, lon: -93.6159 },
      waterTemp: 66.9,
      estimated: { waterTemp: true },
    },
  ]);
  const spots = new FishSpotsPage(page);
  await spots.open();
  await expect(spots.field('Water Temp (°F)')).toHaveValue('66.9');
  const mine = spots.spot('Your spot: Maxwell Bay');
  await expect(mine).toContainText('6 lb 6 oz');
  await spots.showReasons(mine);
  await expect(mine).toContainText('Water 66.9°F is in the 62.9-70.9°F band (+12/12)');
  // No reason line carries float noise such as 62.900000000000006.
  await expect(mine.getByRole('listitem')).not.toHaveCount(0);
  for (const reason of await mine.getByRole('listitem').allTextContents()) expect(reason).not.toMatch(/\d\.\d{3,}/);
});

test.describe('when the weather service fails', () => {
  const fakes = fakeUpstreamControl();
  test.afterEach(() => fakes.reset());

  test('the angler reads a sentence, not a status code, and can try again', async ({ page, context }) => {
    // A place no other journey asked about, so no cached weather answers for it.
    await context.setGeolocation({ latitude: 35.1234, longitude: -89.9876 });
    await fakes.fail('open-meteo', { status: 502, body: { error: true, reason: 'Bad Gateway' } });
    const spots = new FishSpotsPage(page);
    await spots.open();
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading weather data' });
    await expect(alert).toContainText(
      'Error loading weather data: The weather service is having trouble (502). Please try again in a moment. You can also enter the conditions yourself.',
    );
    await expect(alert).not.toContainText('Bad Gateway');
    // The "will be loaded" toast does not promise what did not come.
    await expect(page.getByText('Location obtained', { exact: true })).toHaveCount(0, { timeout: 1500 });

    // The service is back: trying again fills the conditions.
    await fakes.reset();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
    await expect(alert).toHaveCount(0);
  });
});

/** Left and right edges of what the locator matches. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { left: box.x, right: box.x + box.width, top: box.y, width: box.width, height: box.height };
}

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cards keep a margin, the spots are in reach and their names read well', async ({ page }, testInfo) => {
    const spots = new FishSpotsPage(page);
    await spots.open();
    // The conditions are filled and fold into one line: what to tie on and the spots come next.
    await expect(spots.conditionsToggle()).toHaveText('Edit conditions');
    await expect(page.getByLabel('Conditions used')).toContainText('water 66.9°F (est.)');
    await expect(spots.field('Air Temp (°F)')).toBeHidden();
    await expect(spots.spots().first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('fish-spots-390.png'), fullPage: true });

    // Side margins: nothing touches the screen's edges, nothing scrolls sideways.
    for (const card of [spots.currentConditions(), spots.whatToTieOn(), spots.recommendedSpots(), spots.biteTimes()]) {
      const { left, right } = await edges(card);
      expect(left).toBeGreaterThanOrEqual(12);
      expect(right).toBeLessThanOrEqual(390 - 12);
    }
    expect(await pageScrollsSideways(page)).toBe(false);

    // The conditions fold to a few lines: what to tie on starts within the first screen, not after
    // twelve fields, and the spots come right after it (the page's gap between cards).
    const tieOn = await edges(spots.whatToTieOn());
    expect(tieOn.top).toBeLessThan(844);
    expect((await edges(spots.recommendedSpots())).top - (tieOn.top + tieOn.height)).toBeLessThanOrEqual(24);

    // The results are the page: no small scroll box of their own.
    const nestedScroll = await page.getByRole('region', { name: 'Recommended spots' }).evaluate((region) =>
      [region, ...region.querySelectorAll('*')].some((element) => {
        const overflow = getComputedStyle(element).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight + 1;
      }),
    );
    expect(nestedScroll).toBe(false);

    // Names get the card's width and wrap to a few lines, not seven.
    for (const name of await spots.spots().getByRole('heading').all()) {
      const { width, height } = await edges(name);
      const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(width).toBeGreaterThan(200);
      expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(3);
    }

    // The conditions open again to be changed, and fold back.
    await spots.conditionsToggle().click();
    await expect(spots.field('Air Temp (°F)')).toBeVisible();
    await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
    await expect(spots.conditionsToggle()).toHaveText('Hide conditions');
    await spots.conditionsToggle().click();
    await expect(spots.field('Air Temp (°F)')).toBeHidden();
  });
});

test('on a desktop the conditions and the spots sit side by side, the spots in their scroll area', async ({ page }, testInfo) => {
  const spots = new FishSpotsPage(page);
  await spots.open();
  await expect(spots.field('Air Temp (°F)')).toHaveValue('68.9');
  await expect(spots.field('Air Temp (°F)')).toBeVisible();
  await expect(spots.conditionsToggle()).toBeHidden();
  await expect(spots.spots().first()).toBeVisible();
  const conditions = await edges(spots.currentConditions());
  const recommended = await edges(spots.recommendedSpots());
  expect(recommended.left).toBeGreaterThan(conditions.right);
  expect(Math.abs(recommended.top - conditions.top)).toBeLessThan(2);
  await page.screenshot({ path: testInfo.outputPath('fish-spots-1280.png'), fullPage: true });
});
