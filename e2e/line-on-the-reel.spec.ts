import { expect, test, type Page } from '@playwright/test';
import { accessToken } from './page-models/api';
import { addConsumablesViaApi, ConsumablesPage } from './page-models/consumables';
import { signUpToGear } from './page-models/gear';
import { SetupsPage } from './page-models/setups';

// Issue 19, "Line on the reel" (docs/decisions/128-line-on-the-reel.md).

/** A day `months` whole months before today, as an ISO instant (from the 28th at most, so no month overflows). */
function monthsAgo(months: number): string {
  const at = new Date();
  at.setUTCDate(Math.min(at.getUTCDate(), 28));
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
}

/** Spools a reel through the API (the journey's way of making a line old). */
async function spoolViaApi(page: Page, reelId: string, body: Record<string, unknown>) {
  const token = await accessToken(page);
  const answer = await page.request.post(`/api/gear/${reelId}/spool`, { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('an angler spools a reel with braid from stock, sees the stock go down, and is reminded when the line is old', async ({ page }) => {
  const gear = await signUpToGear(page, 'spool', [
    { name: 'Curado 200', typeId: 2 },
    { name: 'Stradic 2500', typeId: 2 },
  ]);
  const [braidId] = await addConsumablesViaApi(page, [{ name: 'PowerPro 30 lb Braid', category: 'line', unit: 'yards', initialQuantity: 300, minStockLevel: 50 }]);
  await gear.open();
  const curado = gear.card('Curado 200');
  await expect(curado).toContainText('Not spooled yet');

  // The dialog offers the line with its stock and reads its kind from the name.
  await gear.startSpooling('Curado 200');
  await gear.fillSpool({ line: 'PowerPro 30 lb Braid (300 yards left)', amount: '150', leader: '15 lb fluoro, 3 ft' });
  const dialog = page.getByRole('dialog', { name: 'Spool Reel' });
  await expect(dialog.getByRole('combobox', { name: /^Kind of line/ })).toHaveText('Braid');
  await expect(dialog.getByText('Taken from stock, in yards: 300 yards left.', { exact: false })).toBeVisible();
  await shot(page, 'spool-dialog-1280');
  await gear.saveSpool();
  await expect(curado).toContainText(/Spooled with PowerPro 30 lb Braid on .+ \(today\) · Braid · Leader: 15 lb fluoro, 3 ft/);
  await shot(page, 'reel-card-1280');

  // The stock went down by what went on the reel, and its history says where it went.
  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await expect(consumables.card('PowerPro 30 lb Braid')).toContainText('150 yards');

  // Fresh line: nothing to respool.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('Reel spooled', { exact: true })).toBeVisible();
  await expect(page.getByText(/Time to respool/)).toBeHidden();

  // The other reel was spooled with the same braid 14 months ago: past braid's 12 months.
  const reels = (await (await page.request.get('/api/gear', { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json()) as Array<{ id: string; name: string }>;
  const stradic = reels.find((reel) => reel.name === 'Stradic 2500')!;
  await spoolViaApi(page, stradic.id, { consumableId: braidId, spooledAt: monthsAgo(14) });
  await page.reload();
  const reminder = page.getByRole('region', { name: 'Line to respool' });
  await expect(reminder.getByText('Time to respool: Stradic 2500 — PowerPro 30 lb Braid spooled 14 months ago')).toBeVisible();
  await expect(reminder.getByText('Curado 200')).toBeHidden();
  await reminder.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-reminder-1280');

  // A setup on the Curado gets its line from the reel.
  const setups = new SetupsPage(page);
  await setups.open();
  await page.getByRole('button', { name: 'Create Setup' }).first().click();
  await setups.fill({ name: 'Texas rig', reel: 'Curado 200' });
  await expect(setups.dialog().getByRole('combobox', { name: 'Line', exact: true })).toHaveText('PowerPro 30 lb Braid');
  await shot(page, 'setup-form-1280');
  await setups.dialog().getByRole('button', { name: 'Create Setup' }).click();
  await expect(setups.toast('Setup added successfully')).toBeVisible();
  await expect(setups.card('Texas rig')).toContainText('LinePowerPro 30 lb Braid');

  // The angler keeps braid for two years: the reminder goes.
  await page.goto('/settings');
  const braidMonths = page.getByLabel('Braid (months)');
  await expect(braidMonths).toHaveValue('12');
  await braidMonths.fill('24');
  await page.getByRole('button', { name: 'Save line ages' }).click();
  await expect(page.getByText('Line ages saved', { exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'Line age' }).scrollIntoViewIfNeeded();
  await shot(page, 'settings-line-age-1280');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText(/Time to respool/)).toBeHidden();

  // The phone: the same screens at 390 px, with braid's 12 months again.
  const token = await accessToken(page);
  const back = await page.request.put('/api/settings', { headers: { Authorization: `Bearer ${token}` }, data: { units: 'imperial', lineAgeMonths: { braid: 12, mono: 6, fluoro: 6 } } });
  expect(back.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Time to respool: Stradic 2500 — PowerPro 30 lb Braid spooled 14 months ago')).toBeVisible();
  await page.getByRole('region', { name: 'Line to respool' }).scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-reminder-390');
  await gear.open();
  await gear.card('Curado 200').scrollIntoViewIfNeeded();
  await shot(page, 'reel-card-390');
  await gear.startSpooling('Stradic 2500');
  await shot(page, 'spool-dialog-390');
  await page.keyboard.press('Escape');
  await setups.open();
  await page.getByRole('button', { name: 'Create Setup' }).first().click();
  await setups.fill({ reel: 'Curado 200' });
  await shot(page, 'setup-form-390');
  await page.keyboard.press('Escape');
  await setups.card('Texas rig').scrollIntoViewIfNeeded();
  await shot(page, 'setup-card-390');
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Line age' }).scrollIntoViewIfNeeded();
  await shot(page, 'settings-line-age-390');
});
