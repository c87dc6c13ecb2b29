// Pure view logic of the Consumables screen: filters, search, sorting, CSV export.
import Papa from 'papaparse';
import {
  CONSUMABLE_CATEGORY_LABELS,
  CONSUMABLE_UNIT_LABELS,
  CONSUMABLES_CSV_COLUMNS,
  formatQuantity,
  type Consumable,
  type ConsumableCategory,
} from '@tackle/contracts';

/** The parts of a consumable these helpers look at (structural, so tests need no full item). */
export type ConsumableLike = Pick<
  Consumable,
  | 'name'
  | 'category'
  | 'brand'
  | 'model'
  | 'color'
  | 'unit'
  | 'size'
  | 'currentQuantity'
  | 'minStockLevel'
  | 'cost'
  | 'notes'
  | 'lowStock'
>;

/** Value of the category filter when no category is chosen ('All Categories'). */
export const ALL_CATEGORIES = 'all';
/** `?filter=low-stock`: the restock list (the dashboard's Low Stock card links here). */
export const LOW_STOCK_FILTER = 'low-stock';

export interface ConsumableFilters {
  query: string;
  category: ConsumableCategory | typeof ALL_CATEGORIES;
  lowStockOnly: boolean;
}

export function categoryLabel(category: ConsumableCategory): string {
  return CONSUMABLE_CATEGORY_LABELS[category] ?? category;
}

/** '12 pieces', '300 feet', '2.5 oz'. */
export function formatStock(quantity: number, unit: Consumable['unit']): string {
  const label = CONSUMABLE_UNIT_LABELS[unit]?.toLowerCase() ?? unit;
  return `${formatQuantity(quantity)} ${label}`;
}

/** Search over name, brand, model and colour, case-insensitive; a blank query matches everything. */
export function matchesSearch(item: Pick<ConsumableLike, 'name' | 'brand' | 'model' | 'color'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [item.name, item.brand, item.model, item.color].some((field) => field?.toLowerCase().includes(needle) ?? false);
}

export function filterConsumables<C extends ConsumableLike>(items: readonly C[], filters: ConsumableFilters): C[] {
  return items.filter(
    (item) =>
      (filters.category === ALL_CATEGORIES || item.category === filters.category) &&
      (!filters.lowStockOnly || item.lowStock) &&
      matchesSearch(item, filters.query),
  );
}

export const SORT_KEYS = ['name', 'category', 'brand', 'currentQuantity', 'minStockLevel', 'cost'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortState = { key: SortKey; direction: 'asc' | 'desc' } | null;

/** First click on a column sorts ascending; clicking the same column again toggles. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function sortValue(item: ConsumableLike, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return item.name;
    case 'category':
      return categoryLabel(item.category);
    case 'brand':
      // Brand/Model column: brand first, model breaks ties.
      return [item.brand, item.model].filter(Boolean).join(' ') || null;
    case 'currentQuantity':
      return item.currentQuantity;
    case 'minStockLevel':
      return item.minStockLevel;
    case 'cost':
      return item.cost;
  }
}

/** Stable sort; empty values always go last, whatever the direction. */
export function sortConsumables<C extends ConsumableLike>(items: readonly C[], sort: SortState): C[] {
  if (!sort) return [...items];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: sortValue(item, sort.key) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === '';
      const bEmpty = b.value === null || b.value === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order !== 0 ? order * factor : a.index - b.index;
    })
    .map(({ item }) => item);
}

/** Text or '-' for an empty value. */
export function orDash(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : '-';
}

export function brandAndModel(item: Pick<ConsumableLike, 'brand' | 'model'>): string {
  return orDash([item.brand, item.model].filter(Boolean).join(' '));
}

/**
 * consumables-inventory.csv: the table's columns (brand and model apart) plus unit and colour, in
 * the order shown on screen. Papa quotes commas, quotes and line breaks, and `escapeFormulae`
 * keeps a note such as "=HYPERLINK(...)" from running as a formula in a spreadsheet.
 */
export function consumablesCsv(items: readonly ConsumableLike[]): string {
  const rows = items.map((item) => [
    item.name,
    categoryLabel(item.category),
    item.brand ?? '',
    item.model ?? '',
    formatQuantity(item.currentQuantity),
    item.unit,
    item.size ?? '',
    formatQuantity(item.minStockLevel),
    item.lowStock ? 'Yes' : 'No',
    item.cost == null ? '' : item.cost.toFixed(2),
    item.color ?? '',
    item.notes ?? '',
  ]);
  return Papa.unparse({ fields: [...CONSUMABLES_CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}
