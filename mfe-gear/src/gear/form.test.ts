import { describe, expect, it } from 'vitest';
import { BEARINGS_MESSAGE, GEAR_TYPE_IDS, gearInputSchema, type GearInput } from '@tackle/contracts';
import { aGear } from '../test-factories';
import {
  COPY_SUFFIX,
  EMPTY_GEAR_FORM,
  copyGearToForm,
  gearFormSchema,
  gearFormSchemaFor,
  gearFormToInput,
  gearToForm,
  rodLengthPatch,
  type GearForm,
} from './form';
import { storedFromField, toStoredUnit } from '@tackle/contracts';
import { unitsFor } from '@tackle/ui';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const CONSUMABLE_ID = '5d9c1a2b-3e4f-4a6b-8c7d-9e0f1a2b3c4d';

describe('gear form: rod type, reel size and bearings (issue 14)', () => {
  it('maps the form: rod type, reel size and bearings text, and back', () => {
    const rod = gearFormToInput(
      gearFormSchema.parse({ ...EMPTY_GEAR_FORM, name: 'Mojo', typeId: 1, rodType: 'Casting' }),
    );
    expect(rod.rodDetails?.type).toBe('Casting');
    expect(gearToForm(rod).rodType).toBe('Casting');
    const reel = gearFormToInput(
      gearFormSchema.parse({ ...EMPTY_GEAR_FORM, name: 'Stradic', typeId: 2, bearings: ' 6 + 1 ', reelSize: ' 2500 ' }),
    );
    expect(reel.reelDetails).toMatchObject({ bearings: '6+1', size: '2500' });
    expect(gearToForm(reel)).toMatchObject({ bearings: '6+1', reelSize: '2500' });
    expect(
      gearFormSchema.safeParse({ ...EMPTY_GEAR_FORM, name: 'x', typeId: 2, bearings: 'lots' }).error?.issues[0],
    ).toMatchObject({
      path: ['bearings'],
      message: BEARINGS_MESSAGE,
    });
    // A read model projected before decision 039 may still hold a number.
    const legacy = { ...reel, reelDetails: { ...reel.reelDetails!, bearings: 5 as unknown as string } };
    expect(gearToForm(legacy).bearings).toBe('5');
  });
});

