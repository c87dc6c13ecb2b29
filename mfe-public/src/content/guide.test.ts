import { describe, expect, it } from 'vitest';
import { GUIDE, GUIDE_TABS, guideSchema } from './guide';
import { formatTemperatureRange } from './common';
import { expectListsOfAtLeast } from './test-helpers';

describe('guide content', () => {
  it('has the tabs of the spec, in order', () => {
    expect(GUIDE_TABS).toEqual(['Fish Species', 'Weather Conditions', 'Seasonal Tips']);
  });

  it('covers the four species of the spec with every field filled', () => {
    expect(GUIDE.species.map((s) => s.name)).toEqual([
      'Largemouth Bass',
      'Smallmouth Bass',
      'Walleye',
      'Northern Pike',
    ]);
    for (const species of GUIDE.species) {
      expect(species.habitat, species.name).not.toBe('');
      expect(species.temperature.minF, species.name).toBeLessThan(species.temperature.maxF);
      expect(species.weather, species.name).not.toBe('');
      expect(species.bestTimes, species.name).not.toBe('');
    }
    expectListsOfAtLeast(GUIDE.species, { techniques: 1, baits: 1, tips: 1 });
  });

  it('covers the four weather conditions of the spec', () => {
    expect(GUIDE.weather.map((w) => w.name)).toEqual(['Sunny & Clear', 'Overcast', 'Rainy', 'Windy']);
  });

  it('gives each season the water temperature range of the spec', () => {
    expect(GUIDE.seasons.map((s) => [s.name, s.waterTemperature.minF, s.waterTemperature.maxF])).toEqual([
      ['Spring', 45, 65],
      ['Summer', 70, 85],
      ['Fall', 50, 70],
      ['Winter', 35, 50],
    ]);
  });

  it('shows a range in °F with °C alongside', () => {
    expect(formatTemperatureRange({ minF: 45, maxF: 65 })).toBe('45–65°F (7–18°C)');
    expect(formatTemperatureRange({ minF: 32, maxF: 212 })).toBe('32–212°F (0–100°C)');
  });

  it('rejects a range that runs backwards', () => {
    const [spring, ...rest] = GUIDE.seasons;
    const broken = { ...GUIDE, seasons: [{ ...spring!, waterTemperature: { minF: 65, maxF: 45 } }, ...rest] };
    expect(guideSchema.safeParse(broken).success).toBe(false);
  });
});
