import { describe, expect, it } from 'vitest';
import {
  GEAR_CONDITIONS,
  GEAR_TYPES,
  GEAR_TYPE_IDS,
  LURE_TYPES,
  LURE_TYPE_VALUES,
  REEL_TYPES,
  ROD_ACTIONS,
  ROD_POWERS,
  ROD_TYPES,
  BEARINGS_MESSAGE,
  normaliseBearings,
  commandResultSchema,
  feetAndInchesFromRodLength,
  formatConfidencePercent,
  gearAddedSchema,
  gearEventSchema,
  gearInputSchema,
  gearSchema,
  gearTypeIdFromName,
  isGearEventType,
  updateGearSchema,
} from './index';
import { validationErrorResponse } from './common';
import { messagesOf } from './test-messages';

const GEAR_ID = '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11';
const CONSUMABLE_ID = '5d9c1a2b-3e4f-4a6b-8c7d-9e0f1a2b3c4d';

describe('gear option lists', () => {
  it('match the spec exactly, in order', () => {
    expect(GEAR_TYPE_IDS).toEqual({ rod: 1, reel: 2, lure: 3 });
    expect(GEAR_TYPES).toEqual([
      { id: 1, name: 'rod' },
      { id: 2, name: 'reel' },
      { id: 3, name: 'lure' },
    ]);
    expect(GEAR_CONDITIONS).toEqual(['new', 'excellent', 'good', 'fair', 'poor']);
    expect(ROD_POWERS).toEqual([
      'Ultra Light',
      'Light',
      'Medium Light',
      'Medium',
      'Medium Heavy',
      'Heavy',
      'Extra Heavy',
    ]);
    expect(ROD_ACTIONS).toEqual(['Fast', 'Moderate Fast', 'Moderate', 'Slow']);
    expect(REEL_TYPES).toEqual(['Spinning', 'Baitcasting', 'Conventional', 'Fly']);
    expect(LURE_TYPES).toEqual(['Crankbait', 'Jig', 'Spinnerbait', 'Soft Plastic', 'Topwater', 'Fly']);
    expect(LURE_TYPE_VALUES).toEqual(LURE_TYPES.map((label) => label.toLowerCase()));
  });

  it('resolves the ?type= parameter case-insensitively', () => {
    expect(gearTypeIdFromName('Reel')).toBe(2);
    expect(gearTypeIdFromName(' LURE ')).toBe(3);
    expect(gearTypeIdFromName('boat')).toBeNull();
    expect(gearTypeIdFromName(undefined)).toBeNull();
  });
});

