import { describe, expect, it } from 'vitest';
import { initialSections, openSectionsWithErrors, speciesSuggestions, weatherPatch } from './catch-form-logic';

describe('catch form rules', () => {
  it('opens every section but the notes, which open for a catch that has notes or a photo', () => {
    expect(initialSections(null)).toEqual({ data: true, location: true, weather: true, notes: false });
    expect(initialSections({ notes: null, imageUrl: '/media/fish.jpg' }).notes).toBe(true);
  });

  it('opens the sections that hold invalid fields, and leaves the others as they are', () => {
    const closed = { data: false, location: false, weather: false, notes: false };
    expect(openSectionsWithErrors(closed, ['species', 'waterTemp'])).toEqual({
      data: true,
      location: false,
      weather: true,
      notes: false,
    });
    expect(openSectionsWithErrors(closed, ['unknown'])).toEqual(closed);
  });

  it('fills the weather, marking the estimates, and leaves a missing trend or sky alone', () => {
    const fields = {
      airTemp: 68.9,
      waterTemp: 66.9,
      airTempChange: 'Increasing' as const,
      barometer: 29.92,
      barometerChange: null,
      windSpeed: 7,
      windDirection: 'SW' as const,
      skies: null,
    };
    const patch = weatherPatch(fields);
    expect(patch).toEqual({
      airTemp: 68.9,
      waterTemp: 66.9,
      waterTempEstimated: true,
      airTempChange: 'Increasing',
      airTempChangeEstimated: true,
      barometer: 29.92,
      windSpeed: 7,
      windDirection: 'SW',
    });
    expect(weatherPatch({ ...fields, barometerChange: 'Decreasing', skies: 'Cloudy' })).toMatchObject({
      barometerChange: 'Decreasing',
      skies: 'Cloudy',
    });
  });

  it("offers the log's species first, without repeats", () => {
    const list = speciesSuggestions(['Walleye', 'Sauger']);
    expect(list.slice(0, 2)).toEqual(['Walleye', 'Sauger']);
    expect(list.filter((name) => name === 'Walleye')).toHaveLength(1);
  });
});
