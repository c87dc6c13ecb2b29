// Pure view logic of the Consumables screen: filters, search, sorting, CSV export.
import Papa from 'papaparse';
import {
  CONSUMABLE_CATEGORY_LABELS,
  CONSUMABLE_SORT_KEYS,
  CONSUMABLE_UNIT_LABELS,
  formatQuantity,
  formatSize,
  type Consumable,
  type ConsumableCategory,
  type ConsumableSortKey,
  type UnitSystem,
} from '@tackle/contracts';
import { CSV_FORMULA_START, sortItems, type SortState as ListSortState } from '@tackle/ui';

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

/** The table's sortable columns (contracts: the server sorts a long list by the same keys). */
export const SORT_KEYS = CONSUMABLE_SORT_KEYS;
export type SortKey = ConsumableSortKey;
export type SortState = ListSortState<SortKey>;

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
  return sortItems(items, sort, sortValue);
}

/** The CSV export (the spec does not list its columns; these mirror the table). */
export const CONSUMABLES_CSV_FILE_NAME = 'consumables-inventory.csv';
export const CONSUMABLES_CSV_COLUMNS = [
  'Name',
  'Category',
  'Brand',
  'Model',
  'Current Qty',
  'Unit',
  'Size/Weight',
  'Min Stock',
  'Low Stock',
  'Cost',
  'Color',
  'Notes',
] as const;

/**
 * consumables-inventory.csv: the table's columns (brand and model apart) plus unit and colour, in
 * the order shown on screen. A soft plastic's or sinker's size is written as the table shows it: in
 * cm or g with its unit for a metric angler (decision 121); the stock unit is the item's own. Papa quotes commas, quotes and line breaks, and `escapeFormulae`
 * keeps a note such as "=HYPERLINK(...)" from running as a formula in a spreadsheet (the kit's guard, `CSV_FORMULA_START`).
 */
export function consumablesCsv(items: readonly ConsumableLike[], system: UnitSystem = 'imperial'): string {
  const rows = items.map((item) => [
    item.name,
    categoryLabel(item.category),
    item.brand ?? '',
    item.model ?? '',
    formatQuantity(item.currentQuantity),
    item.unit,
    formatSize(system, item.category, item.size),
    formatQuantity(item.minStockLevel),
    item.lowStock ? 'Yes' : 'No',
    item.cost == null ? '' : item.cost.toFixed(2),
    item.color ?? '',
    item.notes ?? '',
  ]);
  return Papa.unparse({ fields: [...CONSUMABLES_CSV_COLUMNS], data: rows }, { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' });
}
