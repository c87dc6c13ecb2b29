import Papa from 'papaparse';
import {
  GEAR_CONDITION_OPTIONS,
  GEAR_TYPE_IDS,
  GEAR_TYPE_REQUIRED_MESSAGE,
  gearInputSchema,
  gearTypeIdFromName,
  gearTypeLabel,
  type Gear,
  type GearInput,
  type GearTypeId,
} from '@tackle/contracts';
import { downloadTextFile, guardCsvCell, unguardCsvCell } from '@tackle/ui';

// The gear inventory as CSV, export and import (same columns both ways), in the browser.

/** 'gear-inventory.csv' (spec §7). */
export const GEAR_CSV_FILE_NAME = 'gear-inventory.csv';
export const GEAR_CSV_COLUMNS = [
  'Name',
  'Type',
  'Brand',
  'Model',
  'Condition',
  'Retail Cost',
  'Purchase Cost',
  'Notes',
] as const;

type GearCsvColumn = (typeof GEAR_CSV_COLUMNS)[number];
type GearCsvRecord = Record<GearCsvColumn, string>;

/** Columns an imported file must have; the others may be missing (read as empty). */
const GEAR_CSV_REQUIRED_COLUMNS = ['Name', 'Type'] as const satisfies readonly GearCsvColumn[];
/** One import is one batch of POST /api/gear calls; a bigger inventory is split into files. */
export const GEAR_CSV_MAX_ROWS = 500;
const GEAR_CSV_TYPE_MESSAGE = 'Type must be Rod, Reel or Lure';

/**
 * One exported row. Empty values are empty cells (not '-'), so a re-import reads them as empty; text
 * that a spreadsheet would run as a formula gets a leading "'" (undone by the import).
 */
function gearToCsvRecord(
  gear: Pick<Gear, 'name' | 'typeId' | 'brand' | 'model' | 'condition' | 'retailCost' | 'purchaseCost' | 'notes'>,
): GearCsvRecord {
  const money = (amount: number | null) => (amount == null ? '' : amount.toFixed(2));
  return {
    Name: guardCsvCell(gear.name),
    Type: gearTypeLabel(gear.typeId),
    Brand: guardCsvCell(gear.brand ?? ''),
    Model: guardCsvCell(gear.model ?? ''),
    Condition: GEAR_CONDITION_OPTIONS.find((option) => option.value === gear.condition)?.label ?? gear.condition,
    'Retail Cost': money(gear.retailCost),
    'Purchase Cost': money(gear.purchaseCost),
    Notes: guardCsvCell(gear.notes ?? ''),
  };
}

/** Canonical column for a header as typed in a spreadsheet ('retail cost ' -> 'Retail Cost'), or null. */
function gearCsvColumn(header: string): GearCsvColumn | null {
  const wanted = header.trim().replace(/\s+/g, ' ').toLowerCase();
  return GEAR_CSV_COLUMNS.find((column) => column.toLowerCase() === wanted) ?? null;
}

/** Problems with a file's header row: the required columns that are missing. */
function gearCsvHeaderErrors(headers: readonly string[]): string[] {
  const present = new Set(headers.map(gearCsvColumn));
  return GEAR_CSV_REQUIRED_COLUMNS.filter((column) => !present.has(column)).map(
    (column) => `The file has no "${column}" column`,
  );
}

