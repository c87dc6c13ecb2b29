import { expect, test, type Locator, type Page } from '@playwright/test';
import { AuthPage, PASSWORD, signUp, uniqueUsername } from './page-models/auth';
import { PUBLIC_PAGES, PublicPage, SafetyPage, type PublicPageName } from './page-models/public';

test('a visitor browses knots, filters line-to-line knots and reads the Albright steps', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Learn' }).getByRole('link', { name: 'Fishing Knots' }).click();

  const knots = new PublicPage(page, 'knots');
  await knots.expectShown();
  await expect(page).toHaveTitle('Fishing Knots: Strength and How to Tie Them · Tackle');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Eight essential fishing knots/);

  // All eight, each with its strength.
  await expect(knots.tab('All')).toHaveAttribute('aria-selected', 'true');
  await expect(knots.cardTitles()).toHaveText(['Palomar', 'Improved Clinch', 'Uni', 'Double Uni', 'Albright', 'Blood', 'Loop', "Surgeon's"]);
  await expect(knots.card('Palomar')).toContainText('95% strength');
  await expect(knots.card('Improved Clinch')).toContainText('85% strength');

  await knots.showTab('Line-to-Line');
  await expect(knots.cardTitles()).toHaveText(['Double Uni', 'Albright', 'Blood', "Surgeon's"]);
  await expect(knots.card('Palomar')).toBeHidden();

  const albright = knots.card('Albright');
  await expect(albright).toContainText('85% strength');
  await expect(albright).toContainText('Medium');
  await expect(knots.steps('Albright')).toHaveCount(6);
  await expect(knots.steps('Albright').first()).toContainText('Fold back 2 to 3 inches of the heavier line');
  await expect(knots.steps('Albright').last()).toContainText('trim both tag ends');
  await expect(albright.getByRole('heading', { name: 'Pros' })).toBeVisible();
  await expect(albright.getByRole('heading', { name: 'Cons' })).toBeVisible();

  // A real tablist: the arrow keys move between tabs.
  await knots.tab('Line-to-Line').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(knots.tab('Terminal')).toHaveAttribute('aria-selected', 'true');
  await expect(knots.cardTitles()).toHaveText(['Palomar', 'Improved Clinch', 'Uni', 'Loop']);

  // Each page titles the document, also when coming back to one already loaded.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Safety', exact: true }).click();
  await new SafetyPage(page).expectShown();
  await expect(page).toHaveTitle('Fishing Safety: Tips, Emergency Contacts and Checklists · Tackle');
  await footer.getByRole('link', { name: 'Knots', exact: true }).click();
  await knots.expectShown();
  await expect(page).toHaveTitle('Fishing Knots: Strength and How to Tie Them · Tackle');

  // Leaving for the landing page puts the site-wide title and description back.
  await page.getByRole('link', { name: 'Tackle home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Know every piece of tackle/ })).toBeVisible();
  await expect(page).toHaveTitle('Tackle');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Tackle keeps your fishing gear/);
});

/** Something of each page's own content, beyond its heading. */
const FIRST_CONTENT: Record<PublicPageName, (page: Page) => Locator> = {
  techniques: (page) => page.getByRole('article', { name: 'Drop Shot Rig' }),
  guide: (page) => page.getByRole('article', { name: 'Largemouth Bass' }),
  knots: (page) => page.getByRole('article', { name: 'Palomar' }),
  safety: (page) => page.getByRole('heading', { level: 2, name: 'Emergency contacts' }),
};

