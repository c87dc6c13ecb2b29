import Papa from 'papaparse';
import {
  catchInputSchema,
  toDisplayUnit,
  toStoredUnit,
  type Catch,
  type CatchInput,
  type CatchInputBody,
  isEstimated,
  type Quantity,
  type UnitSystem,
} from '@tackle/contracts';
import { guardCsvCell } from '@tackle/ui';

// The catch log as CSV (export and import, in the browser): one column per field, headers a person can read.
export const CATCH_CSV_FILE_NAME = 'catch-log.csv';

/** Column order of the export; the import also accepts these headers in any order. */
export const CATCH_CSV_COLUMNS = [
  'Date',
  'Species',
  'Weight (lbs)',
  /** Fish in the entry (issue 19). */
  'Quantity',
  'Length (in)',
  'Location',
  'Latitude',
  'Longitude',
  'Depth (ft)',
  'Cover',
  'Water Clarity',
  'Water Temp (F)',
  /** 'yes' when the water temperature is an estimate (decision 047); blank for a reading. */
  'Water Temp Estimated',
  'Air Temp (F)',
  'Air Temp Trend',
  'Air Temp Trend Estimated',
  'Pressure (inHg)',
  'Pressure Trend',
  'Wind Speed (mph)',
  'Wind Direction',
  'Skies',
  'Bait',
  'Rig',
  'Color',
  'Bait Weight (oz)',
  'Retrieve',
  'Setup',
  'Notes',
] as const;
export type CatchCsvColumn = (typeof CATCH_CSV_COLUMNS)[number];

/**
 * The measured columns, by their imperial header: what they measure and their metric header. A
 * metric angler's export writes these headers and values in metric (decision 121); the import
 * reads the unit from the header, so a file exported in either system reads back the same.
 */
const MEASURED_COLUMNS = {
  'Weight (lbs)': { quantity: 'weight', metric: 'Weight (kg)' },
  'Length (in)': { quantity: 'length', metric: 'Length (cm)' },
  'Depth (ft)': { quantity: 'depth', metric: 'Depth (m)' },
  'Water Temp (F)': { quantity: 'temperature', metric: 'Water Temp (C)' },
  'Air Temp (F)': { quantity: 'temperature', metric: 'Air Temp (C)' },
  'Pressure (inHg)': { quantity: 'pressure', metric: 'Pressure (hPa)' },
  'Wind Speed (mph)': { quantity: 'speed', metric: 'Wind Speed (km/h)' },
  'Bait Weight (oz)': { quantity: 'lureWeight', metric: 'Bait Weight (g)' },
} as const satisfies Partial<Record<CatchCsvColumn, { quantity: Quantity; metric: string }>>;
type MeasuredColumn = keyof typeof MEASURED_COLUMNS;
const isMeasured = (column: CatchCsvColumn): column is MeasuredColumn => Object.hasOwn(MEASURED_COLUMNS, column);

/** The export's header row in the angler's units: 'Weight (kg)', 'Depth (m)' ... for metric. */
export function catchCsvHeaders(system: UnitSystem): string[] {
  return CATCH_CSV_COLUMNS.map((column) => (system === 'metric' && isMeasured(column) ? MEASURED_COLUMNS[column].metric : column));
}

/** Names of the angler's setups by id (export) and ids by lower-cased name (import). */
export interface SetupDirectory {
  nameById: ReadonlyMap<string, string>;
}

/** A number cell: '' for none. */
export const number = (value: number | null) => (value == null ? '' : String(value));

/**
 * The kit's formula guard: a cell a spreadsheet would run as a formula ('=HYPERLINK(...)', '+1',
 * '@SUM') gets a leading apostrophe; plain numbers (negative longitudes) are left alone.
 */
export function safeText(value: string | null): string {
  return value == null ? '' : guardCsvCell(value, { leaveNumbers: true });
}

