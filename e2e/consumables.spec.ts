import { expect, test } from '@playwright/test';
import { ConsumablesPage } from './page-models/consumables';
import { signUpToGear } from './page-models/gear';

test('an angler adds soft plastics, uses some and is warned when stock runs low', async ({ page }) => {
  const gear = await signUpToGear(page, 'plastics');
  await gear.add({ name: 'Texas rig rod', type: 'Rod' });

  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await expect(page.getByText('No consumables yet')).toBeVisible();

  // The size field is relabelled and required for soft plastics.
  await consumables.startAdding();
  await consumables.fill({ brand: 'Zoom', model: 'Trick Worm', category: 'Soft Plastic', quantity: '10' });
  await expect(consumables.dialog().getByLabel('Length (inches)')).toBeVisible();
  await consumables.submit('Add Consumable');
  await expect(consumables.dialog().getByText('Size is required for soft plastic')).toBeVisible();
  await consumables.fill({ size: { label: 'Length (inches)', value: '6.5' }, minStock: '4', cost: '4.99' });
  await consumables.submit('Add Consumable');
  await expect(page.getByText('Consumable added successfully', { exact: true })).toBeVisible();

  // The name came from brand and model.
  const worms = consumables.card('Zoom Trick Worm');
  await expect(worms).toContainText('10 pieces');
  await expect(worms.getByText('Low stock')).toBeHidden();

  await consumables.trackUsage('Zoom Trick Worm', { gear: 'Texas rig rod', quantity: '7', notes: 'Lost a few to snags' });
  await expect(page.getByText('Consumable usage tracked successfully', { exact: true })).toBeVisible();
  await expect(worms).toContainText('3 pieces');
  await expect(worms.getByText('Low stock')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '1 item needs restocking' })).toBeVisible();

  // More than is left is refused with the amount that is left.
  await consumables.trackUsage('Zoom Trick Worm', { gear: 'Texas rig rod', quantity: '5' });
  await expect(page.getByText('Not enough Zoom Trick Worm in stock: 3 pieces left, 5 requested', { exact: true })).toBeVisible();
  await consumables.dialog().getByRole('button', { name: 'Cancel' }).click();

  // The dashboard counts it and links to the restock list.
  await page.goto('/dashboard');
  const lowStockCard = page.getByRole('link', { name: /Low Stock/ });
  await expect(lowStockCard).toContainText('1');
  await lowStockCard.click();
  await expect(page).toHaveURL(/\/consumables\?filter=low-stock/);
  await expect(page.getByRole('button', { name: /Low stock/, pressed: true })).toBeVisible();
  await expect(worms).toBeVisible();

  // Restocking through an edit keeps the usage in the history.
  await consumables.edit('Zoom Trick Worm', { quantity: '20' });
  await expect(page.getByText('Nothing is low on stock')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(worms).toContainText('20 pieces');
  const history = await consumables.openHistory('Zoom Trick Worm');
  await expect(history.getByRole('listitem')).toHaveText([
    /Restocked \+17 pieces/,
    /Used 7 pieces on Texas rig rod.*Lost a few to snags/,
    /Added with 10 pieces/,
  ]);
  await page.keyboard.press('Escape');

  // The table flags low stock too, and deleting asks first.
  await consumables.add({ name: 'Bullet weights', category: 'Sinker', size: { label: 'Weight (oz)', value: '3/8' }, quantity: '2' });
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Bullet weights' });
  await expect(row).toContainText('Low stock');
  await expect(page.getByRole('row').filter({ hasText: 'Zoom Trick Worm' })).not.toContainText('Low stock');
  await consumables.remove('Bullet weights');
  await expect(row).toBeHidden();
});
