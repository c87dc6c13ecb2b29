import type { Page } from '@playwright/test';

/**
 * Watches every document the page opens from now on for layout shifts not caused by input (what
 * Cumulative Layout Shift adds up), and answers a reader of the current document's total.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const holder = window as unknown as { shifted: number };
    holder.shifted = 0;
    type Shift = { value: number; hadRecentInput: boolean };
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as Shift[]) if (!entry.hadRecentInput) holder.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}
