import type { ProductAnalysisResult } from '@tackle/contracts';
import { describe, expect, it } from 'vitest';
import { anAnalysis } from '../test-factories';
import { categorySuggestions, confidenceLabel, detectedMessage, formFromAnalysis, shownCategory, toConsumableInput, toGearInput } from './smart-entry';

/** Hooks read from the barcode and the packaging's text, without a quantity. */
const result = (overrides: Partial<ProductAnalysisResult>): ProductAnalysisResult =>
  anAnalysis({
    name: 'Gamakatsu EWG Offset Worm Hook 3/0',
    size: '3/0',
    notes: 'Barcode EAN13 4549018123456',
    quantity: null,
    confidence: 0.74,
    ...overrides,
  });

describe('formFromAnalysis', () => {
  it('fills defaults: unit pieces, quantity 1, price 0', () => {
    expect(formFromAnalysis(result({}))).toMatchObject({ unit: 'pieces', quantity: '1', price: '0', category: 'hook', brand: 'Gamakatsu' });
  });

  it('suggests a category by keywords when the analysis said unknown or nothing', () => {
    expect(formFromAnalysis(result({ consumableCategory: 'unknown', name: 'Trilene XL Monofilament Line' })).category).toBe('line');
    expect(formFromAnalysis(result({ consumableCategory: null, name: 'Bullet weights tungsten sinker' })).category).toBe('sinker');
    expect(formFromAnalysis(result({ consumableCategory: null, name: 'Mystery', description: null })).category).toBe('hook');
  });

  it('keeps the analysis category when it gave one', () => {
    expect(formFromAnalysis(result({ consumableCategory: 'swivel', name: 'Worm hook' })).category).toBe('swivel');
  });
});

describe('payloads', () => {
  it('gear: typed by the spec mapping, notes joined with " • ", condition good', () => {
    const form = formFromAnalysis(result({ type: 'gear', gearType: 'reel', category: 'spinning reel', consumableCategory: null, price: 199.99, size: '2500', description: 'A reel', notes: 'n' }));
    expect(toGearInput(form)).toMatchObject({ typeId: 2, retailCost: 199.99, notes: 'A reel • n • 2500', condition: 'good' });
    expect(toGearInput({ ...form, gearType: '', category: 'crankbait' }).typeId).toBe(3);
    expect(toGearInput({ ...form, gearType: '', category: 'mystery thing' }).typeId).toBe(1);
  });

  it('consumable: description and notes, price and quantity fallbacks, min stock 5', () => {
    const form = { ...formFromAnalysis(result({})), price: 'abc', quantity: '' };
    expect(toConsumableInput(form)).toMatchObject({
      category: 'hook',
      unit: 'pieces',
      initialQuantity: 1,
      price: 0,
      minStockLevel: 5,
      size: '3/0',
      notes: 'Text on the packaging • Barcode EAN13 4549018123456',
    });
    expect(toConsumableInput({ ...form, quantity: '-3' }).initialQuantity).toBe(1);
    expect(toConsumableInput({ ...form, quantity: '12' }).initialQuantity).toBe(12);
  });
});

describe('labels', () => {
  it('detected toast adds the category in brackets for consumables only', () => {
    const consumable = result({});
    expect(detectedMessage(consumable, formFromAnalysis(consumable))).toBe('Detected consumable: Gamakatsu EWG Offset Worm Hook 3/0 (hook)');
    const gear = result({ type: 'gear', name: 'Shimano Stradic FL', consumableCategory: null });
    expect(detectedMessage(gear, formFromAnalysis(gear))).toBe('Detected gear: Shimano Stradic FL');
  });

  it('confidence with at most one decimal', () => {
    expect(confidenceLabel(0.875)).toBe('87.5% confident');
    expect(confidenceLabel(0.9)).toBe('90% confident');
  });

  it('smart suggestions score the first 20 characters of the name, top 3', () => {
    const suggestions = categorySuggestions('Offset worm hook with a very long tail name about line');
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]?.category).toBe('hook');
    expect(suggestions.some((suggestion) => suggestion.category === 'line')).toBe(false);
  });
});

describe('shownCategory', () => {
  it("reads a consumable's category by its label, and asks for one while it is missing", () => {
    expect(shownCategory({ type: 'consumable', category: 'soft plastic' })).toBe('Soft Plastic');
    expect(shownCategory({ type: 'consumable', category: '' })).toBe('Click edit to select category');
  });

  it("shows gear's category as typed", () => {
    expect(shownCategory({ type: 'gear', category: 'spinning reel' })).toBe('spinning reel');
    expect(shownCategory({ type: 'gear', category: '' })).toBe('');
  });
});
