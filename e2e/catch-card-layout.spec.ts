import { expect, test } from '@playwright/test';
import { signUp } from './page-models/auth';
import { CatchLogPage, logCatchesViaApi } from './page-models/catches';

// Issue 14.6: a long bait name stays a readable tag inside its card on a phone.
test('a long bait tag wraps inside the catch card at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'tag');
  const bait = 'Strike King Rage Tail Craw 4 in green pumpkin blue flake, Texas-rigged with a 3/16 oz tungsten weight';
  const log = new CatchLogPage(page);
  await log.open();
  await logCatchesViaApi(page, [{ species: 'Largemouth Bass', date: '2026-05-01T06:30', weight: 6.25, bait }]);
  await page.reload();
  const card = log.card('Largemouth Bass');
  await expect(card).toContainText('6 lb 4 oz');
  const tag = card.getByText(bait, { exact: true });
  await expect(tag).toBeVisible();
  const [tagBox, cardBox] = [await tag.boundingBox(), await card.boundingBox()];
  if (!tagBox || !cardBox) throw new Error('tag or card not laid out');
  expect(tagBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  // Wrapped to a few lines across the card, not a tall narrow pill.
  expect(tagBox.width).toBeGreaterThan(cardBox.width * 0.6);
  expect(tagBox.height).toBeLessThan(tagBox.width);
});
