import { describe, expect, it } from 'vitest';
import { EMPTY_FORM } from './conditions-form';
import { conditionsSummary } from './conditions-summary';

describe('conditionsSummary', () => {
  it('sums up the filled conditions in one line, numbers rounded and estimates tagged', () => {
    expect(
      conditionsSummary(
        {
          ...EMPTY_FORM,
          season: 'Spring',
          seasonSubType: 'Mid',
          waterTemp: '66.900000000000006',
          airTemp: '68.9',
          skies: 'Partly Cloudy',
          wind: 'Light',
          barometer: '29.6834',
          barometerChange: 'Falling',
        },
        { waterTemp: 'estimated', seasonSubType: 'assumed', airTemp: 'weather' },
      ),
    ).toBe(
      'Spring, mid phase (assumed) · water 66.9°F (est.) · air 68.9°F · Partly Cloudy · Light wind · 29.68 inHg, falling',
    );
  });

  it('leaves out what is not set', () => {
    expect(conditionsSummary({ ...EMPTY_FORM, waterClarity: 'Stained', barometerChange: 'Rising' }, {})).toBe(
      'stained water · pressure rising',
    );
    expect(conditionsSummary(EMPTY_FORM, {})).toBe('No conditions set yet.');
  });
});
