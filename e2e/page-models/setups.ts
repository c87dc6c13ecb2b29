import { expect, type Page } from '@playwright/test';
import { Screen } from './screen';

export interface SetupFields {
  name?: string;
  rod?: string;
  reel?: string;
  lure?: string;
  notes?: string;
}

export class SetupsPage extends Screen {
  constructor(page: Page) {
    super(page, '/setups', 'Fishing Setups');
  }

  async fill(fields: SetupFields) {
    const dialog = this.dialog();
    if (fields.name !== undefined) await dialog.getByLabel('Setup Name').fill(fields.name);
    for (const [label, value] of [
      ['Rod', fields.rod],
      ['Reel', fields.reel],
      ['Lure', fields.lure],
    ] as const) {
      if (value === undefined) continue;
      await dialog.getByRole('combobox', { name: label }).click();
      await this.page.getByRole('option', { name: value, exact: true }).click();
    }
    if (fields.notes !== undefined) await dialog.getByLabel('Notes').fill(fields.notes);
  }

  async startCreating() {
    await this.page.getByRole('button', { name: 'Create Setup' }).first().click();
    await expect(this.dialog().getByRole('heading', { name: 'Create Setup' })).toBeVisible();
  }

  async create(fields: SetupFields) {
    await this.startCreating();
    await this.fill(fields);
    await this.submitDialog('Create Setup', 'Setup added successfully');
  }

  async edit(name: string, fields: SetupFields) {
    await this.openEditor(name, 'Edit Setup');
    await this.fill(fields);
    await this.submitDialog('Update Setup', 'Setup updated successfully');
  }

  async remove(name: string) {
    await this.confirmDelete(`Delete ${name}`, `Are you sure you want to delete "${name}"?`, 'Setup deleted successfully');
  }

  card(name: string) {
    return this.cardIn('Setups', name);
  }
}
