import type { CatchInputBody } from '@tackle/contracts';
import type { CsvPreview } from '../csv';
import { readLocalDateTime, slashOrderOf } from './dates';
import { RowReader, columnsOf, headerKey, previewRow, readWindDirection, tooManyRows, type CsvTable } from './rows';
import { readDepth, readLength, readPressure, readTemperature, readWeight, readWindSpeed, type Reading } from './units';

// Anglers' Log's catch export: only the columns the angler enabled, in any order, values written
// with their units ('3 lb 8 oz', '18.5 in', '68 °F', '1.6 kg', '1013 hPa'). The mapping is in
// docs/decisions/120-imports-from-other-apps.md.

/** The columns Tackle reads, by header key (headerKey); every other column goes into the notes. */
const COLUMNS = {
  date: 'date',
  time: 'time',
  timeZone: 'timezone',
  species: 'species',
  bait: 'bait',
  gear: 'gear',
  spot: 'fishingspot',
  lat: 'latitude',
  lon: 'longitude',
  waterClarity: 'waterclarity',
  waterDepth: 'waterdepth',
  waterTemp: 'watertemperature',
  length: 'length',
  weight: 'weight',
  quantity: 'quantity',
  notes: 'notes',
  airTemp: 'temperature',
  skies: 'skyconditions',
  windDirection: 'winddirection',
  windSpeed: 'windspeed',
  pressure: 'atmosphericpressure',
} as const;
type Column = keyof typeof COLUMNS;

/**
 * Headers only Anglers' Log writes (Tackle's own CSV and spreadsheets name these otherwise; both
 * write Quantity since issue 19, so it tells nothing).
 */
const SIGNATURE = ['fishingspot', 'timezone', 'atmosphericpressure', 'skyconditions', 'waterdepth'];

/** An Anglers' Log export: Species and Date columns and at least one header only Anglers' Log writes. */
export function isAnglersLogHeader(headers: readonly string[]): boolean {
  const keys = new Set(headers.map(headerKey));
  return keys.has('species') && keys.has('date') && SIGNATURE.some((key) => keys.has(key));
}

/** '~68 °F', '68 °F (est.)', 'approx. 68 °F': an estimate, and the value without the mark. */
function estimateMark(text: string): { text: string; estimated: boolean } {
  const stripped = text
    .trim()
    .replace(/^(?:~|≈|approx\.?|about|ca\.?)\s*/i, '')
    .replace(/\s*\((?:est\.?|estimated|estimate)\)$/i, '');
  return { text: stripped, estimated: stripped !== text.trim() };
}

export function readAnglersLogCsv(table: CsvTable, setupIdByName: ReadonlyMap<string, string>): CsvPreview & { notedColumns: string[] } {
  const tooMany = tooManyRows(table);
  if (tooMany) return { ...tooMany, notedColumns: [] };
  const { headerOf, extraHeaders, cell: cellOf } = columnsOf(table.headers, COLUMNS);
  const order = slashOrderOf(table.records.map((record) => record[headerOf.get('date') ?? ''] ?? ''));

  const rows = table.records.map((record, index) => {
    const cell = (column: Column) => cellOf(record, column);
    const row = new RowReader();

    const date = readLocalDateTime(cell('date') ?? '', cell('time') ?? '', order);
    if (!date.ok) row.errors.push(date.error);
    // The time is the wall clock where the fish was caught, as the catch form keeps it; the zone is noted.
    row.note('Time zone', cell('timeZone'));

    // An entry of several fish is one catch of that quantity (issue 19).
    const quantityText = row.text(cell('quantity'));
    let quantity = 1;
    if (quantityText !== null) {
      quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
      if (!(quantity >= 1)) row.errors.push(`Quantity "${quantityText}" must be a whole number of at least 1`);
    }

    const gearName = row.text(cell('gear'));
    const setupId = gearName ? (setupIdByName.get(gearName.toLowerCase()) ?? null) : null;
    if (gearName && !setupId) row.note('Gear', gearName);

    const water = estimateMark(cell('waterTemp') ?? '');
    const measure = (reading: (text: string) => Reading, column: Column) => row.take(reading(cell(column) ?? ''));

    for (const header of extraHeaders) row.note(header, record[header]);

    const body: CatchInputBody = {
      species: row.text(cell('species')) ?? '',
      date: date.ok ? date.value : '',
      weight: measure(readWeight, 'weight'),
      quantity: quantity >= 1 ? quantity : 1,
      length: measure(readLength, 'length'),
      location: row.text(cell('spot')),
      coordinates: row.coordinates(cell('lat'), cell('lon')),
      depth: measure(readDepth, 'waterDepth'),
      waterClarity: row.text(cell('waterClarity')),
      waterTemp: row.take(readTemperature(water.text, 'Water temperature')),
      airTemp: row.take(readTemperature(cell('airTemp'), 'Temperature')),
      skies: row.text(cell('skies')),
      windDirection: readWindDirection(row, cell('windDirection')),
      windSpeed: measure(readWindSpeed, 'windSpeed'),
      barometer: measure(readPressure, 'pressure'),
      bait: row.text(cell('bait')),
      setupId,
      notes: row.notes(cell('notes')),
      // A water temperature the file marks as approximate stays an estimate (docs/decisions/047).
      estimated: { waterTemp: water.estimated, airTempChange: false },
    };
    return previewRow(index + 2, body, row, {
      date: [cell('date')?.trim(), cell('time')?.trim()].filter(Boolean).join(' '),
      species: cell('species')?.trim() ?? '',
      weight: cell('weight')?.trim() ?? '',
      location: cell('spot')?.trim() ?? '',
    });
  });
  return { rows, ignoredColumns: [], notedColumns: extraHeaders, fileError: headerOf.has('species') && headerOf.has('date') ? null : 'The file needs a Species column and a Date column.' };
}
