import { expect, type Page } from '@playwright/test';

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

/** Sets up consumables through the API (POST /api/consumables) with the signed-in browser's own access token. */
export async function addConsumablesViaApi(page: Page, consumables: Array<Record<string, unknown>>) {
  await page.evaluate(async (bodies) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    if (!token) throw new Error('not signed in');
    for (const body of bodies) {
      const res = await fetch('/api/consumables', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST /api/consumables answered ${res.status}: ${await res.text()}`);
    }
  }, consumables);
}

export class ConsumablesPage {
  constructor(private readonly page: Page) {}

  async open(path = '/consumables') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Consumables', level: 1 })).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  private async choose(label: string, option: string) {
    await this.dialog().getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
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

  async startAdding() {
    await this.page.getByRole('button', { name: 'Add Consumable' }).first().click();
    await expect(this.dialog().getByRole('heading', { name: 'Add Consumable' })).toBeVisible();
  }

  async submit(button: 'Add Consumable' | 'Update Consumable') {
    await this.dialog().getByRole('button', { name: button }).click();
  }

  async add(fields: ConsumableFields) {
    await this.startAdding();
    await this.fill(fields);
    await this.submit('Add Consumable');
    await expect(this.page.getByText('Consumable added successfully', { exact: true })).toBeVisible();
    await expect(this.dialog()).toBeHidden();
  }

  async edit(name: string, fields: ConsumableFields) {
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Edit Consumable' })).toBeVisible();
    await this.fill(fields);
    await this.submit('Update Consumable');
    await expect(this.page.getByText('Consumable updated successfully', { exact: true })).toBeVisible();
    await expect(this.dialog()).toBeHidden();
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
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(this.page.getByText('Consumable deleted successfully', { exact: true })).toBeVisible();
  }

  /** The card (list item) of an item in the cards view. */
  card(name: string) {
    return this.page
      .getByRole('list', { name: 'Consumables' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}
