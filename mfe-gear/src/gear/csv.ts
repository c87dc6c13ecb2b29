import Papa from 'papaparse';
import {
  GEAR_CSV_COLUMNS,
  GEAR_CSV_FILE_NAME,
  GEAR_CSV_MAX_ROWS,
  gearCsvHeaderErrors,
  gearInputFromCsvRecord,
  gearToCsvRecord,
  type Gear,
  type GearCsvRowResult,
} from '@tackle/contracts';

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

/** Saves text as a file through a temporary link (what the browser does with a download). */
export function downloadCsv(csv: string, fileName = GEAR_CSV_FILE_NAME): void {
  // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, '°', '•').
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
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

export function exportGearCsv(gear: readonly Gear[]): void {
  downloadCsv(gearToCsv(gear));
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
