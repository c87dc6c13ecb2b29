import { expect, test, type Page } from '@playwright/test';
import { PhoneGearToolbar, signUpToGear } from './page-models/gear';

// Issue 14.8: on a phone the gear list starts on the first screen, the filters live in a sheet and
// every row's actions can be reached in the table.

const GEAR = [
  {
    name: 'Zodias 7ft MH',
    typeId: 1,
    brand: 'Shimano',
    model: 'Zodias',
    retailCost: 249.99,
    notes: 'Texas rig and jigs',
  },
  { name: 'Curado 200K', typeId: 2, brand: 'Shimano', model: 'Curado', retailCost: 229.99 },
  { name: 'Senko 5in', typeId: 3, brand: 'Yamamoto', model: 'Senko', retailCost: 7.49 },
  // The newest, at the top of the list, with its photo: a card about 400 px high.
  { name: 'Bantam 6ft 10in M', typeId: 1, brand: 'Shimano', model: 'Bantam', retailCost: 299.99, withPhoto: true },
];

const signUpWithGear = (page: Page) => signUpToGear(page, 'phone', GEAR);

function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'Gear' }).getByRole('heading', { level: 2 });
}

async function pageScroll(page: Page) {
  return page.evaluate(() => ({
    y: window.scrollY,
    x: window.scrollX,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an angler sees the first gear without scrolling and filters it through the sheet', async ({ page }) => {
    await signUpWithGear(page);
    // Newest first: the last one added heads the list, whole (actions included) on the first screen.
    await expect(cardTitles(page)).toHaveCount(4);
    await expect(cardTitles(page).first()).toHaveText('Bantam 6ft 10in M');
    const firstCard = page.getByRole('list', { name: 'Gear' }).getByRole('listitem').first();
    await expect(firstCard.getByRole('img', { name: 'Bantam 6ft 10in M' })).toBeVisible();
    await expect(firstCard).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Edit Bantam 6ft 10in M', exact: true })).toBeInViewport();
    // Adding stays one tap away, on the first screen.
    await expect(page.getByRole('button', { name: 'Add Gear' })).toBeInViewport();
    expect(await pageScroll(page)).toEqual({ y: 0, x: 0, sideways: 0 });

    // The filter sheet opens from the keyboard, and gives focus back when it closes.
    const toolbar = new PhoneGearToolbar(page);
    await expect(toolbar.filtersButton()).toHaveAccessibleName('Filters');
    await toolbar.filtersButton().focus();
    await page.keyboard.press('Enter');
    await expect(toolbar.sheet()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toolbar.sheet()).toBeHidden();
    await expect(toolbar.filtersButton()).toBeFocused();

    // Filtering by type: the list follows, and the toolbar says that it is filtered.
    await toolbar.openFilters();
    await toolbar.choose('Gear type', 'Rod');
    await expect(toolbar.sheet().getByRole('button', { name: 'Show 2 items' })).toBeVisible();
    await toolbar.closeFilters();
    await expect(page).toHaveURL(/[?&]type=rod\b/);
    await expect(cardTitles(page)).toHaveText(['Bantam 6ft 10in M', 'Zodias 7ft MH']);
    await expect(page.getByText('Showing 2 of 4 items')).toBeVisible();
    await expect(toolbar.filtersButton()).toHaveAccessibleName('Filters (1 active)');
    await expect(toolbar.filtersButton()).toContainText('1');
    const chip = page.getByRole('button', { name: 'Clear the type filter: Rod' });
    await expect(chip).toBeVisible();

    // Sorting (the table's sort, also for the cards on a phone).
    await toolbar.openFilters();
    await toolbar.choose('Sort by', 'Retail Cost');
    await expect(toolbar.sheet().getByRole('combobox', { name: 'Order', exact: true })).toHaveText('Ascending');
    await toolbar.closeFilters();
    await expect(cardTitles(page)).toHaveText(['Zodias 7ft MH', 'Bantam 6ft 10in M']);
    await toolbar.openFilters();
    await toolbar.choose('Order', 'Descending');
    await toolbar.closeFilters();
    await expect(cardTitles(page)).toHaveText(['Bantam 6ft 10in M', 'Zodias 7ft MH']);

    // One tap on the chip clears the filter.
    await chip.click();
    await expect(page.getByText('Showing 4 of 4 items')).toBeVisible();
    await expect(toolbar.filtersButton()).toHaveAccessibleName('Filters');
    await expect(chip).toBeHidden();
    // Every type again, still by retail cost, most expensive first.
    await expect(cardTitles(page)).toHaveText(['Bantam 6ft 10in M', 'Zodias 7ft MH', 'Curado 200K', 'Senko 5in']);
  });

  test("an angler switches to the table and reaches a row's actions", async ({ page }) => {
    const gear = await signUpWithGear(page);
    const toolbar = new PhoneGearToolbar(page);
    const sheet = await toolbar.openFilters();
    await sheet.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table', exact: true }).click();
    await expect(sheet.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await toolbar.closeFilters();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();

    // The table scrolls inside itself, not the page; each row's actions stay in view.
    const row = table.getByRole('row').filter({ hasText: 'Zodias 7ft MH' });
    await expect(row.getByRole('cell', { name: 'Zodias 7ft MH', exact: true })).toBeInViewport();
    const edit = row.getByRole('button', { name: 'Edit Zodias 7ft MH', exact: true });
    const remove = row.getByRole('button', { name: 'Delete Zodias 7ft MH', exact: true });
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expect(remove).toBeInViewport({ ratio: 1 });
    expect((await pageScroll(page)).sideways).toBe(0);

    await edit.click();
    await expect(gear.dialog().getByRole('heading', { name: 'Edit Gear' })).toBeVisible();
    await expect(gear.dialog().getByLabel('Name', { exact: true })).toHaveValue('Zodias 7ft MH');
    await page.keyboard.press('Escape');
    await expect(gear.dialog()).toHaveCount(0);

    await remove.click();
    await expect(page.getByText('Gear deleted successfully', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Showing 3 of 3 items')).toBeVisible();
  });

  test('the less frequent actions are in the More menu', async ({ page }) => {
    await signUpWithGear(page);
    const toolbar = new PhoneGearToolbar(page);
    let menu = await toolbar.openMore();
    await expect(menu.getByRole('menuitem')).toHaveText(['Get Recommendations', 'Export CSV', 'Import CSV']);

    const download = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    menu = await toolbar.openMore();
    await menu.getByRole('menuitem', { name: 'Get Recommendations' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Gear Pairing Recommendations' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    menu = await toolbar.openMore();
    await menu.getByRole('menuitem', { name: 'Import CSV' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Import Gear from CSV' })).toBeVisible();
  });
});

test('on a desktop the controls stay in their rows, without the phone toolbar', async ({ page }) => {
  await signUpWithGear(page);
  for (const name of ['Get Recommendations', 'Export CSV', 'Import CSV', 'Add Gear', 'Cards', 'Table']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Filter by gear type' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search gear' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'More actions' })).toBeHidden();
});
