import { describe, expect, it } from 'vitest';
import { readDepth, readLength, readNumber, readPressure, readTemperature, readWeight, readWindSpeed, roundTo } from './units';

const value = (reading: ReturnType<typeof readWeight>) => (reading.ok ? reading.value : reading.error);

describe('numbers', () => {
  it('reads decimals, decimal commas and fractions; a comma before three digits is ambiguous', () => {
    expect(readNumber('18.5')).toBe(18.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('1,6')).toBe(1.6);
    expect(readNumber('18 1/4')).toBe(18.25);
    expect(readNumber('3/4')).toBe(0.75);
    expect(readNumber('1,013')).toBeNull();
    expect(readNumber('12a')).toBeNull();
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});

describe('weight to decimal pounds', () => {
  it('keeps pounds and ounces exact', () => {
    expect(value(readWeight('3 lb 8 oz'))).toBe(3.5);
    expect(value(readWeight('2 lbs 1 oz'))).toBe(2.0625);
    expect(value(readWeight('3.5 lb'))).toBe(3.5);
    expect(value(readWeight('12 oz'))).toBe(0.75);
    expect(value(readWeight('3 lb 8.5 oz'))).toBe(3.53125);
  });
  it('converts kilograms and grams with 1 lb = 453.59237 g, to a millionth of a pound', () => {
    expect(value(readWeight('1.6 kg'))).toBe(3.527396);
    expect(value(readWeight('1,6 kg'))).toBe(3.527396);
    expect(value(readWeight('850 g'))).toBe(1.873929);
    expect(value(readWeight('453.59237 g'))).toBe(1);
    expect(value(readWeight('1 kg 200 g'))).toBe(2.645547);
  });
  it('reports a value without a unit, an unknown unit, or mixed systems', () => {
    expect(value(readWeight('3.5'))).toBe('Weight "3.5" has no unit (lb, oz, kg or g)');
    expect(value(readWeight('3 stone'))).toContain('is not a value with a unit this import reads');
    expect(value(readWeight('heavy'))).toContain('Weight "heavy" is not a value');
    expect(value(readWeight('3 lb 200 g'))).toContain('is not a value with a unit');
    expect(value(readWeight(''))).toBeNull();
  });
});

describe('length to inches, depth to feet', () => {
  it('length', () => {
    expect(value(readLength('18.5 in'))).toBe(18.5);
    expect(value(readLength('18 1/4"'))).toBe(18.25);
    expect(value(readLength('1 ft 6 in'))).toBe(18);
    expect(value(readLength('47 cm'))).toBe(18.5);
    expect(value(readLength('32 cm'))).toBe(12.6);
    expect(value(readLength('425 mm'))).toBe(16.73);
    expect(value(readLength('18'))).toBe('Length "18" has no unit (in, ft, cm or mm)');
  });
  it('depth', () => {
    expect(value(readDepth('12 ft'))).toBe(12);
    expect(value(readDepth("12'"))).toBe(12);
    expect(value(readDepth('2 fathoms'))).toBe(12);
    expect(value(readDepth('3 m'))).toBe(9.84);
    expect(value(readDepth('2.5 m'))).toBe(8.2);
    expect(value(readDepth('deep'))).toContain('Depth "deep"');
  });
});

describe('temperature to °F', () => {
  it('reads °F as written and converts °C exactly (one decimal of °C needs two of °F)', () => {
    expect(value(readTemperature('68 °F'))).toBe(68);
    expect(value(readTemperature('68°F'))).toBe(68);
    expect(value(readTemperature('68 F'))).toBe(68);
    expect(value(readTemperature('20 °C'))).toBe(68);
    expect(value(readTemperature('20ºC'))).toBe(68);
    expect(value(readTemperature('21.3 °C'))).toBe(70.34);
    expect(value(readTemperature('-5 °C'))).toBe(23);
    expect(value(readTemperature('18,5 °C'))).toBe(65.3);
  });
  it('reports a temperature without a unit or with another one', () => {
    expect(value(readTemperature('68', 'Water temperature'))).toBe('Water temperature "68" has no unit (°F or °C)');
    expect(value(readTemperature('293 K'))).toContain('is not a temperature');
  });
});

describe('pressure to inHg, wind to whole mph', () => {
  it('pressure', () => {
    expect(value(readPressure('30.02 inHg'))).toBe(30.02);
    expect(value(readPressure('1013 hPa'))).toBe(29.91);
    expect(value(readPressure('1013 mb'))).toBe(29.91);
    expect(value(readPressure('1008 mbar'))).toBe(29.77);
    expect(value(readPressure('101.3 kPa'))).toBe(29.91);
    expect(value(readPressure('760 mmHg'))).toBe(29.92);
    expect(value(readPressure('1,013 hPa'))).toContain('is not a value with a unit');
  });
  it('wind', () => {
    expect(value(readWindSpeed('10 mph'))).toBe(10);
    expect(value(readWindSpeed('15 km/h'))).toBe(9);
    expect(value(readWindSpeed('5 km/h'))).toBe(3);
    expect(value(readWindSpeed('4 m/s'))).toBe(9);
    expect(value(readWindSpeed('8 kn'))).toBe(9);
    expect(value(readWindSpeed('Calm'))).toBe(0);
    expect(value(readWindSpeed('12.6 mph'))).toBe(13);
    expect(value(readWindSpeed('breezy'))).toContain('Wind speed "breezy"');
  });
});
