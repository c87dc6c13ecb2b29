import { describe, expect, it } from 'vitest';
import { formatLocalTime } from '@tackle/contracts';
import { biteTimesCache, computeBiteTimes, localDate, localDateAt, moonPhaseName, moonPhaseOn, placeUtcOffsetMinutes, solarUtcOffsetMinutes } from './solunar';

const minutesBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

describe('solunar bite times', () => {
  // Published (U.S. Naval Observatory / timeanddate.com) for New York City, 21 June 2024 (EDT):
  // sunrise 05:25, sunset 20:31; full moon 22 June 01:08 UTC (21 June 21:08 EDT).
  const nyc = computeBiteTimes({ lat: 40.7128, lon: -74.006 }, '2024-06-21', -240);

  it('gives sunrise and sunset within two minutes of the published tables', () => {
    expect(minutesBetween(nyc.sunrise!, '2024-06-21T09:25:00Z')).toBeLessThanOrEqual(2);
    expect(minutesBetween(nyc.sunset!, '2024-06-22T00:31:00Z')).toBeLessThanOrEqual(2);
    expect(formatLocalTime(nyc.sunrise, nyc.utcOffsetMinutes)).toBe('05:25');
  });

  it('names the moon phase (full) and rates a full-moon day highly', () => {
    expect(nyc.moonPhase.name).toBe('Full Moon');
    expect(nyc.moonPhase.illumination).toBeGreaterThan(0.98);
    expect(nyc.rating).toBeGreaterThanOrEqual(3);
    expect(nyc.ratingReasons[0]).toBe('Full Moon: strongest solunar pull');
  });

  it('centres 2 h major periods on transit and underfoot, about 12 h 25 min apart, and 1 h minors on moonrise/moonset', () => {
    const majors = nyc.periods.filter((p) => p.kind === 'major');
    const minors = nyc.periods.filter((p) => p.kind === 'minor');
    expect(majors.map((p) => p.event).sort()).toEqual(['Moon overhead', 'Moon underfoot']);
    expect(minutesBetween(majors[0]!.start, majors[0]!.end)).toBe(120);
    expect(minutesBetween(minors[0]!.start, minors[0]!.end)).toBe(60);
    expect(minutesBetween(nyc.moonTransit!, nyc.moonUnderfoot!)).toBeGreaterThan(12 * 60);
    expect(minutesBetween(nyc.moonTransit!, nyc.moonUnderfoot!)).toBeLessThan(13 * 60);
    expect(minors.map((p) => p.event).sort()).toEqual(['Moonrise', 'Moonset']);
    // Every period peaks inside the local day.
    for (const period of nyc.periods) {
      expect(Date.parse(period.peak)).toBeGreaterThanOrEqual(Date.parse('2024-06-21T04:00:00Z'));
      expect(Date.parse(period.peak)).toBeLessThan(Date.parse('2024-06-22T04:00:00Z'));
    }
  });

  it('rates a quarter-moon day lower than a full-moon day', () => {
    // First quarter: 14 June 2024.
    const quarter = computeBiteTimes({ lat: 40.7128, lon: -74.006 }, '2024-06-14', -240);
    expect(quarter.moonPhase.name).toBe('First Quarter');
    expect(quarter.rating).toBeLessThan(nyc.rating);
  });

  it('uses the solar zone and the local date when no offset is given', () => {
    expect(solarUtcOffsetMinutes(-93.6)).toBe(-360);
    expect(localDate(new Date('2024-06-22T03:00:00Z'), -300)).toBe('2024-06-21');
    expect(moonPhaseName(359)).toBe('New Moon');
  });

  it("takes the place's real UTC offset on the day, daylight saving time included", () => {
    const minneapolis = { lat: 44.94, lon: -93.62 };
    expect(placeUtcOffsetMinutes(minneapolis, '2024-07-01')).toBe(-300);
    expect(placeUtcOffsetMinutes(minneapolis, '2024-01-15')).toBe(-360);
    // Madrid keeps Central European Time although its solar zone is UTC.
    expect(placeUtcOffsetMinutes({ lat: 40.4168, lon: -3.7038 }, '2024-07-01')).toBe(120);
    expect(solarUtcOffsetMinutes(-3.7038)).toBe(0);
    // Arizona has no daylight saving time; Newfoundland is half an hour off.
    expect(placeUtcOffsetMinutes({ lat: 33.45, lon: -112.07 }, '2024-07-01')).toBe(-420);
    expect(placeUtcOffsetMinutes({ lat: 47.56, lon: -52.71 }, '2024-01-15')).toBe(-210);
  });

  it("knows the place's date by its real offset", () => {
    // 04:30 UTC on 1 July is still 30 June in Minneapolis (UTC-5) but 1 July in Madrid.
    const now = new Date('2024-07-01T04:30:00Z');
    expect(localDateAt({ lat: 44.94, lon: -93.62 }, now)).toBe('2024-06-30');
    expect(localDateAt({ lat: 40.4168, lon: -3.7038 }, now)).toBe('2024-07-01');
  });
});

