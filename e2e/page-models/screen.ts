import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the page models of the signed-in screens share: the screen's address and level-1 heading,
 * its open dialog, toasts, cards, and the dialogs that save or delete with a toast.
 */
export class Screen {
  constructor(
    protected readonly page: Page,
    private readonly path: string,
    private readonly heading: string,
  ) {}

  async open(path = this.path) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: this.heading, level: 1 })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** Chooses `option` in the open dialog's select labelled `label`. */
  async choose(label: string, option: string) {
    await this.dialog().getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The card (list item) in the list named `list` whose heading is `name`. */
  protected cardIn(list: string, name: string): Locator {
    return this.page
      .getByRole('list', { name: list })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Clicks the item's 'Edit <name>' button and waits for the dialog headed `heading`. */
  protected async openEditor(name: string, heading: string) {
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(this.dialog().getByRole('heading', { name: heading })).toBeVisible();
  }

  /** Clicks the dialog's button, waits for the toast and for the dialog to close. */
  protected async submitDialog(button: string, toast: string) {
    const dialog = this.dialog();
    await dialog.getByRole('button', { name: button }).click();
    await expect(this.toast(toast)).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Clicks a delete button, answers the confirmation that asks `question` and waits for the toast. */
  protected async confirmDelete(button: string | RegExp, question: string, toast: string) {
    await this.page.getByRole('button', { name: button }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(question);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(this.toast(toast)).toBeVisible();
  }
}

/**
 * What the add/edit dialog of a list screen says: `add` names the button that opens it, its heading
 * and its save button; `edit` the heading when editing, `update` the save button then; `added` and
 * `updated` the toasts.
 */
export interface ItemDialogTexts {
  add: string;
  added: string;
  edit: string;
  update: string;
  updated: string;
}

/** The texts of an item's dialog, as the spec words them for every item: `add` is the add button's ('Create Setup'). */
export function itemDialogTexts(item: string, add = `Add ${item}`): ItemDialogTexts {
  return { add, added: `${item} added successfully`, edit: `Edit ${item}`, update: `Update ${item}`, updated: `${item} updated successfully` };
}

/** A list screen whose items are added and edited in one form dialog, which `fill` fills in. */
export abstract class ItemFormScreen<Fields> extends Screen {
  constructor(
    page: Page,
    path: string,
    heading: string,
    private readonly texts: ItemDialogTexts,
  ) {
    super(page, path, heading);
  }

  abstract fill(fields: Fields): Promise<void>;

  /** Clicks the first add button (the heading's or the empty state's) and waits for the dialog. */
  async startAdding() {
    await this.page.getByRole('button', { name: this.texts.add }).first().click();
    await expect(this.dialog().getByRole('heading', { name: this.texts.add })).toBeVisible();
  }

  async add(fields: Fields) {
    await this.startAdding();
    await this.fill(fields);
    await this.submitDialog(this.texts.add, this.texts.added);
  }

  async edit(name: string, fields: Fields) {
    await this.openEditor(name, this.texts.edit);
    await this.fill(fields);
    await this.submitDialog(this.texts.update, this.texts.updated);
  }
}
