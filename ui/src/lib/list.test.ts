import { describe, expect, it } from 'vitest';
import { ariaSort, guardCsvCell, nextSort, orDash, sortItems, unguardCsvCell, type SortState } from './list';

describe('nextSort', () => {
  it('sorts a new column ascending and toggles the same column', () => {
    let sort: SortState<'name' | 'cost'> = nextSort(null, 'name');
    expect(sort).toEqual({ key: 'name', direction: 'asc' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(sort, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(sort, 'cost')).toEqual({ key: 'cost', direction: 'asc' });
  });
});

describe('ariaSort', () => {
  it('names the direction of the sorted column only', () => {
    expect(ariaSort(null, 'name')).toBe('none');
    expect(ariaSort({ key: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort({ key: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ key: 'cost', direction: 'desc' }, 'name')).toBe('none');
  });
});

describe('orDash', () => {
  it('shows a dash for nothing or blanks', () => {
    expect(orDash(null)).toBe('-');
    expect(orDash(undefined)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash(' Shimano ')).toBe('Shimano');
  });
});

describe('guardCsvCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(guardCsvCell(cell)).toBe(`'${cell}`);
    }
    expect(guardCsvCell('Senko')).toBe('Senko');
    expect(guardCsvCell('')).toBe('');
  });

  it('can leave plain numbers alone', () => {
    expect(guardCsvCell('-87.5', { leaveNumbers: true })).toBe('-87.5');
    expect(guardCsvCell('-87.5')).toBe("'-87.5");
    expect(guardCsvCell('=1', { leaveNumbers: true })).toBe("'=1");
  });

  it('is undone by unguardCsvCell', () => {
    for (const cell of ['=SUM(A1)', '+1', '@x', '\tx', 'plain', "'quoted"]) {
      expect(unguardCsvCell(guardCsvCell(cell))).toBe(cell);
    }
  });
});

describe('sortItems', () => {
  type Item = { name: string; cost: number | null };
  const items: Item[] = [
    { name: 'size 10', cost: 3 },
    { name: 'Size 2', cost: null },
    { name: '', cost: 1 },
    { name: 'éclair', cost: 3 },
  ];
  const valueOf = (item: Item, key: 'name' | 'cost') => item[key];

  it('keeps the order without a sort', () => {
    expect(sortItems(items, null, valueOf)).toEqual(items);
  });

  it('orders text as people read it and numbers by value, empty values last both ways', () => {
    expect(sortItems(items, { key: 'name', direction: 'asc' }, valueOf).map((i) => i.name)).toEqual(['éclair', 'Size 2', 'size 10', '']);
    expect(sortItems(items, { key: 'name', direction: 'desc' }, valueOf).map((i) => i.name)).toEqual(['size 10', 'Size 2', 'éclair', '']);
    expect(sortItems(items, { key: 'cost', direction: 'desc' }, valueOf).map((i) => i.name)).toEqual(['size 10', 'éclair', '', 'Size 2']);
  });
});
