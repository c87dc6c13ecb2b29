import { expect, type Locator, type Page } from '@playwright/test';
import { postViaApi, uploadDrawnPhoto } from './api';
import { signUp } from './auth';

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

export interface RodFields {
  rodType?: string;
  lengthFeet?: string;
  lengthInches?: string;
  /** A metric angler's one length field (decision 121). */
  lengthMetres?: string;
  power?: string;
  action?: string;
  lineWeight?: string;
  pieces?: string;
}

export interface ReelFields {
  reelType?: string;
  reelSize?: string;
  gearRatio?: string;
  bearings?: string;
  capacity?: string;
  drag?: string;
  /** A metric angler's max drag. */
  dragKg?: string;
}

/**
 * Sets up gear through the API with the signed-in browser's own access token (the POST /api/gear
 * body: names, types by id...). `withPhoto` also uploads a landscape photo drawn in the page.
 * Answers the new ids (the lists may not show them yet in distributed mode: projections catch up).
 */
export async function addGearViaApi(page: Page, gear: Array<Record<string, unknown> & { withPhoto?: boolean }>): Promise<string[]> {
  // One at a time, each photo right after its item, in the order given.
  const ids: string[] = [];
  for (const { withPhoto, ...body } of gear) {
    const [id] = await postViaApi(page, '/api/gear', [body]);
    if (withPhoto) await uploadDrawnPhoto(page, `/api/gear/${id}/image`, { width: 800, height: 450, color: '#0f766e', fileName: 'rod.jpg' });
    ids.push(id!);
  }
  return ids;
}

/**
 * Registers a new angler (see `signUp`), sets up their `gear` through the API (`addGearViaApi`;
 * none by default) and opens their Gear Inventory.
 */
export async function signUpToGear(page: Page, prefix: string, gear: Parameters<typeof addGearViaApi>[1] = []): Promise<GearInventoryPage> {
  await signUp(page, prefix);
  await addGearViaApi(page, gear);
  const inventory = new GearInventoryPage(page);
  await inventory.open();
  return inventory;
}

/** The phone layout of the Gear Inventory toolbar (below 640 px): 'Filters' sheet and 'More' menu. */
export class PhoneGearToolbar {
  constructor(private readonly page: Page) {}

  filtersButton(): Locator {
    return this.page.getByRole('button', { name: /^Filters/ });
  }

  sheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }

  async openFilters() {
    await this.filtersButton().click();
    await expect(this.sheet()).toBeVisible();
    return this.sheet();
  }

  async closeFilters() {
    await this.sheet().getByRole('button', { name: /^Show \d+ items?$/ }).click();
    await expect(this.sheet()).toBeHidden();
  }

  /** Chooses a value of one of the sheet's selects ('Gear type', 'Sort by', 'Order'). */
  async choose(label: 'Gear type' | 'Sort by' | 'Order', option: string) {
    await this.sheet().getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.sheet().getByRole('combobox', { name: label, exact: true })).toHaveText(option);
  }

  async openMore() {
    await this.page.getByRole('button', { name: 'More actions' }).click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }
}

