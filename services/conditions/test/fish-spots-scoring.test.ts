import { describe, expect, it } from 'vitest';
import { fishingConditionsSchema, type Catch, type FishingConditionsInput } from '@tackle/contracts';
import { REFERENCE_PATTERNS } from '../src/fish-spots/patterns';
import { catchToPattern, rankPersonalSpots } from '../src/fish-spots/personal-spots';
import { recommendSpots } from '../src/fish-spots/recommend-spots';
import { FACTOR_WEIGHTS, rankPatterns, scorePattern } from '../src/fish-spots/scoring';

const conditions = (input: FishingConditionsInput) => fishingConditionsSchema.parse(input);
const idsOf = (input: FishingConditionsInput) =>
  rankPatterns(REFERENCE_PATTERNS, conditions(input), null).map((s) => s.pattern.id);

describe('fish spot scoring', () => {
  it('weights add up to 100', () => {
    expect(Object.values(FACTOR_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('ranks the deep-structure pattern first in summer, clear water, bright high pressure', () => {
    const ranked = idsOf({
      season: 'Summer',
      seasonSubType: 'Mid',
      waterTemp: 84,
      waterClarity: 'Clear',
      skies: 'Clear',
      wind: 'Calm',
      barometer: 30.25,
      barometerChange: 'Rising',
      biteType: 'Finicky',
    });
    expect(ranked[0]).toBe('table-rock-summer-deep-bluffs');
  });

  it('ranks matted-grass frogging first in summer, stained water, overcast with a falling barometer', () => {
    const ranked = idsOf({
      season: 'Summer',
      waterTemp: 84,
      waterClarity: 'Stained',
      skies: 'Overcast',
      barometerChange: 'Falling',
      cover: 'Vegetation',
      biteType: 'Aggressive',
      depth: 3,
    });
    expect(ranked[0]).toBe('guntersville-summer-matted-grass');
  });

  it('ranks a cold-water jerkbait pattern first in winter, clear 45°F water', () => {
    const ranked = idsOf({
      season: 'Winter',
      seasonSubType: 'Mid',
      waterTemp: 45,
      waterClarity: 'Clear',
      skies: 'Overcast',
      biteType: 'Finicky',
    });
    expect(ranked[0]).toBe('table-rock-winter-jerkbait');
  });

  it('ranks early-spring grass flats first for a pre-spawn, windy, falling-pressure day', () => {
    const ranked = idsOf({
      season: 'Spring',
      seasonSubType: 'Early',
      waterTemp: 55,
      waterClarity: 'Stained',
      wind: 'Moderate',
      barometerChange: 'Falling',
      cover: 'Vegetation',
    });
    expect(['sam-rayburn-prespawn-grass', 'guntersville-spring-lipless']).toContain(ranked[0]);
  });

  it('explains every counted factor with its points, and ignores empty conditions', () => {
    const table = REFERENCE_PATTERNS.find((p) => p.id === 'table-rock-summer-deep-bluffs')!;
    const scored = scorePattern(table, conditions({ season: 'Summer', waterTemp: 95 }), null);
    expect(scored.factors.map((f) => f.factor)).toEqual(['season', 'waterTemp']);
    expect(scored.factors[1]!.reason).toBe('Water 95°F is outside the 78-90°F band (+6/12)');
    // Season: summer matches (14/14); water 5° over the band: half of 12. (14 + 6) / 26.
    expect(scored.matchScore).toBe(Math.round((20 / 26) * 100));
  });

  it('gives full distance credit nearby and none far away', () => {
    const minnetonka = REFERENCE_PATTERNS.find((p) => p.id === 'minnetonka-summer-weedlines')!;
    const near = scorePattern(minnetonka, conditions({}), { lat: 44.95, lon: -93.6 });
    const far = scorePattern(minnetonka, conditions({}), { lat: 26.94, lon: -80.8 });
    expect(near.matchScore).toBe(100);
    expect(far.matchScore).toBe(0);
    expect(far.factors[0]!.reason).toMatch(/^\d+ mi away \(\+0\/22\)$/);
  });
});

const baseCatch: Catch = {
  id: 'c1',
  userId: 'angler-1',
  species: 'Largemouth Bass',
  weight: 4.5,
  length: null,
  date: '2025-07-12',
  location: 'Smith Cove',
  coordinates: { lat: 36.6, lon: -93.3 },
  gearId: null,
  setupId: null,
  notes: null,
  imageUrl: null,
  season: 'Summer',
  seasonSubType: null,
  waterTemp: 82,
  waterTempChange: null,
  waterLevel: null,
  waterClarity: 'Clear',
  airTemp: 90,
  airTempChange: null,
  skies: 'Clear',
  wind: null,
  windSpeed: 3,
  windDirection: null,
  barometer: 30.2,
  barometerChange: 'Increasing',
  current: null,
  biteType: null,
  cover: 'Structure',
  locationSubType: null,
  depth: 25,
  bait: 'Roboworm 4.5"',
  rig: 'Drop shot',
  color: 'Morning dawn',
  baitWeight: null,
  retrieve: null,
  createdAt: '2025-07-12T15:00:00.000Z',
  updatedAt: '2025-07-12T15:00:00.000Z',
  revision: 0,
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
    const summer = conditions({
      season: 'Summer',
      waterTemp: 81,
      waterClarity: 'Clear',
      skies: 'Clear',
      barometerChange: 'Rising',
    });
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
    const summer = conditions({
      season: 'Summer',
      waterTemp: 81,
      waterClarity: 'Clear',
      skies: 'Clear',
      barometerChange: 'Rising',
      depth: 24,
    });
    const spots = recommendSpots({ lat: 36.6, lon: -93.3 }, summer, [baseCatch]);
    const mine = spots.find((spot) => spot.source === 'personal')!;
    expect(mine.name).toBe('Your spot: Smith Cove');
    expect(mine.matchScore).toBeGreaterThanOrEqual(80);
    expect(mine.reasons).toContain('Depth 24 ft is in 22-28 ft (+7/7)');
    expect(spots.length).toBeLessThanOrEqual(10);
  });
});