function row(catchItem: Catch, setups: SetupDirectory): Record<CatchCsvColumn, string> {
  return {
    Date: catchItem.date,
    Species: safeText(catchItem.species),
    'Weight (lbs)': number(catchItem.weight == null ? null : Math.round(catchItem.weight * 10000) / 10000),
    Quantity: String(catchItem.quantity),
    'Length (in)': number(catchItem.length),
    Location: safeText(catchItem.location),
    Latitude: number(catchItem.coordinates?.lat ?? null),
    Longitude: number(catchItem.coordinates?.lon ?? null),
    'Depth (ft)': number(catchItem.depth),
    Cover: safeText(catchItem.cover),
    'Water Clarity': safeText(catchItem.waterClarity),
    'Water Temp (F)': number(catchItem.waterTemp),
    'Water Temp Estimated': isEstimated(catchItem, 'waterTemp') ? 'yes' : '',
    'Air Temp (F)': number(catchItem.airTemp),
    'Air Temp Trend': safeText(catchItem.airTempChange),
    'Air Temp Trend Estimated': isEstimated(catchItem, 'airTempChange') ? 'yes' : '',
    'Pressure (inHg)': number(catchItem.barometer),
    'Pressure Trend': safeText(catchItem.barometerChange),
    'Wind Speed (mph)': number(catchItem.windSpeed),
    'Wind Direction': catchItem.windDirection ?? '',
    Skies: safeText(catchItem.skies),
    Bait: safeText(catchItem.bait),
    Rig: safeText(catchItem.rig),
    Color: safeText(catchItem.color),
    'Bait Weight (oz)': number(catchItem.baitWeight),
    Retrieve: safeText(catchItem.retrieve),
    Setup: safeText(catchItem.setupId ? (setups.nameById.get(catchItem.setupId) ?? '') : null),
    Notes: safeText(catchItem.notes),
  };
}

/**
 * A measured cell in metric: the stored value converted, to 15 significant digits (no float noise),
 * so the import converts it back to the stored value (a value typed in metric exactly).
 */
export function metricCell(quantity: Quantity, text: string): string {
  if (text === '') return '';
  const value = toDisplayUnit('metric', quantity, Number(text));
  return value === null ? '' : String(Number(value.toPrecision(15)));
}

/**
 * The catch log as CSV (one row per catch, the columns of CATCH_CSV_COLUMNS, in the angler's units).
 * `header: false` leaves the header row out: the rows of a later page of an export read in pages
 * (docs/decisions/135-catch-log-in-pages.md), joined to the first page's text with CRLF.
 */
export function catchesToCsv(catches: readonly Catch[], setups: SetupDirectory, system: UnitSystem = 'imperial', options: { header?: boolean } = {}): string {
  const cells = (item: Catch) => {
    const record = row(item, setups);
    if (system === 'metric' && item.weight != null) record['Weight (lbs)'] = String(item.weight);
    return CATCH_CSV_COLUMNS.map((column) =>
      system === 'metric' && isMeasured(column) ? metricCell(MEASURED_COLUMNS[column].quantity, record[column]) : record[column],
    );
  };
  return Papa.unparse({ fields: catchCsvHeaders(system), data: catches.map(cells) }, { newline: '\r\n', header: options.header ?? true });
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

type Field =
  | 'date'
  | 'time'
  | 'species'
  | 'weight'
  | 'ounces'
  | 'quantity'
  | 'length'
  | 'location'
  | 'lat'
  | 'lon'
  | 'depth'
  | 'cover'
  | 'waterClarity'
  | 'waterTemp'
  | 'waterTempEstimated'
  | 'airTemp'
  | 'airTempChange'
  | 'airTempChangeEstimated'
  | 'barometer'
  | 'barometerChange'
  | 'windSpeed'
  | 'windDirection'
  | 'skies'
  | 'bait'
  | 'rig'
  | 'color'
  | 'baitWeight'
  | 'retrieve'
  | 'setup'
  | 'notes';

/** Header spellings other logs use, compared as lower-case letters only ('Weight (lbs)' -> 'weightlbs'). */
const HEADER_ALIASES: Record<Field, string[]> = {
  date: ['date', 'datecaught', 'caught', 'datetime', 'catchdate', 'when'],
  time: ['time', 'timecaught'],
  species: ['species', 'fish', 'speciesname', 'fishspecies', 'kind'],
  weight: ['weightlbs', 'weight', 'lbs', 'pounds', 'weightlb', 'weightpounds'],
  ounces: ['weightoz', 'ounces', 'oz', 'weightounces'],
  quantity: ['quantity', 'qty', 'count', 'numberoffish', 'fishcount'],
  length: ['lengthin', 'length', 'lengthinches', 'inches'],
  location: ['location', 'lake', 'spot', 'water', 'bodyofwater', 'place', 'locationname'],
  lat: ['latitude', 'lat'],
  lon: ['longitude', 'lon', 'lng', 'long'],
  depth: ['depthft', 'depth', 'depthfeet'],
  cover: ['cover', 'structure'],
  waterClarity: ['waterclarity', 'clarity'],
  waterTemp: ['watertempf', 'watertemp', 'watertemperature', 'watertemperaturef'],
  waterTempEstimated: ['watertempestimated', 'watertemperatureestimated', 'watertempisestimated'],
  airTemp: ['airtempf', 'airtemp', 'airtemperature', 'airtemperaturef', 'temp', 'temperature'],
  airTempChange: ['airtemptrend', 'airtempchange', 'temperaturetrend'],
  airTempChangeEstimated: ['airtemptrendestimated', 'airtempchangeestimated'],
  barometer: ['pressureinhg', 'pressure', 'barometer', 'barometricpressure', 'airpressure'],
  barometerChange: ['pressuretrend', 'barometertrend', 'barometerchange'],
  windSpeed: ['windspeedmph', 'windspeed', 'wind', 'windmph'],
  windDirection: ['winddirection', 'winddir'],
  skies: ['skies', 'sky', 'weather', 'conditions'],
  bait: ['bait', 'lure', 'luretype', 'lurebait'],
  rig: ['rig', 'technique'],
  color: ['color', 'colour', 'lurecolor'],
  baitWeight: ['baitweightoz', 'baitweight', 'lureweight'],
  retrieve: ['retrieve', 'presentation'],
  setup: ['setup', 'setupused', 'combo'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
};

const FIELD_BY_HEADER = new Map<string, Field>(
  (Object.entries(HEADER_ALIASES) as Array<[Field, string[]]>).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field] as const)),
);

