import { expect, test, type Page } from '@playwright/test';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';

// Fast logging on the water (issue 17, docs/decisions/118-quick-catch.md).

test.beforeEach(async ({ page, context }) => {
  // On the water: the phone knows where it is.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.9405, longitude: -93.6159 });
  await signUp(page, 'quickcatch');
});

function quickCatchSheet(page: Page) {
  return page.getByRole('dialog', { name: 'Quick Catch' });
}

async function serverCatches(page: Page) {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    const res = await fetch('/api/catches', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as Array<{ species: string; weight: number | null; coordinates: { lat: number; lon: number } | null; bait: string | null; date: string }>;
  });
}

test('an angler logs a fish in one tap from the floating button, with time and place taken and the last bait remembered', async ({ page }) => {
  const log = new CatchLogPage(page);
  // A first catch through the full form sets the bait and rig that Quick Catch carries over.
  await log.open();
  await log.startLogging();
  await log.fill({ species: 'Walleye', pounds: '2', bait: 'Jig and minnow', rig: 'Slip bobber' });
  await log.submitNew();

  await page.goto('/gear');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('list', { name: 'Quick actions' }).getByRole('button', { name: 'Quick Catch' }).click();
  const sheet = quickCatchSheet(page);
  await expect(sheet).toBeVisible();
  // Recent species first.
  await expect(sheet.getByRole('list', { name: 'Species choices' }).getByRole('button').first()).toHaveText('Walleye');
  await expect(sheet.getByText('Jig and minnow · Slip bobber')).toBeVisible();
  // Type to search, pick, weigh, one tap.
  await sheet.getByLabel('Species', { exact: true }).fill('small');
  await sheet.getByRole('list', { name: 'Species choices' }).getByRole('button', { name: 'Smallmouth Bass' }).click();
  await sheet.getByLabel('Weight (lbs)').fill('3');
  await sheet.getByLabel('Weight (oz)').fill('4');
  const save = sheet.getByRole('button', { name: 'Save Catch' });
  // One-handed: a large target within the bottom of the screen.
  const box = await save.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  await save.click();
  await expect(log.toast('Catch logged successfully')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(log.card('Smallmouth Bass')).toBeVisible();

  const smallmouth = (await serverCatches(page)).find((c) => c.species === 'Smallmouth Bass');
  expect(smallmouth).toMatchObject({ weight: 3.25, bait: 'Jig and minnow', coordinates: { lat: 44.9405, lon: -93.6159 } });
  // Taken now, to the minute, in the phone's time.
  const now = await page.evaluate(() => Date.now());
  expect(Math.abs(new Date(smallmouth!.date).getTime() - now)).toBeLessThan(5 * 60_000);
});

test('a busy bite: the counter logs one catch per tap, and a card logs another like itself', async ({ page }) => {
  const log = new CatchLogPage(page);
  await log.open();
  await page.getByRole('button', { name: 'Quick Catch' }).click();
  const sheet = quickCatchSheet(page);
  await sheet.getByRole('button', { name: 'Counter' }).click();
  const crappie = sheet.getByRole('button', { name: /^\+1 Crappie/ });
  await crappie.click();
  await expect(sheet.getByRole('button', { name: '+1 Crappie (1 this bite)' })).toBeVisible();
  await crappie.click();
  await expect(sheet.getByRole('button', { name: '+1 Crappie (2 this bite)' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(async () => (await serverCatches(page)).filter((c) => c.species === 'Crappie').length).toBe(2);
  await expect(log.card('Crappie')).toHaveCount(2);

  // "Log another like this": the form opens with the species and place, not the fish's weight.
  await page.getByRole('button', { name: /^Log another like this: Crappie/ }).first().click();
  await expect(log.dialog().getByRole('heading', { name: 'Log Catch' })).toBeVisible();
  await expect(log.field('Species')).toHaveValue('Crappie');
  await expect(log.field('Weight (lbs)')).toHaveValue('');
  await log.fill({ pounds: '1' });
  await log.submitNew();
  await expect(log.card('Crappie')).toHaveCount(3);
});
