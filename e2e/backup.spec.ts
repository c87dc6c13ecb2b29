import { expect, test, type Page } from '@playwright/test';
import { postViaApi, uploadDrawnPhoto } from './page-models/api';
import { logout, signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';
import { addConsumablesViaApi, ConsumablesPage } from './page-models/consumables';
import { addGearViaApi, GearInventoryPage } from './page-models/gear';

// Issue 18: Settings → Backup and restore (docs/decisions/119-backup-and-restore.md).

/** Logs a catch with a photo drawn in the page, through the API as the catch form does (photo first, then the catch). */
async function logCatchWithPhoto(page: Page, catchBody: Record<string, unknown>) {
  const photo = { width: 640, height: 480, color: '#1e3a5f', fileName: 'bass.jpg' };
  const { imageUrl } = (await uploadDrawnPhoto(page, '/api/catches/photos', photo, 201)) as { imageUrl: string };
  await postViaApi(page, '/api/catches', [{ ...catchBody, imageUrl }]);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /^Signed in as / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Backup and restore', level: 2 })).toBeVisible();
}

/** The photo is shown and has really loaded (a broken image has no natural width). */
async function expectPhoto(image: ReturnType<Page['getByRole']>) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('an angler downloads a backup and restores it into a new account', async ({ page }, testInfo) => {
  await signUp(page, 'backup');
  const [rodId] = await addGearViaApi(page, [{ name: 'Creek rod', typeId: 1, withPhoto: true }]);
  const [hooksId] = await addConsumablesViaApi(page, [{ name: 'EWG hooks', category: 'hook', size: '3/0', unit: 'pieces', initialQuantity: 20 }]);
  await postViaApi(page, `/api/gear/${rodId}/consumables`, [{ consumableId: hooksId, quantityUsed: 4, notes: 'snagged on the dock' }]);
  await logCatchWithPhoto(page, { species: 'Largemouth Bass', date: '2026-06-01T06:40', weight: 3.5, location: 'Cedar Lake' });

  // Download from /settings.
  await page.goto('/');
  await openSettings(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tackle-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  await expect(page.getByText('Backup downloaded', { exact: true })).toBeVisible();

  // Another angler restores it.
  await logout(page);
  await signUp(page, 'restored');
  await openSettings(page);
  await page.getByLabel('Backup file').setInputFiles(saved);
  await page.getByRole('button', { name: 'Restore from backup' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await expect(confirm).toContainText(download.suggestedFilename());
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Backup restored', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Restored 1 piece of gear, 1 consumable, 1 catch and 2 photos\./)).toBeVisible();

  // The same items and photos, in the new account's lists.
  const gearPage = new GearInventoryPage(page);
  await gearPage.open();
  await expectPhoto(gearPage.card('Creek rod').getByRole('img', { name: 'Creek rod' }));

  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await expect(consumables.card('EWG hooks')).toBeVisible();
  const history = await consumables.openHistory('EWG hooks');
  await expect(history.getByRole('listitem')).toHaveText([/Used 4 pieces on Creek rod.*snagged on the dock/, /Added with 20 pieces/]);
  await page.keyboard.press('Escape');

  const log = new CatchLogPage(page);
  await log.open();
  const bass = log.card('Largemouth Bass');
  await expect(bass).toContainText('3 lb 8 oz');
  await expect(bass).toContainText('Cedar Lake');
  await expectPhoto(bass.getByRole('img', { name: 'Photo of Largemouth Bass' }));
});