describe('gear form mapping', () => {
  const rodForm = (overrides: Partial<GearForm>): GearForm => ({
    ...EMPTY_GEAR_FORM,
    name: 'Dobyns Fury',
    typeId: GEAR_TYPE_IDS.rod,
    ...overrides,
  });

  it('7\'2" becomes 7.1666... feet and back to 7 ft 2 in', () => {
    const input = gearFormToInput(gearFormSchema.parse(rodForm({ lengthFeet: 7, lengthInches: 2 })));
    expect(input.rodDetails?.length).toBeCloseTo(7.1667, 4);
    const form = gearToForm(input);
    expect([form.lengthFeet, form.lengthInches]).toEqual([7, 2]);
  });

  it('round-trips every inch of a 5 to 8 foot rod', () => {
    for (let feet = 5; feet <= 8; feet++) {
      for (let inches = 0; inches <= 11; inches++) {
        const input = gearFormToInput(gearFormSchema.parse(rodForm({ lengthFeet: feet, lengthInches: inches })));
        const form = gearToForm(input);
        expect([form.lengthFeet, form.lengthInches]).toEqual([feet, inches]);
      }
    }
  });

  it('keeps a stored length of any precision while the fields still show it (decision 121)', () => {
    for (const length of [6.99, 7.1, 7 + 2 / 12, 2.4384 / 0.3048, 8.123456789]) {
      const stored = gearInputSchema.parse({ name: 'Rod', typeId: 1, rodDetails: { length } });
      // Opened and saved without a change: imperial (feet and inches) and metric (metres) alike.
      expect(gearFormToInput(gearFormSchema.parse(gearToForm(stored))).rodDetails?.length).toBe(length);
      const metricForm = gearToForm(stored);
      const shown = Number(unitsFor('metric').field('rodLength', metricForm.lengthStored));
      const patch = rodLengthPatch(unitsFor('metric').stored('rodLength', shown, metricForm.lengthStored));
      expect(gearFormToInput(gearFormSchemaFor('metric').parse({ ...metricForm, ...patch })).rodDetails?.length).toBe(length);
    }
    // A changed inch is a new length.
    const stored = gearInputSchema.parse({ name: 'Rod', typeId: 1, rodDetails: { length: 7.1 } });
    expect(gearFormToInput(gearFormSchema.parse({ ...gearToForm(stored), lengthInches: 2 })).rodDetails?.length).toBeCloseTo(7 + 2 / 12, 12);
  });

  it('takes a length typed in metres, a drag in kg and a lure weight in grams, stored in feet, lb and oz', () => {
    const patch = rodLengthPatch(toStoredUnit('metric', 'rodLength', 2.13));
    // 2.13 m is 6.988 ft: it reads 7'0" in imperial, and is stored as typed.
    expect(patch).toMatchObject({ lengthFeet: 7, lengthInches: 0 });
    const rod = gearFormToInput(gearFormSchemaFor('metric').parse(rodForm(patch)));
    expect(rod.rodDetails?.length).toBeCloseTo(2.13 / 0.3048, 12);
    const reel = gearFormToInput(
      gearFormSchemaFor('metric').parse({ ...EMPTY_GEAR_FORM, name: 'Reel', typeId: 2, drag: storedFromField('metric', 'drag', 5, null) }),
    );
    expect(reel.reelDetails?.drag).toBeCloseTo(5 / 0.45359237, 12);
    const lure = gearFormToInput(
      gearFormSchemaFor('metric').parse({ ...EMPTY_GEAR_FORM, name: 'Jig', typeId: 3, weight: storedFromField('metric', 'lureWeight', 14, null) }),
    );
    expect(lure.lureDetails?.weight).toBeCloseTo(14 / 28.349523125, 12);
  });

  it('names the ranges in the unit typed', () => {
    const metric = gearFormSchemaFor('metric').safeParse(rodForm({ ...rodLengthPatch(31), drag: 1001, weight: 1001 }));
    expect(messagesOf(metric)).toEqual({
      lengthStored: 'Length must be at most 9.14 m',
      drag: 'Drag must be at most 453.5 kg',
      weight: 'Lure weight must be at most 28349.5 g',
    });
    const imperial = gearFormSchema.safeParse(rodForm({ lengthFeet: 31, drag: 1001, weight: -1 }));
    expect(messagesOf(imperial)).toEqual({
      lengthFeet: 'Length (feet) must be at most 30',
      drag: 'Drag must be at most 1000 lb',
      weight: 'Lure weight must be at least 0 oz',
    });
  });

  it('maps empty strings to null and sends only the chosen type section', () => {
    const input = gearFormToInput(
      gearFormSchema.parse(
        rodForm({
          brand: '  ',
          lengthFeet: 7,
          lengthInches: null,
          power: 'Medium',
          reelType: 'Spinning',
          size: '3/8 oz',
        }),
      ),
    );
    expect(input.brand).toBeNull();
    expect(input.rodDetails).toEqual({
      length: 7,
      power: 'Medium',
      action: null,
      lineWeight: null,
      pieces: null,
      type: null,
    });
    expect(input.reelDetails).toBeNull();
    expect(input.lureDetails).toBeNull();
    expect(gearInputSchema.parse(input)).toEqual(input);
  });

  it('sends the lure type lower-cased and shows it back as its label', () => {
    const input = gearFormToInput(
      gearFormSchema.parse({ ...EMPTY_GEAR_FORM, name: 'Senko', typeId: 3, lureType: 'Soft Plastic', weight: 0.3 }),
    );
    expect(input.lureDetails?.type).toBe('soft plastic');
    expect(gearToForm(input).lureType).toBe('Soft Plastic');
  });

  it('form validation: inches 0..11, feet >= 0, type required, integer consumable quantities', () => {
    const result = gearFormSchema.safeParse(
      rodForm({
        typeId: null,
        lengthFeet: -1,
        lengthInches: 12,
        consumables: [{ consumableId: CONSUMABLE_ID, quantity: 1.5 }],
      }),
    );
    expect(messagesOf(result)).toMatchObject({
      typeId: 'Please select a gear type',
      'consumables.0.quantity': 'Consumable quantities must be non-negative numbers',
    });
    expect(Object.keys(messagesOf(result))).toEqual(expect.arrayContaining(['lengthFeet', 'lengthInches']));
  });

  it('round-trips a complete reel', () => {
    const reel: GearInput = gearInputSchema.parse({
      name: 'Shimano Curado',
      typeId: 2,
      brand: 'Shimano',
      model: 'Curado',
      purchaseDate: '2023-04-02',
      condition: 'excellent',
      retailCost: 249.99,
      purchaseCost: 199.5,
      notes: 'Birthday',
      imageUrl: '/media/photo.0123456789abcdef0123456789abcdef.jpg',
      consumables: [{ consumableId: CONSUMABLE_ID, quantity: 2, notes: 'braid' }],
      reelDetails: {
        type: 'Baitcasting',
        gearRatio: '8.2:1',
        bearings: '6+1',
        capacity: '12/120',
        drag: 11.5,
        size: '150',
      },
    });
    expect(gearFormToInput(gearFormSchema.parse(gearToForm(reel)))).toEqual(reel);
  });
});

describe('copying gear into a new form', () => {
  it("keeps every detail but the photo and names it '... (Copy)'", () => {
    const rod = aGear({
      name: 'Dobyns Fury',
      typeId: 1,
      imageUrl: '/media/rod.jpg',
      rodDetails: { length: 7, power: 'Medium', type: 'Casting' },
      revision: 3,
    });
    expect(copyGearToForm(rod)).toMatchObject({
      name: `Dobyns Fury${COPY_SUFFIX}`,
      imageUrl: '',
      typeId: 1,
      lengthFeet: 7,
      power: 'Medium',
      rodType: 'Casting',
    });
  });
});
