import { describe, expect, it } from 'vitest';
import { lineTypeFromText, spooledAgo, spoolInputSchema, wholeMonthsBetween } from './line';

describe('line on the reel', () => {
  it("reads a line's kind from its words only when they name exactly one kind", () => {
    expect(lineTypeFromText('PowerPro 30 lb Braid')).toBe('braid');
    expect(lineTypeFromText('Seaguar', 'Fluorocarbon leader 15 lb')).toBe('fluoro');
    expect(lineTypeFromText('Trilene XL monofilament')).toBe('mono');
    expect(lineTypeFromText('Sufix 832', null)).toBeNull();
    expect(lineTypeFromText('Braid to fluoro leader kit')).toBeNull();
  });

  it('counts whole calendar months and says how long ago in words', () => {
    expect(wholeMonthsBetween('2025-09-10T08:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe(14);
    expect(wholeMonthsBetween('2026-01-31T00:00:00.000Z', '2026-02-28T23:00:00.000Z')).toBe(0);
    expect(wholeMonthsBetween('2026-01-31T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(1);
    expect(spooledAgo('2025-09-10T08:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe('14 months ago');
    expect(spooledAgo('2026-10-20T08:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe('1 month ago');
    expect(spooledAgo('2026-11-23T08:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe('3 days ago');
    expect(spooledAgo('2026-11-26T08:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe('today');
  });

  it('takes a spool body with only the line; the rest is optional and normalised', () => {
    expect(spoolInputSchema.parse({ consumableId: 'x', amountUsed: 150.456, leader: ' ' })).toEqual({
      consumableId: 'x',
      lineType: null,
      amountUsed: 150.46,
      spooledAt: null,
      leader: null,
      notes: null,
    });
    expect(spoolInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Please choose the line you spooled');
    expect(spoolInputSchema.safeParse({ consumableId: 'x', lineType: 'wire' }).error?.issues[0]?.message).toBe('Which kind of line is it? Choose braid, mono or fluoro');
  });
});
