import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpToGear } from './page-models/gear';

/** A camera-like JPEG that carries the GPS position of a fishing spot. */
function photoWithGps(caption?: string) {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', ...(caption ? { XPTitle: caption } : {}) },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '89/1 45/1 0/1' },
    })
    .toBuffer();
}

test('an angler adds a rod with details and a photo and finds it by search and type filter', async ({ page }) => {
  const gear = await signUpToGear(page, 'rods');

  await gear.openAddDialog();
  const dialog = gear.dialog();
  // The model picker waits for a brand.
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('Select brand first');
  await gear.fill({ type: 'Rod', brand: 'Shimano', model: 'Zodias' });
  // The name follows brand + model.
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Shimano Zodias');
  await gear.fill({ name: 'Zodias 7\'2" MH', condition: 'Excellent', retailCost: '249.99', purchaseCost: '199.5' });
  await gear.fillRod({ lengthFeet: '7', lengthInches: '2', power: 'Medium Heavy', action: 'Fast', lineWeight: '10-20 lb', pieces: '1' });
  // Inches stop at 11.
  await expect(dialog.getByLabel('Length (inches)')).toHaveAttribute('max', '11');
  await gear.choosePhoto({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
  await expect(dialog.getByRole('img', { name: 'Gear photo preview' })).toBeVisible();
  await expect(dialog.getByText('Analyzing photo...')).toBeHidden();
  await gear.save('Image uploaded successfully');

  const rod = gear.card('Zodias 7\'2" MH');
  await expect(rod).toContainText('Rod');
  await expect(rod).toContainText('Shimano Zodias');
  await expect(rod).toContainText('Excellent');
  await expect(rod).toContainText('Retail: $249.99');
  await expect(rod).toContainText('Paid: $199.50');
  const image = rod.getByRole('img', { name: 'Zodias 7\'2" MH' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);

  // The stored photo is resized and carries no location.
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/media\/photo\.[0-9a-f]{32}\.jpg$/);
  const stored = await page.request.get(src!);
  const meta = await sharp(Buffer.from(await stored.body())).metadata();
  expect([meta.width, meta.height, meta.exif]).toEqual([1024, 683, undefined]);

  await gear.add({ type: 'Reel', brand: 'Daiwa', model: 'Tatula SV TW', name: 'Tatula 103' });
  await gear.add({ type: 'Lure', name: 'Chartreuse squarebill' });

  // Search matches name, brand or model, ignoring case.
  await gear.search('ZODIAS');
  await expect(gear.item('Zodias 7\'2" MH')).toBeVisible();
  await expect(gear.item('Tatula 103')).toBeHidden();
  await gear.search('daiwa');
  await expect(gear.item('Tatula 103')).toBeVisible();
  await expect(gear.item('Zodias 7\'2" MH')).toBeHidden();
  await gear.search('');

  await gear.filterType('Rod');
  await expect(page).toHaveURL(/\?type=rod$/);
  await expect(gear.item('Zodias 7\'2" MH')).toBeVisible();
  await expect(gear.item('Tatula 103')).toBeHidden();
  await expect(gear.item('Chartreuse squarebill')).toBeHidden();

  // ?type= is matched case-insensitively; an unknown type shows all gear.
  await gear.open('?type=LURE');
  await expect(page.getByRole('combobox', { name: 'Filter by gear type' })).toHaveText('Lure');
  await expect(gear.item('Chartreuse squarebill')).toBeVisible();
  await expect(gear.item('Zodias 7\'2" MH')).toBeHidden();
  await gear.open('?type=boat');
  await expect(page.getByRole('combobox', { name: 'Filter by gear type' })).toHaveText('All Gear');
  await expect(gear.item('Tatula 103')).toBeVisible();

  // Editing converts the stored length back to feet and inches.
  await gear.openEdit('Zodias 7\'2" MH');
  await expect(dialog.getByLabel('Length (feet)')).toHaveValue('7');
  await expect(dialog.getByLabel('Length (inches)')).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: 'Power', exact: true })).toHaveText('Medium Heavy');
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('Zodias');
  await expect(dialog.getByRole('img', { name: 'Gear photo preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Closing resets everything: a new form is empty.
  await gear.openAddDialog();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Brand', exact: true })).toHaveText('Select brand...');
  await expect(dialog.getByRole('img', { name: 'Gear photo preview' })).toBeHidden();
  await page.keyboard.press('Escape');

  // The table: the spec's columns plus Details (decision 037), 2-decimal money, '-' for nothing, sorting.
  await gear.showTable();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Brand/Model', 'Details', 'Condition', 'Retail Cost', 'Purchase Cost', 'Notes', 'Actions']);
  const lureRow = table.getByRole('row', { name: /Chartreuse squarebill/ });
  await expect(lureRow.getByRole('cell')).toHaveText(['Chartreuse squarebill', 'Lure', '-', '-', 'New', '-', '-', '-', '']);
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Chartreuse squarebill');
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Zodias');
});

test("a photo's caption pre-fills the form, and new brands and models are created from the pickers", async ({ page }) => {
  const gear = await signUpToGear(page, 'capture');

  await gear.openAddDialog();
  const dialog = gear.dialog();
  await gear.choosePhoto({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps('Shimano Curado 200K') });
  await expect(page.getByText('The gear details have been pre-filled based on the image analysis.', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Shimano Curado K');
  await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toHaveText('Reel');
  await expect(dialog.getByRole('combobox', { name: 'Brand', exact: true })).toHaveText('Shimano');
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('Curado K');

  // A brand that is not in the catalog yet, and a model under it, created on the fly.
  await gear.pick('Brand', 'Tackle Lab Customs');
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('Select model...');
  await gear.pick('Model', 'Creek Special 6ft');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Tackle Lab Customs Creek Special 6ft');
  await gear.save('Image uploaded successfully');
  await expect(gear.item('Tackle Lab Customs Creek Special 6ft')).toBeVisible();

  // The new brand is in the catalog for the next item, found by a partial search.
  await gear.openAddDialog();
  await dialog.getByRole('combobox', { name: 'Brand', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search brands' }).fill('tackle lab');
  const brands = page.getByRole('listbox', { name: 'Brands' });
  await expect(brands).not.toHaveAttribute('aria-busy', 'true');
  // The brand the angler added reads 'Custom' beside its name (decision 112).
  await expect(brands.getByRole('option')).toHaveText(['Tackle Lab CustomsCustom', 'Create "tackle lab"']);
  await expect(brands.getByRole('option').first()).toHaveAccessibleName('Tackle Lab Customs');
  // Keyboard: arrow to the option and Enter picks it.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Brand', exact: true })).toHaveText('Tackle Lab Customs');
  await dialog.getByRole('combobox', { name: 'Model', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'Models' }).getByRole('option', { name: 'Creek Special 6ft', exact: true })).toBeVisible();
});
