import { expect, type Locator, type Page } from '@playwright/test';
import { Screen } from './screen';

/** The floating button's quick actions (shell/src/layout/QuickActions.tsx). */
export async function quickAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('list', { name: 'Quick actions' }).getByRole('button', { name }).click();
}

/** /trips: the list of trips, the Start / End Trip sheets, the calendar (docs/decisions/126-trip-screens.md). */
export class TripsPage extends Screen {
  constructor(page: Page) {
    super(page, '/trips', 'Trips');
  }

  startSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Start Trip' });
  }

  endSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'End Trip' });
  }

  /** Start Trip from the floating button, from whatever page is open; answers the sheet. */
  async openStartFromQuickActions(): Promise<Locator> {
    await quickAction(this.page, 'Start Trip');
    // On /trips, which hosts it (the page behind a sheet is hidden from the accessibility tree).
    await expect(this.page).toHaveURL(/\/trips$/);
    await expect(this.startSheet()).toBeVisible();
    return this.startSheet();
  }

  /** Starts the trip in the open sheet and waits for it to be under way. */
  async start(fields: { waterBody?: string; name?: string; startedAt?: string }) {
    const sheet = this.startSheet();
    // The spot is found first (the place follows from the device's position).
    await expect(sheet.getByText('Finding where you are')).toBeHidden();
    if (fields.waterBody !== undefined) await sheet.getByLabel('Water body').fill(fields.waterBody);
    if (fields.name !== undefined) await sheet.getByLabel('Trip name').fill(fields.name);
    if (fields.startedAt !== undefined) await sheet.getByLabel('Started').fill(fields.startedAt);
    await sheet.getByRole('button', { name: 'Start Trip' }).click();
    await expect(this.toast('Trip started')).toBeVisible();
    await expect(sheet).toBeHidden();
  }

  /** End Trip from the floating button: the sheet names the trip; ending it waits for the toast. */
  async endFromQuickActions(name: string) {
    await quickAction(this.page, 'End Trip');
    const sheet = this.endSheet();
    await expect(sheet.getByText(name, { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'End Trip' }).click();
    await expect(this.toast('Trip ended')).toBeVisible();
    await expect(sheet).toBeHidden();
  }

  card(name: string): Locator {
    return this.cardIn('Trips', name);
  }

  async openTrip(name: string) {
    await this.page.getByRole('link', { name: `Open trip: ${name}` }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  async showView(view: 'Cards' | 'Table' | 'Calendar') {
    await this.page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click();
  }

  /** The calendar's button for a day ('Saturday, December 5, 2026: ...'). */
  calendarDay(label: RegExp): Locator {
    return this.page.getByRole('grid').getByRole('button', { name: label });
  }
}

/** /trips/:id: a trip's figures, lists, map and catches. */
export class TripDetailPage {
  constructor(private readonly page: Page) {}

  /** The value under a figure's label ('Fish' -> '5'). */
  figure(label: string): Locator {
    return this.page.locator('dl').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd').first();
  }

  list(name: 'Species' | 'Setups used' | 'Baits used'): Locator {
    return this.page.getByRole('list', { name, exact: true });
  }

  map(): Locator {
    return this.page.getByRole('region', { name: /^Map of the trip's catches/ });
  }

  catchCards(): Locator {
    return this.page.getByRole('list', { name: 'Catches' }).getByRole('listitem');
  }
}
