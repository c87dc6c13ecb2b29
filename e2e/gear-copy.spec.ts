import { expect, test } from '@playwright/test';
import { signUpToGear } from './page-models/gear';

test('an angler copies a reel', async ({ page }) => {
  const gear = await signUpToGear(page, 'copy');

  await gear.openAddDialog();
  await gear.fill({ type: 'Reel', brand: 'Shimano', model: 'Curado K', name: 'Curado 200K (flipping)', condition: 'Good', retailCost: '259.99', notes: 'Spooled with 50 lb braid' });
  await gear.fillReel({ reelType: 'Baitcasting', gearRatio: '8.5:1', bearings: '7', capacity: '50 lb braid / 120 yd', drag: '11.5' });
  await gear.choosePhoto({ name: 'curado.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') });
  await gear.save('Image uploaded successfully');
  const original = gear.card('Curado 200K (flipping)');
  await expect(original.getByRole('img')).toBeVisible();

  await gear.copy('Curado 200K (flipping)');
  const dialog = gear.dialog();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Curado 200K (flipping) (Copy)');
  await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toHaveText('Reel');
  await expect(dialog.getByRole('combobox', { name: 'Brand', exact: true })).toHaveText('Shimano');
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('Curado K');
  await expect(dialog.getByRole('combobox', { name: 'Condition', exact: true })).toHaveText('Good');
  await expect(dialog.getByLabel('Retail Cost')).toHaveValue('259.99');
  await expect(dialog.getByRole('combobox', { name: 'Reel Type', exact: true })).toHaveText('Baitcasting');
  await expect(dialog.getByLabel('Gear Ratio')).toHaveValue('8.5:1');
  await expect(dialog.getByLabel('Max Drag (lbs)')).toHaveValue('11.5');
  await expect(dialog.getByLabel('Notes', { exact: true })).toHaveValue('Spooled with 50 lb braid');
  // The copy starts without the photo.
  await expect(dialog.getByRole('img', { name: 'Gear photo preview' })).toBeHidden();

  await gear.fill({ name: 'Curado 200K (swimbait)', notes: 'Spooled with 20 lb fluoro' });
  await gear.save('Gear added successfully');

  const copy = gear.card('Curado 200K (swimbait)');
  await expect(copy).toContainText('Shimano Curado K');
  await expect(copy).toContainText('Retail: $259.99');
  await expect(copy).toContainText('Spooled with 20 lb fluoro');
  await expect(copy.getByRole('img')).toHaveCount(0);
  await expect(original).toContainText('Spooled with 50 lb braid');

  // The copy is its own item with the reel's details.
  await gear.openEdit('Curado 200K (swimbait)');
  await expect(dialog.getByLabel('Bearings')).toHaveValue('7');
  await expect(dialog.getByLabel('Line Capacity')).toHaveValue('50 lb braid / 120 yd');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await gear.remove('Curado 200K (flipping)');
  await expect(gear.item('Curado 200K (swimbait)')).toBeVisible();
});
