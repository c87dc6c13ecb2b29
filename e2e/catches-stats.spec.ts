import { expect, test } from '@playwright/test';
import { signUp } from './page-models/auth';
import { CatchLogPage, logCatchesViaApi, StatisticsPage } from './page-models/catches';

test('statistics reflect three logged catches', async ({ page }) => {
  await signUp(page, 'stats');

  const stats = new StatisticsPage(page);
  await stats.open();
  await expect(stats.figure('Total Catches')).toHaveText('0');

  await logCatchesViaApi(page, [
    { species: 'Largemouth Bass', date: '2026-04-12T06:30', weight: 3.5, location: 'Lake Fork', depth: 6, waterTemp: 62, barometerChange: 'Increasing', bait: 'Senko', rig: 'Wacky Rig' },
    { species: 'Largemouth Bass', date: '2026-04-12T09:10', weight: 5.25, location: 'Lake Fork', depth: 10, waterTemp: 64, barometerChange: 'Stable', bait: 'Senko', rig: 'Texas Rig' },
    // Its water temperature came from the weather's estimate (air - 2 °F), not a thermometer.
    { species: 'Smallmouth Bass', date: '2026-05-03', weight: 2.75, location: 'Mille Lacs', waterTemp: 58, estimated: { waterTemp: true }, barometerChange: 'Decreasing', bait: 'Tube', rig: 'Ned Rig' },
  ]);
  // The log shows them (the list is the read model the statistics come from too).
  const log = new CatchLogPage(page);
  await log.open();
  await expect(page.getByText('3 catches logged')).toBeVisible();

  await stats.open();
  await expect(stats.figure('Total Catches')).toHaveText('3');
  await expect(stats.figure('Fishing Outings')).toHaveText('2');
  await expect(stats.figure('Catch Rate')).toHaveText('1.5 per trip');
  await expect(stats.figure('Most Used Setup')).toHaveText('None yet');
  await expect(stats.chartTable('Catches per month')).toContainText(/Apr\w* 2026\s*2/);
  // The chart is drawn once its script is there: April and May.
  await expect(stats.chartBars('Catches per month')).toHaveCount(2);

  await stats.showTab('Gear Stats');
  await expect(stats.figure('Total Gear Count')).toHaveText('0');
  await expect(stats.figure('Total Investment')).toHaveText('$0.00');

  await stats.showTab('Catch Stats');
  await expect(stats.figure('Most Caught Species')).toHaveText('Largemouth Bass');
  await expect(stats.figure('Popular Location')).toHaveText('Lake Fork');
  await expect(stats.figure('Average Depth')).toHaveText('8 ft');
  await expect(stats.figure('Species Variety')).toHaveText('2 species');
  const bests = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Species' }) }).first();
  await expect(bests.getByRole('row', { name: /Largemouth Bass\s+5 lb 4 oz/ })).toBeVisible();
  await expect(bests.getByRole('row', { name: /Smallmouth Bass\s+2 lb 12 oz/ })).toBeVisible();
  await expect(stats.chartTable('Species breakdown').getByRole('row', { name: 'Largemouth Bass 2' })).toHaveCount(1);
  await expect(stats.chartBars('Species breakdown')).toHaveCount(2);
  await expect(stats.chartTable('Catches by pressure trend').getByRole('row', { name: 'Decreasing 1' })).toHaveCount(1);
  await expect(stats.chartTable('Best lures and baits').getByRole('row', { name: /^Senko 2/ })).toHaveCount(1);

  // Estimated values count until the angler leaves them out; the catches themselves still count.
  const waterTemps = stats.chartTable('Catches by water temperature');
  await expect(waterTemps.getByRole('row', { name: '55-60° 1' })).toHaveCount(1);
  await expect(page.getByText('1 catch has a water temperature estimated from the air (air − 2 °F).')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Leave out estimated values' }).check();
  await expect(waterTemps.getByRole('row', { name: '55-60° 0' })).toHaveCount(1);
  await expect(waterTemps.getByRole('row', { name: '60-65° 2' })).toHaveCount(1);
  await expect(page.getByText('In °F. Measured only: 1 estimate left out.')).toBeVisible();
  await expect(stats.figure('Species Variety')).toHaveText('2 species');
});

test('on a phone the statistics fit the screen: nothing to scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'statsphone');
  await logCatchesViaApi(page, [
    { species: 'Largemouth Bass', date: '2026-04-12T06:30', weight: 3.5, location: 'Lake Fork', bait: 'Senko wacky worm, 5 inch, green pumpkin' },
    { species: 'Smallmouth Bass', date: '2026-05-03', weight: 2.75, location: 'Mille Lacs', bait: 'Tube' },
  ]);
  const stats = new StatisticsPage(page);
  await stats.open();
  await stats.showTab('Catch Stats');
  await expect(stats.chartBars('Species breakdown')).toHaveCount(2);
  await expect(stats.chartBars('Best lures and baits')).toHaveCount(2);
  // The charts' tables are read out, not shown: they take no room on the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