describe('gearInputSchema', () => {
  it('reports the spec messages for a missing name and type', () => {
    const result = gearInputSchema.safeParse({});
    expect(messagesOf(result)).toEqual({ name: 'Name is required', typeId: 'Please select a gear type' });
  });

  it('treats a blank name and an out-of-range or non-numeric type like missing ones', () => {
    expect(messagesOf(gearInputSchema.safeParse({ name: '   ', typeId: 4 }))).toEqual({
      name: 'Name is required',
      typeId: 'Please select a gear type',
    });
    expect(messagesOf(gearInputSchema.safeParse({ name: 'x', typeId: '1' }))).toEqual({
      typeId: 'Please select a gear type',
    });
    expect(messagesOf(gearInputSchema.safeParse({ name: 'x', typeId: 1.5 }))).toEqual({
      typeId: 'Please select a gear type',
    });
  });

  it('rejects negative consumable quantities with the spec message', () => {
    const result = gearInputSchema.safeParse({
      name: 'Rod',
      typeId: 1,
      consumables: [{ consumableId: CONSUMABLE_ID, quantity: -1 }],
    });
    expect(messagesOf(result)).toEqual({
      'consumables.0.quantity': 'Consumable quantities must be non-negative numbers',
    });
  });

  it('rejects the same consumable linked twice', () => {
    const result = gearInputSchema.safeParse({
      name: 'Rod',
      typeId: 1,
      consumables: [
        { consumableId: CONSUMABLE_ID, quantity: 1 },
        { consumableId: CONSUMABLE_ID, quantity: 2 },
      ],
    });
    expect(result.success).toBe(false);
  });

  it('normalises: trims, blank -> null, defaults, rounds cents, lower-cases lure type, strips unknown keys', () => {
    const parsed = gearInputSchema.parse({
      name: '  Senko Pack ',
      typeId: 3,
      brand: '',
      model: ' 5" ',
      purchaseDate: '',
      retailCost: 1.005,
      purchaseCost: 12,
      condition: 'Good',
      lureDetails: { type: 'Soft Plastic', weight: 0.25, color: ' green pumpkin ' },
      consumables: [{ consumableId: CONSUMABLE_ID, quantity: 0, notes: '  ' }],
      userId: 'someone-else',
    });
    expect(parsed).toEqual({
      name: 'Senko Pack',
      typeId: 3,
      brand: null,
      model: '5"',
      purchaseDate: null,
      condition: 'good',
      retailCost: 1.01,
      purchaseCost: 12,
      notes: null,
      imageUrl: null,
      consumables: [{ consumableId: CONSUMABLE_ID, quantity: 0, notes: null }],
      rodDetails: null,
      reelDetails: null,
      lureDetails: { type: 'soft plastic', size: null, weight: 0.25, color: 'green pumpkin', hooks: null },
    });
  });

  it("defaults condition to 'new' and consumables to []", () => {
    const parsed = gearInputSchema.parse({ name: 'Rod', typeId: 1 });
    expect(parsed.condition).toBe('new');
    expect(parsed.consumables).toEqual([]);
  });

  it('rejects values outside the option lists and limits', () => {
    const result = gearInputSchema.safeParse({
      name: 'x'.repeat(201),
      typeId: 1,
      condition: 'mint',
      retailCost: -1,
      purchaseCost: 10_000_001,
      purchaseDate: 'last spring',
      rodDetails: { power: 'Mega', pieces: 0, length: -1, type: 'Telescopic' },
      reelDetails: { bearings: 1.5, drag: -0.1 },
    });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(
      [
        'name',
        'condition',
        'retailCost',
        'purchaseCost',
        'purchaseDate',
        'rodDetails.power',
        'rodDetails.pieces',
        'rodDetails.length',
        'rodDetails.type',
        'reelDetails.bearings',
        'reelDetails.drag',
      ].sort(),
    );
  });

  it('accepts a date or an instant as purchase date', () => {
    expect(gearInputSchema.parse({ name: 'x', typeId: 1, purchaseDate: '2024-05-01' }).purchaseDate).toBe('2024-05-01');
    expect(gearInputSchema.parse({ name: 'x', typeId: 1, purchaseDate: '2024-05-01T10:00:00.000Z' }).purchaseDate).toBe(
      '2024-05-01T10:00:00.000Z',
    );
  });

  it('parses its own output unchanged (events and read models reuse the same fields)', () => {
    const once = gearInputSchema.parse({ name: ' Rod ', typeId: 1, rodDetails: { length: 7, power: 'medium heavy' } });
    expect(gearInputSchema.parse(once)).toEqual(once);
    expect(once.rodDetails?.power).toBe('Medium Heavy');
  });
});

describe('rod type, reel size and bearings (issue 14)', () => {
  it('takes a rod type from its list, in any case; absent (an old rod) is not set', () => {
    expect(gearInputSchema.parse({ name: 'Mojo', typeId: 1, rodDetails: { type: 'casting' } }).rodDetails?.type).toBe('Casting');
    expect(ROD_TYPES).toEqual(['Spinning', 'Casting', 'Fly', 'Ice', 'Surf', 'Trolling']);
    expect(gearInputSchema.parse({ name: 'Old rod', typeId: 1, rodDetails: { power: 'Medium' } }).rodDetails?.type).toBeNull();
    const wrong = gearInputSchema.safeParse({ name: 'x', typeId: 1, rodDetails: { type: 'Telescopic' } });
    expect(wrong.error?.issues[0]?.message).toBe('Rod type must be one of: Spinning, Casting, Fly, Ice, Surf, Trolling');
  });

  it("accepts bearings as '6+1' or a count, and reads old events' numbers as text", () => {
    const bearings = (value: unknown) => gearInputSchema.safeParse({ name: 'x', typeId: 2, reelDetails: { bearings: value } });
    expect(bearings('6+1').data?.reelDetails?.bearings).toBe('6+1');
    expect(bearings(' 10 + 1 ').data?.reelDetails?.bearings).toBe('10+1');
    expect(bearings('7').data?.reelDetails?.bearings).toBe('7');
    expect(bearings('').data?.reelDetails?.bearings).toBeNull();
    // Events written before decision 039 hold whole numbers 0..100.
    expect(bearings(7).data?.reelDetails?.bearings).toBe('7');
    expect(bearings(0).data?.reelDetails?.bearings).toBe('0');
    for (const bad of ['six', '6+', '+1', '6+1+1', '99+2', 101, 2.5, -1, true]) {
      expect(bearings(bad).error?.issues[0]).toMatchObject({ path: ['reelDetails', 'bearings'], message: BEARINGS_MESSAGE });
    }
    expect(normaliseBearings('6 +1')).toBe('6+1');
  });

  it('reads a GearAdded event stored before the change: numeric bearings, no rod type, no reel size', () => {
    const stored = {
      gearId: GEAR_ID,
      userId: 'user-1',
      name: 'Curado 200K',
      typeId: 2,
      reelDetails: { type: 'Baitcasting', gearRatio: '7.4:1', bearings: 7, capacity: '14/110', drag: 11 },
      addedAt: '2024-05-01T10:00:00.000Z',
    };
    expect(gearAddedSchema.parse(stored).reelDetails).toEqual({
      type: 'Baitcasting',
      gearRatio: '7.4:1',
      bearings: '7',
      capacity: '14/110',
      drag: 11,
      size: null,
    });
    const oldRod = gearAddedSchema.parse({ ...stored, typeId: 1, reelDetails: null, rodDetails: { length: 7, power: 'Medium' } });
    expect(oldRod.rodDetails?.type).toBeNull();
  });
});

