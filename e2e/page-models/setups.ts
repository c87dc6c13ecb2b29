import type { Page } from '@playwright/test';
import { itemDialogTexts, ItemFormScreen } from './screen';

export interface SetupFields {
  name?: string;
  rod?: string;
  reel?: string;
  lure?: string;
  line?: string;
  leader?: string;
  hook?: string;
  notes?: string;
}

export class SetupsPage extends ItemFormScreen<SetupFields> {
  constructor(page: Page) {
    super(page, '/setups', 'Fishing Setups', itemDialogTexts('Setup', 'Create Setup'));
  }

  async fill(fields: SetupFields) {
    const dialog = this.dialog();
    if (fields.name !== undefined) await dialog.getByLabel('Setup Name').fill(fields.name);
    if (fields.rod !== undefined) await this.choose('Rod', fields.rod);
    if (fields.reel !== undefined) await this.choose('Reel', fields.reel);
    if (fields.lure !== undefined) await this.choose('Lure', fields.lure);
    if (fields.line !== undefined) await this.choose('Line', fields.line);
    if (fields.leader !== undefined) await this.choose('Leader', fields.leader);
    if (fields.hook !== undefined) await this.choose('Hook', fields.hook);
    if (fields.notes !== undefined) await dialog.getByLabel('Notes').fill(fields.notes);
  }

  async remove(name: string) {
    await this.confirmDelete(`Delete ${name}`, `Are you sure you want to delete "${name}"?`, 'Setup deleted successfully');
  }

  card(name: string) {
    return this.cardIn('Setups', name);
  }
}
