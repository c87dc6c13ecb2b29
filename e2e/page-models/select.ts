import { expect, type Page } from '@playwright/test';

/**
 * Closes an open select's list with Escape. Under load the key can arrive before the list has
 * taken focus and be lost, so press again until the list is gone.
 */
export async function closeOpenList(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}