// Decision 134: a visitor who opens an educational page gets it prerendered, with one small script
// and none of the app; signed in, the same pages are the app's.
test('a visitor opens each educational page directly, follows its links, then signs in and reads them in the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  for (const name of Object.keys(PUBLIC_PAGES) as PublicPageName[]) {
    scripts.length = 0;
    const publicPage = new PublicPage(page, name);
    await publicPage.open();
    await expect(FIRST_CONTENT[name](page)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${publicPage.heading}.* · Tackle$`));
    await page.waitForLoadState('networkidle');
    // The page's own script, and not the app: no remote, no app bootstrap.
    expect(scripts.filter((script) => /^\/remotes\/public\/static\/page\.[0-9a-f]+\.js$/.test(script)), name).toHaveLength(1);
    expect(scripts.filter((script) => /remoteEntry|mf-manifest|\/assets\/bootstrap\./.test(script)), name).toEqual([]);
    // Nor the app's entry (decision 163): the shell's few KiB that start the service worker instead.
    expect(scripts.filter((script) => /^\/assets\/static-page\.[0-9a-f]+\.js$/.test(script)), name).toHaveLength(1);
    expect(scripts.filter((script) => /^\/assets\/main\./.test(script)), name).toEqual([]);
    await publicPage.expectHeadingsInOrder();
  }

  // Its links are links: the footer's to another page, home, and Login.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Guide', exact: true }).click();
  const guide = new PublicPage(page, 'guide');
  await guide.expectShown();
  await guide.showTab('Weather Conditions');
  await expect(guide.cardTitles()).toHaveText(['Sunny & Clear', 'Overcast', 'Rainy', 'Windy']);
  await page.getByRole('link', { name: 'Tackle home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Know every piece of tackle/ })).toBeVisible();
  await page.goBack();
  await guide.expectShown();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);

  // Signed in: the footer's pages open inside the app (its frame, its tabs), without a page load.
  const username = uniqueUsername('reader');
  await new AuthPage(page).register(username, PASSWORD);
  await footer.getByRole('link', { name: 'Knots', exact: true }).click();
  const knots = new PublicPage(page, 'knots');
  await knots.expectShown();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  await knots.showTab('Terminal');
  await expect(knots.cardTitles()).toHaveText(['Palomar', 'Improved Clinch', 'Uni', 'Loop']);
  await footer.getByRole('link', { name: 'Safety', exact: true }).click();
  const safety = new SafetyPage(page);
  await safety.expectShown();
  await safety.item('Safety gear on board', 'Drain plug in').click();
  await expect(safety.checklist('Safety gear on board')).toContainText('1 of 7 checked');
  // Opened directly while signed in, a page is the app's too.
  scripts.length = 0;
  await new PublicPage(page, 'techniques').open();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  expect(scripts.some((script) => script.endsWith('/remoteEntry.js'))).toBe(true);

  // Signed in, but the hint cookie gone (cleared by the browser): the gateway sends the prerendered
  // page, whose script sees the stored sign-in and loads the app, which takes the page over.
  await page.context().clearCookies({ name: 'tackle_signed_in' });
  scripts.length = 0;
  await new PublicPage(page, 'guide').open();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  await expect(page.locator('#static-page')).toHaveCount(0);
  expect(scripts.filter((script) => /^\/assets\/static-page\./.test(script))).toHaveLength(1);
  expect(scripts.filter((script) => /^\/assets\/main\./.test(script))).toHaveLength(1);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'tackle_signed_in')).toBe(true);
  expect(errors).toEqual([]);
});

test('a signed-in angler reaches the safety page from the footer', async ({ page }) => {
  await signUp(page, 'reader');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety', exact: true }).click();
  const safety = new SafetyPage(page);
  await safety.expectShown();
  await expect(page.getByRole('heading', { level: 2, name: 'Emergency contacts' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor reads the techniques and finds no topwater technique yet', async ({ page }) => {
    const techniques = new PublicPage(page, 'techniques');
    await techniques.open();
    await expect(page).toHaveTitle(/^Fishing Techniques/);
    await expect(techniques.cardTitles()).toHaveText(['Drop Shot Rig', 'Texas Rig', 'Carolina Rig', 'Ned Rig']);
    await techniques.expectNoSidewaysScroll();

    await techniques.showTab('Finesse');
    await expect(techniques.cardTitles()).toHaveText(['Drop Shot Rig', 'Ned Rig']);
    const dropShot = techniques.card('Drop Shot Rig');
    for (const part of ['Finesse', 'Intermediate', 'Species', 'Seasons', 'Equipment', 'Steps', 'Tips']) await expect(dropShot).toContainText(part);
    await expect(dropShot).toContainText('Smallmouth Bass');
    await expect(techniques.steps('Drop Shot Rig')).toHaveCount(7);

    await techniques.showTab('Power Fishing');
    await expect(techniques.cardTitles()).toHaveText(['Texas Rig']);
    await techniques.showTab('Bottom Fishing');
    await expect(techniques.cardTitles()).toHaveText(['Carolina Rig']);
    await techniques.showTab('Topwater');
    await expect(techniques.panel()).toContainText('No techniques in this category yet.');
    await expect(techniques.cardTitles()).toHaveCount(0);
    await techniques.expectNoSidewaysScroll();
    await techniques.expectHeadingsInOrder();
  });

  test('a visitor reads the guide: species, weather and seasons', async ({ page }) => {
    const guide = new PublicPage(page, 'guide');
    await guide.open();
    await expect(page).toHaveTitle(/^Fishing Guide/);
    await expect(guide.tab('Fish Species')).toHaveAttribute('aria-selected', 'true');
    await expect(guide.cardTitles()).toHaveText(['Largemouth Bass', 'Smallmouth Bass', 'Walleye', 'Northern Pike']);
    const largemouth = guide.card('Largemouth Bass');
    for (const part of ['Habitat', 'Temperature range', 'Weather', 'Best times', 'Techniques', 'Baits', 'Tips']) await expect(largemouth).toContainText(part);
    await expect(largemouth).toContainText('65–80°F');
    await guide.expectNoSidewaysScroll();

    await guide.showTab('Weather Conditions');
    await expect(guide.cardTitles()).toHaveText(['Sunny & Clear', 'Overcast', 'Rainy', 'Windy']);
    await guide.expectNoSidewaysScroll();

    await guide.showTab('Seasonal Tips');
    await expect(guide.cardTitles()).toHaveText(['Spring', 'Summer', 'Fall', 'Winter']);
    await expect(guide.card('Spring')).toContainText('45–65°F');
    await expect(guide.card('Summer')).toContainText('70–85°F');
    await expect(guide.card('Fall')).toContainText('50–70°F');
    await expect(guide.card('Winter')).toContainText('35–50°F');
    await guide.expectNoSidewaysScroll();
    await guide.expectHeadingsInOrder();
  });

  test('a visitor checks terminal knots and their strength on a phone', async ({ page }) => {
    const knots = new PublicPage(page, 'knots');
    await knots.open();
    await knots.expectNoSidewaysScroll();
    await knots.showTab('Terminal');
    await expect(knots.cardTitles()).toHaveText(['Palomar', 'Improved Clinch', 'Uni', 'Loop']);
    await expect(knots.card('Palomar')).toContainText('95% strength');
    await expect(knots.card('Palomar')).toContainText('Easy');
    await expect(knots.steps('Palomar')).toHaveCount(5);
    await expect(knots.card('Loop')).toContainText('85% strength');
    await knots.expectNoSidewaysScroll();
    await knots.expectHeadingsInOrder();
  });

  test('a visitor finds emergency numbers and works through a checklist that is not kept', async ({ page }) => {
    const safety = new SafetyPage(page);
    await safety.open();
    await expect(page).toHaveTitle(/^Fishing Safety/);
    await safety.expectNoSidewaysScroll();

    for (const group of ['Weather', 'Water', 'Equipment', 'Health & Emergency']) {
      await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
    }
    const weather = page.getByRole('region', { name: 'Weather', exact: true });
    await expect(weather).toContainText('Get off the water at the first thunder');
    await expect(weather).toContainText('Critical');
    await expect(weather).toContainText('High');
    await expect(weather).toContainText('Medium');

    await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(page.getByRole('link', { name: 'Call 1-800-222-1222' })).toHaveAttribute('href', 'tel:+18002221222');
    await expect(page.getByText('Marine VHF channel 16')).toBeVisible();
    await expect(page.getByRole('link', { name: /channel 16/ })).toHaveCount(0);

    const list = 'Safety gear on board';
    await safety.item(list, 'A life jacket for everyone aboard').click();
    await page.getByText('Engine cut-off lanyard attached').click(); // the label ticks its box too
    await expect(safety.item(list, 'A life jacket for everyone aboard')).toBeChecked();
    await expect(safety.item(list, 'Engine cut-off lanyard attached')).toBeChecked();
    await expect(safety.checklist(list)).toContainText('2 of 7 checked');

    await safety.reset(list);
    await expect(safety.item(list, 'A life jacket for everyone aboard')).not.toBeChecked();
    await expect(safety.checklist(list)).toContainText('0 of 7 checked');

    await safety.item(list, 'Drain plug in').click();
    await expect(safety.item(list, 'Drain plug in')).toBeChecked();
    await page.reload();
    await safety.expectShown();
    await expect(safety.item(list, 'Drain plug in')).not.toBeChecked();
    await safety.expectHeadingsInOrder();
  });
});

for (const name of Object.keys(PUBLIC_PAGES) as PublicPageName[]) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    test.slow(); // one axe-core pass per tab panel takes a few seconds each on a small machine
    const publicPage = new PublicPage(page, name);
    await publicPage.open();
    expect(await publicPage.seriousAccessibilityViolations(), 'as first shown').toEqual([]);
    // Every tab panel in turn, last to first (the first one was just checked).
    for (const tab of [...publicPage.tabs].reverse().slice(0, -1)) {
      await publicPage.showTab(tab);
      expect(await publicPage.seriousAccessibilityViolations(), `on the ${tab} tab`).toEqual([]);
    }
  });
}
