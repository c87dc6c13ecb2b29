import { describe, expect, it } from 'vitest';
import type { Gear } from '@tackle/contracts';
import { gearToCsv, parseGearCsv } from './csv';

const gear = (fields: Partial<Gear>) =>
  ({
    name: 'Gear',
    typeId: 1,
    brand: null,
    model: null,
    condition: 'new',
    retailCost: null,
    purchaseCost: null,
    notes: null,
    ...fields,
  }) as Gear;

describe('gear CSV export', () => {
  it("writes the spec's columns, money with 2 decimals and empty cells for nothing", () => {
    const csv = gearToCsv([gear({ name: 'Zodias', brand: 'Shimano', model: 'Zodias', condition: 'good', retailCost: 249.9, purchaseCost: 200 })]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Type,Brand,Model,Condition,Retail Cost,Purchase Cost,Notes',
      'Zodias,Rod,Shimano,Zodias,Good,249.90,200.00,',
    ]);
    expect(gearToCsv([gear({ typeId: 3 })]).split('\r\n')[1]).toBe('Gear,Lure,,,New,,,');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = gearToCsv([gear({ name: 'Rod, 7\'2" MH', notes: 'line 1\nline 2', brand: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n').slice(1).join('\r\n')).toBe('"Rod, 7\'2"" MH",Rod,"\'=HYPERLINK(""x"")",,New,,,"line 1\nline 2"');
  });
});

describe('gear CSV import', () => {
  it('reads back what the export wrote', () => {
    const original = [
      gear({ name: 'Rod, 7\'2" MH', brand: '=cmd', notes: 'a\nb', retailCost: 249.99 }),
      gear({ name: 'Senko', typeId: 3, condition: 'fair', purchaseCost: 7.5 }),
    ];
    const { fileErrors, rows } = parseGearCsv(`\uFEFF${gearToCsv(original)}`);
    expect(fileErrors).toEqual([]);
    expect(rows.map((row) => row.result)).toEqual([
      { success: true, data: expect.objectContaining({ name: 'Rod, 7\'2" MH', typeId: 1, brand: '=cmd', notes: 'a\nb', retailCost: 249.99, condition: 'new' }) },
      { success: true, data: expect.objectContaining({ name: 'Senko', typeId: 3, condition: 'fair', purchaseCost: 7.5, retailCost: null }) },
    ]);
  });

  it('reports every problem of every row, numbered from the first data row', () => {
    const { rows } = parseGearCsv('name,TYPE,Retail Cost,condition\nGood rod,rod,"$1,200.50",\n,boat,abc,broken\nReel,Reel,-5,\n');
    expect(rows.map((row) => [row.row, row.result.success ? 'ok' : row.result.errors])).toEqual([
      [1, 'ok'],
      [2, ['Type must be Rod, Reel or Lure', 'Retail Cost must be a number', 'Name is required', 'Condition must be one of: new, excellent, good, fair, poor']],
      [3, ['Retail cost must be a non-negative number']],
    ]);
  });

  it('refuses files without the required columns or rows', () => {
    expect(parseGearCsv('Brand,Model\nShimano,Curado').fileErrors).toEqual(['The file has no "Name" column', 'The file has no "Type" column']);
    expect(parseGearCsv('Name,Type\n').fileErrors).toEqual(['The file has no gear rows']);
    expect(parseGearCsv('').fileErrors).toEqual(['The file is empty']);
  });
});
