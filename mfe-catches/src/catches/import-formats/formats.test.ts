import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importableRows } from '../csv';
import { CATCH_CSV_COLUMNS } from '../csv';
import { readDay, readLocalDateTime, readTimeOfDay, slashOrderOf, utcToLocalDateTime } from './dates';
import { readCatchCsv, recogniseCatchCsv } from './index';

// Sample files written for these tests from the documented columns of each app's export
// (docs/decisions/120-imports-from-other-apps.md).
const sample = (name: string) => readFileSync(new URL(`./test/${name}`, import.meta.url), 'utf8');
const SETUP_ID = '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11';
const setups = new Map([['zodias casting combo', SETUP_ID]]);

describe('recogniseCatchCsv', () => {
  it('knows each format from its header row, with a byte order mark and CRLF', () => {
    expect(recogniseCatchCsv(sample('anglers-log-imperial.csv'))).toBe('anglers-log');
    expect(recogniseCatchCsv(sample('anglers-log-metric.csv'))).toBe('anglers-log');
    expect(recogniseCatchCsv(sample('open-fishing.csv'))).toBe('open-fishing');
    expect(recogniseCatchCsv('\uFEFFDate,Time,Species,Weight (g),Length (cm),Catch & Release,Lure,Retrieve Style,Notes,Latitude,Longitude\r\n')).toBe('open-fishing');
    expect(recogniseCatchCsv(['Date', ' Time', ' Time Zone', ' Species', ' Fishing Spot'])).toBe('anglers-log');
    expect(recogniseCatchCsv(['Species', 'Date', 'Atmospheric Pressure'])).toBe('anglers-log');
  });
  it("reads Tackle's own export and other spreadsheets as before", () => {
    expect(recogniseCatchCsv([...CATCH_CSV_COLUMNS])).toBe('tackle');
    expect(recogniseCatchCsv('Fish,Date,Lake,Weight\n')).toBe('tackle');
    // Grams and centimetres alone are not OpenFishing's signature.
    expect(recogniseCatchCsv(['Date', 'Species', 'Weight (g)', 'Length (cm)'])).toBe('tackle');
  });
});

describe("Anglers' Log", () => {
  it('converts imperial values, keeps what Tackle has no field for in the notes, and reports bad rows', () => {
    const preview = readCatchCsv(sample('anglers-log-imperial.csv'), setups);
    expect(preview.format).toBe('anglers-log');
    expect(preview.fileError).toBeNull();
    expect(preview.notedColumns).toEqual(['Moon Phase']);
    const [first, second, third] = preview.rows;
    expect(first?.errors).toEqual([]);
    expect(first?.input).toMatchObject({
      species: 'Largemouth Bass',
      date: '2024-05-18T06:45',
      weight: 3.5,
      length: 18.5,
      location: 'Lake Fork, TX',
      coordinates: { lat: 32.8082, lon: -95.5794 },
      depth: 12,
      waterClarity: 'Stained',
      waterTemp: 68,
      airTemp: 72,
      skies: 'Partly Cloudy',
      windDirection: 'SW',
      windSpeed: 10,
      barometer: 30.02,
      bait: 'Texas-rigged worm',
      setupId: SETUP_ID,
      estimated: { waterTemp: false, airTempChange: false },
      notes: 'Off the main point\nTime zone: America/Chicago\nMoon Phase: Waxing Gibbous',
    });

    // Quantity 3 (one entry of three fish), gear that is no setup, NNE and '~67 °F' (an estimate stays one).
    expect(second?.errors).toEqual([]);
    expect(second?.warnings).toEqual(['Wind direction NNE kept in the notes']);
    expect(second?.input).toMatchObject({
      weight: 2.0625,
      quantity: 3,
      waterTemp: 67,
      estimated: { waterTemp: true, airTempChange: false },
      windSpeed: 0,
      windDirection: null,
      setupId: null,
      notes:
        'Schooling\nTime zone: America/Chicago\nGear: Spare spinning rod\nWind direction: NNE',
    });

    expect(third?.input).toBeNull();
    expect(third?.errors).toEqual(['Weight "heavy" is not a value with a unit this import reads (lb, oz, kg or g)']);
    expect(third?.raw).toEqual({ date: '05/19/2024 5:30 PM', species: 'Spotted Bass', weight: 'heavy', location: 'Table Rock Lake' });
    expect(importableRows(preview).map((row) => row.line)).toEqual([2, 3]);
  });

  it('converts metric values exactly, columns in any order, day-first dates', () => {
    const preview = readCatchCsv(sample('anglers-log-metric.csv'), new Map());
    expect(preview.rows.map((row) => row.errors)).toEqual([[], []]);
    expect(preview.rows[0]?.input).toMatchObject({
      species: 'Pike',
      date: '2024-05-20T18:30',
      weight: 3.527396,
      length: 18.5,
      waterTemp: 68,
      airTemp: 70.34,
      barometer: 29.91,
      windSpeed: 9,
      depth: 9.84,
      location: 'Lac Léman',
      notes: null,
    });
    expect(preview.rows[1]?.input).toMatchObject({
      date: '2024-05-21T07:05',
      weight: 1.873929,
      length: 12.6,
      waterTemp: 65.3,
      airTemp: 60.8,
      barometer: 29.77,
      windSpeed: 3,
      depth: 8.2,
    });
  });

  it('reports every unreadable value of a row instead of dropping it', () => {
    const csv = [
      'Date,Time,Species,Weight,Length,Water Temperature,Quantity,Wind Direction,Latitude,Longitude,Atmospheric Pressure',
      '13/13/2024,25:00,Bass,3.5,18,68,0,Sideways,32.8,,"1,013 hPa"',
      ',,,,,,,,,,',
    ].join('\n');
    const [row] = readCatchCsv(csv, new Map()).rows;
    expect(row?.input).toBeNull();
    expect(row?.errors).toEqual([
      'Date "13/13/2024" is not a date this import understands',
      'Quantity "0" must be a whole number of at least 1',
      'Weight "3.5" has no unit (lb, oz, kg or g)',
      'Length "18" has no unit (in, ft, cm or mm)',
      'Latitude and longitude come together; the row has only one of them',
      'Water temperature "68" has no unit (°F or °C)',
      'Wind direction "Sideways" is not a direction this import reads',
      'Pressure "1,013 hPa" is not a value with a unit this import reads (inHg, hPa, mb or kPa)',
    ]);
  });

  it('reports a value outside the catch schema with its message', () => {
    const csv = 'Date,Species,Weight,Fishing Spot\n2024-05-01,Bass,2500 lb,Lake\n2024-05-02,,2 lb,Lake\n';
    const rows = readCatchCsv(csv, new Map()).rows;
    expect(rows[0]?.errors).toEqual(['Weight must be at most 2000']);
    expect(rows[1]?.errors).toEqual(['Species is required']);
  });
});

