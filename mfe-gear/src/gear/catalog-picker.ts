// What the catalog picker (CatalogPicker.tsx) lists and how its keys move the active entry.

export interface PickerOption {
  id: string;
  label: string;
  /** Secondary text (e.g. 'Custom' for an entry an angler added). */
  hint?: string | undefined;
}

export type PickerItem = { kind: 'option'; option: PickerOption } | { kind: 'create'; text: string };

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The entries of the list: the options, then 'Create "{text}"' unless an option has the same name
 * as the typed text. While a search is on its way the last answer is shown, narrowed to what is
 * typed now, so Enter never picks an entry that the new answer will not contain.
 */
export function pickerItems(
  options: readonly PickerOption[],
  search: string,
  loading: boolean,
  sameName: (a: string, b: string) => boolean,
): PickerItem[] {
  const trimmed = search.trim();
  const shown = loading && trimmed !== '' ? options.filter((option) => compact(option.label).includes(compact(trimmed))) : options;
  const list: PickerItem[] = shown.map((option) => ({ kind: 'option', option }));
  if (trimmed !== '' && !options.some((option) => sameName(option.label, trimmed))) list.push({ kind: 'create', text: trimmed });
  return list;
}

/** The active entry after a key (ArrowDown/ArrowUp/Home/End), or null when the key does not move it. */
export function movedActive(key: string, active: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(count - 1, active + 1);
  if (key === 'ArrowUp') return Math.max(0, active - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return Math.max(0, count - 1);
  return null;
}
