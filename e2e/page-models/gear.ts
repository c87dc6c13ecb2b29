import { expect, type Page } from '@playwright/test';

export interface GearFields {
  name: string;
  type: 'Rod' | 'Reel' | 'Lure';
  brand?: string;
  model?: string;
  condition?: string;
  retailCost?: string;
  purchaseCost?: string;
  notes?: string;
}

export class GearInventoryPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/gear');
    await expect(this.page.getByRole('heading', { name: 'Gear Inventory' })).toBeVisible();
  }

  private dialog() {
    return this.page.getByRole('dialog');
  }

  async fill(fields: Partial<GearFields>) {
    const dialog = this.dialog();
    // Brand and model first: they auto-fill the name, which is then overwritten when given.
    if (fields.brand !== undefined) await dialog.getByLabel('Brand').fill(fields.brand);
    if (fields.model !== undefined) await dialog.getByLabel('Model').fill(fields.model);
    if (fields.name !== undefined) await dialog.getByLabel('Name').fill(fields.name);
    if (fields.type !== undefined) {
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await this.page.getByRole('option', { name: fields.type, exact: true }).click();
    }
    if (fields.retailCost !== undefined) await dialog.getByLabel('Retail Cost').fill(fields.retailCost);
    if (fields.purchaseCost !== undefined) await dialog.getByLabel('Purchase Cost').fill(fields.purchaseCost);
    if (fields.notes !== undefined) await dialog.getByLabel('Notes').fill(fields.notes);
  }

  async add(fields: GearFields) {
    await this.page.getByRole('button', { name: 'Add Gear' }).first().click();
    await expect(this.dialog().getByRole('heading', { name: 'Add New Gear' })).toBeVisible();
    await this.fill(fields);
    await this.dialog().getByRole('button', { name: 'Add Gear' }).click();
    await expect(this.page.getByText('Gear added successfully', { exact: true })).toBeVisible();
    await expect(this.dialog()).toBeHidden();
  }

  async edit(currentName: string, fields: Partial<GearFields>) {
    await this.page.getByRole('button', { name: `Edit ${currentName}` }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Edit Gear' })).toBeVisible();
    await this.fill(fields);
    await this.dialog().getByRole('button', { name: 'Update Gear' }).click();
    await expect(this.page.getByText('Gear updated successfully', { exact: true })).toBeVisible();
    await expect(this.dialog()).toBeHidden();
  }

  async remove(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(this.page.getByText('Gear deleted successfully', { exact: true })).toBeVisible();
  }

  item(name: string) {
    return this.page.getByRole('heading', { name, exact: true });
  }
}
