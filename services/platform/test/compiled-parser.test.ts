import { describe, expect, it } from 'vitest';
import * as contracts from '@tackle/contracts';
import { ZodError, type ZodType } from 'zod';
import { compiledParser, parseInput } from '../src/es/compiled-parser';

/*
 * Command inputs checked by zod's compiled parser of their contract schema
 * (docs/decisions/151-less-cpu-per-write.md): the same answer as `schema.parse`, key order
 * included, and for bad input the same ZodError (the API's 422 and its message come from it).
 */

/** A logged catch with every field the form sends. */
const CATCH_BODY = {
  species: 'Largemouth Bass',
  weight: 2.5,
  quantity: 1,
  length: 40,
  date: '2026-05-01',
  location: 'North cove',
  coordinates: { lat: 32.88, lon: -95.57 },
  gearId: null,
  setupId: null,
  notes: 'seeded',
  imageUrl: null,
  season: 'Spring',
  seasonSubType: null,
  waterTemp: 61.5,
  waterTempChange: 'Rising',
  waterLevel: null,
  waterClarity: 'Stained',
  airTemp: 70,
  airTempChange: null,
  skies: 'Cloudy',
  wind: null,
  windSpeed: 10,
  windDirection: 'SW',
  barometer: 30.1,
  barometerChange: null,
  current: null,
  biteType: null,
  cover: null,
  locationSubType: null,
  depth: 8,
  bait: 'Senko',
  rig: null,
  color: null,
  baitWeight: null,
  retrieve: null,
  estimated: { waterTemp: true, airTempChange: false },
  weatherObservedAt: '2026-05-01T06:00:00.000Z',
};

/** A rod with its details nested, and one in the spec form's flat fields (the schema's transform). */
const GEAR_BODY = {
  name: 'Bench rod',
  typeId: 1,
  brand: 'Shimano',
  model: 'Zodias',
  purchaseDate: '2026-01-02',
  condition: 'new',
  retailCost: 249.99,
  purchaseCost: 199,
  notes: 'seeded',
  rodDetails: { length: 7.25, power: 'Medium Heavy', action: 'Fast', pieces: 1 },
};
const FLAT_GEAR_BODY = { name: 'Flat rod', typeId: 1, lengthFeet: 7, lengthInches: 3, power: 'Medium', action: 'Fast' };

const SETTINGS_BODY = { units: 'metric' };
const STORAGE_BODY = { name: 'Garage shelf', description: 'left side' };

/** What a parse does: its answer (as JSON, which keeps the key order) or its error, issues included. */
function outcome(parse: () => unknown): { json: string } | { error: string; issues?: unknown } {
  try {
    return { json: JSON.stringify(parse()) };
  } catch (error) {
    return error instanceof ZodError ? { error: `ZodError: ${error.message}`, issues: error.issues } : { error: String(error) };
  }
}

/** Values a field is set to: other types, out of range, too long, malformed dates and ids. */
const WRONG_VALUES: unknown[] = [undefined, null, '', '  ', 'x', 'x'.repeat(6000), -1, 0, 1.5, 1e12, Number.NaN, true, {}, [], [1], { lat: 'n' }, '2026-13-45', 'not-a-uuid', 'NNE'];

const samples: Array<[string, ZodType, Record<string, unknown>]> = [
  ['catch', contracts.catchInputSchema, CATCH_BODY],
  ['gear', contracts.gearBodySchema, GEAR_BODY],
  ['flat gear', contracts.gearBodySchema, FLAT_GEAR_BODY],
  ['settings', contracts.settingsInputSchema, SETTINGS_BODY],
  ['storage location', contracts.storageLocationInputSchema, STORAGE_BODY],
];

describe('parseInput', () => {
  it('answers what parse answers, key order included', () => {
    for (const [name, schema, body] of samples) {
      const expected = outcome(() => schema.parse(structuredClone(body)));
      expect('json' in expected, name).toBe(true);
      expect(outcome(() => parseInput(schema, structuredClone(body))), name).toEqual(expected);
    }
    // The bodies the write benchmarks send.
    for (const [schema, body] of [
      [contracts.gearBodySchema, { name: 'Bench rod', typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 249.99, notes: 'seeded' }],
      [contracts.catchInputSchema, { species: 'Largemouth Bass', date: '2026-05-01', weight: 2.5, length: 40, location: 'North cove', notes: 'seeded', coordinates: { lat: 32.88, lon: -95.57 } }],
    ] as const) {
      expect(outcome(() => parseInput(schema, structuredClone(body)))).toEqual(outcome(() => schema.parse(structuredClone(body))));
    }
  });

  it('refuses what parse refuses, with the same ZodError, and accepts what it accepts, field by field', () => {
    let refused = 0;
    for (const [name, schema, body] of samples) {
      for (const key of [...Object.keys(body), 'tripId', 'rodDetails', 'reelDetails', 'gearRatio', 'consumables', 'unknownField']) {
        for (const wrong of WRONG_VALUES) {
          const changed: Record<string, unknown> = structuredClone(body);
          if (wrong === undefined) delete changed[key];
          else changed[key] = wrong;
          const expected = outcome(() => schema.parse(structuredClone(changed)));
          expect(outcome(() => parseInput(schema, structuredClone(changed))), `${name}.${key} = ${JSON.stringify(wrong)}`).toEqual(expected);
          if ('error' in expected) refused += 1;
        }
      }
      for (const whole of [null, 'text', 42, [], [CATCH_BODY], {}]) {
        expect(outcome(() => parseInput(schema, whole)), `${name}: ${JSON.stringify(whole)}`).toEqual(outcome(() => schema.parse(whole)));
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it('runs the compiled parser of the command schemas that zod compiles whole, the runtime parser of the others', () => {
    const compiledWhole: ZodType[] = [
      contracts.catchInputSchema,
      contracts.gearBodySchema,
      contracts.settingsInputSchema,
      contracts.setupInputSchema,
      contracts.storageLocationInputSchema,
      contracts.storeGearInputSchema,
      contracts.tripInputSchema,
      contracts.endTripInputSchema,
      contracts.spoolInputSchema,
      contracts.consumableUsageInputSchema,
    ];
    for (const schema of compiledWhole) {
      const parser = compiledParser(schema);
      expect(parser).not.toBe(schema);
      // Made once per schema.
      expect(compiledParser(schema)).toBe(parser);
    }
    // A schema with a part the fast path cannot model (a check with a custom `when`) would run both
    // parsers on every body: it keeps the runtime parser alone.
    expect(compiledParser(contracts.consumableInputSchema)).toBe(contracts.consumableInputSchema);
  });

  it('a refused catch gets the message the API answers with', () => {
    const refusal = outcome(() => parseInput(contracts.catchInputSchema, { ...CATCH_BODY, species: ' ' }));
    expect('issues' in refusal && (refusal.issues as Array<{ message: string }>)[0]?.message).toBe(contracts.CATCH_MESSAGES.speciesRequired);
  });
});
