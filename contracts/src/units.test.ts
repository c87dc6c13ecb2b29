import { describe, expect, it } from 'vitest';
import { displayNumber, formatMeasure, storedFromField, toDisplayUnit, toStoredUnit, unitOf, type Quantity } from './units';

describe('units', () => {
  it('converts with the exact definitions', () => {
    expect(toDisplayUnit('metric', 'weight', 1)).toBe(0.45359237);
    expect(toDisplayUnit('metric', 'length', 10)).toBe(25.4);
    expect(toDisplayUnit('metric', 'depth', 10)).toBeCloseTo(3.048, 12);
    expect(toDisplayUnit('metric', 'temperature', 212)).toBe(100);
    expect(toDisplayUnit('metric', 'temperature', 32)).toBe(0);
    expect(toDisplayUnit('metric', 'speed', 10)).toBeCloseTo(16.09344, 12);
    expect(toDisplayUnit('metric', 'pressure', 29.92)).toBeCloseTo(1013.21, 2);
    expect(toStoredUnit('metric', 'weight', 0.45359237)).toBe(1);
    expect(formatMeasure('metric', 'lureWeight', 0.25)).toBe('7.1 g');
    expect(formatMeasure('imperial', 'lureWeight', 0.125)).toBe('0.125 oz');
    expect(toDisplayUnit('imperial', 'weight', 3.5)).toBe(3.5);
  });

  it('shows values rounded to the unit, with its symbol', () => {
    expect(formatMeasure('metric', 'weight', 3.5)).toBe('1.59 kg');
    expect(formatMeasure('metric', 'length', 18.5)).toBe('47 cm');
    expect(formatMeasure('metric', 'temperature', 68)).toBe('20°C');
    expect(formatMeasure('imperial', 'temperature', 68)).toBe('68°F');
    expect(formatMeasure('imperial', 'temperature', 68.9)).toBe('68.9°F');
    expect(formatMeasure('metric', 'temperature', 68.9)).toBe('20.5°C');
    expect(formatMeasure('imperial', 'weight', 3.5)).toBe('3 lb 8 oz');
    expect(formatMeasure('imperial', 'depth', 8.25)).toBe('8.3 ft');
    expect(formatMeasure('metric', 'pressure', 29.92)).toBe('1013 hPa');
    expect(formatMeasure('metric', 'speed', 10)).toBe('16 km/h');
    expect(formatMeasure('metric', 'depth', null)).toBeNull();
  });

  it('never drifts a stored value the angler did not change, in either system', () => {
    const quantities: Quantity[] = ['weight', 'lureWeight', 'length', 'depth', 'temperature', 'pressure', 'speed'];
    for (const system of ['metric', 'imperial'] as const) {
      for (const quantity of quantities) {
        for (const stored of [0, 0.1, 1.2345, 3.5, 18.75, 29.921, 67.3, 123.456789]) {
          const shown = Number(displayNumber(system, quantity, stored));
          expect(storedFromField(system, quantity, shown, stored)).toBe(stored);
        }
      }
    }
  });

  it('stores a typed metric value in the canonical unit, and shows it back as typed', () => {
    const stored = storedFromField('metric', 'weight', 1.6, 3.5)!;
    expect(stored).toBeCloseTo(3.527396, 6);
    expect(displayNumber('metric', 'weight', stored)).toBe('1.6');
    // The same fish in pounds and ounces: 3 lb 8 oz is 1.59 kg, 1.6 kg is 3.53 lb.
    expect(displayNumber('imperial', 'weight', stored)).toBe('3.53');
    expect(storedFromField('metric', 'temperature', 21, 68)).toBeCloseTo(69.8, 10);
    expect(storedFromField('metric', 'length', null, 18)).toBeNull();
  });

  it('names each unit for labels', () => {
    expect(unitOf('metric', 'speed').symbol).toBe('km/h');
    expect(unitOf('imperial', 'pressure').symbol).toBe('inHg');
  });
});
