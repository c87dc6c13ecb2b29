import { describe, expect, it } from 'vitest';
import type { Catch } from '@tackle/contracts';
import { aTrip } from '@tackle/ui/testing/factories';
import { aCatch } from '../test-factories';
import { tripsToCsv } from './csv';
import { dayAfterKey, monthWeeks, moonPath, shiftMonth, waxing } from './calendar';
import { defaultTripName, formatDuration, perHour, speciesLine, tripWhen } from './format';
import { startTripInput, suggestedWaterBody } from './start-end';
import { tripConditions, tripFigures, weatherThroughTheDay } from './summary';

// The trip screens' logic (docs/decisions/126-trip-screens.md).

const caught = (species: string, date: string, extra: Partial<Catch> & { sync?: 'waiting' } = {}) => aCatch(species, date, {}, extra);

const SETUP = '3f2b8c1e-9a4d-4e1b-8c2a-1d2e3f4a5b6c';

describe('tripFigures', () => {
  const trip = { startedAt: '2026-12-05T06:00', endedAt: '2026-12-05T10:00' };

  it('counts fish by quantity and catches by entry, by species, setup and bait, and the rates per hour', () => {
    const figures = tripFigures(
      trip,
      [
        caught('Largemouth Bass', '2026-12-05T06:40', { quantity: 1, bait: 'Senko', setupId: SETUP }),
        caught('Crappie', '2026-12-05T07:10', { quantity: 5, bait: 'Tube jig' }),
        caught('largemouth bass ', '2026-12-05T09:00', { quantity: 2, bait: 'senko', setupId: SETUP, sync: 'waiting' }),
      ],
      (id) => (id === SETUP ? 'Drop shot' : null),
    );
    expect(figures).toEqual({
      catches: 3,
      fish: 8,
      species: [
        { label: 'Crappie', count: 5 },
        { label: 'Largemouth Bass', count: 3 },
      ],
      setups: [{ id: SETUP, name: 'Drop shot', fish: 3 }],
      baits: [
        { label: 'Tube jig', fish: 5 },
        { label: 'Senko', fish: 3 },
      ],
      hours: 4,
      fishPerHour: 2,
      catchesPerHour: 0.75,
      waiting: 1,
    });
  });

  it('names a setup since removed, and has no rate for a trip of less than a minute', () => {
    const figures = tripFigures({ startedAt: '2026-12-05T06:00', endedAt: '2026-12-05T06:00' }, [caught('Pike', '2026-12-05T06:00', { setupId: SETUP })], () => null);
    expect(figures.setups).toEqual([{ id: SETUP, name: 'Removed setup', fish: 1 }]);
    expect(figures.fishPerHour).toBeNull();
    expect(figures.catchesPerHour).toBeNull();
  });

  it('counts an open trip to now', () => {
    const figures = tripFigures({ startedAt: '2026-12-05T06:00', endedAt: null }, [], () => null, new Date(2026, 11, 5, 7, 30).getTime());
    expect(figures.hours).toBe(1.5);
    expect(figures.fishPerHour).toBe(0);
  });
});

describe('weatherThroughTheDay', () => {
  it('puts the hours of the trip and its catches in time order, each catch with its own weather', () => {
    const at = (h: number) => new Date(2026, 11, 5, h).toISOString();
    const lines = weatherThroughTheDay(
      [
        { at: at(8), airTemp: 50, skies: 'Sunny', windSpeed: 5, windDirection: 'S', barometer: 30.1 },
        { at: at(7), airTemp: 46, skies: 'Overcast', windSpeed: 4, windDirection: 'S', barometer: 30.12 },
      ],
      [caught('Crappie', '2026-12-05T07:20', { airTemp: 47 }), caught('Bass', '2026-12-05T08:00', { skies: 'Sunny' }), { ...caught('Pike', '2026-12-05T09:00'), date: 'not a date' }],
    );
    expect(lines.map((line) => (line.kind === 'hour' ? `hour ${line.airTemp}` : `catch ${line.species}`))).toEqual(['hour 46', 'catch Crappie', 'hour 50', 'catch Bass']);
  });
});

describe('trip times and names', () => {
  it('reads a duration and a rate as people say them', () => {
    expect([0, 0.75, 1, 3.34, 10.5].map(formatDuration)).toEqual(['0 min', '45 min', '1 h', '3 h 20 min', '10 h 30 min']);
    expect(perHour(5, 2)).toBe(2.5);
    expect(perHour(2, 3)).toBe(0.67);
    expect(perHour(3, 0)).toBeNull();
  });

  it('names a trip after the water and the day', () => {
    const saturday = new Date(2026, 11, 5, 6, 30);
    expect(defaultTripName('Lake Fork', saturday, 'en-GB')).toBe('Lake Fork — Sat 5 Dec');
    expect(defaultTripName('  ', saturday, 'en-US')).toBe('Trip — Sat, Dec 5');
  });

  it('says when a trip was, on one day or across days, or that it is under way', () => {
    expect(tripWhen({ startedAt: '2026-12-05T06:30', endedAt: '2026-12-05T13:45' }, 'en-US')).toBe('Dec 5, 2026, 6:30 AM – 1:45 PM');
    expect(tripWhen({ startedAt: '2026-12-05T06:30', endedAt: '2026-12-06T09:00' }, 'en-US')).toBe('Dec 5, 2026, 6:30 AM – Dec 6, 2026, 9:00 AM');
    expect(tripWhen({ startedAt: '2026-12-05T06:30', endedAt: null }, 'en-US')).toBe('Dec 5, 2026, 6:30 AM – under way');
    expect(speciesLine([{ label: 'Crappie', count: 5 }, { label: 'Bass', count: 1 }])).toBe('Crappie 5 · Bass 1');
  });
});