describe('bite times per place and day (biteTimesCache)', () => {
  const counting = () => {
    const computed: Array<[number, number, string, number]> = [];
    const cache = biteTimesCache({
      size: 3,
      compute: (coordinates, date, offset) => {
        computed.push([coordinates.lat, coordinates.lon, date, offset]);
        return computeBiteTimes(coordinates, date, offset);
      },
    });
    return { cache, computed };
  };

  it('computes once for every catch at one place (coordinates to 2 decimals) on one day, for that place', () => {
    const { cache, computed } = counting();
    const first = cache({ lat: 36.6112, lon: -93.2931 }, '2025-07-20');
    const nearby = cache({ lat: 36.6098, lon: -93.2949 }, '2025-07-20');
    expect(nearby).toBe(first);
    expect(computed).toEqual([[36.61, -93.29, '2025-07-20', -300]]);
    // The answer is the place's own, whatever point of it was asked first: it depends on the key alone.
    expect(first).toEqual(computeBiteTimes({ lat: 36.61, lon: -93.29 }, '2025-07-20', -300));
    expect(first.coordinates).toEqual({ lat: 36.61, lon: -93.29 });
    // Within the place, the times are those of its exact points to the second.
    const exact = computeBiteTimes({ lat: 36.6112, lon: -93.2931 }, '2025-07-20', -300);
    expect(Math.abs(Date.parse(first.sunrise!) - Date.parse(exact.sunrise!))).toBeLessThan(2_000);
    expect(Math.abs(Date.parse(first.moonTransit!) - Date.parse(exact.moonTransit!))).toBeLessThan(2_000);
  });

  it('computes again for another day, another place or another asked offset', () => {
    const { cache, computed } = counting();
    cache({ lat: 36.61, lon: -93.29 }, '2025-07-20');
    cache({ lat: 36.61, lon: -93.29 }, '2025-07-21');
    cache({ lat: 36.62, lon: -93.29 }, '2025-07-20');
    cache({ lat: 36.61, lon: -93.29 }, '2025-07-20', 0);
    expect(computed.map(([lat, , date, offset]) => `${lat} ${date} ${offset}`)).toEqual([
      '36.61 2025-07-20 -300',
      '36.61 2025-07-21 -300',
      '36.62 2025-07-20 -300',
      '36.61 2025-07-20 0',
    ]);
  });

  it('keeps the most recently used places only, and answers objects nobody can change', () => {
    const { cache, computed } = counting();
    const days = ['2025-07-01', '2025-07-02', '2025-07-03'];
    for (const day of days) cache({ lat: 40.71, lon: -74.01 }, day);
    cache({ lat: 40.71, lon: -74.01 }, '2025-07-01'); // used again: now the most recent
    cache({ lat: 40.71, lon: -74.01 }, '2025-07-04'); // a fourth: the least recent (07-02) goes
    cache({ lat: 40.71, lon: -74.01 }, '2025-07-01');
    cache({ lat: 40.71, lon: -74.01 }, '2025-07-02');
    expect(computed.map(([, , date]) => date)).toEqual(['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-02']);
    const answer = cache({ lat: 40.71, lon: -74.01 }, '2025-07-02');
    expect(() => {
      (answer.periods as unknown as unknown[]).push('changed');
    }).toThrow();
  });
});

describe('the moon of a calendar day', () => {
  it('names the phase and its lit fraction at noon UTC', () => {
    // 2024-06-21 was a full moon (the bite times above agree), 2024-07-05 a new moon.
    expect(moonPhaseOn('2024-06-21')).toMatchObject({ name: 'Full Moon' });
    expect(moonPhaseOn('2024-06-21').illumination).toBeGreaterThan(0.95);
    expect(moonPhaseOn('2024-07-05')).toMatchObject({ name: 'New Moon' });
    expect(moonPhaseOn('2024-07-05').illumination).toBeLessThan(0.05);
  });
});
