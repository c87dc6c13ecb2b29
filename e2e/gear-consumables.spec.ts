import { expect, test } from '@playwright/test';
import { signUp } from './page-models/auth';
import { ConsumablesPage } from './page-models/consumables';
import { GearInventoryPage } from './page-models/gear';
import { closeOpenList } from './page-models/select';

test('an angler tracks line used on a reel and sees the stock go down', async ({ page }) => {
  await signUp(page, 'line');

  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await consumables.startAdding();
  await consumables.fill({ name: 'Fluorocarbon 12 lb', category: 'Line', unit: 'Feet', quantity: '600' });
  await consumables.dialog().getByRole('checkbox', { name: 'Reel' }).check();
  await consumables.submit('Add Consumable');
  await expect(page.getByText('Consumable added successfully', { exact: true })).toBeVisible();

  const gear = new GearInventoryPage(page);
  await gear.open();
  await gear.openAddDialog();
  await gear.fill({ type: 'Reel', name: 'Stradic 2500' });
  // The form's checklist offers the line; ticking it adds it with quantity 0.
  const dialog = gear.dialog();
  const checklist = dialog.getByRole('group', { name: 'Consumables' });
  await checklist.getByRole('checkbox', { name: /Fluorocarbon 12 lb/ }).check();
  const quantity = checklist.getByLabel('Quantity of Fluorocarbon 12 lb');
  await expect(quantity).toHaveValue('0');
  await quantity.fill('-2');
  await dialog.getByRole('button', { name: 'Add Gear' }).click();
  await expect(checklist.getByText('Consumable quantities must be non-negative numbers')).toBeVisible();
  await quantity.fill('1');
  await gear.save();

  await gear.trackUsage('Stradic 2500', { consumable: 'Fluorocarbon 12 lb', quantity: '150.5', notes: 'Respooled' });
  await expect(page.getByText('Consumable usage tracked successfully', { exact: true })).toBeVisible();
  await expect(gear.dialog()).toBeHidden();

  // More than is left is refused with a clear message.
  await gear.trackUsage('Stradic 2500', { consumable: 'Fluorocarbon 12 lb', quantity: '1000' });
  await expect(page.getByText('Not enough Fluorocarbon 12 lb in stock: 449.5 feet left, 1000 requested', { exact: true })).toBeVisible();
  await expect(gear.dialog().getByRole('button', { name: 'Track Usage' })).toBeEnabled();
  // The select shows what is left.
  await gear.dialog().getByRole('combobox', { name: 'Consumable' }).click();
  await expect(page.getByRole('option', { name: 'Fluorocarbon 12 lb (449.5 feet left)' })).toBeVisible();
  await closeOpenList(page);
  await gear.dialog().getByRole('button', { name: 'Cancel' }).click();

  await consumables.open();
  await expect(consumables.card('Fluorocarbon 12 lb')).toContainText('449.5 feet');
});
