import { describe, expect, it } from 'vitest';
import { aConsumable } from '../test-factories';
import { emptySpoolForm, lineTypeOf, linesOf, spoolBody } from './spool-form';

const now = new Date(2026, 10, 26, 15, 0);

describe('the spool form', () => {
  it('offers only lines, and reads the kind from their words', () => {
    const braid = aConsumable({ id: '11111111-1111-4111-8111-111111111111', name: 'PowerPro 30 lb Braid', category: 'line', unit: 'yards' });
    const plain = aConsumable({ id: '22222222-2222-4222-8222-222222222222', name: 'Sufix 832', category: 'line', unit: 'yards' });
    const worms = aConsumable();
    expect(linesOf([worms, plain, braid]).map((line) => line.name)).toEqual(['PowerPro 30 lb Braid', 'Sufix 832']);
    expect(lineTypeOf(braid)).toBe('braid');
    expect(lineTypeOf(plain)).toBe('');
  });

  it('sends today as no date, an earlier day as its noon, and refuses what is missing or in the future', () => {
    const filled = { ...emptySpoolForm(now), lineId: 'line-1', lineType: 'braid' as const, amountUsed: 150, leader: ' 15 lb fluoro ' };
    expect(spoolBody(filled, now)).toEqual({
      body: { consumableId: 'line-1', lineType: 'braid', amountUsed: 150, spooledAt: null, leader: '15 lb fluoro', notes: null },
    });
    expect(spoolBody({ ...filled, spooledOn: '2025-09-10' }, now)).toMatchObject({ body: { spooledAt: new Date(2025, 8, 10, 12).toISOString() } });
    expect(spoolBody(emptySpoolForm(now), now)).toEqual({
      errors: { lineId: 'Please choose the line you spooled', lineType: 'Which kind of line is it? Choose braid, mono or fluoro' },
    });
    expect(spoolBody({ ...filled, spooledOn: '2026-11-27' }, now)).toEqual({ errors: { spooledOn: 'The spooling date cannot be in the future' } });
  });
});
