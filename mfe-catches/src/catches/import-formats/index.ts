import Papa from 'papaparse';
import { parseCatchCsv, type CsvPreview } from '../csv';
import { isAnglersLogHeader, readAnglersLogCsv } from './anglers-log';
import { isOpenFishingHeader, readOpenFishingCsv, type OpenFishingOptions } from './open-fishing';
import { readCsvTable } from './rows';

// Which app wrote a catch CSV, from its header row, and the reader for it (decision 120).

export type CatchCsvFormat = 'tackle' | 'anglers-log' | 'open-fishing';

/** What the import dialog says it recognised ("Recognised: Anglers' Log export"). */
export const CATCH_CSV_FORMAT_LABELS: Record<CatchCsvFormat, string> = {
  tackle: 'Tackle or spreadsheet CSV',
  'anglers-log': "Anglers' Log export",
  'open-fishing': 'OpenFishing export',
};

/** The header cells of CSV text's first line (a byte order mark and CRLF are fine). */
export function headerCells(text: string): string[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return (Papa.parse<string[]>(firstLine).data[0] ?? []).map((cell) => cell.trim());
}

/** The format of a catch CSV from its header row (cells, or the line as text). */
export function recogniseCatchCsv(header: readonly string[] | string): CatchCsvFormat {
  const cells = typeof header === 'string' ? headerCells(header) : header.map((cell) => cell.replace(/^\uFEFF/, '').trim());
  if (isOpenFishingHeader(cells)) return 'open-fishing';
  if (isAnglersLogHeader(cells)) return 'anglers-log';
  return 'tackle';
}

export type CatchImportPreview = CsvPreview & {
  format: CatchCsvFormat;
  /** Columns Tackle has no field for, kept in each catch's notes as 'Column: value' lines. */
  notedColumns: string[];
};

/** Reads a catch CSV of any format the import knows into the same preview rows. */
export function readCatchCsv(
  text: string,
  setupIdByName: ReadonlyMap<string, string>,
  options: OpenFishingOptions = {},
): CatchImportPreview {
  const format = recogniseCatchCsv(text);
  switch (format) {
    case 'tackle':
      return { format, notedColumns: [], ...parseCatchCsv(text, setupIdByName) };
    case 'anglers-log':
      return { format, ...readAnglersLogCsv(readCsvTable(text), setupIdByName) };
    case 'open-fishing':
      return { format, ...readOpenFishingCsv(readCsvTable(text), options) };
  }
}
