import { expect, test } from '@playwright/test';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';
import { watchCsp } from './page-models/csp';

// Issue 14.1: the map's tiles come from the tile server the server names (MAP_TILE_URL, here the
// local fake), and the content security policy lets the browser load them.
test('the catch location map draws its tiles without a single Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signUp(page, 'map');

  const log = new CatchLogPage(page);
  await log.open();
  await log.startLogging();
  await log.dialog().getByRole('button', { name: 'Choose location on a map' }).click();
  const picker = log.locationDialog();
  await expect(picker).toBeVisible();
  const tiles = picker.locator('img.leaflet-tile-loaded');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.first().getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tiles\/\d+\/\d+\/\d+\.png$/);
  // A pin on a searched place draws the closer tiles too.
  await picker.getByLabel('Search for a location').fill('Minnet');
  await picker.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Lake Minnetonka/ }).click();
  await expect(picker.locator('img.leaflet-tile-loaded[src*="/tiles/13/"]').first()).toBeVisible();
  await expect(picker.getByText('Map images could not be loaded', { exact: false })).toHaveCount(0);
  expect(violations).toEqual([]);
});
