// Pure helpers of the list pages (ui/src/components/list-page.tsx): sorting state, empty cells,
// CSV cells and file downloads. No React here, so every piece has a unit test.

export type SortDirection = 'asc' | 'desc';
/** A table's sort: a column key and its direction, or null for the list's own order. */
export type SortState<K extends string = string> = { key: K; direction: SortDirection } | null;

/** First click on a column sorts ascending; clicking the same column again toggles. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

// Made on first use, not when the module is evaluated: an Intl.Collator takes milliseconds to make
// (decision 103).
let collator: Intl.Collator | undefined;
/** Text order as people expect it: case- and accent-insensitive, numbers by value ('Size 2' < 'Size 10'). */
export const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b);

/**
 * A list in a table's order: stable, numbers by value, text by `compareText`, and empty values
 * (null, '') always last, whatever the direction. No sort: the list's own order.
 */
export function sortItems<T, K extends string>(
  items: readonly T[],
  sort: SortState<K>,
  valueOf: (item: T, key: K) => string | number | null,
): T[] {
  if (!sort) return [...items];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: valueOf(item, sort.key) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === '';
      const bEmpty = b.value === null || b.value === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : compareText(String(a.value), String(b.value));
      return order !== 0 ? order * factor : a.index - b.index;
    })
    .map(({ item }) => item);
}

/** The aria-sort value of a column head. */
export function ariaSort<K extends string>(sort: SortState<K>, key: K): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A table cell's text: '-' when there is nothing to show. */
export function orDash(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : '-';
}

/** 'Brand Model' of an inventory item, '-' when it has neither. */
export function brandAndModel(item: { brand?: string | null; model?: string | null }): string {
  return orDash([item.brand, item.model].filter(Boolean).join(' '));
}

/** Spreadsheets run cells starting with these as formulas (OWASP CSV injection). */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one CSV formula-injection guard of every export: a cell a spreadsheet would run as a formula
 * ('=HYPERLINK(...)', '+1', '@SUM', a leading tab or CR) gets a leading "'". Imports take it back off
 * with `unguardCsvCell`.
 */
export function guardCsvCell(value: string, options: { leaveNumbers?: boolean } = {}): string {
  if (!CSV_FORMULA_START.test(value)) return value;
  // A plain number ('-87.5', a longitude) is no formula; an export may keep it as it is.
  if (options.leaveNumbers && /^[-+]?\d+(\.\d+)?$/.test(value)) return value;
  return `'${value}`;
}

/** Undoes `guardCsvCell`: "'=SUM" -> "=SUM"; any other text is left as it is. */
export function unguardCsvCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Saves text as a file through a temporary link (what the browser does with a download). */
export function downloadTextFile(fileName: string, text: string, options: { type?: string; byteOrderMark?: boolean } = {}): void {
  const { type = 'text/csv;charset=utf-8', byteOrderMark = false } = options;
  // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, '°', '•').
  downloadBlob(fileName, new Blob(byteOrderMark ? ['\uFEFF', text] : [text], { type }));
}

/** Saves a Blob (a downloaded backup zip, a CSV) as a file through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
