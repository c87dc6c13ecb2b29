import { expect, type Page } from '@playwright/test';
import { postViaApi } from './api';
import { itemDialogTexts, ItemFormScreen } from './screen';

export interface ConsumableFields {
  name?: string;
  /** Label as shown in the select, e.g. 'Soft Plastic'. */
  category?: string;
  /** Label as shown in the select, e.g. 'Pieces'. */
  unit?: string;
  quantity?: string;
  minStock?: string;
  /** The size field; its label depends on the category. */
  size?: { label: string; value: string };
  brand?: string;
  model?: string;
  cost?: string;
  notes?: string;
}

/** Sets up consumables through the API (POST /api/consumables) with the signed-in browser's own access token; answers their ids. */
export async function addConsumablesViaApi(page: Page, consumables: Array<Record<string, unknown>>): Promise<string[]> {
  return postViaApi(page, '/api/consumables', consumables);
}

export class ConsumablesPage extends ItemFormScreen<ConsumableFields> {
  constructor(page: Page) {
    super(page, '/consumables', 'Consumables', itemDialogTexts('Consumable'));
  }

  async fill(fields: ConsumableFields) {
    const dialog = this.dialog();
    if (fields.name !== undefined) await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.category !== undefined) await this.choose('Category', fields.category);
    if (fields.unit !== undefined) await this.choose('Unit', fields.unit);
    if (fields.quantity !== undefined) await dialog.getByLabel(/^Quantity/).fill(fields.quantity);
    if (fields.minStock !== undefined) await dialog.getByLabel('Min Stock Level').fill(fields.minStock);
    if (fields.size !== undefined) await dialog.getByLabel(fields.size.label).fill(fields.size.value);
    if (fields.brand !== undefined) await dialog.getByLabel('Brand').fill(fields.brand);
    if (fields.model !== undefined) await dialog.getByLabel('Model').fill(fields.model);
    if (fields.cost !== undefined) await dialog.getByLabel('Cost').fill(fields.cost);
    if (fields.notes !== undefined) await dialog.getByLabel('Notes').fill(fields.notes);
  }

  async submit(button: 'Add Consumable' | 'Update Consumable') {
    await this.dialog().getByRole('button', { name: button }).click();
  }

  /** Opens 'Track Consumable Usage' from the item's card, fills it and submits. */
  async trackUsage(name: string, usage: { gear: string; quantity: string; notes?: string }) {
    await this.page.getByRole('button', { name: `Track usage of ${name}` }).click();
    const dialog = this.dialog();
    await expect(dialog.getByRole('heading', { name: 'Track Consumable Usage' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Used On' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${usage.gear}`) }).click();
    await dialog.getByLabel('Quantity Used').fill(usage.quantity);
    if (usage.notes !== undefined) await dialog.getByLabel('Notes').fill(usage.notes);
    await dialog.getByRole('button', { name: 'Track Usage' }).click();
  }

  async openHistory(name: string) {
    await this.page.getByRole('button', { name: `History of ${name}` }).click();
    await expect(this.dialog().getByRole('heading', { name: `History of ${name}` })).toBeVisible();
    return this.dialog().getByRole('list', { name: 'Stock history' });
  }

  async remove(name: string) {
    await this.confirmDelete(`Delete ${name}`, `Are you sure you want to delete "${name}"? This action cannot be undone.`, 'Consumable deleted successfully');
  }

  /** The card (list item) of an item in the cards view. */
  card(name: string) {
    return this.cardIn('Consumables', name);
  }
}
