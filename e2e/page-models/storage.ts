import { expect, type Page } from '@playwright/test';
import { Screen } from './screen';

export interface LocationFields {
  name: string;
  /** Label as shown in the select, e.g. 'Tackle Box'. */
  type?: string;
  description?: string;
  capacity?: string;
  portable?: boolean;
}

export class StoragePage extends Screen {
  constructor(page: Page) {
    super(page, '/storage', 'Storage Locations');
  }

  /** Fills the open 'Add Storage Location' dialog and creates the location. */
  async create(fields: LocationFields) {
    const dialog = this.dialog();
    await expect(dialog.getByRole('heading', { name: 'Add Storage Location' })).toBeVisible();
    await dialog.getByLabel('Name').fill(fields.name);
    if (fields.type !== undefined) await this.choose('Type', fields.type);
    if (fields.description !== undefined) await dialog.getByLabel('Description (optional)').fill(fields.description);
    if (fields.capacity !== undefined) await dialog.getByLabel('Capacity (optional)').fill(fields.capacity);
    if (fields.portable) await dialog.getByRole('checkbox', { name: 'Portable storage' }).check();
    await this.submitDialog('Create', 'Storage location created successfully');
  }

  card(name: string) {
    return this.cardIn('Storage locations', name);
  }

  async openManageGear(location: string) {
    await this.page.getByRole('button', { name: `Manage Gear in ${location}` }).click();
    await expect(this.dialog().getByRole('heading', { name: `Manage Gear in ${location}` })).toBeVisible();
  }

  /** In the open 'Manage Gear' dialog: put a piece of gear in the location. */
  async storeGear(gear: string, options: { quantity?: string; notes?: string } = {}) {
    const dialog = this.dialog();
    await dialog.getByRole('combobox', { name: 'Select Gear' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${gear} \\(`) }).click();
    if (options.quantity !== undefined) await dialog.getByLabel('Quantity').fill(options.quantity);
    if (options.notes !== undefined) await dialog.getByLabel('Notes (optional)').fill(options.notes);
    await dialog.getByRole('button', { name: 'Add Gear' }).click();
    await expect(this.page.getByText('Gear added to storage location', { exact: true })).toBeVisible();
  }

  async unstoreGear(gear: string, location: string) {
    await this.dialog().getByRole('button', { name: `Remove ${gear} from ${location}` }).click();
    await expect(this.page.getByText('Gear removed from storage location', { exact: true })).toBeVisible();
  }

  async closeDialog() {
    await this.dialog().getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
