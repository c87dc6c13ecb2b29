import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The educational pages anyone can read, signed in or not. */
export const PUBLIC_PAGES = {
  techniques: { path: '/techniques', heading: 'Fishing Techniques', tabs: ['All', 'Finesse', 'Power Fishing', 'Bottom Fishing', 'Topwater'] },
  guide: { path: '/guide', heading: 'Fishing Guide', tabs: ['Fish Species', 'Weather Conditions', 'Seasonal Tips'] },
  knots: { path: '/knots', heading: 'Fishing Knots', tabs: ['All', 'Terminal', 'Line-to-Line'] },
  safety: { path: '/safety', heading: 'Fishing Safety', tabs: [] },
} as const satisfies Record<string, { path: string; heading: string; tabs: readonly string[] }>;
export type PublicPageName = keyof typeof PUBLIC_PAGES;

/** One of the four pages: tabs, cards (articles named by their heading) and page-wide checks. */
export class PublicPage {
  readonly heading: string;
  readonly path: string;
  readonly tabs: readonly string[];

  constructor(
    protected readonly page: Page,
    name: PublicPageName,
  ) {
    this.heading = PUBLIC_PAGES[name].heading;
    this.path = PUBLIC_PAGES[name].path;
    this.tabs = PUBLIC_PAGES[name].tabs;
  }

  async open() {
    await this.page.goto(this.path);
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.page).toHaveURL(new RegExp(`${this.path}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: this.heading })).toBeVisible({ timeout: 20_000 });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async showTab(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** The visible tab panel. */
  panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** A card (technique, species, knot ...) by its title. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** Titles of the cards in the visible tab panel, in page order. */
  cardTitles(): Locator {
    return this.panel().getByRole('heading', { level: 2 });
  }

  steps(cardName: string): Locator {
    return this.card(cardName).getByRole('list', { name: `${cardName} steps` }).getByRole('listitem');
  }

  async expectNoSidewaysScroll() {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
  }

  async expectHeadingsInOrder() {
    const levels = await this.page.getByRole('heading').evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels[0], 'first heading is the h1').toBe(1);
    expect(levels.filter((level) => level === 1), 'exactly one h1').toHaveLength(1);
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i]! - levels[i - 1]!, `heading ${i + 1} skips a level`).toBeLessThanOrEqual(1);
    }
  }

  /** axe-core on the whole page; returns the serious and critical violations (ids and where). */
  async seriousAccessibilityViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
}

export class SafetyPage extends PublicPage {
  constructor(page: Page) {
    super(page, 'safety');
  }

  checklist(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  item(checklist: string, label: string): Locator {
    return this.checklist(checklist).getByRole('checkbox', { name: label, exact: true });
  }

  async reset(checklist: string) {
    await this.checklist(checklist).getByRole('button', { name: 'Reset checklist' }).click();
  }
}
