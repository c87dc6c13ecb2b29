import { describe, expect, it } from 'vitest';
import type { Catch } from '@tackle/contracts';
import { aCatch } from '../test-factories';
import { anotherLikeThis, EMPTY_MEMORY, localDateTime, memoryAfter, quickCatchInput, speciesChoices } from './quick-catch';

const caught = (species: string, date: string, extra: Partial<Catch> = {}) => aCatch(species, date, {}, extra);

describe('speciesChoices', () => {
  it('offers the species caught most lately first, each once, then the common species', () => {
    const choices = speciesChoices([
      caught('Walleye', '2026-05-01T06:00'),
      caught('crappie', '2026-06-02T06:00'),
      caught('Walleye', '2026-06-01T06:00'),
    ]);
    expect(choices.slice(0, 3)).toEqual(['crappie', 'Walleye', 'Largemouth Bass']);
    expect(choices.filter((s) => s.toLowerCase() === 'crappie')).toEqual(['crappie']);
  });

  it('narrows the choices to what is typed, in any case', () => {
    expect(speciesChoices([caught('Peacock Bass', '2026-06-01T06:00')], 'BASS').slice(0, 3)).toEqual(['Peacock Bass', 'Largemouth Bass', 'Smallmouth Bass']);
    expect(speciesChoices([], 'zzz')).toEqual([]);
  });
});

describe('quickCatchInput', () => {
  const now = new Date(2026, 5, 1, 6, 42);
  const memory = { setupId: '3f2b8c1e-9a4d-4e1b-8c2a-1d2e3f4a5b6c', bait: 'Senko', rig: 'Wacky', location: 'Lake Minnetonka', coordinates: { lat: 44.94, lon: -93.62 } };

  it('logs species and weight now, here, with the remembered setup, bait and rig', () => {
    const input = quickCatchInput({ species: ' Largemouth Bass ', pounds: 3, ounces: 8, now, position: { lat: 44.9405, lon: -93.6159 }, memory });
    expect(input).toMatchObject({
      species: 'Largemouth Bass',
      weight: 3.5,
      date: '2026-06-01T06:42',
      coordinates: { lat: 44.9405, lon: -93.6159 },
      // Within 500 m of the remembered place: its name still fits.
      location: 'Lake Minnetonka',
      setupId: '3f2b8c1e-9a4d-4e1b-8c2a-1d2e3f4a5b6c',
      bait: 'Senko',
      rig: 'Wacky',
    });
  });

  it('does not name a place the angler has left, and falls back to the remembered one without a position', () => {
    expect(quickCatchInput({ species: 'Pike', pounds: null, ounces: null, now, position: { lat: 45.5, lon: -93 }, memory })).toMatchObject({
      location: null,
      coordinates: { lat: 45.5, lon: -93 },
      weight: null,
    });
    expect(quickCatchInput({ species: 'Pike', pounds: 2, ounces: null, now, position: null, memory })).toMatchObject({
      location: 'Lake Minnetonka',
      coordinates: memory.coordinates,
    });
    expect(quickCatchInput({ species: 'Pike', pounds: 2, ounces: null, now, position: null, memory: EMPTY_MEMORY })).toMatchObject({ location: null, coordinates: null, setupId: null });
  });

  it('logs as many fish as the angler says, on the trip under way, or leaves the trip to the server', () => {
    const trip = '5b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a22';
    expect(quickCatchInput({ species: 'Crappie', pounds: null, ounces: null, now, position: null, memory, quantity: 6, tripId: trip })).toMatchObject({ quantity: 6, tripId: trip });
    // A trip started offline is named by its pending id until it syncs.
    expect(quickCatchInput({ species: 'Crappie', pounds: null, ounces: null, now, position: null, memory, tripId: 'pending:abc' })).toMatchObject({ quantity: 1, tripId: 'pending:abc' });
    expect(quickCatchInput({ species: 'Crappie', pounds: null, ounces: null, now, position: null, memory })).not.toHaveProperty('tripId');
  });

  it('remembers the setup, tackle and place of the catch just logged', () => {
    const input = quickCatchInput({ species: 'Pike', pounds: 2, ounces: null, now, position: null, memory });
    expect(memoryAfter(input)).toEqual(memory);
  });
});

describe('anotherLikeThis', () => {
  it('copies the species, place, setup and tackle, not the fish, its photo or its hour', () => {
    const source = caught('Largemouth Bass', '2026-05-01T06:00', {
      weight: 4,
      length: 20,
      imageUrl: '/media/a.jpg',
      notes: 'PB',
      airTemp: 61,
      location: 'Cove',
      coordinates: { lat: 1, lon: 2 },
      setupId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      bait: 'Jig',
      rig: 'Texas',
      color: 'Green pumpkin',
      depth: 8,
    });
    const copy = anotherLikeThis(source, new Date(2026, 5, 1, 7, 5));
    expect(copy).toMatchObject({ species: 'Largemouth Bass', date: '2026-06-01T07:05', location: 'Cove', coordinates: { lat: 1, lon: 2 }, setupId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', bait: 'Jig', rig: 'Texas', color: 'Green pumpkin', depth: 8 });
    expect(copy).toMatchObject({ weight: null, length: null, imageUrl: null, notes: null, airTemp: null });
  });

  it('writes now in the device time as the form does', () => {
    expect(localDateTime(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
