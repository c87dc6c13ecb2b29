import { describe, expect, it } from 'vitest';
import { catchInputSchema, type Catch } from '@tackle/contracts';
import {
  CATCH_CSV_COLUMNS,
  catchCsvHeaders,
  catchesToCsv,
  columnForHeader,
  fieldForHeader,
  importableRows,
  normaliseCsvDate,
  parseCatchCsv,
} from './csv';
import { readCatchCsv } from './import-formats';

const SETUP_ID = '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11';

function stored(body: Parameters<typeof catchInputSchema.parse>[0], id = '5c7e1d8a-0b7f-4a51-9f3e-2d1c0b9a8e71'): Catch {
  return {
    id,
    userId: 'u1',
    tripId: null,
    ...catchInputSchema.parse(body),
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    revision: 0,
  };
}

describe('CSV export', () => {
  it('writes a header row and one row per catch, setups by name', () => {
    const csv = catchesToCsv(
      [
        stored({
          species: 'Largemouth Bass',
          date: '2026-04-30T06:30',
          weight: 3.5,
          location: 'Lake Fork, Texas',
          coordinates: { lat: 32.8082, lon: -95.5794 },
          windDirection: 'SW',
          setupId: SETUP_ID,
          notes: 'Line 1\n"quoted"',
        }),
      ],
      { nameById: new Map([[SETUP_ID, 'Texas rig combo']]) },
    );
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe(CATCH_CSV_COLUMNS.join(','));
    expect(lines.join('\r\n')).toContain('2026-04-30T06:30,Largemouth Bass,3.5,1,,"Lake Fork, Texas",32.8082,-95.5794');
    expect(csv).toContain('Texas rig combo');
    expect(csv).toContain('"Line 1\n""quoted"""');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = catchesToCsv([stored({ species: '=HYPERLINK("http://x")', date: '2026-05-01', notes: '@SUM(A1)' })], { nameById: new Map() });
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'@SUM(A1)");
  });

  it('writes a later page of an export without the header row, so the pages join into one file', () => {
    const first = catchesToCsv([stored({ species: 'Crappie', date: '2026-05-02' })], { nameById: new Map() });
    const later = catchesToCsv([stored({ species: 'Walleye', date: '2026-05-01' })], { nameById: new Map() }, 'imperial', { header: false });
    expect(later.split('\r\n')).toHaveLength(1);
    expect(later).toMatch(/^2026-05-01,Walleye,/);
    const joined = `${first}\r\n${later}`;
    expect(joined.split('\r\n').map((line) => line.split(',')[1])).toEqual(['Species', 'Crappie', 'Walleye']);
  });

  it('round-trips: what is exported imports as the same catches', () => {
    const catches = [
      stored({
        species: 'Smallmouth Bass',
        date: '2026-05-02T18:45',
        weight: 2 + 13 / 16,
        length: 17.5,
        location: 'Mille Lacs',
        coordinates: { lat: 46.2394, lon: -93.6466 },
        depth: 12.5,
        cover: 'Structure',
        waterClarity: 'Clear',
        waterTemp: 58.2,
        airTemp: 61,
        airTempChange: 'Decreasing',
        barometer: 30.05,
        barometerChange: 'Stable',
        windSpeed: 8,
        windDirection: 'NW',
        skies: 'Partly Cloudy',
        bait: 'Tube',
        rig: 'Jig head',
        color: 'Green Pumpkin',
        baitWeight: 0.25,
        retrieve: 'Drag',
        setupId: SETUP_ID,
        notes: 'On the rock pile',
      }),
      stored({ species: 'Walleye', date: '2026-05-03' }, 'f2b8c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d'),
      // Estimates stay estimates through a file (decision 047).
      stored(
        { species: 'Crappie', date: '2026-05-04', quantity: 4, waterTemp: 66.9, airTempChange: 'Increasing', estimated: { waterTemp: true, airTempChange: true } },
        'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5e',
      ),
    ];
    const csv = catchesToCsv(catches, { nameById: new Map([[SETUP_ID, 'Drop shot']]) });
    expect(csv).toContain('2026-05-04,Crappie,,4,,,,,,,,66.9,yes,,Increasing,yes');
    const preview = parseCatchCsv(csv, new Map([['drop shot', SETUP_ID]]));
    expect(preview.fileError).toBeNull();
    expect(preview.rows[2]?.input?.estimated).toEqual({ waterTemp: true, airTempChange: true });
    expect(preview.rows[0]?.input?.estimated).toEqual({ waterTemp: false, airTempChange: false });
    expect(preview.rows.every((row) => row.errors.length === 0)).toBe(true);
    expect(importableRows(preview).map((row) => row.input)).toEqual(
      catches.map(({ id: _id, userId: _userId, createdAt: _c, updatedAt: _u, revision: _r, tripId: _trip, ...input }) => input),
    );
  });
});

