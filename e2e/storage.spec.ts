import { expect, test } from '@playwright/test';
import { signUpToGear } from './page-models/gear';
import { StoragePage } from './page-models/storage';
import { closeOpenList } from './page-models/select';

test('an angler organises a tackle box and sees it full at capacity', async ({ page }) => {
  const gear = await signUpToGear(page, 'storage', [
    { name: 'Senko 5in', typeId: 3 },
    { name: 'Spinnerbait', typeId: 3 },
    { name: 'Chatterbait', typeId: 3 },
  ]);

  const storage = new StoragePage(page);
  await storage.open();
  await expect(page.getByText('No Storage Locations')).toBeVisible();
  await expect(page.getByText('Create your first storage location to organize your fishing gear')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Location' }).click();
  await storage.create({ name: 'Plano 3700', type: 'Tackle Box', capacity: '2', portable: true, description: 'Bank box' });

  const box = storage.card('Plano 3700');
  await expect(box).toContainText('Tackle Box');
  await expect(box).toContainText('0 items');
  await expect(box.getByText('Portable')).toBeVisible();
  await expect(box.getByLabel('0 of 2 places used')).toBeVisible();

  await storage.openManageGear('Plano 3700');
  await expect(storage.dialog().getByText('No gear stored in this location')).toBeVisible();
  await expect(storage.dialog().getByRole('button', { name: 'Add Gear' })).toBeDisabled();
  await storage.storeGear('Senko 5in', { quantity: '12', notes: 'Green pumpkin' });
  await storage.storeGear('Spinnerbait');
  // Gear already in the box is not offered again.
  await storage.dialog().getByRole('combobox', { name: 'Select Gear' }).click();
  await expect(page.getByRole('option')).toHaveText(['Chatterbait (Lure)']);
  await closeOpenList(page);
  await expect(storage.dialog().getByText('Qty: 12')).toBeVisible();
  await expect(storage.dialog().getByText('This location is full (2/2).')).toBeVisible();
  await storage.closeDialog();

  await expect(box).toContainText('2 items');
  await expect(box.getByLabel('2 of 2 places used, full')).toBeVisible();
  await expect(box.getByRole('list', { name: 'Gear in Plano 3700' })).toContainText('Senko 5in');
  await expect(box.getByRole('list', { name: 'Gear in Plano 3700' })).toContainText('×12');

  // Taking one out frees a place.
  await storage.openManageGear('Plano 3700');
  await storage.unstoreGear('Spinnerbait', 'Plano 3700');
  await storage.closeDialog();
  await expect(box.getByLabel('1 of 2 places used')).toBeVisible();

  // Deleting the gear takes it out of the box; deleting the box keeps the gear.
  await gear.open();
  await gear.remove('Senko 5in');
  await storage.open();
  await expect(box).toContainText('0 items');
  await page.getByRole('button', { name: 'Delete Plano 3700' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete "Plano 3700"? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Storage location deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('No Storage Locations')).toBeVisible();
  await gear.open();
  await expect(gear.item('Spinnerbait')).toBeVisible();
});