export class GearInventoryPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/gear${query}`);
    await expect(this.page.getByRole('heading', { name: 'Gear Inventory' })).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Chooses an entry in a catalog picker (Brand, Model), creating it when the catalog lacks it. */
  async pick(noun: 'Brand' | 'Model', name: string) {
    await this.dialog().getByRole('combobox', { name: noun, exact: true }).click();
    const search = this.page.getByRole('combobox', { name: `Search ${noun.toLowerCase()}s` });
    await search.fill(name);
    const list = this.page.getByRole('listbox', { name: `${noun}s` });
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    const existing = list.getByRole('option', { name, exact: true });
    if (await existing.count()) {
      await existing.click();
    } else {
      await list.getByRole('option', { name: `Create "${name}"` }).click();
      await expect(this.page.getByText(`${noun} "${name}" has been created.`, { exact: true })).toBeVisible();
    }
    await expect(this.dialog().getByRole('combobox', { name: noun, exact: true })).toHaveText(name);
  }

  private async choose(label: string, option: string) {
    await this.dialog().getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(fields: Partial<GearFields>) {
    const dialog = this.dialog();
    if (fields.type !== undefined) await this.choose('Type', fields.type);
    // Brand and model first: they auto-fill the name, which is then overwritten when given.
    if (fields.brand !== undefined) await this.pick('Brand', fields.brand);
    if (fields.model !== undefined) await this.pick('Model', fields.model);
    if (fields.name !== undefined) await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.condition !== undefined) await this.choose('Condition', fields.condition);
    if (fields.retailCost !== undefined) await dialog.getByLabel('Retail Cost').fill(fields.retailCost);
    if (fields.purchaseCost !== undefined) await dialog.getByLabel('Purchase Cost').fill(fields.purchaseCost);
    if (fields.notes !== undefined) await dialog.getByLabel('Notes', { exact: true }).fill(fields.notes);
  }

  async fillRod(rod: RodFields) {
    const dialog = this.dialog();
    await expect(dialog.getByRole('group', { name: 'Rod Details' })).toBeVisible();
    if (rod.rodType !== undefined) await this.choose('Rod Type', rod.rodType);
    if (rod.lengthFeet !== undefined) await dialog.getByLabel('Length (feet)').fill(rod.lengthFeet);
    if (rod.lengthInches !== undefined) await dialog.getByLabel('Length (inches)').fill(rod.lengthInches);
    if (rod.lengthMetres !== undefined) await dialog.getByLabel('Length (m)').fill(rod.lengthMetres);
    if (rod.power !== undefined) await this.choose('Power', rod.power);
    if (rod.action !== undefined) await this.choose('Action', rod.action);
    if (rod.lineWeight !== undefined) await dialog.getByLabel('Line Weight').fill(rod.lineWeight);
    if (rod.pieces !== undefined) await dialog.getByLabel('Pieces').fill(rod.pieces);
  }

  async fillReel(reel: ReelFields) {
    const dialog = this.dialog();
    await expect(dialog.getByRole('group', { name: 'Reel Details' })).toBeVisible();
    if (reel.reelType !== undefined) await this.choose('Reel Type', reel.reelType);
    if (reel.reelSize !== undefined) await dialog.getByLabel('Reel Size').fill(reel.reelSize);
    if (reel.gearRatio !== undefined) await dialog.getByLabel('Gear Ratio').fill(reel.gearRatio);
    if (reel.bearings !== undefined) await dialog.getByLabel('Bearings').fill(reel.bearings);
    if (reel.capacity !== undefined) await dialog.getByLabel('Line Capacity').fill(reel.capacity);
    if (reel.drag !== undefined) await dialog.getByLabel('Max Drag (lbs)').fill(reel.drag);
    if (reel.dragKg !== undefined) await dialog.getByLabel('Max Drag (kg)').fill(reel.dragKg);
  }

  async fillLure(lure: { lureType?: string; size?: string; weight?: string; weightGrams?: string; color?: string }) {
    const dialog = this.dialog();
    await expect(dialog.getByRole('group', { name: 'Lure Details' })).toBeVisible();
    if (lure.lureType !== undefined) await this.choose('Lure Type', lure.lureType);
    if (lure.size !== undefined) await dialog.getByLabel('Size', { exact: true }).fill(lure.size);
    if (lure.weight !== undefined) await dialog.getByLabel('Weight (oz)').fill(lure.weight);
    if (lure.weightGrams !== undefined) await dialog.getByLabel('Weight (g)').fill(lure.weightGrams);
    if (lure.color !== undefined) await dialog.getByLabel('Color').fill(lure.color);
  }

  /** The details list of a card ("Length 7'1"", "Power Medium Heavy", ...). */
  specs(name: string): Locator {
    return this.card(name).getByRole('definition');
  }

  /** Chooses a photo file in the open gear dialog (which starts its analysis). */
  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.dialog().getByLabel('Photo').setInputFiles(file);
  }

  /** Dialogs open one at a time: wait for a closing one to be gone before opening the next. */
  private async noDialog() {
    await expect(this.dialog()).toHaveCount(0);
  }

  async openAddDialog() {
    await this.noDialog();
    await this.page.getByRole('button', { name: 'Add Gear' }).first().click();
    await expect(this.dialog().getByRole('heading', { name: 'Add New Gear' })).toBeVisible();
  }

  /** Submits the open dialog and waits for the given success toast and for the dialog to close. */
  async save(expectedToast = 'Gear added successfully') {
    const dialog = this.dialog();
    await dialog.getByRole('button', { name: /^(Add|Update) Gear$/ }).click();
    await expect(this.page.getByText(expectedToast, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async add(fields: GearFields) {
    await this.openAddDialog();
    await this.fill(fields);
    await this.save();
  }

  async edit(currentName: string, fields: Partial<GearFields>) {
    await this.openEdit(currentName);
    await this.fill(fields);
    await this.save('Gear updated successfully');
  }

  async openEdit(name: string) {
    await this.noDialog();
    await this.page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Edit Gear' })).toBeVisible();
  }

  async copy(name: string) {
    await this.noDialog();
    await this.page.getByRole('button', { name: `Copy ${name}`, exact: true }).click();
    await expect(this.page.getByText('Form populated with copied gear data. Update the name and save.', { exact: true })).toBeVisible();
    await expect(this.dialog().getByRole('heading', { name: 'Add New Gear' })).toBeVisible();
  }

  async remove(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await expect(this.page.getByText('Gear deleted successfully', { exact: true })).toBeVisible();
  }

  /** Opens 'Track Consumable Usage' for the gear, records the usage and waits for the toast. */
  async trackUsage(gear: string, usage: { consumable: string; quantity: string; notes?: string }) {
    await this.noDialog();
    await this.page.getByRole('button', { name: `Track consumables for ${gear}`, exact: true }).click();
    const dialog = this.dialog();
    await expect(dialog.getByRole('heading', { name: 'Track Consumable Usage' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Consumable' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${escapeRegExp(usage.consumable)} \\(`) }).click();
    await dialog.getByLabel('Quantity Used').fill(usage.quantity);
    if (usage.notes !== undefined) await dialog.getByLabel('Notes').fill(usage.notes);
    await dialog.getByRole('button', { name: 'Track Usage' }).click();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search gear' }).fill(text);
  }

  async filterType(type: 'All Gear' | 'Rod' | 'Reel' | 'Lure') {
    await this.page.getByRole('combobox', { name: 'Filter by gear type' }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  async showTable() {
    await this.page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  /** The card of a piece of gear (cards view). */
  card(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Opens 'Spool Reel' from a reel's card (decision 128). */
  async startSpooling(reel: string) {
    await this.card(reel).getByRole('button', { name: `Spool ${reel}` }).click();
    await expect(this.page.getByRole('dialog', { name: 'Spool Reel' })).toBeVisible();
  }

  /** Fills the open 'Spool Reel' dialog: the line (its option's text), then what is given. */
  async fillSpool(fields: { line: string; kind?: string; amount?: string; spooledOn?: string; leader?: string }) {
    const dialog = this.page.getByRole('dialog', { name: 'Spool Reel' });
    await dialog.getByRole('combobox', { name: /^Line/ }).click();
    await this.page.getByRole('option', { name: fields.line }).click();
    if (fields.kind !== undefined) {
      await dialog.getByRole('combobox', { name: /^Kind of line/ }).click();
      await this.page.getByRole('option', { name: fields.kind, exact: true }).click();
    }
    if (fields.amount !== undefined) await dialog.getByLabel('Amount used').fill(fields.amount);
    if (fields.spooledOn !== undefined) await dialog.getByLabel('Spooled on').fill(fields.spooledOn);
    if (fields.leader !== undefined) await dialog.getByLabel('Leader').fill(fields.leader);
  }

  async saveSpool() {
    await this.page.getByRole('dialog', { name: 'Spool Reel' }).getByRole('button', { name: 'Spool Reel' }).click();
    await expect(this.page.getByText('Reel spooled', { exact: true })).toBeVisible();
    await expect(this.page.getByRole('dialog', { name: 'Spool Reel' })).toBeHidden();
  }

  item(name: string) {
    return this.page.getByRole('heading', { name, exact: true });
  }

  async openRecommendations() {
    await this.noDialog();
    await this.page.getByRole('button', { name: 'Get Recommendations' }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Gear Pairing Recommendations' })).toBeVisible();
    return this.dialog();
  }

  /** Clicks 'Export CSV' and answers the downloaded file's name and text. */
  async exportCsv() {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { fileName: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Opens 'Import Gear from CSV' and chooses the file; the preview table is then visible. */
  async chooseCsvToImport(file: { name: string; text: string }) {
    await this.noDialog();
    await this.page.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = this.dialog();
    await expect(dialog.getByRole('heading', { name: 'Import Gear from CSV' })).toBeVisible();
    await dialog.getByLabel('CSV file').setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
    return dialog;
  }
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
