import { expect, test } from '@playwright/test';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';

// Issue 14.3: Log Catch one tap away, and the catch photo at the top of the form.
test.beforeEach(async ({ page }) => {
  await signUp(page, 'quick');
});

test('Quick Catch and Log Catch are the first quick actions on every signed-in page and open their forms', async ({ page }) => {
  const log = new CatchLogPage(page);
  for (const path of ['/gear', '/stats']) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Quick actions' }).click();
    const actions = page.getByRole('list', { name: 'Quick actions' }).getByRole('button');
    await expect(actions.nth(0)).toHaveText('Quick Catch');
    await expect(actions.nth(1)).toHaveText('Log Catch');
    if (path === '/stats') {
      await actions.nth(1).click();
      await expect(page).toHaveURL(/\/catches$/);
      await expect(log.dialog().getByRole('heading', { name: 'Log Catch' })).toBeVisible();
    } else {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('list', { name: 'Quick actions' })).toHaveCount(0);
    }
  }
  // The photo is the form's first field, above Catch Data.
  const dialog = log.dialog();
  const photo = dialog.getByLabel('Photo', { exact: true });
  const catchData = dialog.getByRole('button', { name: 'Catch Data' });
  await expect(photo).toBeAttached();
  const photoBox = await dialog.getByText('Photo', { exact: true }).boundingBox();
  const dataBox = await catchData.boundingBox();
  expect(photoBox && dataBox && photoBox.y < dataBox.y).toBe(true);

  // From the catch page itself the quick action opens the form at once too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('list', { name: 'Quick actions' }).getByRole('button', { name: 'Log Catch' }).click();
  await expect(log.dialog().getByRole('heading', { name: 'Log Catch' })).toBeVisible();
});

test('the dashboard offers Log Catch, which opens the form', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Log Catch', exact: true }).click();
  await expect(page).toHaveURL(/\/catches$/);
  await expect(new CatchLogPage(page).dialog().getByRole('heading', { name: 'Log Catch' })).toBeVisible();
});

test('Add Gear in the quick actions opens the add-gear form, whichever page it starts from', async ({ page }) => {
  await page.goto('/stats');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('list', { name: 'Quick actions' }).getByRole('button', { name: 'Add Gear' }).click();
  await expect(page).toHaveURL(/\/gear$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add New Gear' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // On the gear page itself the event alone opens it.
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('list', { name: 'Quick actions' }).getByRole('button', { name: 'Add Gear' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add New Gear' })).toBeVisible();
});

test("a new angler's dashboard offers Add gear, which opens the add-gear form", async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Add gear', exact: true }).click();
  await expect(page).toHaveURL(/\/gear$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add New Gear' })).toBeVisible();
});
