import { expect, test } from '@playwright/test';
import { signUpToGear } from './page-models/gear';

test('an angler gets pairing advice', async ({ page }) => {
  const gear = await signUpToGear(page, 'pairing');

  await gear.add({ type: 'Lure', name: 'Senko 5in' });
  let dialog = await gear.openRecommendations();
  await expect(dialog.getByText('No recommendations available. Make sure you have both rods and reels in your inventory.')).toBeVisible();
  await page.keyboard.press('Escape');

  await gear.openAddDialog();
  await gear.fill({ type: 'Rod', name: 'Flipping stick casting 7ft 6in' });
  await gear.fillRod({ power: 'Heavy', lineWeight: '15-25 lb' });
  await gear.save();
  await gear.openAddDialog();
  await gear.fill({ type: 'Reel', name: 'Curado 200K' });
  await gear.fillReel({ reelType: 'Baitcasting', capacity: '20/100', drag: '15' });
  await gear.save();
  await gear.openAddDialog();
  await gear.fill({ type: 'Reel', name: 'Sahara 1000' });
  await gear.fillReel({ reelType: 'Spinning', capacity: '4/110', drag: '7' });
  await gear.save();

  dialog = await gear.openRecommendations();
  const combinations = dialog.getByRole('list', { name: 'Recommended combinations' }).getByRole('listitem');
  await expect(combinations).toHaveCount(2);
  const best = combinations.first();
  await expect(best.getByRole('heading', { name: 'Combination #1' })).toBeVisible();
  await expect(best).toContainText('Confidence: 100.0%');
  await expect(best).toContainText('Flipping stick casting 7ft 6in');
  await expect(best).toContainText('Curado 200K');
  await expect(best).toContainText('Why this combination?');
  await expect(best).toContainText("A casting rod's guides sit on top of the blank");
  const worst = combinations.nth(1);
  await expect(worst.getByRole('heading', { name: 'Combination #2' })).toBeVisible();
  await expect(worst).toContainText('Sahara 1000');
  await expect(worst).toContainText(/Confidence: \d+\.\d%/);
  await expect(worst).toContainText('A spinning reel hangs under the rod');
});
