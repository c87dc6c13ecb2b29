import { expect, test, type Page } from '@playwright/test';
import { accessToken } from './page-models/api';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';
import { quickAction, TripDetailPage, TripsPage } from './page-models/trips';

// Trips (issue 19, docs/decisions/126-trip-screens.md): a day on the water from the floating
// button, the catches that join it, its page and the calendar.

test.beforeEach(async ({ page, context }) => {
  // On the water: the phone knows where it is.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.9405, longitude: -93.6159 });
  await signUp(page, 'trips');
});

/** Times in the browser's own clock: two hours ago (the angler launched then), and the days involved. */
async function times(page: Page) {
  return page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    const spoken = (d: Date) => d.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const now = new Date();
    const start = new Date(now.getTime() - 2 * 3_600_000);
    const next = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1, 12);
    return { startedAt: local(start), startDay: local(start).slice(0, 10), nextDay: local(next).slice(0, 10), today: local(now).slice(0, 10), startSpoken: spoken(start), startShort: start.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' }) };
  });
}

/** The API answers kept in the browser for reading without signal (IndexedDB, ui/src/offline/store.ts). */
function keptOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('tackle-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db.transaction('snapshots').objectStore('snapshots').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return keys.map((key) => (key as [string, string])[1]);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function serverTrips(page: Page) {
  const res = await page.request.get('/api/trips', { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{ id: string; name: string; endedAt: string | null; weather: unknown[]; summary: { catches: number; fish: number } }>;
}

test('an angler starts a trip, logs three catches, ends it and sees the trip with its map, counts and rate, and the calendar day', async ({ page, context }) => {
  const trips = new TripsPage(page);
  const log = new CatchLogPage(page);
  const when = await times(page);

  // Start Trip from the floating button: the name is made from the water and the day.
  const sheet = await trips.openStartFromQuickActions();
  await expect(sheet.getByLabel('Trip name')).toHaveValue(/ — /);
  await expect(sheet.getByText(/^Here:/)).toBeVisible();
  await sheet.getByLabel('Water body').fill('Lake Minnetonka');
  await expect(sheet.getByLabel('Trip name')).toHaveValue(/^Lake Minnetonka — /);
  // Launched two hours ago, started on the water now. The name follows the day the trip started,
  // which is yesterday when the test runs in the two hours after midnight: read it afterwards.
  await sheet.getByLabel('Started').fill(when.startedAt);
  await expect(sheet.getByLabel('Trip name')).toHaveValue(`Lake Minnetonka — ${when.startShort}`);
  const name = await sheet.getByLabel('Trip name').inputValue();
  await trips.start({});
  await expect(trips.card(name).getByText('Under way', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Trip under way: ${name}` })).toBeVisible();

  // Three catches: two Quick Catches (a school of three crappie in one), one through the form.
  await quickAction(page, 'Quick Catch');
  const quick = page.getByRole('dialog', { name: 'Quick Catch' });
  await expect(quick.getByText(`On ${name}.`, { exact: false })).toBeVisible();
  await quick.getByLabel('Species', { exact: true }).fill('Largemouth Bass');
  await quick.getByLabel('Weight (lbs)').fill('3');
  await quick.getByRole('button', { name: 'Save Catch' }).click();
  await expect(log.toast('Catch logged successfully')).toBeVisible();
  await expect(quick).toBeHidden();

  await context.setGeolocation({ latitude: 44.9431, longitude: -93.6102 });
  await quickAction(page, 'Quick Catch');
  await quick.getByLabel('Species', { exact: true }).fill('Crappie');
  await quick.getByRole('button', { name: 'One fish more' }).click();
  await quick.getByRole('button', { name: 'One fish more' }).click();
  await expect(quick.getByLabel('How many fish')).toHaveValue('3');
  await quick.getByRole('button', { name: 'Save Catch' }).click();
  await expect(quick).toBeHidden();
  await expect(log.card('Crappie').getByText('×3')).toBeVisible();
  await expect(log.card('Crappie').getByRole('link', { name: `Trip: ${name}` })).toBeVisible();

  await context.setGeolocation({ latitude: 44.9387, longitude: -93.6211 });
  await quickAction(page, 'Log Catch');
  await expect(log.dialog().getByRole('heading', { name: 'Log Catch' })).toBeVisible();
  await expect(log.dialog().getByRole('combobox', { name: 'Trip' })).toHaveText(`${name} (under way)`);
  await expect(log.field('Quantity')).toHaveValue('1');
  await log.fill({ species: 'Largemouth Bass', pounds: '2', bait: 'Senko' });
  await log.pickCurrentLocation();
  await log.submitNew();

  // End Trip from the floating button.
  await trips.endFromQuickActions(name);
  await expect(page.getByRole('link', { name: `Trip under way: ${name}` })).toBeHidden();
  await trips.open();
  await expect(trips.card(name).getByText('Under way', { exact: true })).toBeHidden();
  await expect(trips.card(name).getByText('5 fish')).toBeVisible();
  const [saved] = await serverTrips(page);
  expect(saved).toMatchObject({ name, summary: { catches: 3, fish: 5 } });
  expect(saved!.endedAt).not.toBeNull();
  // The weather of each hour of the trip, from the weather service.
  expect(saved!.weather.length).toBeGreaterThan(0);

  // The trip's page: its map, its counts and its rate.
  await trips.openTrip(name);
  const trip = new TripDetailPage(page);
  await expect(trip.figure('Fish')).toHaveText('5');
  await expect(page.getByText('3 catches', { exact: true })).toBeVisible();
  await expect(trip.figure('Time on the water')).toHaveText(/^(1 h 5\d min|2 h( \d+ min)?)$/);
  await expect(trip.figure('Fish per hour')).toHaveText(/^[12](\.\d{1,2})?$/);
  await expect(trip.figure('Catches per hour')).toHaveText(/^(0|1)(\.\d{1,2})?$/);
  await expect(trip.list('Species').getByRole('listitem')).toHaveText(['Crappie3 fish', 'Largemouth Bass2 fish']);
  await expect(trip.list('Baits used').getByRole('listitem')).toHaveText(['Senko1 fish']);
  await expect(trip.map()).toBeVisible();
  await expect(trip.map().locator('path.leaflet-interactive')).toHaveCount(3);
  await expect(page.getByRole('table').getByText('Hourly report').first()).toBeVisible();
  await expect(trip.catchCards()).toHaveCount(3);

  // The calendar: the trip's day, with its moon; the days move with the arrow keys.
  await page.goto(`/trips?view=calendar&month=${when.startDay.slice(0, 7)}`);
  await expect(page.getByRole('heading', { name: 'Trips', level: 1 })).toBeVisible();
  const tripDay = trips.calendarDay(new RegExp(`^${escape(when.startSpoken)}: 1 trip \\(${escape(name)}\\)`));
  await tripDay.click();
  const details = page.getByRole('list', { name: 'Trips that day' });
  await expect(details.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(/^(New Moon|Waxing Crescent|First Quarter|Waxing Gibbous|Full Moon|Waning Gibbous|Last Quarter|Waning Crescent), \d+% lit$/)).toBeVisible();
  if (when.startDay === when.today) {
    await expect(tripDay).toHaveAccessibleName(/3 catches, 5 fish/);
    await expect(page.getByText('3 catches, 5 fish', { exact: true })).toBeVisible();
  }
  await tripDay.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-day]:focus')).toHaveAttribute('data-day', when.nextDay);

  // From the calendar day to the trip.
  await page.goto(`/trips?view=calendar&month=${when.startDay.slice(0, 7)}&day=${when.startDay}`);
  await page.getByRole('list', { name: 'Trips that day' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('without signal, a trip started, fished and ended shows at once and lands with its catch when the signal returns', async ({ page, context }) => {
  const trips = new TripsPage(page);
  const log = new CatchLogPage(page);
  // Both pages once with signal (their code is then on the device), and their lists kept on it.
  await log.open();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips' }).click();
  await expect(page.getByText('No trips yet')).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).toEqual(expect.arrayContaining(['/api/catches?limit=100', '/api/setups', '/api/trips']));

  await context.setOffline(true);
  const sheet = await trips.openStartFromQuickActions();
  await sheet.getByLabel('Water body').fill('Lake Minnetonka');
  const name = await sheet.getByLabel('Trip name').inputValue();
  await sheet.getByRole('button', { name: 'Start Trip' }).click();
  await expect(trips.toast('Saved offline')).toBeVisible();
  await expect(trips.card(name).getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(trips.card(name).getByText('Under way', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Trip under way: ${name}, waiting to sync` })).toBeVisible();

  // A catch on it: it names the trip that has no id on the server yet.
  await quickAction(page, 'Quick Catch');
  const quick = page.getByRole('dialog', { name: 'Quick Catch' });
  await quick.getByLabel('Species', { exact: true }).fill('Walleye');
  await quick.getByRole('button', { name: 'Save Catch' }).click();
  await expect(quick).toBeHidden();
  await expect(log.card('Walleye').getByRole('link', { name: `Trip: ${name}` })).toBeVisible();

  // Ended without signal: no weather is made up.
  await quickAction(page, 'End Trip');
  await trips.endSheet().getByRole('button', { name: 'End Trip' }).click();
  await expect(trips.endSheet()).toBeHidden();
  await expect(trips.card(name).getByText('Under way', { exact: true })).toBeHidden();
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/^3 waiting to sync, offline/);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toBeHidden({ timeout: 30_000 });
  await expect(trips.card(name).getByText('Waiting to sync', { exact: true })).toBeHidden();
  const [landed] = await serverTrips(page);
  expect(landed).toMatchObject({ name, summary: { catches: 1, fish: 1 }, weather: [] });
  expect(landed!.endedAt).not.toBeNull();
  const res = await page.request.get('/api/catches', { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(((await res.json()) as Array<{ species: string; tripId: string | null }>).map((c) => [c.species, c.tripId])).toEqual([['Walleye', landed!.id]]);
});
