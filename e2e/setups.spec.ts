import { expect, test } from '@playwright/test';
import { signUpToGear } from './page-models/gear';
import { SetupsPage } from './page-models/setups';
import { closeOpenList } from './page-models/select';

test('an angler builds a setup from a rod, a reel and a lure', async ({ page }) => {
  const gear = await signUpToGear(page, 'setups', [
    { name: 'Zodias 7ft MH', typeId: 1 },
    { name: 'Curado 70', typeId: 2 },
    { name: 'Ned rig', typeId: 3 },
  ]);

  const setups = new SetupsPage(page);
  await setups.open();
  await expect(page.getByText('No setups yet')).toBeVisible();

  await setups.startAdding();
  await setups.dialog().getByRole('button', { name: 'Create Setup' }).click();
  await expect(setups.dialog().getByText('Setup name is required')).toBeVisible();
  // Each picker offers only the user's gear of its type.
  await setups.dialog().getByRole('combobox', { name: 'Reel' }).click();
  await expect(page.getByRole('option')).toHaveText(['None', 'Curado 70']);
  await closeOpenList(page);
  await setups.fill({ name: 'Finesse', rod: 'Zodias 7ft MH', reel: 'Curado 70', lure: 'Ned rig', notes: '8 lb fluoro' });
  await setups.dialog().getByRole('button', { name: 'Create Setup' }).click();
  await expect(page.getByText('Setup added successfully', { exact: true })).toBeVisible();

  const finesse = setups.card('Finesse');
  await expect(finesse).toContainText('Zodias 7ft MH');
  await expect(finesse).toContainText('Curado 70');
  await expect(finesse).toContainText('Ned rig');
  await expect(finesse).toContainText('8 lb fluoro');

  await setups.edit('Finesse', { name: 'Finesse (clear water)' });
  const renamed = setups.card('Finesse (clear water)');
  await expect(renamed).toBeVisible();

  // Deleting the lure leaves the setup, with the missing piece marked.
  await gear.open();
  await gear.remove('Ned rig');
  await setups.open();
  await expect(renamed).toContainText('Missing: deleted from your gear');
  await expect(renamed).toContainText('Zodias 7ft MH');

  await setups.remove('Finesse (clear water)');
  await expect(page.getByText('No setups yet')).toBeVisible();
});
