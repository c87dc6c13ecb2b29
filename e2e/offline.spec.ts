import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AuthPage, uniqueUsername } from './page-models/auth';
import { controlledByServiceWorker } from './page-models/service-worker';
import { CatchLogPage } from './page-models/catches';
import { ConsumablesPage } from './page-models/consumables';
import { GearInventoryPage } from './page-models/gear';

// On the water (issue 17, docs/decisions/117-offline-first-writes.md): Chromium's offline mode,
// a real service worker and IndexedDB.
test.use({ serviceWorkers: 'allow' });

/** The signed-in browser's access token (to read the server's own list, as another device would). */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    if (!token) throw new Error('not signed in');
    return token;
  });
}

async function serverCatches(page: Page, token: string): Promise<Array<{ id: string; species: string; imageUrl: string | null; revision: number; weight: number | null }>> {
  const res = await page.request.get('/api/catches', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Until the service worker controls the page (it then answers navigations without a network). */

function catchPhoto() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#35608a' } }).jpeg().toBuffer();
}

test.beforeEach(async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueUsername('offline'), 'tight-lines-42');
});

test('an angler loses signal, logs three catches (one with a photo), closes the tab, reopens it offline, and each lands once when the signal returns', async ({ page, context }) => {
  const log = new CatchLogPage(page);
  await log.open();
  await expect(page.getByText('No catches logged yet')).toBeVisible();
  await controlledByServiceWorker(page);
  const token = await accessToken(page);

  await context.setOffline(true);
  // With a photo: it cannot be uploaded now, so it is kept on the phone with the catch.
  await log.startLogging();
  await log.dialog().getByLabel('Photo').setInputFiles({ name: 'bass.jpg', mimeType: 'image/jpeg', buffer: await catchPhoto() });
  await expect(log.dialog().getByText('Kept on this device until there is signal')).toBeVisible();
  await log.fill({ species: 'Largemouth Bass', pounds: '3', ounces: '8' });
  await log.dialog().getByRole('button', { name: 'Log Catch' }).click();
  await expect(log.toast('Saved on this device — it syncs when you have signal')).toBeVisible();
  await expect(log.dialog()).toBeHidden();
  for (const species of ['Smallmouth Bass', 'Walleye']) {
    await log.startLogging();
    await log.fill({ species, pounds: '2' });
    await log.dialog().getByRole('button', { name: 'Log Catch' }).click();
    await expect(log.dialog()).toBeHidden();
  }
  for (const species of ['Largemouth Bass', 'Smallmouth Bass', 'Walleye']) {
    await expect(log.card(species).getByText('Waiting to sync')).toBeVisible();
  }
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/^3 waiting to sync, offline/);

  // The tab is closed; later the angler opens the app again, still without signal.
  await page.close();
  const again = await context.newPage();
  await again.goto('/catches');
  const reopened = new CatchLogPage(again);
  await expect(again.getByRole('heading', { name: 'Catch Log', level: 1 })).toBeVisible();
  await expect(again.getByText(/^Offline — showing data from /)).toBeVisible();
  for (const species of ['Largemouth Bass', 'Smallmouth Bass', 'Walleye']) {
    await expect(reopened.card(species).getByText('Waiting to sync')).toBeVisible();
  }
  await expect(again.getByTestId('sync-status')).toHaveAccessibleName(/^3 waiting to sync/);
  // The catch form is loaded apart from the page (decision 139): offline it comes from the worker's precache.
  await reopened.startLogging();
  await expect(reopened.dialog().getByLabel('Species', { exact: true })).toBeVisible();
  await again.keyboard.press('Escape');
  await expect(reopened.dialog()).toBeHidden();

  // Signal: the outbox is sent by itself, in order, and nothing waits any more.
  await context.setOffline(false);
  await expect(again.getByTestId('sync-status')).toBeHidden({ timeout: 30_000 });
  for (const species of ['Largemouth Bass', 'Smallmouth Bass', 'Walleye']) {
    await expect(reopened.card(species)).toBeVisible();
    await expect(reopened.card(species).getByText('Waiting to sync')).toBeHidden();
  }
  await expect(again.getByText(/^Offline — showing data from /)).toBeHidden();

  const onServer = await serverCatches(again, token);
  expect(onServer.map((c) => c.species).sort()).toEqual(['Largemouth Bass', 'Smallmouth Bass', 'Walleye']);
  const bass = onServer.find((c) => c.species === 'Largemouth Bass')!;
  expect(bass.weight).toBe(3.5);
  expect(bass.imageUrl).toMatch(/^\/media\//);
  await expect(reopened.card('Largemouth Bass').getByRole('img')).toBeVisible();
});

