import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  consumablesCsv,
  filterConsumables,
  formatStock,
  sortConsumables,
  type ConsumableLike,
} from './view';
import { nextSort } from '@tackle/ui';

const item = (overrides: Partial<ConsumableLike> & Pick<ConsumableLike, 'name'>): ConsumableLike => ({
  category: 'hook',
  brand: null,
  model: null,
  color: null,
  unit: 'pieces',
  size: null,
  currentQuantity: 10,
  minStockLevel: 5,
  cost: null,
  notes: null,
  lowStock: false,
  ...overrides,
});

const worms = item({ name: 'Trick Worm', category: 'soft plastic', brand: 'Zoom', currentQuantity: 3, lowStock: true, cost: 4.99 });
const hooks = item({ name: 'EWG 3/0', brand: 'Gamakatsu', currentQuantity: 25, cost: 6.5 });
const line = item({ name: 'Fluoro 8 lb', category: 'line', unit: 'feet', currentQuantity: 600, minStockLevel: 100, color: 'Clear' });

describe('consumables view', () => {
  it('filters by search, category and low stock together', () => {
    const all = [worms, hooks, line];
    expect(filterConsumables(all, { query: 'zoom', category: ALL_CATEGORIES, lowStockOnly: false })).toEqual([worms]);
    expect(filterConsumables(all, { query: 'clear', category: ALL_CATEGORIES, lowStockOnly: false })).toEqual([line]);
    expect(filterConsumables(all, { query: '', category: 'hook', lowStockOnly: false })).toEqual([hooks]);
    expect(filterConsumables(all, { query: '', category: ALL_CATEGORIES, lowStockOnly: true })).toEqual([worms]);
    expect(filterConsumables(all, { query: '', category: 'hook', lowStockOnly: true })).toEqual([]);
  });

  it('sorts ascending first, then toggles, with empty values last', () => {
    const all = [worms, hooks, line];
    let sort = nextSort(null, 'currentQuantity');
    expect(sortConsumables(all, sort).map((c) => c.name)).toEqual(['Trick Worm', 'EWG 3/0', 'Fluoro 8 lb']);
    sort = nextSort(sort, 'currentQuantity');
    expect(sortConsumables(all, sort).map((c) => c.name)).toEqual(['Fluoro 8 lb', 'EWG 3/0', 'Trick Worm']);
    expect(sortConsumables(all, { key: 'cost', direction: 'desc' }).map((c) => c.name)).toEqual([
      'EWG 3/0',
      'Trick Worm',
      'Fluoro 8 lb',
    ]);
    expect(sortConsumables(all, { key: 'category', direction: 'asc' }).map((c) => c.category)).toEqual([
      'hook',
      'line',
      'soft plastic',
    ]);
  });

  it('formats stock with its unit', () => {
    expect(formatStock(2.5, 'oz')).toBe('2.5 oz');
    expect(formatStock(0.1 + 0.2, 'ml')).toBe('0.3 ml');
    expect(formatStock(12, 'pieces')).toBe('12 pieces');
  });

  it('exports the table columns plus unit and colour, quoting what needs quoting', () => {
    const tricky = item({ name: 'Worms, "big" ones', notes: 'line one\nline two', cost: 3 });
    const formula = item({ name: '=HYPERLINK("http://x")' });
    const csv = consumablesCsv([worms, line, tricky, formula]);
    const [header, ...rows] = Papa.parse<string[]>(csv.trim()).data;
    expect(header?.join(',')).toBe('Name,Category,Brand,Model,Current Qty,Unit,Size/Weight,Min Stock,Low Stock,Cost,Color,Notes');
    expect(rows[0]).toEqual(['Trick Worm', 'Soft Plastic', 'Zoom', '', '3', 'pieces', '', '5', 'Yes', '4.99', '', '']);
    expect(rows[1]).toEqual(['Fluoro 8 lb', 'Line', '', '', '600', 'feet', '', '100', 'No', '', 'Clear', '']);
    expect(rows[2]?.[0]).toBe('Worms, "big" ones');
    expect(rows[2]?.[11]).toBe('line one\nline two');
    expect(rows[3]?.[0]).toBe('\'=HYPERLINK("http://x")');
    expect(csv).toContain('"Worms, ""big"" ones"');
  });

  it("writes a soft plastic's and a sinker's size in cm and g for a metric angler, the stock in the item's own unit", () => {
    const sinker = item({ name: 'Bullet Weight', category: 'sinker', unit: 'pieces', size: '3/8' });
    const stick = item({ name: 'Senko', category: 'soft plastic', unit: 'packs', size: '5' });
    const oddly = item({ name: 'Odd', category: 'soft plastic', size: 'Large' });
    const rows = (system: 'imperial' | 'metric') =>
      Papa.parse<string[]>(consumablesCsv([sinker, stick, oddly, line], system).trim()).data.slice(1).map((row) => [row[5], row[6]]);
    expect(rows('metric')).toEqual([
      ['pieces', '10.6 g'],
      ['packs', '12.7 cm'],
      ['pieces', 'Large'],
      ['feet', ''],
    ]);
    expect(rows('imperial')).toEqual([
      ['pieces', '3/8'],
      ['packs', '5'],
      ['pieces', 'Large'],
      ['feet', ''],
    ]);
  });
});
