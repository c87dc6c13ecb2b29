import { describe, expect, it } from 'vitest';
import {
  boundMessage,
  boundText,
  displayNumber,
  formatMeasure,
  QUANTITIES,
  shortestCanonicalText,
  storedFromField,
  toDisplayUnit,
  toStoredUnit,
  unitOf,
  withinBounds,
} from './units';
import { formatSize, sizeFieldText, sizeLabelForCategory, sizeMeasure, storedSizeFromField } from './consumables';

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
    for (const system of ['metric', 'imperial'] as const) {
      for (const quantity of QUANTITIES) {
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

  it("shows a rod's length as feet and inches or metres, and a reel's drag in lb or kg", () => {
    expect(formatMeasure('imperial', 'rodLength', 7 + 2 / 12)).toBe(`7'2"`);
    expect(formatMeasure('imperial', 'rodLength', 6.99)).toBe(`7'0"`);
    expect(formatMeasure('metric', 'rodLength', 7)).toBe('2.13 m');
    expect(formatMeasure('metric', 'rodLength', 7 + 2 / 12)).toBe('2.18 m');
    expect(storedFromField('metric', 'rodLength', 2.4, 7)).toBeCloseTo(7.874016, 6);
    expect(formatMeasure('imperial', 'drag', 11)).toBe('11 lb');
    expect(formatMeasure('metric', 'drag', 11)).toBe('5 kg');
    expect(formatMeasure('metric', 'drag', 22)).toBe('10 kg');
    expect(storedFromField('metric', 'drag', 5, 11)).toBe(11);
    expect(storedFromField('metric', 'drag', 5.5, 11)).toBeCloseTo(12.125424, 6);
  });

  it('names a bound in the unit typed, rounded to the inside of the range', () => {
    expect(boundMessage('metric', 'depth', 'Depth', 2000, 'max')).toBe('Depth must be at most 609.6 m');
    expect(boundMessage('imperial', 'depth', 'Depth', 2000, 'max')).toBe('Depth must be at most 2000 ft');
    expect(boundMessage('metric', 'temperature', 'Water temperature', -40, 'min')).toBe('Water temperature must be at least -40°C');
    expect(boundMessage('metric', 'temperature', 'Water temperature', 150, 'max')).toBe('Water temperature must be at most 65.5°C');
    expect(boundMessage('metric', 'temperature', 'Air temperature', -80, 'min')).toBe('Air temperature must be at least -62.2°C');
    // 1000 lb is 453.59237 kg: 453.6 kg would be over it, so the message says 453.5.
    expect(boundText('metric', 'drag', 1000, 'max')).toBe('453.5');
    expect(boundText('metric', 'weight', 2000, 'max')).toBe('907.18');
    expect(boundText('metric', 'rodLength', 30, 'max')).toBe('9.14');
    expect(boundText('metric', 'length', 0, 'min')).toBe('0');
    // A value typed at the bound shown is inside it, whatever the float error of its conversion.
    for (const [quantity, max] of [['depth', 2000], ['rodLength', 30], ['drag', 1000], ['weight', 2000], ['pressure', 40], ['speed', 300]] as const) {
      const typed = Number(boundText('metric', quantity, max, 'max'));
      expect(withinBounds(toStoredUnit('metric', quantity, typed)!, 0, max).max).toBe(true);
    }
    expect(withinBounds(toStoredUnit('metric', 'depth', 609.6)!, 0, 2000).max).toBe(true);
    expect(withinBounds(toStoredUnit('metric', 'depth', 609.7)!, 0, 2000).max).toBe(false);
  });

  it('writes a value typed in metric as the shortest canonical decimal that reads back the same', () => {
    expect(shortestCanonicalText('metric', 'lureWeight', toStoredUnit('metric', 'lureWeight', 10)!)).toBe('0.353');
    expect(shortestCanonicalText('metric', 'length', toStoredUnit('metric', 'length', 15)!)).toBe('5.9');
    expect(shortestCanonicalText('metric', 'length', toStoredUnit('metric', 'length', 12.7)!)).toBe('5');
  });
});

describe('consumable sizes in units', () => {
  it('labels the size field in the angler units', () => {
    expect(sizeLabelForCategory('soft plastic')).toBe('Length (inches)');
    expect(sizeLabelForCategory('sinker')).toBe('Weight (oz)');
    expect(sizeLabelForCategory('soft plastic', 'metric')).toBe('Length (cm)');
    expect(sizeLabelForCategory('sinker', 'metric')).toBe('Weight (g)');
    expect(sizeLabelForCategory('hook', 'metric')).toBe('Size');
    expect(sizeLabelForCategory('line', 'metric')).toBe('Size/Weight');
  });

  it('reads stored sizes written as numbers, fractions or with their unit', () => {
    expect(sizeMeasure('sinker', '3/8')).toBe(0.375);
    expect(sizeMeasure('sinker', '1 1/2 oz')).toBe(1.5);
    expect(sizeMeasure('soft plastic', '6.5')).toBe(6.5);
    expect(sizeMeasure('soft plastic', '6.5"')).toBe(6.5);
    expect(sizeMeasure('soft plastic', '6.5 in')).toBe(6.5);
    expect(sizeMeasure('soft plastic', 'Large')).toBeNull();
    expect(sizeMeasure('soft plastic', '15 cm')).toBeNull();
    expect(sizeMeasure('hook', '3/0')).toBeNull();
  });

  it('shows and formats sizes in cm and g for a metric angler, as stored for an imperial one', () => {
    expect(sizeFieldText('metric', 'sinker', '3/8')).toBe('10.6');
    expect(sizeFieldText('metric', 'soft plastic', '6.5')).toBe('16.5');
    expect(sizeFieldText('metric', 'soft plastic', 'Large')).toBe('Large');
    expect(sizeFieldText('imperial', 'sinker', '3/8')).toBe('3/8');
    expect(sizeFieldText('metric', 'hook', '3/0')).toBe('3/0');
    expect(formatSize('metric', 'sinker', '3/8')).toBe('10.6 g');
    expect(formatSize('metric', 'soft plastic', '6.5 in')).toBe('16.5 cm');
    expect(formatSize('imperial', 'sinker', '3/8')).toBe('3/8');
    expect(formatSize('metric', 'line', '10 lb')).toBe('10 lb');
  });

  it('stores a size typed in metric in the canonical unit, and never drifts an untouched one', () => {
    for (const stored of ['3/8', '0.25', '1 1/2 oz', '0.3527', 'heavy']) {
      expect(storedSizeFromField('metric', 'sinker', sizeFieldText('metric', 'sinker', stored), stored)).toBe(stored);
      expect(storedSizeFromField('imperial', 'sinker', sizeFieldText('imperial', 'sinker', stored), stored)).toBe(stored);
    }
    expect(storedSizeFromField('metric', 'sinker', '10', '3/8')).toBe('0.353');
    expect(storedSizeFromField('metric', 'sinker', '10 g', null)).toBe('0.353');
    expect(storedSizeFromField('metric', 'soft plastic', '15', null)).toBe('5.9');
    expect(sizeFieldText('metric', 'soft plastic', '5.9')).toBe('15');
    // Text in the canonical unit, or not a measure, is kept as typed.
    expect(storedSizeFromField('metric', 'sinker', '3/8 oz', null)).toBe('3/8 oz');
    expect(storedSizeFromField('metric', 'soft plastic', 'Large', null)).toBe('Large');
    expect(storedSizeFromField('imperial', 'sinker', '10', '3/8')).toBe('10');
    expect(storedSizeFromField('metric', 'hook', '2/0', null)).toBe('2/0');
  });
});
