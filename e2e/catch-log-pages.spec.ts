import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken } from './page-models/api';
import { signUp } from './page-models/auth';
import { CatchLogPage } from './page-models/catches';
import { controlledByServiceWorker } from './page-models/service-worker';

// The catch log in pages (docs/decisions/135-catch-log-in-pages.md): the newest 100 at once, the
// rest as the angler scrolls or asks, and the whole log in the CSV export.

const COUNT = 250;
const species = (i: number) => `Fish ${String(i).padStart(3, '0')}`;
/** Catch i was caught i days after 1 Jan 2025: 'Fish 250' is the newest. */
const dayOf = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/** 250 catches through the import endpoint, 100 rows a request. */
async function importCatches(page: Page) {
  const token = await accessToken(page);
  const rows = Array.from({ length: COUNT }, (_, index) => ({ species: species(index + 1), date: dayOf(index + 1) }));
  await page.evaluate(
    async ({ token, rows }) => {
      for (let start = 0; start < rows.length; start += 100) {
        const res = await fetch('/api/catches/import', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ rows: rows.slice(start, start + 100) }),
        });
        const answer = (await res.json()) as { failed: unknown[] };
        if (res.status !== 200 || answer.failed.length > 0) throw new Error(`import answered ${res.status}: ${JSON.stringify(answer)}`);
      }
    },
    { token, rows },
  );
}

/** Scrolls to the page's end until `target` is in view (the cards are windowed, the pages read as they come near). */
async function scrollToEndUntilInView(page: Page, target: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(target).toBeInViewport({ timeout: 1_000 });
  }).toPass();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

test('an angler with 250 catches sees the newest 100 at once, the rest as they ask or scroll, and exports all of them', async ({ page }) => {
  await signUp(page, 'pagedlog');
  await importCatches(page);
  const logReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/catches' && request.method() === 'GET') logReads.push(url.search);
  });

  const log = new CatchLogPage(page);
  await log.open();
  await expect(page.getByText(`${COUNT} catches logged`)).toBeVisible();
  await expect(heading(page, species(COUNT))).toBeVisible();
  await expect(page.getByText(`Showing 100 of ${COUNT}`)).toBeVisible();
  // The log asked for its first page only, not the whole list.
  expect(logReads).toEqual(['?limit=100']);

  // 'Load more' by keyboard reads the next page.
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Showing 200 of ${COUNT}`)).toBeVisible();
  expect(logReads[1]).toMatch(/^\?limit=100&cursor=/);

  // Scrolling to the end reads the last page by itself; the oldest catch is the last card.
  await scrollToEndUntilInView(page, heading(page, species(1)));
  await expect(page.getByText(/^Showing \d+ of/)).toBeHidden();
  expect(logReads).toHaveLength(3);

  // The export holds every catch, read page by page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('catch-log.csv');
  const lines = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toMatch(/^Date,Species,/);
  expect(lines).toHaveLength(COUNT + 1);
  expect(lines.filter((line) => line.includes(species(1)))).toHaveLength(1);
  expect(lines[1]).toContain(species(COUNT));
});

test("a trip's page reads its own catches only", async ({ page }) => {
  await signUp(page, 'tripcatches');
  const token = await accessToken(page);
  const tripId = await page.evaluate(async (token) => {
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const trip = await fetch('/api/trips', { method: 'POST', headers, body: JSON.stringify({ name: 'Dawn on Lake Fork', startedAt: '2026-05-02T05:00', endedAt: '2026-05-02T11:00' }) });
    const { id } = (await trip.json()) as { id: string };
    for (const body of [
      { species: 'Largemouth Bass', date: '2026-05-02T06:00', tripId: id },
      { species: 'Walleye', date: '2026-05-09T06:00', tripId: null },
    ]) {
      const res = await fetch('/api/catches', { method: 'POST', headers, body: JSON.stringify(body) });
      if (res.status !== 201) throw new Error(`POST /api/catches answered ${res.status}`);
    }
    return id;
  }, token);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/catches') asked.push(url.search);
  });
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Largemouth Bass', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Walleye' })).toBeHidden();
  expect(asked).toEqual([`?tripId=${tripId}`]);
});

/**
 * 'Load more', pressed from the keyboard. Not `click()`: bringing the button into view can make the
 * list read on by itself (it reads ahead as its end comes near), the button then leaves the page,
 * and a click retries — scrolling it into view again, reading page after page — until the list is
 * whole and the button gone for good (red in a fresh-clone run on a busy machine). Focusing scrolls
 * once; whichever reads the next page, the button or the list, the next page is read once.
 */
async function loadMoreByKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
}

test.describe('offline', () => {
  // The app's service worker answers the page without a network.
  test.use({ serviceWorkers: 'allow' });

  test('without signal the log opens on the pages read before, with the whole count, and says when a page was never read', async ({ page, context }) => {
    await signUp(page, 'pagedoffline');
    await importCatches(page);
    const log = new CatchLogPage(page);
    await log.open();
    await controlledByServiceWorker(page);
    await expect(page.getByText(`Showing 100 of ${COUNT}`)).toBeVisible();
    await loadMoreByKeyboard(page);
    await expect(page.getByText(`Showing 200 of ${COUNT}`)).toBeVisible();

    // Back at the top before the reload: the browser restores the scroll position, and one near
    // the end of the list would read on by itself before 'Load more' below is pressed.
    await page.evaluate(() => window.scrollTo(0, 0));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Offline — showing data from /)).toBeVisible();
    await expect(page.getByText(`${COUNT} catches logged`)).toBeVisible();
    await expect(page.getByText(`Showing 100 of ${COUNT}`)).toBeVisible();
    // The second page was read before: it is on the device.
    await loadMoreByKeyboard(page);
    await expect(page.getByText(`Showing 200 of ${COUNT}`)).toBeVisible();
    // The third never was: scrolling to the end asks for it, and the row says it could not be read.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText('Could not load more catches')).toBeVisible();
    // The cards already shown stay: the 200th newest is the last of them.
    await expect(heading(page, species(COUNT - 199))).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Showing \d+ of/)).toBeHidden();
    await scrollToEndUntilInView(page, heading(page, species(1)));
  });
});
