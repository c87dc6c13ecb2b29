import { describe, expect, it } from 'vitest';
import { unitsFor } from '@tackle/ui';
import { CONDITION_FIELDS, EMPTY_FORM, conditionParams, fieldLabel, formFromWeather } from './conditions-form';
import { conditionsSummary } from './conditions-summary';

// Fish Spots in the angler's units: typed and shown in metric, asked in the canonical units.

const metric = unitsFor('metric');
const imperial = unitsFor('imperial');
const weather = { season: 'Spring', seasonSubType: 'Mid', airTemp: 68.9, waterTemp: 66.9, barometer: 29.92, wind: 'Light', skies: 'Sunny', barometerChange: 'Falling' } as const;

describe('fish-spot conditions in units', () => {
  it('labels the measured fields with the angler\'s units', () => {
    const label = (name: string) => fieldLabel(CONDITION_FIELDS.find((spec) => spec.name === name)!, metric);
    expect([label('waterTemp'), label('airTemp'), label('barometer'), label('skies')]).toEqual(['Water Temp (°C)', 'Air Temp (°C)', 'Barometer (hPa)', 'Skies']);
    expect(fieldLabel(CONDITION_FIELDS.find((spec) => spec.name === 'waterTemp')!, imperial)).toBe('Water Temp (°F)');
  });

  it('fills the weather in metric and asks the server in °F, inHg and feet', () => {
    const filled = formFromWeather(weather as never, metric).values;
    expect(filled).toMatchObject({ airTemp: '20.5', waterTemp: '19.4', barometer: '1013' });
    const params = conditionParams({ ...EMPTY_FORM, ...filled, depth: '3' }, metric);
    expect(Number(params.airTemp)).toBeCloseTo(68.9, 1);
    expect(Number(params.barometer)).toBeCloseTo(29.91, 2);
    expect(Number(params.depth)).toBeCloseTo(9.8425, 4);
    expect(params.skies).toBe('Sunny');
  });

  it('passes imperial values as typed, as before', () => {
    const filled = formFromWeather(weather as never).values;
    expect(filled).toMatchObject({ airTemp: '68.9', waterTemp: '66.9', barometer: '29.92' });
    expect(conditionParams({ ...EMPTY_FORM, airTemp: '68.90', depth: 'x' })).toEqual({ airTemp: '68.90' });
  });

  it('sums the conditions up in the angler\'s units', () => {
    const summary = conditionsSummary({ ...EMPTY_FORM, waterTemp: '19.4', airTemp: '20.5', barometer: '1013', barometerChange: 'Falling' }, { waterTemp: 'estimated' }, metric);
    expect(summary).toBe('water 19.4°C (est.) · air 20.5°C · 1,013 hPa, falling');
  });
});