export function fieldForHeader(header: string): Field | null {
  return FIELD_BY_HEADER.get(header.toLowerCase().replace(/[^a-z]/g, '')) ?? null;
}

/** What each measured field measures (its cells are read in the header's unit). */
const QUANTITY_OF_FIELD: Partial<Record<Field, Quantity>> = {
  weight: 'weight',
  length: 'length',
  depth: 'depth',
  waterTemp: 'temperature',
  airTemp: 'temperature',
  barometer: 'pressure',
  windSpeed: 'speed',
  baitWeight: 'lureWeight',
};

/** Metric unit names a header may give in brackets ('Weight (kg)', 'Water Temp (°C)'). */
const METRIC_UNIT_NAMES: Readonly<Record<Quantity, readonly string[]>> = {
  weight: ['kg', 'kgs', 'kilograms'],
  lureWeight: ['g', 'grams'],
  length: ['cm'],
  depth: ['m', 'metres', 'meters'],
  temperature: ['c', '°c', 'celsius'],
  pressure: ['hpa', 'mb', 'mbar'],
  speed: ['km/h', 'kmh', 'kph'],
  rodLength: ['m'],
  drag: ['kg'],
};

/**
 * A header's field and the unit system of its values: 'Weight (lbs)' is imperial (our stored
 * units), 'Weight (kg)' metric. A header naming a metric unit is matched by its name alone.
 */
