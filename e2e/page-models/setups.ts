import { expect, type Page } from '@playwright/test';

export interface SetupFields {
  name?: string;
  rod?: string;
  reel?: string;
  lure?: string;
  notes?: string;
}

export class SetupsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/setups');
    await expect(this.page.getByRole('heading', { name: 'Fishing Setups', level: 1 })).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
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
    await this.dialog().getByRole('button', { name: 'Create Setup' }).click();
    await expect(this.page.getByText('Setup added successfully', { exact: true })).toBeVisible();
    await expect(this.dialog()).toBeHidden();
  }

  async edit(name: string, fields: SetupFields) {
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Edit Setup' })).toBeVisible();
    await this.fill(fields);
    await this.dialog().getByRole('button', { name: 'Update Setup' }).click();
    await expect(this.page.getByText('Setup updated successfully', { exact: true })).toBeVisible();
    await expect(this.dialog()).toBeHidden();
  }

  async remove(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Are you sure you want to delete "${name}"?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(this.page.getByText('Setup deleted successfully', { exact: true })).toBeVisible();
  }

  card(name: string) {
    return this.page
      .getByRole('list', { name: 'Setups' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}
