import { expect, type Locator, type Page } from '@playwright/test';

export class FishSpotsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/fish-spots');
    await expect(this.page.getByRole('heading', { name: 'Fish Spots', level: 1 })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  combobox(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  async choose(label: string, option: string) {
    await this.combobox(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async search(text: string) {
    await this.page.getByPlaceholder('Search for lake, river, or fishing spot...').fill(text);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  spots(): Locator {
    return this.page
      .getByRole('region', { name: 'Recommended spots' })
      .getByRole('listitem')
      .filter({ hasText: 'Match Score' });
  }

  spot(name: string | RegExp): Locator {
    return this.spots().filter({ has: this.page.getByRole('heading', { name }) });
  }

  async showReasons(spot: Locator) {
    await spot.getByRole('button', { name: 'Why this score' }).click();
  }

  /** On a phone the conditions fold into a summary once filled; this button opens or folds them. */
  conditionsToggle(): Locator {
    return this.page.getByRole('button', { name: /^(Edit|Hide) conditions$/ });
  }

  currentConditions(): Locator {
    return this.page.getByText('Current Conditions', { exact: true }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  }

  recommendedSpots(): Locator {
    return this.page.getByText('Recommended Spots', { exact: true }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  }

  biteTimes(): Locator {
    return this.page.getByRole('list', { name: 'Bite periods' });
  }

  /** 'What to tie on today': the angler's own patterns for the conditions. */
  whatToTieOn(): Locator {
    return this.page.getByRole('region', { name: 'What to tie on today' });
  }

  /** A suggestion of the card by its aspect and label, e.g. 'Bait: Chartreuse Spinnerbait'. */
  suggestion(name: string | RegExp): Locator {
    return this.whatToTieOn().getByRole('listitem', { name });
  }
}