describe('validationErrorResponse', () => {
  it('puts the first spec message in message', () => {
    const result = gearInputSchema.safeParse({ name: 'Rod' });
    expect(result.success).toBe(false);
    const body = validationErrorResponse(result.error!);
    expect(body.message).toBe('Please select a gear type');
    expect(body.code).toBe('validation_failed');
  });
});

describe('rod length', () => {
  it('rounds inches and carries 12 into the feet (6 ft 11.6 in -> 7 ft 0 in)', () => {
    expect(feetAndInchesFromRodLength(6 + 11.6 / 12)).toEqual({ feet: 7, inches: 0 });
    expect(feetAndInchesFromRodLength(6 + 11.4 / 12)).toEqual({ feet: 6, inches: 11 });
    expect(feetAndInchesFromRodLength(null)).toEqual({ feet: null, inches: null });
  });
});

describe('gear read model, events and commands', () => {
  const base = { name: 'Rod', typeId: 1 };

  it('read model requires id, type, timestamps and revision', () => {
    const gear = gearSchema.parse({
      ...base,
      id: GEAR_ID,
      userId: 'user-1',
      type: { id: 1, name: 'rod' },
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      revision: 0,
    });
    expect(gear.condition).toBe('new');
    expect(gearSchema.safeParse({ ...gear, id: 'not-a-uuid' }).success).toBe(false);
    expect(gearSchema.safeParse({ ...gear, revision: undefined }).success).toBe(false);
  });

  it('events are discriminated by type', () => {
    const added = gearAddedSchema.parse({ ...base, gearId: GEAR_ID, userId: 'u', addedAt: '2024-01-01T00:00:00Z' });
    expect(gearEventSchema.parse({ type: 'GearAdded', data: added }).type).toBe('GearAdded');
    expect(gearEventSchema.safeParse({ type: 'GearRemoved', data: added }).success).toBe(false);
    expect(
      gearEventSchema.parse({ type: 'GearRemoved', data: { gearId: GEAR_ID, removedAt: '2024-01-02T00:00:00Z' } }).type,
    ).toBe('GearRemoved');
    expect(isGearEventType('GearAdded')).toBe(true);
    expect(isGearEventType('toString')).toBe(false);
  });

  it('UpdateGear carries an optional expected revision', () => {
    const command = { ...base, gearId: GEAR_ID, userId: 'u' };
    expect(updateGearSchema.parse(command).expectedRevision).toBeUndefined();
    expect(updateGearSchema.parse({ ...command, expectedRevision: 3 }).expectedRevision).toBe(3);
    expect(updateGearSchema.safeParse({ ...command, expectedRevision: -1 }).success).toBe(false);
  });

  it('command result has id, position and revision', () => {
    expect(commandResultSchema.safeParse({ id: GEAR_ID, position: 10, revision: 0 }).success).toBe(true);
    expect(commandResultSchema.safeParse({ id: GEAR_ID, position: 10 }).success).toBe(false);
  });
});

describe('formatting', () => {
  it('formats confidence as a percent with one decimal', () => {
    expect(formatConfidencePercent(0.8734)).toBe('87.3%');
    expect(formatConfidencePercent(1)).toBe('100.0%');
  });
});

describe('gear photo URLs', () => {
  it('accepts uploaded photos and http(s) addresses only', () => {
    const parse = (imageUrl: unknown) => gearInputSchema.safeParse({ name: 'x', typeId: 1, imageUrl });
    expect(parse('/media/photo.0123456789abcdef0123456789abcdef.jpg').success).toBe(true);
    expect(parse('https://example.com/rod.jpg').success).toBe(true);
    expect(parse('').data?.imageUrl).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/api/gear', '/media/../x', 'https://x.com/a b']) {
      expect(parse(bad).error?.issues[0]?.message).toBe('Image URL must be an uploaded photo or an http(s) address');
    }
  });
});
