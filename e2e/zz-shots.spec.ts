import { test } from '@playwright/test';
import { AuthPage, uniqueUsername } from './page-models/auth';
import { logCatchesViaApi } from './page-models/catches';

for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register(uniqueUsername('shot'), 'tight-lines-42');
    await page.goto('/catches');
    await page.getByRole('heading', { name: 'Catch Log' }).waitFor();
    await logCatchesViaApi(page, [
      { species: 'Largemouth Bass', date: '2026-05-01T06:30', weight: 6.25, location: 'Lake Minnetonka, Hennepin County, Minnesota, United States', bait: 'Strike King Rage Tail Craw 4 in green pumpkin blue flake, Texas-rigged with a 3/16 oz tungsten weight', rig: 'Texas Rig' },
      { species: 'Smallmouth Bass', date: '2026-05-02T07:30', weight: 2.75, location: 'Lake Minnetonka, Hennepin County, Minnesota, United States', bait: 'Ned rig' },
    ]);
    await page.reload();
    await page.getByText('6 lb 4 oz').first().waitFor();
    await page.screenshot({ path: `/tmp/shots/cards-${width}.png`, fullPage: true });
    await page.goto('/stats');
    await page.getByRole('tab', { name: 'Catch Stats' }).click();
    await page.getByText('Popular Location').waitFor();
    await page.screenshot({ path: `/tmp/shots/stats-${width}.png` });
    await page.goto('/storage');
    await page.getByRole('heading', { name: 'Storage Locations' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: /Add Location/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Tackle box');
    await dialog.getByRole('button', { name: /Add Location|Save/ }).last().click();
    await page.getByText(/successfully/).first().waitFor();
    await page.screenshot({ path: `/tmp/shots/storage-toast-${width}.png` });
  });
}
