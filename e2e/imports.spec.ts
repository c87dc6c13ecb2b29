import { expect, test, type Page } from '@playwright/test';
import { postViaApi } from './page-models/api';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';
import { GearInventoryPage } from './page-models/gear';
import { StoragePage } from './page-models/storage';

// Issue 18: imports from other apps, started from Settings' "Import from other apps"
// (docs/decisions/120-imports-from-other-apps.md).

const ANGLERS_LOG = [
  'Date,Time,Time Zone,Species,Bait,Fishing Spot,Water Depth,Water Temperature,Length,Weight,Quantity,Notes,Temperature,Sky Conditions,Wind Direction,Wind Speed,Atmospheric Pressure',
  '05/18/2024,6:45 AM,America/Chicago,Largemouth Bass,Texas-rigged worm,"Lake Fork, TX",12 ft,68 °F,18.5 in,3 lb 8 oz,3,Off the main point,72 °F,Partly Cloudy,SW,10 mph,30.02 inHg',
  '05/20/2024,6:30 PM,Europe/Zurich,Northern Pike,Spoon,Lac Léman,3 m,20 °C,47 cm,1.6 kg,1,,21.3 °C,Clear,Northeast,15 km/h,1013 hPa',
  '05/21/2024,7:00 AM,America/Chicago,Spotted Bass,Ned rig,Table Rock Lake,20 ft,70 °F,14 in,heavy,1,,75 °F,Clear,NW,12 mph,29.95 inHg',
].join('\r\n');

const HOMEBOX = [
  'HB.import_ref,HB.location,HB.tags,HB.asset_id,HB.name,HB.quantity,HB.description,HB.serial_number,HB.model_number,HB.manufacturer,HB.notes,HB.purchase_price,HB.purchase_date',
  ",Garage / Rod Rack,Fishing;Rod,000-001,Zodias 7'2 MH,1,Casting rod,SN123,ZDS72MH,Shimano,,$249.99,2023-04-01",
  ',Boat,Fishing,000-002,Curado 70 reel,2,,,CU70,Shimano,,0,0001-01-01T00:00:00Z',
  ',Garage,Fishing,000-003,Landing net,1,,,,,,,',
].join('\r\n');

async function openImportFromSettings(page: Page, app: string, heading: string) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import from other apps' });
  await section.getByRole('button', { name: `Import from ${app}` }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: heading }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an angler brings their Anglers' Log catches, converted, with the bad row reported", async ({ page }) => {
  await signUp(page, 'anglerslog');
  const dialog = await openImportFromSettings(page, "Anglers' Log", 'Import Catches');
  await expect(page).toHaveURL(/\/catches$/);
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'AnglersLog.csv', mimeType: 'text/csv', buffer: Buffer.from(ANGLERS_LOG) });

  await expect(dialog.getByText("Recognised: Anglers' Log export")).toBeVisible();
  await expect(dialog.getByText(/2 catches ready to import, 1 row has problems/)).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Spotted Bass' })).toContainText(
    'Weight "heavy" is not a value with a unit this import reads (lb, oz, kg or g)',
  );
  // 1.6 kg in pounds and ounces, as the log shows weights.
  await expect(dialog.getByRole('row').filter({ hasText: 'Northern Pike' })).toContainText('3 lb 8 oz');
  await dialog.getByRole('button', { name: 'Import 2 catches' }).click();
  await expect(page.getByText('Imported 2 catches', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const log = new CatchLogPage(page);
  const bass = log.card('Largemouth Bass');
  await expect(bass).toContainText('3 lb 8 oz');
  await expect(bass).toContainText('Partly Cloudy · Air 72°F · Wind SW 10 mph');
  await expect(bass).toContainText('Off the main point');
  // An entry of three fish is one catch of three (issue 19).
  await expect(bass.getByText('×3')).toBeVisible();
  const pike = log.card('Northern Pike');
  // 20 °C, 21.3 °C (70.34 °F), 3 m (9.84 ft), 15 km/h (9 mph) in the log's imperial units.
  await expect(pike).toContainText('Water 68°F');
  await expect(pike).toContainText('9.8 ft');
  await expect(pike).toContainText('Clear · Air 70.3°F · Wind NE 9 mph');
  await expect(pike).toContainText('Time zone: Europe/Zurich');
  await expect(log.card('Spotted Bass')).toHaveCount(0);

  // The stored values are the exact conversions (the form shows what was stored).
  await log.startEditing('Northern Pike');
  await expect(log.field('Air Temp (°F)')).toHaveValue('70.34');
  await expect(log.field('Air Pressure (inHg)')).toHaveValue('29.91');
  await expect(log.field('Depth (ft)')).toHaveValue('9.84');
  await expect(log.field('Length (in)')).toHaveValue('18.5');
});

test('an angler brings their Homebox inventory: gear created and stored in its locations', async ({ page }) => {
  await signUp(page, 'homebox');
  // A location of the same name is reused, not doubled.
  await postViaApi(page, '/api/storage-locations', [{ name: 'Boat', type: 'boat' }]);
  const dialog = await openImportFromSettings(page, 'Homebox', 'Import Gear from CSV');
  await expect(page).toHaveURL(/\/gear$/);
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'homebox.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${HOMEBOX}\r\n`) });

  await expect(dialog.getByText('Recognised: Homebox export')).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'rows ready' })).toContainText('2 of 3 rows ready to import; 1 with errors will be skipped.');
  await expect(dialog.getByRole('row').filter({ hasText: 'Landing net' })).toContainText('No gear type: tag the item Rod, Reel or Lure');
  await expect(dialog.getByRole('row').filter({ hasText: 'Curado 70 reel' })).toContainText('Boat (2)');
  await dialog.getByRole('button', { name: 'Import 2 items' }).click();
  await expect(page.getByText('Imported 2 gear items', { exact: true })).toBeVisible();

  const gear = new GearInventoryPage(page);
  await expect(gear.card("Zodias 7'2 MH")).toContainText('Shimano ZDS72MH');
  await expect(gear.card("Zodias 7'2 MH")).toContainText('Paid: $249.99');
  await expect(gear.card('Curado 70 reel')).toContainText('Shimano CU70');

  const storage = new StoragePage(page);
  await storage.open();
  await expect(storage.card('Garage / Rod Rack')).toContainText("Zodias 7'2 MH");
  await expect(storage.card('Boat')).toHaveCount(1);
  await expect(storage.card('Boat')).toContainText('Curado 70 reel');
  await expect(storage.card('Boat')).toContainText('×2');
  await expect(storage.card('Garage')).toHaveCount(0);
});