export function columnForHeader(header: string): { field: Field; system: UnitSystem } | null {
  const field = fieldForHeader(header);
  if (field) return { field, system: 'imperial' };
  const match = /^(.*?)\s*[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(header.trim());
  const named = match ? fieldForHeader(match[1] ?? '') : null;
  const quantity = named ? QUANTITY_OF_FIELD[named] : undefined;
  if (!named || !quantity || !METRIC_UNIT_NAMES[quantity].includes((match?.[2] ?? '').toLowerCase())) return null;
  return { field: named, system: 'metric' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates as other apps and spreadsheets write them, to our forms: '2024-05-01', '2024-05-01T06:30',
 * '2024-05-01 06:30:15', '5/1/2024', '05/01/2024 6:30 AM' (US order), full ISO instants.
 */
export function normaliseCsvDate(text: string, time = ''): string | null {
  const value = `${text.trim()}${time.trim() ? ` ${time.trim()}` : ''}`;
  if (value === '') return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([zZ]|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*([AaPp][Mm])?)?$/.exec(value);
  let year: number, month: number, day: number;
  let hour: number | null = null;
  let minute = 0;
  let meridiem: string | undefined;
  if (match) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (match[4] !== undefined) [hour, minute, meridiem] = [Number(match[4]), Number(match[5]), match[6]];
  } else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?)?$/.exec(value);
    if (!match) return null;
    [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year < 100) year += 2000;
    if (match[4] !== undefined) [hour, minute, meridiem] = [Number(match[4]), Number(match[5]), match[6]];
  }
  if (hour !== null && meridiem) {
    const pm = meridiem.toLowerCase() === 'pm';
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  const check = new Date(year, month - 1, day);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
  if (hour !== null && (hour > 23 || minute > 59)) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return hour === null ? date : `${date}T${pad(hour)}:${pad(minute)}`;
}

/** A unit written after a number in Tackle's own units (they are the stored ones): nothing to convert. */
const CANONICAL_UNIT = /^(?:lbs?|pounds?|°\s*f?|f|"|in|inch(?:es)?|'|ft|feet|foot|mph|inhg|in\s*hg|%)?$/i;

/**
 * '3.5', '3.5 lbs', '62°F', '29.92"' -> the number; '' -> null; anything else -> NaN (reported):
 * also a number in another unit or with more after it ('1.6 kg', '3 lb 8 oz'), which must never be
 * read as its first number. In a metric column ('Weight (kg)') the number may carry that unit.
 */
function csvNumber(text: string | undefined, metricUnits: readonly string[] | null = null): number | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const match = /^[-+]?\d*\.?\d+/.exec(value.replace(/,/g, ''));
  if (!match) return Number.NaN;
  const rest = value.replace(/,/g, '').slice(match[0].length).trim();
  const known = metricUnits ? rest === '' || metricUnits.includes(rest.toLowerCase()) : CANONICAL_UNIT.test(rest);
  return known ? Number(match[0]) : Number.NaN;
}

function csvText(text: string | undefined): string | null {
  const value = text?.trim() ?? '';
  // Our own export guards formula-like cells with an apostrophe; take it back off.
  return value === '' ? null : value.replace(/^'(?=[=+\-@])/, '');
}

export interface CsvPreviewRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  input: CatchInput | null;
  /** The row's own text, to recognise it in the preview whether or not it is valid. */
  raw: { date: string; species: string; weight: string; location: string };
  errors: string[];
  warnings: string[];
}

export interface CsvPreview {
  rows: CsvPreviewRow[];
  /** Columns of the file that are not imported. */
  ignoredColumns: string[];
  /** A problem with the file as a whole (no species or date column, unreadable). */
  fileError: string | null;
}

/** 'yes', 'true', 'y', '1' (any case) mark an estimate; anything else does not. */
function csvYes(text: string | undefined): boolean {
  return ['yes', 'y', 'true', '1', 'estimated'].includes((text ?? '').trim().toLowerCase());
}

const LABELS: Partial<Record<string, string>> = {
  weight: 'Weight',
  quantity: 'Quantity',
  length: 'Length',
  depth: 'Depth',
  waterTemp: 'Water temperature',
  airTemp: 'Air temperature',
  barometer: 'Pressure',
  windSpeed: 'Wind speed',
  baitWeight: 'Bait weight',
  coordinates: 'Coordinates',
};

export const CSV_IMPORT_MAX_ROWS = 5000;

/**
 * Reads a CSV file into catches ready to send, one preview row per line with its errors (a row
 * with errors is not imported) and warnings (imported, with something left out).
 */
export function parseCatchCsv(text: string, setupIdByName: ReadonlyMap<string, string>): CsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const headers = parsed.meta.fields ?? [];
  const columns = new Map<Field, string>();
  /** Fields whose column gives metric values ('Weight (kg)'), converted to the stored units. */
  const metricFields = new Set<Field>();
  const ignoredColumns: string[] = [];
  for (const header of headers) {
    const column = columnForHeader(header);
    if (column && !columns.has(column.field)) {
      columns.set(column.field, header);
      if (column.system === 'metric') metricFields.add(column.field);
    } else if (header.trim() !== '') ignoredColumns.push(header);
  }
  if (!columns.has('species') || !columns.has('date')) {
    return { rows: [], ignoredColumns, fileError: 'The file needs a Species column and a Date column (a header row first).' };
  }
  if (parsed.data.length > CSV_IMPORT_MAX_ROWS) {
    return { rows: [], ignoredColumns, fileError: `The file has more than ${CSV_IMPORT_MAX_ROWS} rows. Split it into smaller files.` };
  }

  const rows = parsed.data.map((record, index): CsvPreviewRow => {
    const cell = (field: Field) => {
      const header = columns.get(field);
      return header === undefined ? undefined : record[header];
    };
    const errors: string[] = [];
    const warnings: string[] = [];
    const numeric = (field: Field) => {
      const quantity = metricFields.has(field) ? QUANTITY_OF_FIELD[field] : undefined;
      const value = csvNumber(cell(field), quantity ? METRIC_UNIT_NAMES[quantity] : null);
      if (value !== null && Number.isNaN(value)) errors.push(`${LABELS[field] ?? field} must be a number`);
      if (value === null || Number.isNaN(value)) return null;
      return quantity ? toStoredUnit('metric', quantity, value) : value;
    };

    const rawDate = cell('date') ?? '';
    const date = normaliseCsvDate(rawDate, cell('time') ?? '');
    if (!date && rawDate.trim() !== '') errors.push(`Date "${rawDate.trim()}" is not a date this import understands`);

    const pounds = numeric('weight');
    const ounces = numeric('ounces');
    const weight = pounds == null && ounces == null ? null : (pounds ?? 0) + (ounces ?? 0) / 16;

    const lat = numeric('lat');
    const lon = numeric('lon');
    const coordinates = lat != null && lon != null ? { lat, lon } : null;
    if ((lat == null) !== (lon == null)) warnings.push('Latitude and longitude come together; coordinates left out');

    const setupName = csvText(cell('setup'));
    const setupId = setupName ? (setupIdByName.get(setupName.toLowerCase()) ?? null) : null;
    if (setupName && !setupId) warnings.push(`No setup named "${setupName}"; imported without a setup`);

    const windDirection = csvText(cell('windDirection'))?.toUpperCase() ?? null;

    const body: CatchInputBody = {
      species: csvText(cell('species')) ?? '',
      date: date ?? '',
      weight,
      // Blank: one fish; anything else the schema checks (a whole number from 1).
      quantity: numeric('quantity'),
      length: numeric('length'),
      location: csvText(cell('location')),
      coordinates,
      depth: numeric('depth'),
      cover: csvText(cell('cover')),
      waterClarity: csvText(cell('waterClarity')),
      waterTemp: numeric('waterTemp'),
      airTemp: numeric('airTemp'),
      airTempChange: csvText(cell('airTempChange')),
      barometer: numeric('barometer'),
      barometerChange: csvText(cell('barometerChange')),
      windSpeed: (() => {
        const speed = numeric('windSpeed');
        return speed == null ? null : Math.round(speed);
      })(),
      windDirection: windDirection as CatchInputBody['windDirection'],
      skies: csvText(cell('skies')),
      bait: csvText(cell('bait')),
      rig: csvText(cell('rig')),
      color: csvText(cell('color')),
      baitWeight: numeric('baitWeight'),
      retrieve: csvText(cell('retrieve')),
      setupId,
      notes: csvText(cell('notes')),
      // Without these columns (other apps' logs) a value is what the file says it is: a reading.
      estimated: { waterTemp: csvYes(cell('waterTempEstimated')), airTempChange: csvYes(cell('airTempChangeEstimated')) },
    };
    const result = catchInputSchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const message = issue.message;
        // The date is reported once, by the clearer message above.
        if (issue.path[0] === 'date' && errors.some((error) => error.startsWith('Date'))) continue;
        if (!errors.includes(message)) errors.push(message);
      }
    }
    const raw = {
      date: [rawDate.trim(), cell('time')?.trim() ?? ''].filter(Boolean).join(' '),
      species: cell('species')?.trim() ?? '',
      weight: cell('weight')?.trim() ?? '',
      location: cell('location')?.trim() ?? '',
    };
    return { line: index + 2, input: errors.length === 0 && result.success ? result.data : null, raw, errors, warnings };
  });
  return { rows, ignoredColumns, fileError: null };
}

/** Ready-to-send rows of a preview, in file order. */
export function importableRows(preview: CsvPreview): Array<{ line: number; input: CatchInput }> {
  return preview.rows.flatMap((row) => (row.input ? [{ line: row.line, input: row.input }] : []));
}