describe('CSV in the angler units (decision 121)', () => {
  const fish = [
    stored({
      species: 'Largemouth Bass',
      date: '2026-06-01T06:40',
      weight: 3.5,
      length: 18.5,
      depth: 8,
      waterTemp: 68,
      airTemp: 59.3,
      barometer: 29.92,
      windSpeed: 10,
      baitWeight: 0.375,
    }),
    // Typed in metric: 1.6 kg, 47 cm, 2.5 m, 20.5 °C, 1013 hPa, 15 km/h (kept as whole mph), 14 g.
    stored(
      {
        species: 'Walleye',
        date: '2026-06-02',
        weight: 1.6 / 0.45359237,
        length: 47 / 2.54,
        depth: 2.5 / 0.3048,
        waterTemp: (20.5 * 9) / 5 + 32,
        barometer: 1013 / 33.8638866667,
        windSpeed: 9,
        baitWeight: 14 / 28.349523125,
      },
      'f2b8c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    ),
  ];
  const inputs = fish.map(({ id: _id, userId: _userId, createdAt: _c, updatedAt: _u, revision: _r, ...input }) => input);
  const setups = { nameById: new Map<string, string>() };

  it('writes metric headers and values for a metric angler', () => {
    const csv = catchesToCsv(fish, setups, 'metric');
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(catchCsvHeaders('metric').join(','));
    expect(header).toContain('Weight (kg),Quantity,Length (cm)');
    expect(header).toContain('Depth (m)');
    expect(header).toContain('Water Temp (C)');
    expect(header).toContain('Pressure (hPa)');
    expect(header).toContain('Wind Speed (km/h)');
    expect(header).toContain('Bait Weight (g)');
    expect(first).toMatch(/^2026-06-01T06:40,Largemouth Bass,1\.587573295,1,46\.99,,,,2\.4384,,,20,,15\.1666666666667,/);
    // What was typed in metric is written as typed.
    expect(second).toMatch(/^2026-06-02,Walleye,1\.6,1,47,,,,2\.5,,,20\.5,/);
    expect(second).toContain(',1013,');
    expect(second).toContain(',14,');
    expect(catchesToCsv(fish, setups, 'imperial').split('\r\n')[0]).toBe(CATCH_CSV_COLUMNS.join(','));
  });

  it('reads a file exported in either system back to the same catches, whatever the reader uses', () => {
    for (const system of ['metric', 'imperial'] as const) {
      const preview = readCatchCsv(catchesToCsv(fish, setups, system), new Map());
      expect(preview.format).toBe('tackle');
      expect(preview.ignoredColumns).toEqual([]);
      expect(preview.rows.every((row) => row.errors.length === 0)).toBe(true);
      const read = importableRows(preview).map((row) => row.input);
      for (const [index, input] of read.entries()) {
        const original = inputs[index]!;
        for (const key of ['weight', 'length', 'depth', 'waterTemp', 'airTemp', 'barometer', 'baitWeight'] as const) {
          if (original[key] === null) expect(input[key]).toBeNull();
          else expect(input[key]).toBeCloseTo(original[key], 4);
        }
        expect(input.windSpeed).toBe(original.windSpeed);
      }
    }
    // Typed in metric, exported in metric and read back: the very same stored numbers.
    const walleye = importableRows(readCatchCsv(catchesToCsv(fish, setups, 'metric'), new Map()))[1]!.input;
    expect([walleye.weight, walleye.length, walleye.depth, walleye.baitWeight]).toEqual([
      inputs[1]!.weight,
      inputs[1]!.length,
      inputs[1]!.depth,
      inputs[1]!.baitWeight,
    ]);
  });

  it('reads the unit from the header, and a metric unit written in the cell', () => {
    expect(columnForHeader('Weight (kg)')).toEqual({ field: 'weight', system: 'metric' });
    expect(columnForHeader('Water Temp (°C)')).toEqual({ field: 'waterTemp', system: 'metric' });
    expect(columnForHeader('Weight (lbs)')).toEqual({ field: 'weight', system: 'imperial' });
    expect(columnForHeader('Weight (stone)')).toBeNull();
    const preview = parseCatchCsv(['Species,Date,Weight (kg),Depth (m),Water Temp (C)', 'Bass,2026-06-01,1.6 kg,3,20', 'Bass,2026-06-02,3 lb,,'].join('\n'), new Map());
    expect(preview.rows[0]?.input?.weight).toBeCloseTo(3.527396, 6);
    expect(preview.rows[0]?.input?.depth).toBeCloseTo(9.84252, 5);
    expect(preview.rows[0]?.input?.waterTemp).toBe(68);
    expect(preview.rows[1]?.errors).toEqual(['Weight must be a number']);
  });
});

describe('CSV import', () => {
  it('understands other apps’ headers, US dates, units in cells, and pounds + ounces', () => {
    const preview = parseCatchCsv(
      [
        'Fish,Date Caught,Time,Weight (lbs),Ounces,Lake,Lat,Lng,Water Temp,Lure,Some Other Column',
        'Largemouth Bass,5/1/2024,6:30 AM,3 lbs,8,Lake Fork,32.8,-95.57,62°F,Senko,x',
        'Spotted Bass,12/31/2023,,,,,,,,,',
      ].join('\n'),
      new Map(),
    );
    expect(preview.ignoredColumns).toEqual(['Some Other Column']);
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      errors: [],
      input: {
        species: 'Largemouth Bass',
        date: '2024-05-01T06:30',
        weight: 3.5,
        location: 'Lake Fork',
        coordinates: { lat: 32.8, lon: -95.57 },
        waterTemp: 62,
        bait: 'Senko',
      },
    });
    expect(preview.rows[1]?.input).toMatchObject({ species: 'Spotted Bass', date: '2023-12-31', weight: null });
  });

  it('reports each bad row with its line and reasons, and keeps the good ones', () => {
    const preview = parseCatchCsv(
      [
        'Species,Date,Weight (lbs),Wind Direction,Setup',
        ',2024-05-01,2,,',
        'Bass,31/31/2024,2,,',
        'Bass,2024-05-02,heavy,,',
        'Bass,2024-05-03,-1,NNE,',
        'Bass,2024-05-04,1.5,sw,Unknown combo',
        // Another unit, or more than one number, is never read as its first number.
        'Bass,2024-05-05,3 lb 8 oz,,',
        'Bass,2024-05-06,1.6 kg,,',
      ].join('\n'),
      new Map(),
    );
    expect(preview.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, ['Species is required']],
      [3, ['Date "31/31/2024" is not a date this import understands']],
      [4, ['Weight must be a number']],
      [5, ['Weight must be at least 0', 'Wind direction must be one of: N, NE, E, SE, S, SW, W, NW']],
      [6, []],
      [7, ['Weight must be a number']],
      [8, ['Weight must be a number']],
    ]);
    expect(preview.rows[4]).toMatchObject({
      input: { windDirection: 'SW', setupId: null },
      warnings: ['No setup named "Unknown combo"; imported without a setup'],
    });
    expect(importableRows(preview).map((row) => row.line)).toEqual([6]);
  });

  it('refuses a file without species or date columns', () => {
    expect(parseCatchCsv('Name,Cost\nRod,10', new Map()).fileError).toMatch(/Species column and a Date column/);
  });

  it('maps header spellings to fields', () => {
    expect(fieldForHeader('Weight (oz)')).toBe('ounces');
    expect(fieldForHeader('Pressure (inHg)')).toBe('barometer');
    expect(fieldForHeader('water_temp')).toBe('waterTemp');
    expect(fieldForHeader('Favourite colour')).toBeNull();
  });

  it('normalises dates', () => {
    expect(normaliseCsvDate('2024-05-01')).toBe('2024-05-01');
    expect(normaliseCsvDate('2024-5-1 7:05')).toBe('2024-05-01T07:05');
    expect(normaliseCsvDate('2024-05-01T06:30:00.000Z')).toBe('2024-05-01T06:30:00.000Z');
    expect(normaliseCsvDate('05/01/24', '12:15 PM')).toBe('2024-05-01T12:15');
    expect(normaliseCsvDate('5/1/2024 12:15 am')).toBe('2024-05-01T00:15');
    expect(normaliseCsvDate('2/30/2024')).toBeNull();
    expect(normaliseCsvDate('yesterday')).toBeNull();
    expect(normaliseCsvDate('')).toBeNull();
  });
});