test('a queued edit meets a newer version and the angler chooses', async ({ page, context }) => {
  const log = new CatchLogPage(page);
  const token = await accessToken(page);
  const created = await page.request.post('/api/catches', {
    headers: { Authorization: `Bearer ${token}` },
    data: { species: 'Northern Pike', weight: 6, date: '2026-06-01T07:15' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await log.open();
  await expect(log.card('Northern Pike')).toBeVisible();
  // Ready for the water (the service worker has the app, the catch form included), as above.
  await controlledByServiceWorker(page);

  // Offline, the angler corrects the weight: the edit waits on the phone.
  await context.setOffline(true);
  await log.startEditing('Northern Pike');
  await log.fill({ pounds: '7' });
  await log.dialog().getByRole('button', { name: 'Update Catch' }).click();
  await expect(log.dialog()).toBeHidden();
  await expect(log.card('Northern Pike').getByText('Waiting to sync')).toBeVisible();

  // Meanwhile another device changes the same catch.
  const other = await page.request.put(`/api/catches/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { species: 'Northern Pike', weight: 5, date: '2026-06-01T07:15', notes: 'from the laptop', expectedRevision: 0 },
  });
  expect(other.status()).toBe(200);

  await context.setOffline(false);
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAccessibleName(/^1 needs your decision/, { timeout: 30_000 });
  await expect(log.card('Northern Pike').getByText('Needs your decision')).toBeVisible();
  await status.click();
  const sheet = page.getByRole('dialog', { name: 'Sync' });
  await expect(sheet.getByText('Changed elsewhere since you edited it.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Keep mine' }).click();
  // Sent again and landed: nothing waits, so the top bar has nothing to say.
  await expect(status).toBeHidden({ timeout: 30_000 });
  await expect(log.card('Northern Pike').getByText('Needs your decision')).toBeHidden();

  await expect.poll(async () => (await serverCatches(page, token)).find((c) => c.id === id)?.weight, { timeout: 20_000 }).toBe(7);
  expect((await serverCatches(page, token)).filter((c) => c.species === 'Northern Pike')).toHaveLength(1);
});

test('usage tracked without signal is taken from stock once when the signal returns', async ({ page, context }) => {
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const rod = await page.request.post('/api/gear', { headers, data: { name: 'Texas rig rod', typeId: 1 } });
  expect(rod.status()).toBe(201);
  const worms = await page.request.post('/api/consumables', {
    headers,
    data: { brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, gearTypeIds: [1] },
  });
  expect(worms.status()).toBe(201);
  const { id } = (await worms.json()) as { id: string };
  // Online first, as on the way to the water: the gear list is read once, so it is kept for the
  // usage form's "Used On" choice offline.
  await page.goto('/gear');
  await expect(page.getByRole('heading', { name: 'Texas rig rod' })).toBeVisible();
  const consumables = new ConsumablesPage(page);
  await consumables.open();
  await expect(consumables.card('Zoom Trick Worm')).toBeVisible();
  // Ready for the water, as in the other journeys: the service worker has the app, the usage form
  // included. (The page also preloads its forms, but only once its first screen is shown, decision
  // 170: going offline the moment the card shows can beat that.)
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await consumables.trackUsage('Zoom Trick Worm', { gear: 'Texas rig rod', quantity: '7' });
  await expect(page.getByText('Saved on this device — it syncs when you have signal', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/^1 waiting to sync, offline/);
  // The stock shown already counts it, and says it waits.
  const card = consumables.card('Zoom Trick Worm');
  await expect(card.getByText('Waiting to sync')).toBeVisible();
  await expect(card.getByText('13 pieces', { exact: true })).toBeVisible();
  await page.getByTestId('sync-status').click();
  await expect(page.getByRole('dialog', { name: 'Sync' }).getByText('Zoom Trick Worm: 7 pieces used on Texas rig rod')).toBeVisible();
  await page.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Close' }).click();

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toBeHidden({ timeout: 30_000 });
  const stock = async () => {
    const res = await page.request.get('/api/consumables', { headers });
    return ((await res.json()) as Array<{ id: string; currentQuantity: number }>).find((c) => c.id === id)?.currentQuantity;
  };
  await expect.poll(stock, { timeout: 20_000 }).toBe(13);
  await expect(card.getByText('Waiting to sync')).toBeHidden();
  await expect(card.getByText('13 pieces', { exact: true })).toBeVisible();
});

test('gear added without signal, with its photo, shows at once, survives a reload and lands once with the photo', async ({ page, context }) => {
  const gear = new GearInventoryPage(page);
  await gear.open();
  await expect(page.getByText('No gear yet')).toBeVisible();
  await controlledByServiceWorker(page);
  const token = await accessToken(page);

  await context.setOffline(true);
  await gear.openAddDialog();
  await gear.choosePhoto({ name: 'rod.jpg', mimeType: 'image/jpeg', buffer: await catchPhoto() });
  await gear.fill({ name: 'Dobyns Fury 735C', type: 'Rod' });
  await gear.save('Saved on this device — it syncs when you have signal');
  await expect(gear.card('Dobyns Fury 735C').getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/^1 waiting to sync, offline/);

  // Still without signal, the app is opened again: the waiting gear is still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gear Inventory' })).toBeVisible();
  await expect(gear.card('Dobyns Fury 735C').getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toBeHidden({ timeout: 30_000 });
  await expect(gear.card('Dobyns Fury 735C').getByText('Waiting to sync')).toBeHidden();
  await expect(gear.card('Dobyns Fury 735C').getByRole('img')).toBeVisible();
  const res = await page.request.get('/api/gear', { headers: { Authorization: `Bearer ${token}` } });
  const saved = ((await res.json()) as Array<{ name: string; imageUrl: string | null }>).filter((g) => g.name === 'Dobyns Fury 735C');
  expect(saved).toHaveLength(1);
  expect(saved[0]!.imageUrl).toMatch(/^\/media\//);
});

test.describe('on a first visit, before any service worker (decision 139)', () => {
  // No service worker at all: once the signal goes, only what the page itself loaded is there.
  test.use({ serviceWorkers: 'block' });

  test('the catch form the page preloaded opens without signal, and the catch lands when the signal returns', async ({ page, context }) => {
    const log = new CatchLogPage(page);
    await log.open();
    await expect(page.getByText('No catches logged yet')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // The page's forms are in once its preloads are (PARTS_PRELOADED_MARK in ui/src/components/lazy-part.tsx).
    await page.waitForFunction(() => performance.getEntriesByName('tackle:parts-preloaded').length > 0);
    const token = await accessToken(page);

    await context.setOffline(true);
    await log.startLogging();
    await expect(log.dialog().getByLabel('Species', { exact: true })).toBeVisible();
    await expect(log.dialog().getByText('Could not load this form')).toBeHidden();
    await log.fill({ species: 'Largemouth Bass', pounds: '2' });
    await log.dialog().getByRole('button', { name: 'Log Catch' }).click();
    await expect(log.toast('Saved on this device — it syncs when you have signal')).toBeVisible();
    await expect(log.card('Largemouth Bass').getByText('Waiting to sync')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toBeHidden({ timeout: 30_000 });
    await expect(log.card('Largemouth Bass').getByText('Waiting to sync')).toBeHidden();
    expect((await serverCatches(page, token)).map((c) => c.species)).toEqual(['Largemouth Bass']);
  });
});
