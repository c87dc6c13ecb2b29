import type { CatchInputBody } from '@tackle/contracts';
import type { CsvPreview } from '../csv';
import { utcToLocalDateTime } from './dates';
import { RowReader, columnsOf, headerKey, previewRow, tooManyRows, type CsvTable } from './rows';
import { readLength, readWeight } from './units';

// OpenFishing's catch export: Date,Time,Species,Weight (g),Length (cm),Catch & Release,Lure,
// Retrieve Style,Notes,Latitude,Longitude; UTF-8 with a byte order mark, CRLF, times in UTC. The
// mapping is in docs/decisions/120-imports-from-other-apps.md.

const COLUMNS = {
  date: 'date',
  time: 'time',
  species: 'species',
  weight: 'weightg',
  length: 'lengthcm',
  released: 'catchrelease',
  lure: 'lure',
  retrieve: 'retrievestyle',
  notes: 'notes',
  lat: 'latitude',
  lon: 'longitude',
} as const;
type Column = keyof typeof COLUMNS;

/** Species and Date, and the grams and centimetres columns with Catch & Release or Retrieve Style. */
export function isOpenFishingHeader(headers: readonly string[]): boolean {
  const keys = new Set(headers.map(headerKey));
  return (
    keys.has('species') &&
    keys.has('date') &&
    keys.has('weightg') &&
    keys.has('lengthcm') &&
    (keys.has('catchrelease') || keys.has('retrievestyle'))
  );
}

const YES = ['yes', 'y', 'true', '1', 'released', 'release'];
const NO = ['no', 'n', 'false', '0', 'kept', 'keep', 'harvested'];

export interface OpenFishingOptions {
  /** The time zone the UTC times are shown in; the browser's when absent. */
  timeZone?: string;
}

export function readOpenFishingCsv(table: CsvTable, options: OpenFishingOptions = {}): CsvPreview & { notedColumns: string[] } {
  const tooMany = tooManyRows(table);
  if (tooMany) return { ...tooMany, notedColumns: [] };
  const { extraHeaders, cell: cellOf } = columnsOf(table.headers, COLUMNS);

  const rows = table.records.map((record, index) => {
    const cell = (column: Column) => cellOf(record, column);
    const row = new RowReader();
    const date = utcToLocalDateTime(cell('date') ?? '', cell('time') ?? '', options.timeZone);
    if (!date.ok) row.errors.push(date.error);
    else if (row.text(cell('time')) === null) row.warnings.push('No time: the day is kept as written (UTC)');

    // The columns carry the unit, so a bare number is grams or centimetres.
    const withUnit = (text: string | undefined, unit: string) => {
      const value = row.text(text);
      return value === null ? '' : /^[-+]?[\d.,]+$/.test(value) ? `${value} ${unit}` : value;
    };

    const released = row.text(cell('released'));
    if (released !== null) {
      const answer = released.toLowerCase();
      if (YES.includes(answer)) row.noteLines.push('Catch & release: released');
      else if (NO.includes(answer)) row.noteLines.push('Catch & release: kept');
      else row.errors.push(`Catch & Release "${released}" must be yes or no`);
    }
    for (const header of extraHeaders) row.note(header, record[header]);

    const body: CatchInputBody = {
      species: row.text(cell('species')) ?? '',
      date: date.ok ? date.value : '',
      weight: row.take(readWeight(withUnit(cell('weight'), 'g'))),
      length: row.take(readLength(withUnit(cell('length'), 'cm'))),
      coordinates: row.coordinates(cell('lat'), cell('lon')),
      bait: row.text(cell('lure')),
      retrieve: row.text(cell('retrieve')),
      notes: row.notes(cell('notes')),
    };
    return previewRow(index + 2, body, row, {
      date: [cell('date')?.trim(), cell('time')?.trim()].filter(Boolean).join(' '),
      species: cell('species')?.trim() ?? '',
      weight: cell('weight')?.trim() ? `${cell('weight')?.trim()} g` : '',
      location: '',
    });
  });
  return { rows, ignoredColumns: [], notedColumns: extraHeaders, fileError: null };
}
