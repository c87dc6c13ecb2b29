import { expect, test, type Page } from '@playwright/test';
import { accessToken } from './page-models/api';
import { signUp } from './page-models/auth';
import { GearInventoryPage } from './page-models/gear';

const COUNT = 600;
const name = (i: number) => `Lure ${String(i).padStart(3, '0')}`;

/** 600 lures through the API, 8 requests at a time, oldest ('Lure 001') first. */
async function addLures(page: Page) {
  const token = await accessToken(page);
  await page.evaluate(
    async ({ token, names }) => {
      const post = async (name: string | undefined) => {
        const body = { name, typeId: 3, brand: 'Zoom', model: 'Trick Worm' };
        const res = await fetch('/api/gear', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 201) throw new Error(`POST /api/gear answered ${res.status}: ${await res.text()}`);
      };
      // The oldest on its own first: two saves in the same millisecond tie, and ties go by id, so
      // 'Lure 001' is the last card only when no other shares its creation time.
      await post(names[0]);
      let next = 1;
      const worker = async () => {
        while (next < names.length) await post(names[next++]);
      };
      // Each worker takes the next name when its request is answered, so creation times follow the names closely.
      await Promise.all(Array.from({ length: 8 }, worker));
    },
    { token, names: Array.from({ length: COUNT }, (_, i) => name(i + 1)) },
  );
}

/** Scrolls the page to its end until `target` is in view (a windowed list renders rows as they come near). */
async function scrollUntilVisible(page: Page, target: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(target).toBeInViewport({ timeout: 1_000 });
  }).toPass();
}

test('an angler with 600 pieces of gear scrolls to the end of the cards and the table, and finds one far down', async ({ page }) => {
  await signUp(page, 'longlist');
  await addLures(page);
  const gear = new GearInventoryPage(page);
  await gear.open();
  await expect(page.getByText(`Showing ${COUNT} of ${COUNT} items`)).toBeVisible();

  // The cards: only a window of them is in the page, each with its place in the whole list.
  const cards = page.getByRole('list', { name: 'Gear' }).getByRole('listitem');
  await expect(cards.first()).toHaveAttribute('aria-setsize', String(COUNT));
  await expect(cards.first()).toHaveAttribute('aria-posinset', '1');
  expect(await cards.count()).toBeLessThan(COUNT / 4);

  // Scrolling reaches the oldest lure, the last card.
  const oldest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: name(1), exact: true }) });
  await scrollUntilVisible(page, oldest);
  await expect(oldest).toHaveAttribute('aria-posinset', String(COUNT));

  // The table: a window of rows, the whole list's row count, and the last row at the end.
  await page.evaluate(() => window.scrollTo(0, 0));
  await gear.showTable();
  const table = page.getByRole('table');
  await expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));
  expect(await table.getByRole('row').count()).toBeLessThan(COUNT / 4);
  const lastRow = table.getByRole('row').filter({ hasText: name(1) });
  await scrollUntilVisible(page, lastRow);
  await expect(lastRow).toHaveAttribute('aria-rowindex', String(COUNT + 1));

  // Sorting by name puts 'Lure 001' first: the head still sorts the whole list.
  await page.evaluate(() => window.scrollTo(0, 0));
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(name(1));
  await expect(table.getByRole('row').nth(1)).toHaveAttribute('aria-rowindex', '2');

  // Search finds an item far down the list.
  await gear.search('Lure 007');
  await expect(page.getByText(`Showing 1 of ${COUNT} items`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name(7) })).toBeVisible();
});