describe('starting a trip', () => {
  const here = { lat: 32.81, lon: -95.58 };
  const earlier = [
    { waterBody: 'Lake Fork', coordinates: { lat: 32.815, lon: -95.585 }, startedAt: '2026-11-28T06:00' },
    { waterBody: 'Lake Fork Reservoir', coordinates: { lat: 32.8, lon: -95.57 }, startedAt: '2026-10-01T06:00' },
    { waterBody: 'Sam Rayburn', coordinates: { lat: 31.1, lon: -94.1 }, startedAt: '2026-12-01T06:00' },
  ];

  it('suggests the water of the latest trip started within 2 km, else the map\'s name of the spot', () => {
    expect(suggestedWaterBody(here, earlier, 'Somewhere, Texas')).toBe('Lake Fork');
    expect(suggestedWaterBody({ lat: 40, lon: -90 }, earlier, 'Lake Springfield, Sangamon County, Illinois')).toBe('Lake Springfield');
    expect(suggestedWaterBody(null, earlier, null)).toBeNull();
  });

  it('starts here, under way, with a name even when the angler cleared it', () => {
    const now = new Date(2026, 11, 5, 6, 32);
    expect(startTripInput({ name: ' ', waterBody: 'Lake Fork', place: 'Lake Fork, Wood County', coordinates: here, startedAt: '2026-12-05T06:32' })).toEqual({
      name: defaultTripName('Lake Fork', now),
      waterBody: 'Lake Fork',
      place: 'Lake Fork, Wood County',
      coordinates: here,
      startedAt: '2026-12-05T06:32',
      endedAt: null,
      weather: [],
    });
  });
});

describe('the calendar grid', () => {
  it('lays a month out in weeks from Sunday, the days around it empty', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('moves the focused day with the keys of a date grid, across months', () => {
    expect(dayAfterKey('2026-12-05', 'ArrowRight')).toBe('2026-12-06');
    expect(dayAfterKey('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(dayAfterKey('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(dayAfterKey('2026-12-05', 'ArrowUp')).toBe('2026-11-28');
    expect(dayAfterKey('2026-12-09', 'Home')).toBe('2026-12-06');
    expect(dayAfterKey('2026-12-09', 'End')).toBe('2026-12-12');
    expect(dayAfterKey('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayAfterKey('2026-12-05', 'PageDown')).toBe('2027-01-05');
    expect(dayAfterKey('2026-12-05', 'Enter')).toBeNull();
  });

  it('draws the lit part of the moon: none when new, the right half growing, the left half waning', () => {
    expect(moonPath(0, true, 8)).toBe('');
    expect(moonPath(0.5, true, 8)).toBe('M 8 0 A 8 8 0 0 1 8 16 A 0.000 8 0 0 1 8 0 Z');
    expect(moonPath(0.25, false, 8)).toBe('M 8 0 A 8 8 0 0 0 8 16 A 4.000 8 0 0 1 8 0 Z');
    expect(moonPath(1, true, 8)).toBe('M 8 0 A 8 8 0 0 1 8 16 A 8.000 8 0 0 1 8 0 Z');
    expect([waxing('Waxing Gibbous'), waxing('First Quarter'), waxing('Waning Crescent'), waxing('Last Quarter')]).toEqual([true, true, false, false]);
  });
});

describe('the trips CSV', () => {
  const lakeFork = aTrip({
    id: '5b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a22',
    name: '=HYPERLINK("http://x")',
    waterBody: 'Lake Fork',
    coordinates: { lat: 32.8, lon: -95.6 },
    startedAt: '2026-12-05T06:30',
    endedAt: '2026-12-05T13:45',
    waterTemp: 59,
    summary: { catches: 3, fish: 5, species: [{ label: 'Largemouth Bass', count: 3 }, { label: 'Crappie', count: 2 }], durationHours: 7.25, fishPerHour: 0.69 },
  });

  it('writes one row per trip with its figures, formulas guarded, in the angler\'s units', () => {
    const [header, first] = tripsToCsv([lakeFork]).split('\r\n');
    expect(header).toBe('Name,Water Body,Place,Latitude,Longitude,Started,Ended,Hours,Catches,Fish,Fish per Hour,Species,Anglers,Water Temp (F),Water Clarity,Water Level,Notes');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")",Lake Fork,,32.8,-95.6,2026-12-05T06:30,2026-12-05T13:45,7.25,3,5,0.69,Largemouth Bass (3); Crappie (2),,59,,,`);
    const [metricHeader, metricRow] = tripsToCsv([lakeFork], 'metric').split('\r\n');
    expect(metricHeader).toContain(',Water Temp (C),');
    expect(metricRow).toContain(',15,');
  });
});

describe('tripConditions', () => {
  it('gives "what to tie on" the water as the angler read it and the season of the day, nothing guessed', () => {
    expect(tripConditions({ startedAt: '2026-12-05T06:30', waterClarity: 'Stained', waterTemp: 52.5 })).toEqual({ waterClarity: 'Stained', waterTemp: '52.5', season: 'Winter' });
    expect(tripConditions({ startedAt: '2026-05-02T06:30', waterClarity: null, waterTemp: null })).toEqual({ season: 'Spring' });
  });
});
