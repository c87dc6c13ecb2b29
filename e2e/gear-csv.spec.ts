import { expect, test } from '@playwright/test';
import { logout, signUp } from './page-models/auth';
import { signUpToGear } from './page-models/gear';

test('an angler exports and re-imports gear as CSV', async ({ page }) => {
  const gear = await signUpToGear(page, 'csv');

  await gear.add({ type: 'Rod', name: 'Zodias 7\'2" MH, casting', brand: 'Shimano', model: 'Zodias', retailCost: '249.99', notes: 'Texas rig,\nflipping' });
  await gear.add({ type: 'Rod', name: 'Bass X spinning', brand: 'St. Croix', model: 'Bass X', purchaseCost: '119' });
  await gear.add({ type: 'Lure', name: 'Senko 5in', condition: 'Fair' });

  // The export follows the filter (rods only) and the sort (name, descending).
  await gear.filterType('Rod');
  await gear.showTable();
  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Name' }).click();
  await table.getByRole('button', { name: 'Name' }).click();
  const { fileName, text } = await gear.exportCsv();
  expect(fileName).toBe('gear-inventory.csv');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'Name,Type,Brand,Model,Condition,Retail Cost,Purchase Cost,Notes',
    '"Zodias 7\'2"" MH, casting",Rod,Shimano,Zodias,New,249.99,,"Texas rig,\nflipping"',
    'Bass X spinning,Rod,St. Croix,Bass X,New,,119.00,',
  ]);

  // A new account imports the file, plus a row with mistakes that the preview reports.
  await logout(page);
  await signUp(page, 'csvimport');
  await gear.open();
  const withMistake = `${text}\r\n,Boat,,,Broken,abc,,\r\n`;
  const dialog = await gear.chooseCsvToImport({ name: 'gear-inventory.csv', text: withMistake });
  await expect(dialog.getByRole('status').filter({ hasText: 'rows ready' })).toHaveText('2 of 3 rows ready to import; 1 with errors will be skipped.');
  const bad = dialog.getByRole('row').filter({ hasText: 'Boat' });
  await expect(bad).toContainText('Type must be Rod, Reel or Lure');
  await expect(bad).toContainText('Retail Cost must be a number');
  await expect(bad).toContainText('Name is required');
  await expect(dialog.getByRole('row').filter({ hasText: 'Bass X spinning' })).toContainText('Ready');
  await dialog.getByRole('button', { name: 'Import 2 items' }).click();
  await expect(page.getByText('Imported 2 gear items', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const rod = gear.card('Zodias 7\'2" MH, casting');
  await expect(rod).toContainText('Shimano Zodias');
  await expect(rod).toContainText('Retail: $249.99');
  await expect(rod).toContainText('Texas rig,');
  await expect(gear.card('Bass X spinning')).toContainText('Paid: $119.00');
  await expect(gear.item('Senko 5in')).toBeHidden();
});
