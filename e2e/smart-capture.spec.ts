import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUp } from './page-models/auth';
import { addConsumablesViaApi, ConsumablesPage } from './page-models/consumables';
import { signUpToGear } from './page-models/gear';
import { installFakeCamera, SmartCapturePanel } from './page-models/smart-capture';

/** A photo of a pack of hooks: packaging text rendered from an SVG. */
async function hookPackPhoto(product = 'EWG OFFSET WORM HOOK 3/0'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="100%" height="100%" fill="white"/>
    <text x="80" y="200" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="110">GAMAKATSU</text>
    <text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="80">${product}</text>
    <text x="80" y="540" font-family="DejaVu Sans, sans-serif" font-size="80">5 HOOKS</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

test('an angler photographs a pack of hooks and adds it as a consumable', async ({ page }) => {
  await signUp(page, 'hooks');

  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await expect(page.getByText('No consumables yet')).toBeVisible();

  const smart = new SmartCapturePanel(page);
  await smart.openFromQuickActions();

  // Only images are accepted.
  await smart.chooseFile({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Please select an image file.', { exact: true })).toBeVisible();

  await smart.chooseFile({ name: 'hooks.jpg', mimeType: 'image/jpeg', buffer: await hookPackPhoto() });
  await expect(smart.identifiedCard()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Detected consumable: Gamakatsu EWG Offset Worm Hook 3/0 (hook)', { exact: true })).toBeVisible();
  await expect(smart.dialog().getByText(/^\d+(\.\d)?% confident$/)).toBeVisible();
  await expect(smart.field('Brand')).toHaveText('Gamakatsu');
  await expect(smart.field('Category')).toHaveText('Hook');
  await expect(smart.field('Size/Specifications')).toHaveText('3/0');
  await expect(smart.field('Model')).toHaveText('Not specified');

  // Edit mode: the category picker suggests from the name; the quantity is corrected.
  await smart.edit();
  await smart.dialog().getByRole('combobox', { name: 'Category' }).click();
  const suggestions = page.getByRole('group', { name: 'Smart Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText(/Hook\s*\d+% match/);
  await page.getByRole('group', { name: 'All Categories' }).getByRole('option', { name: 'Hook' }).click();
  await smart.dialog().getByLabel('Quantity').fill('25');
  await smart.addToInventory();
  await expect(page.getByText('Your consumable has been added successfully!', { exact: true })).toBeVisible();
  await expect(smart.dialog()).toBeHidden();

  const hooks = consumables.card('Gamakatsu EWG Offset Worm Hook 3/0');
  await expect(hooks).toBeVisible();
  await expect(hooks).toContainText('25 pieces');
});

test('an angler takes a photo of a reel box from the add-gear dialog and adds it as gear', async ({ page }) => {
  await installFakeCamera(page, ['SHIMANO', 'STRADIC FL 2500', 'SPINNING REEL']);
  const gear = await signUpToGear(page, 'reel');
  await gear.openAddDialog();
  await page.getByRole('tab', { name: 'Smart Capture' }).click();
  await page.getByRole('button', { name: 'Take Photo' }).click();

  const camera = page.getByRole('dialog', { name: 'Take Product Photo' });
  await expect(camera.getByLabel('Camera preview')).toBeVisible();
  await camera.getByRole('button', { name: 'Capture' }).click();
  await expect(camera.getByRole('img', { name: 'Captured photo' })).toBeVisible();
  await camera.getByRole('button', { name: 'Retake' }).click();
  await camera.getByRole('button', { name: 'Capture' }).click();
  await camera.getByRole('button', { name: 'Use Photo' }).click();
  await expect(camera).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __cameraStopped: boolean[] }).__cameraStopped.length)).toBeGreaterThan(0);
  const constraints = await page.evaluate(() => (window as unknown as { __cameraConstraints: MediaStreamConstraints[] }).__cameraConstraints[0]);
  expect(constraints?.video).toMatchObject({ facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } });

  const dialog = page.getByRole('dialog', { name: 'Add New Gear' });
  await expect(dialog.getByText('Product Identified')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Detected gear: Shimano Stradic FL', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Model', { exact: true })).toHaveText('Stradic FL');
  await expect(dialog.getByLabel('Type', { exact: true })).toHaveText('Gear');
  await dialog.getByRole('button', { name: 'Add to Inventory' }).click();
  await expect(page.getByText('Your gear has been added successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(gear.card('Shimano Stradic FL')).toContainText('Reel');
});

test('an angler photographs hooks they already track and restocks them instead of adding a duplicate', async ({ page }) => {
  await signUp(page, 'restock');
  // Tracked in packs, typed differently from the packaging: lower-case brand, no size in the name.
  await addConsumablesViaApi(page, [
    { name: 'EWG Offset Worm Hook', brand: 'gamakatsu', category: 'hook', unit: 'packs', size: '3/0', initialQuantity: 2, minStockLevel: 1 },
  ]);

  const consumables = new ConsumablesPage(page);
  await consumables.open();
  const hooks = consumables.card('EWG Offset Worm Hook');
  await expect(hooks).toContainText('2 packs');

  const smart = new SmartCapturePanel(page);
  await smart.openFromQuickActions();
  await smart.chooseFile({ name: 'hooks.jpg', mimeType: 'image/jpeg', buffer: await hookPackPhoto() });
  await expect(smart.identifiedCard()).toBeVisible({ timeout: 30_000 });
  await expect(smart.matchNotice()).toContainText('EWG Offset Worm Hook: 2 packs on hand.');
  await expect(smart.dialog().getByRole('button', { name: 'Add as new' })).toBeVisible();
  await expect(smart.dialog().getByRole('button', { name: 'Add to Inventory' })).toBeHidden();

  await smart.matchNotice().getByRole('button', { name: 'Add 1 pack to your existing EWG Offset Worm Hook' }).click();
  await expect(page.getByText('Added 1 pack to EWG Offset Worm Hook.', { exact: true })).toBeVisible();
  await expect(smart.dialog()).toBeHidden();

  // One item, one more pack, and the restock is in its history like a manual one.
  await expect(hooks).toContainText('3 packs');
  await expect(page.getByRole('list', { name: 'Consumables' }).getByRole('listitem')).toHaveCount(1);
  const history = await consumables.openHistory('EWG Offset Worm Hook');
  await expect(history.getByRole('listitem')).toHaveText([/Restocked \+1 packs/, /Added with 2 packs/]);
});

test('a hook pack without a size opens the card in edit mode on Size with the message', async ({ page }) => {
  await signUp(page, 'nosize');
  const consumables = new ConsumablesPage(page);
  await consumables.open();

  const smart = new SmartCapturePanel(page);
  await smart.openFromQuickActions();
  await smart.chooseFile({ name: 'hooks.jpg', mimeType: 'image/jpeg', buffer: await hookPackPhoto('EWG OFFSET WORM HOOK') });
  await expect(smart.identifiedCard()).toBeVisible({ timeout: 30_000 });
  await expect(smart.field('Category')).toHaveText('Hook');
  await expect(smart.field('Size/Specifications')).toHaveText('Not specified');
  await expect(smart.matchNotice()).toBeHidden();

  await smart.addToInventory();
  const size = smart.dialog().getByLabel('Size/Specifications');
  await expect(size).toBeFocused();
  await expect(smart.dialog().getByRole('alert')).toHaveText('Size is required for hook');
  await expect(size).toHaveAccessibleDescription('Size is required for hook');
  await expect(smart.dialog().getByRole('button', { name: 'Done editing' })).toBeVisible();

  // Correcting the field clears the message and the add goes through.
  await size.fill('3/0');
  await expect(smart.dialog().getByRole('alert')).toBeHidden();
  await smart.addToInventory();
  await expect(page.getByText('Your consumable has been added successfully!', { exact: true })).toBeVisible();
  await expect(consumables.card('Gamakatsu EWG Offset Worm Hook')).toContainText('5 pieces');
});
