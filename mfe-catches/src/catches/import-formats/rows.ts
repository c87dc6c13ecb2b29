import Papa from 'papaparse';
import { catchInputSchema, WIND_DIRECTIONS, type CatchInputBody, type WindDirection } from '@tackle/contracts';
import { CSV_IMPORT_MAX_ROWS, type CsvPreview, type CsvPreviewRow } from '../csv';
import { readNumber, type Reading } from './units';

// What the readers of other apps' files share: the file as records, one preview row per record
// checked with the API's own schema (as csv.ts does for Tackle's CSV), notes lines for values
// Tackle has no field for.

export interface CsvTable {
  /** Header cells, trimmed, without the byte order mark. */
  headers: string[];
  records: Array<Record<string, string>>;
}

/** Reads CSV text (a UTF-8 byte order mark and CRLF line ends are fine) into a header and records. */
export function readCsvTable(text: string): CsvTable {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  return { headers: (parsed.meta.fields ?? []).filter((header) => header !== ''), records: parsed.data };
}

/** A header compared as lower-case letters only: 'Weight (g)' -> 'weightg', 'Catch & Release' -> 'catchrelease'. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Which header of the file holds each of a format's columns (by `headerKey`, the first such header),
 * the headers it does not know (to be noted), and a cell reader for a record.
 */
export function columnsOf<Column extends string>(headers: readonly string[], columns: Readonly<Record<Column, string>>) {
  const knownKeys = new Set<string>(Object.values(columns));
  const headerOf = new Map<Column, string>();
  const extraHeaders: string[] = [];
  for (const header of headers) {
    const column = (Object.keys(columns) as Column[]).find((name) => columns[name] === headerKey(header));
    if (column && !headerOf.has(column)) headerOf.set(column, header);
    else if (!knownKeys.has(headerKey(header))) extraHeaders.push(header);
  }
  const cell = (record: Readonly<Record<string, string>>, column: Column): string | undefined => {
    const header = headerOf.get(column);
    return header === undefined ? undefined : record[header];
  };
  return { headerOf, extraHeaders, cell };
}

export function tooManyRows(table: CsvTable): CsvPreview | null {
  return table.records.length > CSV_IMPORT_MAX_ROWS
    ? { rows: [], ignoredColumns: [], fileError: `The file has more than ${CSV_IMPORT_MAX_ROWS} rows. Split it into smaller files.` }
    : null;
}

/** Collects a row's problems while its cells are read. */
export class RowReader {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  /** Lines added to the catch notes ('Quantity: 3'). */
  readonly noteLines: string[] = [];

  /** The reading's value, or null with its error recorded. */
  take(reading: Reading): number | null {
    if (reading.ok) return reading.value;
    this.errors.push(reading.error);
    return null;
  }

  text(value: string | undefined): string | null {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? null : trimmed;
  }

  note(label: string, value: string | undefined) {
    const text = this.text(value);
    if (text !== null) this.noteLines.push(`${label}: ${text.replace(/\s*\r?\n\s*/g, ' ')}`);
  }

  /** A plain number ('32.8', '-95.5'); a cell that is no number is an error. */
  number(label: string, value: string | undefined): number | null {
    const text = this.text(value);
    if (text === null) return null;
    const number = readNumber(text);
    if (number === null) this.errors.push(`${label} "${text}" is not a number`);
    return number;
  }

  /** Latitude and longitude come together; one without the other is an error, not dropped. */
  coordinates(latText: string | undefined, lonText: string | undefined) {
    const lat = this.number('Latitude', latText?.replace(/\s*°\s*$/, ''));
    const lon = this.number('Longitude', lonText?.replace(/\s*°\s*$/, ''));
    if ((this.text(latText) === null) !== (this.text(lonText) === null)) {
      this.errors.push('Latitude and longitude come together; the row has only one of them');
      return null;
    }
    return lat !== null && lon !== null ? { lat, lon } : null;
  }

  /** The catch notes: the file's own notes, then a line per value Tackle has no field for. */
  notes(own: string | undefined): string | null {
    const lines = [this.text(own), ...this.noteLines].filter((line): line is string => line !== null);
    return lines.length === 0 ? null : lines.join('\n');
  }
}

const DIRECTION_NAMES: Record<string, WindDirection> = {
  north: 'N',
  northeast: 'NE',
  east: 'E',
  southeast: 'SE',
  south: 'S',
  southwest: 'SW',
  west: 'W',
  northwest: 'NW',
};
/** Directions between the eight Tackle records (and 'Variable'): kept in the notes, not rounded. */
const FINER_DIRECTIONS = /^(?:NNE|ENE|ESE|SSE|SSW|WSW|WNW|NNW|VAR|VRB|VARIABLE|CALM)$/;

/**
 * One of Tackle's eight wind directions from 'SW', 'Southwest', 'south-west'; 'NNE' or 'Variable'
 * go into the notes (rounding NNE to N or NE would be a guess); anything else is an error.
 */
export function readWindDirection(row: RowReader, text: string | undefined): WindDirection | null {
  const value = row.text(text);
  if (value === null) return null;
  const upper = value.toUpperCase().replace(/[\s-]/g, '');
  if ((WIND_DIRECTIONS as readonly string[]).includes(upper)) return upper as WindDirection;
  const named = DIRECTION_NAMES[upper.toLowerCase()];
  if (named) return named;
  if (FINER_DIRECTIONS.test(upper)) {
    row.note('Wind direction', value);
    row.warnings.push(`Wind direction ${value} kept in the notes`);
    return null;
  }
  row.errors.push(`Wind direction "${value}" is not a direction this import reads`);
  return null;
}

/** Checks the body with the API's schema; a row with any error is shown but not imported. */
export function previewRow(
  line: number,
  body: CatchInputBody,
  row: RowReader,
  raw: CsvPreviewRow['raw'],
): CsvPreviewRow {
  const result = catchInputSchema.safeParse(body);
  const errors = [...row.errors];
  if (!result.success) {
    for (const issue of result.error.issues) {
      // A value already reported as unreadable is left empty in the body; its schema message adds nothing.
      if (issue.path[0] === 'date' && errors.some((error) => error.startsWith('Date') || error.startsWith('Time'))) continue;
      if (!errors.includes(issue.message)) errors.push(issue.message);
    }
  }
  return { line, input: errors.length === 0 && result.success ? result.data : null, raw, errors, warnings: row.warnings };
}
