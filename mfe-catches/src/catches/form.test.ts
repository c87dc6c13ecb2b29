import { describe, expect, it } from 'vitest';
import { catchInputSchema, isEstimated, toStoredUnit } from '@tackle/contracts';
import {
  catchDateToDateTimeLocal,
  catchFormSchema,
  catchFormSchemaFor,
  catchFormToInput,
  catchToForm,
  emptyCatchForm,
  formWeight,
  toDateTimeLocal,
} from './form';

describe('catch form', () => {
  it('starts at now with nothing else filled: no default pressure (decision 045)', () => {
    expect(emptyCatchForm(new Date(2026, 4, 1, 6, 5))).toMatchObject({
      date: '2026-05-01T06:05',
      barometer: null,
      barometerChange: '',
      waterTemp: null,
      waterTempEstimated: false,
      species: '',
      weightPounds: null,
    });
  });

  it("says 'Species is required' for a blank species", () => {
    const result = catchFormSchema.safeParse({ ...emptyCatchForm(), species: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['species', 'Species is required'],
    ]);
  });

  it('limits ounces to whole numbers 0..15', () => {
    const messages = (ounces: number) =>
      catchFormSchema
        .safeParse({ ...emptyCatchForm(), species: 'Bass', weightOunces: ounces })
        .error?.issues.map((i) => i.message);
    expect(messages(16)).toEqual(['Weight (oz) must be at most 15']);
    expect(messages(2.5)).toEqual(['Weight (oz) must be a whole number']);
    expect(messages(-1)).toEqual(['Weight (oz) must be at least 0']);
    expect(messages(15)).toBeUndefined();
  });

  it('names the range of each measured field in the unit the angler types (decision 121)', () => {
    const messages = (system: 'imperial' | 'metric', patch: object) =>
      catchFormSchemaFor(system)
        .safeParse({ ...emptyCatchForm(), species: 'Bass', ...patch })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const tooMuch = { depth: 2001, length: 601, waterTemp: 151, airTemp: -81, barometer: 41, windSpeed: 301, baitWeight: 1001 };
    expect(messages('metric', { ...tooMuch, weightPounds: 2001 })).toEqual([
      ['weightPounds', 'Weight must be at most 907.18 kg'],
      ['length', 'Length must be at most 1524 cm'],
      ['depth', 'Depth must be at most 609.6 m'],
      ['waterTemp', 'Water temperature must be at most 65.5°C'],
      ['airTemp', 'Air temperature must be at least -62.2°C'],
      ['barometer', 'Air pressure must be at most 1354 hPa'],
      ['windSpeed', 'Wind speed must be at most 482 km/h'],
      ['baitWeight', 'Bait weight must be at most 28349.5 g'],
    ]);
    expect(messages('imperial', tooMuch)).toEqual([
      ['length', 'Length must be at most 600 in'],
      ['depth', 'Depth must be at most 2000 ft'],
      ['waterTemp', 'Water temperature must be at most 150°F'],
      ['airTemp', 'Air temperature must be at least -80°F'],
      ['barometer', 'Air pressure must be at most 40 inHg'],
      ['windSpeed', 'Wind speed must be at most 300 mph'],
      ['baitWeight', 'Bait weight must be at most 1000 oz'],
    ]);
    // The bound as shown, typed in metric, is accepted and sent as the API's bound.
    const atBound = catchFormSchemaFor('metric').parse({ ...emptyCatchForm(), species: 'Bass', depth: toStoredUnit('metric', 'depth', 609.6) });
    expect(catchInputSchema.parse(catchFormToInput(atBound)).depth).toBeLessThanOrEqual(2000);
  });

  it('sends weight as pounds + ounces/16, and neither pounds nor ounces', () => {
    const values = catchFormSchema.parse({
      ...emptyCatchForm(),
      species: ' Largemouth Bass ',
      weightPounds: 3,
      weightOunces: 8,
      windDirection: 'SW',
      windSpeed: 10,
    });
    const input = catchFormToInput(values);
    expect(input.weight).toBe(3.5);
    expect(input.species).toBe('Largemouth Bass');
    expect(input).not.toHaveProperty('weightPounds');
    expect(input).not.toHaveProperty('weightOunces');
    expect(input).toMatchObject({ windDirection: 'SW', windSpeed: 10, barometer: null, location: null, setupId: null });
    expect(catchInputSchema.parse(input)).toEqual(input);
  });

  it('round-trips a stored catch and keeps the fields the dialog does not show', () => {
    const stored = catchInputSchema.parse({
      species: 'Smallmouth Bass',
      date: '2026-05-02T18:45',
      weight: 2.8125,
      location: 'Mille Lacs',
      coordinates: { lat: 46.2394, lon: -93.6466 },
      season: 'Spring',
      current: 'Light',
      biteType: 'Aggressive',
      waterLevel: 'High',
      gearId: '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11',
      cover: 'Structure',
      skies: 'Clear',
      notes: 'Rock pile',
    });
    const form = catchToForm(stored);
    expect(form).toMatchObject({ weightPounds: 2, weightOunces: 13, location: 'Mille Lacs', cover: 'Structure' });
    expect(catchFormToInput(catchFormSchema.parse(form), stored)).toEqual(stored);
  });

  it('stores an estimated water temperature as estimated, and a reading as a reading', () => {
    const filled = {
      ...emptyCatchForm(),
      species: 'Bass',
      waterTemp: 66.9,
      waterTempEstimated: true,
      airTempChange: 'Increasing',
      airTempChangeEstimated: true,
    };
    const estimated = catchFormToInput(catchFormSchema.parse(filled));
    expect(estimated).toMatchObject({ waterTemp: 66.9, estimated: { waterTemp: true, airTempChange: true } });
    expect(catchToForm(catchInputSchema.parse(estimated))).toMatchObject({
      waterTemp: 66.9,
      waterTempEstimated: true,
      airTempChangeEstimated: true,
    });
    // The angler's own reading replaces the estimate (the dialog clears the flag when they type).
    const read = catchFormToInput(catchFormSchema.parse({ ...filled, waterTemp: 64, waterTempEstimated: false }));
    expect(read.estimated).toEqual({ waterTemp: false, airTempChange: true });
    // A flag without a value means nothing.
    expect(
      catchFormToInput(catchFormSchema.parse({ ...filled, waterTemp: null, airTempChange: '' })).estimated,
    ).toEqual({
      waterTemp: false,
      airTempChange: false,
    });
  });

  it('reads older catches without flags as stored: nothing estimated', () => {
    const old = catchInputSchema.parse({
      species: 'Bass',
      date: '2024-05-01',
      waterTemp: 61,
      barometer: 29.92,
      barometerChange: 'Stable',
    });
    expect(old.estimated).toEqual({ waterTemp: false, airTempChange: false });
    expect(isEstimated(old, 'waterTemp')).toBe(false);
    expect(
      catchInputSchema.safeParse({ species: 'Bass', date: '2024-05-01', estimated: { waterTemp: 'yes' } }).error
        ?.issues[0]?.message,
    ).toBe('estimated.waterTemp must be true or false');
  });
});

describe('catch dates in the form', () => {
  it('turns stored dates into datetime-local values', () => {
    expect(catchDateToDateTimeLocal('2026-05-01')).toBe('2026-05-01T00:00');
    expect(catchDateToDateTimeLocal('2026-05-01T06:30:15')).toBe('2026-05-01T06:30');
    const instant = '2026-05-01T06:30:00.000Z';
    expect(catchDateToDateTimeLocal(instant)).toBe(toDateTimeLocal(new Date(instant)));
  });
});

describe('formWeight', () => {
  it('keeps a stored weight of any precision while the pound and ounce fields still show it', () => {
    const stored = 1.6 / 0.45359237;
    const form = catchToForm(catchInputSchema.parse({ species: 'Walleye', date: '2026-06-01', weight: stored }));
    expect([form.weightPounds, form.weightOunces]).toEqual([3, 8]);
    expect(formWeight(form)).toBe(stored);
    expect(formWeight({ ...form, weightOunces: 9 })).toBe(3 + 9 / 16);
    expect(formWeight({ weightPounds: 2, weightOunces: null, weightStored: null })).toBe(2);
  });
});
