import { expect, type Locator, type Page } from '@playwright/test';
import { postViaApi } from './api';
import { Screen } from './screen';

export interface CatchFields {
  species?: string;
  pounds?: string;
  ounces?: string;
  /** datetime-local value, e.g. '2026-05-01T06:30'. */
  dateTime?: string;
  bait?: string;
  rig?: string;
  depth?: string;
  notes?: string;
}

/** Today as the angler's catch form writes it ('2026-05-03'), so a logged catch is in today's season. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Sets up catches through the API (POST /api/catches) with the signed-in browser's own access token. */
export async function logCatchesViaApi(page: Page, catches: Array<Record<string, unknown>>) {
  await postViaApi(page, '/api/catches', catches);
}

export class CatchLogPage extends Screen {
  constructor(page: Page) {
    super(page, '/catches', 'Catch Log');
  }

  /** The Log Catch / Edit Catch dialog. */
  override dialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: /^(Log|Edit) Catch$/ }) });
  }

  locationDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Select Fishing Location' });
  }

  async startLogging() {
    await this.page.getByRole('button', { name: 'Log Catch' }).first().click();
    await expect(this.dialog().getByRole('heading', { name: 'Log Catch' })).toBeVisible();
  }

  async fill(fields: CatchFields) {
    const dialog = this.dialog();
    if (fields.species !== undefined) await dialog.getByLabel('Species', { exact: true }).fill(fields.species);
    if (fields.pounds !== undefined) await dialog.getByLabel('Weight (lbs)', { exact: true }).fill(fields.pounds);
    if (fields.ounces !== undefined) await dialog.getByLabel('Weight (oz)', { exact: true }).fill(fields.ounces);
    if (fields.dateTime !== undefined) await dialog.getByLabel('Date and Time').fill(fields.dateTime);
    if (fields.bait !== undefined) await dialog.getByLabel('Lure / Bait').fill(fields.bait);
    if (fields.rig !== undefined) await dialog.getByLabel('Rig', { exact: true }).fill(fields.rig);
    if (fields.depth !== undefined) await dialog.getByLabel('Depth (ft)').fill(fields.depth);
    if (fields.notes !== undefined) {
      const notes = dialog.getByLabel('Notes', { exact: true });
      if (!(await notes.isVisible())) await dialog.getByRole('button', { name: 'Additional Notes' }).click();
      await notes.fill(fields.notes);
    }
  }

  /** Opens 'Select Fishing Location', searches, picks the result and confirms it. */
  async pickLocationBySearch(query: string, result: string | RegExp) {
    await this.dialog().getByRole('button', { name: 'Choose location on a map' }).click();
    const picker = this.locationDialog();
    await expect(picker).toBeVisible();
    await picker.getByLabel('Search for a location').fill(query);
    // No Enter needed: the search runs by itself shortly after typing.
    const choice = picker.getByRole('list', { name: 'Search results' }).getByRole('button', { name: result });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await expect(this.toast('Location has been set for your catch')).toBeVisible();
    await expect(picker).toBeHidden();
  }

  /** Opens 'Select Fishing Location' and takes the device's position. */
  async pickCurrentLocation() {
    await this.dialog().getByRole('button', { name: 'Choose location on a map' }).click();
    const picker = this.locationDialog();
    await picker.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(this.toast('Your current location has been detected')).toBeVisible();
    await expect(picker.getByText(/^Selected:/)).toBeVisible();
    await expect(picker.getByText('looking up the name')).toBeHidden();
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await expect(picker).toBeHidden();
  }

  async getCurrentWeather() {
    await this.dialog().getByRole('button', { name: 'Get Current Weather' }).click();
    await expect(this.toast('Current weather conditions have been loaded')).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog().getByLabel(label, { exact: true });
  }

  async submitNew() {
    await this.submitDialog('Log Catch', 'Catch logged successfully');
  }

  async startEditing(species: string) {
    await this.page.getByRole('button', { name: new RegExp(`^Edit catch: ${species},`) }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Edit Catch' })).toBeVisible();
  }

  async submitEdit() {
    await this.submitDialog('Update Catch', 'Catch updated successfully');
  }

  async remove(species: string) {
    await this.confirmDelete(new RegExp(`^Delete catch: ${species},`), 'Are you sure you want to delete this catch?', 'Catch deleted successfully');
  }

  /** The card of a catch, found by its species heading. */
  card(species: string): Locator {
    return this.cardIn('Catches', species);
  }
}

export class StatisticsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/stats');
    await expect(this.page.getByRole('heading', { name: 'Fishing Statistics', level: 1 })).toBeVisible();
    await expect(this.page.getByRole('tab', { name: 'Angler Stats' })).toBeVisible();
  }

  async showTab(name: 'Angler Stats' | 'Gear Stats' | 'Catch Stats') {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  /** The value shown under a figure's label ('Total Catches' -> '3'). */
  figure(label: string): Locator {
    return this.page
      .getByRole('tabpanel')
      .locator('dl')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd')
      .first();
  }

  /** The table a chart offers screen readers, by the chart's title. */
  chartTable(title: string): Locator {
    return this.page.getByRole('table', { name: title });
  }

  /**
   * The bars of a chart as drawn (hidden from assistive technology, which reads chartTable), by the
   * chart's title: the drawing loads after the figures (decision 134).
   */
  chartBars(title: string): Locator {
    return this.page.getByRole('figure', { name: title }).locator('svg [data-bar]');
  }
}
