import { describe, expect, it } from 'vitest';
import {
  catchDateToDateTimeLocal,
  catchFormSchema,
  catchFormToInput,
  catchInputSchema,
  catchToForm,
  emptyCatchForm,
  formatCatchWeight,
  shortPlaceName,
  toDateTimeLocal,
} from './catches';

describe('catch form', () => {
  it('starts at now, with the spec’s default pressure and nothing else filled', () => {
    const form = emptyCatchForm(new Date(2026, 4, 1, 6, 5));
    expect(form.date).toBe('2026-05-01T06:05');
    expect(form.barometer).toBe(29.92);
    expect(form.species).toBe('');
    expect(form.weightPounds).toBeNull();
  });

  it("says 'Species is required' for a blank species", () => {
    const result = catchFormSchema.safeParse({ ...emptyCatchForm(), species: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['species', 'Species is required']]);
  });

  it('limits ounces to whole numbers 0..15', () => {
    const messages = (ounces: number) =>
      catchFormSchema.safeParse({ ...emptyCatchForm(), species: 'Bass', weightOunces: ounces }).error?.issues.map((i) => i.message);
    expect(messages(16)).toEqual(['Weight (oz) must be at most 15']);
    expect(messages(2.5)).toEqual(['Weight (oz) must be a whole number']);
    expect(messages(-1)).toEqual(['Weight (oz) must be at least 0']);
    expect(messages(15)).toBeUndefined();
  });

  it('sends weight as pounds + ounces/16, and neither pounds nor ounces', () => {
    const values = catchFormSchema.parse({ ...emptyCatchForm(), species: ' Largemouth Bass ', weightPounds: 3, weightOunces: 8, windDirection: 'SW', windSpeed: 10 });
    const input = catchFormToInput(values);
    expect(input.weight).toBe(3.5);
    expect(input.species).toBe('Largemouth Bass');
    expect(input).not.toHaveProperty('weightPounds');
    expect(input).not.toHaveProperty('weightOunces');
    expect(input).toMatchObject({ windDirection: 'SW', windSpeed: 10, barometer: 29.92, location: null, setupId: null });
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
});

describe('catch dates and weights for people', () => {
  it('turns stored dates into datetime-local values', () => {
    expect(catchDateToDateTimeLocal('2026-05-01')).toBe('2026-05-01T00:00');
    expect(catchDateToDateTimeLocal('2026-05-01T06:30:15')).toBe('2026-05-01T06:30');
    const instant = '2026-05-01T06:30:00.000Z';
    expect(catchDateToDateTimeLocal(instant)).toBe(toDateTimeLocal(new Date(instant)));
  });

  it('shows weights in pounds and ounces, to the nearest ounce', () => {
    expect(formatCatchWeight(3.5)).toBe('3 lb 8 oz');
    expect(formatCatchWeight(6.25)).toBe('6 lb 4 oz');
    expect(formatCatchWeight(6 + 4 / 16)).toBe('6 lb 4 oz');
    expect(formatCatchWeight(0.9375)).toBe('15 oz');
    expect(formatCatchWeight(4)).toBe('4 lb');
    expect(formatCatchWeight(1.999)).toBe('2 lb');
    expect(formatCatchWeight(0)).toBe('0 oz');
    expect(formatCatchWeight(null)).toBeNull();
    expect(formatCatchWeight(Number.NaN)).toBeNull();
  });

  it('shortens a place to its first part', () => {
    expect(shortPlaceName('Lake Minnetonka, Hennepin County, Minnesota, United States')).toBe('Lake Minnetonka');
    expect(shortPlaceName('Home pond')).toBe('Home pond');
    expect(shortPlaceName(', odd')).toBe(', odd');
  });
});
