import { describe, expect, it } from 'vitest';
import { fishingConditionsSchema, type Catch, type FishingConditionsInput } from '@tackle/contracts';
import { REFERENCE_PATTERNS } from './patterns';
import { catchToPattern, rankPersonalSpots } from './personal-spots';
import { recommendSpots } from './recommend-spots';
import { FACTOR_WEIGHTS, rankPatterns, scorePattern, toRecommendedSpot } from './scoring';
import { catchAt } from './test/catches';

const conditions = (input: FishingConditionsInput) => fishingConditionsSchema.parse(input);
const idsOf = (input: FishingConditionsInput) =>
  rankPatterns(REFERENCE_PATTERNS, conditions(input), null).map((s) => s.pattern.id);

describe('fish spot scoring', () => {
  it('weights add up to 100', () => {
    expect(Object.values(FACTOR_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  // Each case: the conditions, and the pattern ids any of which may rank first.
  it.each<{ name: string; input: FishingConditionsInput; first: string[] }>([
    {
      name: 'ranks the deep-structure pattern first in summer, clear water, bright high pressure',
      input: {
        season: 'Summer',
        seasonSubType: 'Mid',
        waterTemp: 84,
        waterClarity: 'Clear',
        skies: 'Clear',
        wind: 'Calm',
        barometer: 30.25,
        barometerChange: 'Rising',
        biteType: 'Finicky',
      },
      first: ['table-rock-summer-deep-bluffs'],
    },
    {
      name: 'ranks matted-grass frogging first in summer, stained water, overcast with a falling barometer',
      input: {
        season: 'Summer',
        waterTemp: 84,
        waterClarity: 'Stained',
        skies: 'Overcast',
        barometerChange: 'Falling',
        cover: 'Vegetation',
        biteType: 'Aggressive',
        depth: 3,
      },
      first: ['guntersville-summer-matted-grass'],
    },
    {
      name: 'ranks a cold-water jerkbait pattern first in winter, clear 45°F water',
      input: { season: 'Winter', seasonSubType: 'Mid', waterTemp: 45, waterClarity: 'Clear', skies: 'Overcast', biteType: 'Finicky' },
      first: ['table-rock-winter-jerkbait'],
    },
    {
      name: 'ranks early-spring grass flats first for a pre-spawn, windy, falling-pressure day',
      input: {
        season: 'Spring',
        seasonSubType: 'Early',
        waterTemp: 55,
        waterClarity: 'Stained',
        wind: 'Moderate',
        barometerChange: 'Falling',
        cover: 'Vegetation',
      },
      first: ['sam-rayburn-prespawn-grass', 'guntersville-spring-lipless'],
    },
  ])('$name', ({ input, first }) => {
    expect(first).toContain(idsOf(input)[0]);
  });

  it('explains every counted factor with its points, and ignores empty conditions', () => {
    const table = REFERENCE_PATTERNS.find((p) => p.id === 'table-rock-summer-deep-bluffs')!;
    const scored = scorePattern(table, conditions({ season: 'Summer', waterTemp: 95 }), null);
    expect(scored.factors.map((f) => f.factor)).toEqual(['season', 'waterTemp']);
    expect(scored.factors[1]!.reason).toBe('Water 95°F is outside the 78-90°F band (+6/12)');
    // Season: summer matches (10), its phase not given (0 of 4); water 5° over the band: half of 12.
    expect(scored.factors[0]!.reason).toBe('Season Summer matches Summer, phase not given (+10/14)');
    // Out of all 100 points: what was not given earns nothing.
    expect(scored.matchScore).toBe(16);
    expect(scored.fit).toBeCloseTo(16 / 26);
    expect(toRecommendedSpot(scored).reasons?.at(-1)).toBe(
      'Not scored, no condition given: clarity, skies, wind, pressure, cover, depth, bite type, location type, distance (+0/74)',
    );
  });

  it('gives full distance credit nearby and none far away', () => {
    const minnetonka = REFERENCE_PATTERNS.find((p) => p.id === 'minnetonka-summer-weedlines')!;
    const near = scorePattern(minnetonka, conditions({}), { lat: 44.95, lon: -93.6 });
    const far = scorePattern(minnetonka, conditions({}), { lat: 26.94, lon: -80.8 });
    // Distance is the only factor known: 22 of 100 points, not a "100 %" match.
    expect(near.matchScore).toBe(22);
    expect(far.matchScore).toBe(0);
    expect(far.factors[0]!.reason).toMatch(/^\d+ mi away \(\+0\/22\)$/);
  });

  it('never calls a spot a 100 % match when no conditions are given, and says what was not scored', () => {
    const spots = recommendSpots({ lat: 44.9405, lon: -93.6159 }, conditions({}), [baseCatch, { ...baseCatch, id: 'c9', coordinates: { lat: 44.94, lon: -93.62 } }]);
    expect(spots.length).toBeGreaterThan(0);
    expect(Math.max(...spots.map((spot) => spot.matchScore))).toBeLessThanOrEqual(22);
    // Nothing of today is known to match a past catch: no personal spot is offered.
    expect(spots.filter((spot) => spot.source === 'personal')).toEqual([]);
    expect(spots[0]!.reasons?.at(-1)).toBe(
      'Not scored, no condition given: season, water temperature, clarity, skies, wind, pressure, cover, depth, bite type, location type (+0/78)',
    );
  });

  it('gives 100 only when every factor is given and matches', () => {
    const table = REFERENCE_PATTERNS.find((p) => p.id === 'table-rock-summer-deep-bluffs')!;
    const all = scorePattern(
      table,
      conditions({
        season: 'Summer',
        seasonSubType: table.phases[0] ?? 'Mid',
        waterTemp: table.waterTempF ? (table.waterTempF[0] + table.waterTempF[1]) / 2 : 80,
        waterClarity: (table.clarity[0] ?? 'Clear') as 'Clear',
        skies: (table.skies[0] ?? 'Clear') as 'Clear',
        wind: (table.wind[0] ?? 'Calm') as 'Calm',
        barometer: 30.25,
        barometerChange: (table.pressureTrends[0] ?? 'Rising') as 'Rising',
        cover: (table.cover[0] ?? 'Rocks') as 'Rocks',
        depth: table.depthFt ? (table.depthFt[0] + table.depthFt[1]) / 2 : 25,
        biteType: (table.biteTypes[0] ?? 'Finicky') as 'Finicky',
        locationSubType: (table.locationTypes[0] ?? 'Main Lake') as 'Main Lake',
      }),
      table.coordinates,
    );
    expect(all.unscored).toEqual([]);
    expect(all.factors.filter((f) => f.credit < 1).map((f) => f.reason)).toEqual([]);
    expect(all.matchScore).toBe(100);
  });
});

/** A summer bass on the drop shot at Smith Cove, with what the scoring compares filled in. */
const baseCatch = catchAt({
  weight: 4.5,
  date: '2025-07-12',
  season: 'Summer',
  waterTemp: 82,
  waterClarity: 'Clear',
  airTemp: 90,
  skies: 'Clear',
  windSpeed: 3,
  barometer: 30.2,
  barometerChange: 'Increasing',
  cover: 'Structure',
  depth: 25,
  bait: 'Roboworm 4.5"',
  rig: 'Drop shot',
  color: 'Morning dawn',
  estimated: { waterTemp: false, airTempChange: false },
  createdAt: '2025-07-12T15:00:00.000Z',
  updatedAt: '2025-07-12T15:00:00.000Z',
});

/** A clear summer day like the one of baseCatch. */
const SUMMER_DAY: FishingConditionsInput = {
  season: 'Summer',
  waterTemp: 81,
  waterClarity: 'Clear',
  skies: 'Clear',
  barometerChange: 'Rising',
};

describe('personal spots from catches', () => {
  it('turns a catch into a pattern with what worked, mapping catch-form words', () => {
    const pattern = catchToPattern(baseCatch)!;
    expect(pattern).toMatchObject({
      name: 'Your spot: Smith Cove',
      recommendedRig: 'Drop shot – Roboworm 4.5" – Morning dawn',
      pressureTrends: ['Rising'],
      wind: ['Calm'],
      cover: ['Rocks', 'Wood', 'Brush'],
      waterTempF: [78, 86],
    });
  });

  it('keeps catches under similar conditions, one per place, and drops dissimilar ones', () => {
    const summer = conditions(SUMMER_DAY);
    const winterCatch: Catch = {
      ...baseCatch,
      id: 'c3',
      date: '2025-01-10',
      season: 'Winter',
      waterTemp: 42,
      coordinates: { lat: 36.7, lon: -93.5 },
    };
    const spots = rankPersonalSpots([baseCatch, { ...baseCatch, id: 'c2' }, winterCatch], summer, {
      lat: 36.6,
      lon: -93.3,
    });
    expect(spots).toHaveLength(1);
    expect(spots[0]!.pattern.description).toContain('2 catches logged at this spot.');
  });

  it('puts a matching personal spot among the recommendations with its reasons', () => {
    const summer = conditions({ ...SUMMER_DAY, depth: 24 });
    const spots = recommendSpots({ lat: 36.6, lon: -93.3 }, summer, [baseCatch]);
    const mine = spots.find((spot) => spot.source === 'personal')!;
    expect(mine.name).toBe('Your spot: Smith Cove');
    // Everything given matches; the phase, wind, cover, bite, location and the pressure level were not
    // given and earn nothing: 10 + 12 + 7 + 7 + 5.4 + 7 + 22 = 70.4 of 100.
    expect(mine.matchScore).toBe(70);
    expect(mine.reasons).toContain('Pressure rising matches rising, level not given (+5.4/9)');
    expect(mine.reasons?.at(-1)).toBe('Not scored, no condition given: wind, cover, bite type, location type (+0/22)');
    expect(mine.reasons).toContain('Depth 24 ft is in 22-28 ft (+7/7)');
    expect(spots.length).toBeLessThanOrEqual(10);
  });
});