/** '$1,249.50' -> 1249.5; '' and '-' (the table's "empty") -> null; anything else -> NaN. */
function parseCsvMoney(value: string): number | null {
  const text = value.trim();
  if (text === '' || text === '-') return null;
  const cleaned = text.replace(/^\$/, '').replace(/,/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(cleaned) || /^-?\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

type GearCsvRowResult = { success: true; data: GearInput } | { success: false; errors: string[] };

/**
 * One imported row (keys as they appear in the file's header) -> the POST /api/gear body, checked
 * with the same schema as the API so a row that passes here is accepted there.
 */
function gearInputFromCsvRecord(record: Readonly<Record<string, string | undefined>>): GearCsvRowResult {
  const cells = new Map<GearCsvColumn, string>();
  for (const [header, value] of Object.entries(record)) {
    const column = gearCsvColumn(header);
    if (column && !cells.has(column)) cells.set(column, unguardCsvCell(value ?? ''));
  }
  const cell = (column: GearCsvColumn) => cells.get(column) ?? '';
  const errors: string[] = [];

  const typeText = cell('Type').trim();
  const typeId = gearTypeIdFromName(typeText) ?? (/^[123]$/.test(typeText) ? (Number(typeText) as GearTypeId) : null);
  if (typeId === null) errors.push(typeText === '' ? GEAR_TYPE_REQUIRED_MESSAGE : GEAR_CSV_TYPE_MESSAGE);

  const money = (column: 'Retail Cost' | 'Purchase Cost') => {
    const amount = parseCsvMoney(cell(column));
    if (Number.isNaN(amount)) errors.push(`${column} must be a number`);
    return Number.isNaN(amount) ? null : amount;
  };
  const retailCost = money('Retail Cost');
  const purchaseCost = money('Purchase Cost');

  const parsed = gearInputSchema.safeParse({
    name: cell('Name'),
    typeId: typeId ?? GEAR_TYPE_IDS.rod,
    brand: cell('Brand'),
    model: cell('Model'),
    condition: cell('Condition').trim() === '' ? null : cell('Condition'),
    retailCost,
    purchaseCost,
    notes: cell('Notes'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  if (errors.length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: parsed.data };
}


/**
 * The gear as CSV, in the order given (the screen's filter and sort): the spec's columns, CRLF
 * line ends, fields quoted when they hold a comma, a quote or a line break (RFC 4180).
 */
export function gearToCsv(gear: ReadonlyArray<Parameters<typeof gearToCsvRecord>[0]>): string {
  const rows = gear.map((item) => {
    const record = gearToCsvRecord(item);
    return GEAR_CSV_COLUMNS.map((column) => record[column]);
  });
  return Papa.unparse({ fields: [...GEAR_CSV_COLUMNS], data: rows }, { newline: '\r\n', quotes: false });
}

export function exportGearCsv(gear: readonly Gear[]): void {
  // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, '°', '•').
  downloadTextFile(GEAR_CSV_FILE_NAME, gearToCsv(gear), { byteOrderMark: true });
}

export interface ParsedCsvRow {
  /** 1-based data row number (the header is row 0), as a spreadsheet user counts below the header. */
  row: number;
  record: Record<string, string>;
  result: GearCsvRowResult;
}

export interface ParsedGearCsv {
  /** Problems with the file as a whole (missing columns, unreadable, too many rows). */
  fileErrors: string[];
  rows: ParsedCsvRow[];
}

/** Reads an imported file: header row with the export's columns (any order, any case), one gear per row. */
export function parseGearCsv(text: string): ParsedGearCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const fileErrors = headers.length === 0 ? ['The file is empty'] : gearCsvHeaderErrors(headers);
  if (fileErrors.length > 0) return { fileErrors, rows: [] };
  if (parsed.data.length === 0) return { fileErrors: ['The file has no gear rows'], rows: [] };
  if (parsed.data.length > GEAR_CSV_MAX_ROWS) {
    return { fileErrors: [`A file can hold at most ${GEAR_CSV_MAX_ROWS} rows; split it and import the parts`], rows: [] };
  }
  const rowErrors = new Map<number, string[]>();
  for (const error of parsed.errors) {
    if (typeof error.row === 'number') rowErrors.set(error.row, [...(rowErrors.get(error.row) ?? []), error.message]);
  }
  return {
    fileErrors: [],
    rows: parsed.data.map((record, index) => {
      const malformed = rowErrors.get(index);
      const result: GearCsvRowResult = malformed ? { success: false, errors: malformed } : gearInputFromCsvRecord(record);
      return { row: index + 1, record, result };
    }),
  };
}
