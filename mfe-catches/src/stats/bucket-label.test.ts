import { describe, expect, it } from 'vitest';
import { WATER_TEMP_BUCKETS } from '@tackle/contracts';
import { unitsFor } from '@tackle/ui';
import { bucketLabel } from './CatchTab';

describe('water-temperature bands', () => {
  it('keeps the server\'s °F bands in imperial and rounds them to the degree in °C', () => {
    expect(WATER_TEMP_BUCKETS.map((bucket) => bucketLabel(bucket, unitsFor('imperial')))).toEqual([
      '< 45°', '45-50°', '50-55°', '55-60°', '60-65°', '65-70°', '70-75°', '75-80°', '80+°',
    ]);
    expect(WATER_TEMP_BUCKETS.map((bucket) => bucketLabel(bucket, unitsFor('metric')))).toEqual([
      '< 7°', '7-10°', '10-13°', '13-16°', '16-18°', '18-21°', '21-24°', '24-27°', '27+°',
    ]);
  });
});
