import { expect, test } from '@playwright/test';
import { signUpToGear } from './page-models/gear';

// Issue 14.6: the brand picker does not call every built-in brand "Popular"; what an angler added reads "Custom".
test('the brand picker marks only the brands an angler added', async ({ page }) => {
  const gear = await signUpToGear(page, 'brand');
  await gear.openAddDialog();
  await gear.fill({ type: 'Reel' });
  const own = `Creek Tackle ${Date.now().toString(36)}`;
  await gear.pick('Brand', own);

  await gear.dialog().getByRole('combobox', { name: 'Brand', exact: true }).click();
  const list = page.getByRole('listbox', { name: 'Brands' });
  await page.getByRole('combobox', { name: 'Search brands' }).fill('Shimano');
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByRole('option', { name: 'Shimano', exact: true })).toHaveText('Shimano');
  await page.getByRole('combobox', { name: 'Search brands' }).fill('');
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list).not.toContainText('Popular');
  await page.getByRole('combobox', { name: 'Search brands' }).fill(own);
  await expect(list.getByRole('option', { name: own, exact: true })).toContainText('Custom');
});
