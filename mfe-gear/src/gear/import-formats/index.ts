import Papa from 'papaparse';
import { GEAR_CSV_MAX_ROWS, parseGearCsv } from '../csv';
import { isHomeboxHeader, readHomeboxCsv, type HomeboxRow } from './homebox';

// Which app wrote a gear CSV, from its header row, and the reader for it (decision 120).

export type GearCsvFormat = 'tackle' | 'homebox';

export const GEAR_CSV_FORMAT_LABELS: Record<GearCsvFormat, string> = {
  tackle: 'Tackle gear CSV',
  homebox: 'Homebox export',
};

export function recogniseGearCsv(header: readonly string[] | string): GearCsvFormat {
  const cells =
    typeof header === 'string'
      ? (Papa.parse<string[]>(header.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').data[0] ?? [])
      : header;
  return isHomeboxHeader(cells.map((cell) => cell.replace(/^\uFEFF/, '').trim())) ? 'homebox' : 'tackle';
}

export interface GearImportPreview {
  format: GearCsvFormat;
  fileErrors: string[];
  rows: HomeboxRow[];
  ignoredColumns: string[];
}

/** Reads a gear CSV of any format the import knows into the same preview rows. */
export function readGearCsv(text: string): GearImportPreview {
  const format = recogniseGearCsv(text);
  if (format === 'homebox') return { format, ...readHomeboxCsv(text, GEAR_CSV_MAX_ROWS) };
  const parsed = parseGearCsv(text);
  return { format, fileErrors: parsed.fileErrors, rows: parsed.rows.map((row) => ({ ...row, storage: null })), ignoredColumns: [] };
}
