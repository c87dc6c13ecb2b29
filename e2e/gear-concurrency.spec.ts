import { expect, test } from '@playwright/test';
import { GearInventoryPage, signUpToGear } from './page-models/gear';

test('two tabs edit the same rod: the second save is refused with 409 and offers to reload the latest version', async ({ page, context }) => {
  const first = await signUpToGear(page, 'race');
  await first.add({ name: 'Zodias 7ft', type: 'Rod' });

  // Tab one opens the editor; tab two (same session) saves a change first.
  await first.openEdit('Zodias 7ft');
  const other = await context.newPage();
  const second = new GearInventoryPage(other);
  await second.open();
  await second.edit('Zodias 7ft', { notes: 'Saved in the other tab' });
  await other.close();

  await first.fill({ name: 'Zodias 7ft MH' });
  await first.dialog().getByRole('button', { name: 'Update Gear' }).click();
  // The toast says why; the dialog itself (toasts are inert behind a modal) offers the reload.
  await expect(page.getByText('This item was changed by someone else. Reload it and try again.').first()).toBeVisible();
  const conflict = first.dialog().getByRole('alert').filter({ hasText: 'changed by someone else' });
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  // The form now shows the stored version (with the other tab's notes), and saving it works.
  await expect(first.dialog().getByLabel('Notes', { exact: true })).toHaveValue('Saved in the other tab');
  await first.fill({ name: 'Zodias 7ft MH' });
  await first.save('Gear updated successfully');
  await expect(first.item('Zodias 7ft MH')).toBeVisible();
});