describe('OpenFishing', () => {
  it('reads grams and centimetres, UTC times in the local zone, catch & release in the notes, retrieve style as the retrieve', () => {
    const text = sample('open-fishing.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const preview = readCatchCsv(text, new Map(), { timeZone: 'America/Chicago' });
    expect(preview.format).toBe('open-fishing');
    const [summer, winter, bad] = preview.rows;
    expect(summer?.errors).toEqual([]);
    expect(summer?.input).toMatchObject({
      species: 'Largemouth Bass',
      date: '2024-07-04T18:30',
      weight: 2.755778,
      length: 16.73,
      bait: 'Senko 5in',
      retrieve: 'Slow lift and drop',
      coordinates: { lat: 32.8082, lon: -95.5794 },
      notes: 'Dock, north bank\nCatch & release: released',
    });
    expect(winter?.input).toMatchObject({ species: 'Walleye', date: '2024-01-15T08:05', weight: 5.070632, length: 21.65, notes: 'Catch & release: kept', coordinates: null });
    expect(bad?.input).toBeNull();
    expect(bad?.errors).toEqual([
      'Time "25:10" is not a time this import understands',
      'Catch & Release "maybe" must be yes or no',
      'Weight "abc" is not a value with a unit this import reads (lb, oz, kg or g)',
    ]);
  });

  it('shows the same instant on another wall clock (daylight saving included)', () => {
    const preview = readCatchCsv(sample('open-fishing.csv'), new Map(), { timeZone: 'Europe/Berlin' });
    expect(preview.rows.slice(0, 2).map((row) => row.input?.date)).toEqual(['2024-07-05T01:30', '2024-01-15T15:05']);
  });
});

describe('dates', () => {
  it('reads the days and times catch logs write', () => {
    expect(readDay('2024-05-01')).toBe('2024-05-01');
    expect(readDay('5/1/2024')).toBe('2024-05-01');
    expect(readDay('5/1/2024', 'day-first')).toBe('2024-01-05');
    expect(readDay('1.5.2024')).toBe('2024-05-01');
    expect(readDay('May 1, 2024')).toBe('2024-05-01');
    expect(readDay('Wed, May 1, 2024')).toBe('2024-05-01');
    expect(readDay('1 Sept 2024')).toBe('2024-09-01');
    expect(readDay('2024-02-30')).toBeNull();
    expect(readTimeOfDay('6:45 AM')).toEqual([6, 45]);
    expect(readTimeOfDay('12:10 am')).toEqual([0, 10]);
    expect(readTimeOfDay('18:30:15')).toEqual([18, 30]);
    expect(readTimeOfDay('6 PM')).toEqual([18, 0]);
    expect(readTimeOfDay('13:00 PM')).toBeNull();
    expect(slashOrderOf(['20/05/2024', '01/06/2024'])).toBe('day-first');
    expect(slashOrderOf(['05/20/2024', '06/01/2024'])).toBe('month-first');
    expect(readLocalDateTime('2024-05-01', '', 'month-first')).toEqual({ ok: true, value: '2024-05-01' });
    expect(utcToLocalDateTime('2024-03-10', '08:30', 'America/Chicago')).toEqual({ ok: true, value: '2024-03-10T03:30' });
    expect(utcToLocalDateTime('2024-03-10', '08:30Z', 'UTC')).toEqual({ ok: true, value: '2024-03-10T08:30' });
  });
});
