import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tackle/contracts';
import { compile } from 'zod';
import { InProcessBus } from '../src/adapters/in-process-bus';
import { SqliteEventStore } from '../src/adapters/sqlite-event-store';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';
import { eventData, type EventDataSchema } from '../src/es/event-data';
import { ProjectionProgress, runProjection, type Projection } from '../src/es/projection';
import type { RecordedEvent } from '../src/ports';

/*
 * Event data parsed once and shared by the projections that catch up together
 * (docs/decisions/129-one-parse-per-event-and-rebuild-writes.md).
 */

const dirs: string[] = [];
const closing: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of closing.splice(0).reverse()) await item.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A schema that counts its parses: `{ n }` with n a number, answered as `{ n, double }`. */
function countingSchema() {
  const schema = {
    parses: 0,
    parse(data: unknown) {
      schema.parses += 1;
      const n = (data as { n?: unknown } | null)?.n;
      if (typeof n !== 'number') throw new Error('n must be a number');
      return { n, double: n * 2, nested: { n } };
    },
  };
  return schema;
}

function recorded(data: unknown, position = 1): RecordedEvent {
  return { id: randomUUID(), streamId: 's-1', revision: 0, position, type: 'Counted', data, metadata: { userId: 'u1', correlationId: 'c1', causationId: null, schemaVersion: 1 }, createdAt: new Date().toISOString() };
}

describe('eventData', () => {
  it('parses an event once per schema and hands every caller the same answer', () => {
    const schema = countingSchema();
    const other = countingSchema();
    const event = recorded({ n: 2 });
    const first = eventData(schema, event);
    expect(eventData(schema, event)).toBe(first);
    expect(first).toEqual({ n: 2, double: 4, nested: { n: 2 } });
    expect(schema.parses).toBe(1);
    // Another schema over the same data parses for itself.
    expect(eventData(other, event)).toEqual(first);
    expect(other.parses).toBe(1);
    // Other data (another event, or an upcast copy of this one) is parsed again.
    expect(eventData(schema, { ...event, data: { n: 2 } })).toEqual(first);
    expect(schema.parses).toBe(2);
  });

  it('does not remember a failed parse: the next caller is refused too', () => {
    const schema = countingSchema();
    const event = recorded({ n: 'two' });
    expect(() => eventData(schema, event)).toThrow('n must be a number');
    expect(() => eventData(schema, event)).toThrow('n must be a number');
    expect(schema.parses).toBe(2);
  });

  it('freezes the shared answer under the tests, so a projection changing it fails loudly', () => {
    const parsed = eventData(countingSchema(), recorded({ n: 3 }));
    expect(() => {
      (parsed as { n: number }).n = 4;
    }).toThrow(TypeError);
    expect(() => {
      parsed.nested.n = 4;
    }).toThrow(TypeError);
  });

  it('parses data that is not an object every time (nothing to key it by)', () => {
    const schema: EventDataSchema<string> & { parses: number } = {
      parses: 0,
      parse(data) {
        this.parses += 1;
        return String(data);
      },
    };
    const event = recorded('text');
    expect(eventData(schema, event)).toBe('text');
    expect(eventData(schema, event)).toBe('text');
    expect(schema.parses).toBe(2);
  });

  it('two projections catching up together from the event store parse each event once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tackle-event-data-'));
    dirs.push(dir);
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    closing.push(events);
    const reads = new SqliteReadStore(join(dir, 'read.sqlite'));
    closing.push(reads);
    const total = 18;
    await events.appendMany(
      Array.from({ length: total }, (_, i) => ({
        streamId: `counter-${i}`,
        events: [{ id: randomUUID(), type: 'Counted', data: { n: i }, metadata: { userId: 'u1', correlationId: 'c1', causationId: null, schemaVersion: 1 } }],
        expectedRevision: 'no_stream' as const,
      })),
    );
    const schema = countingSchema();
    const counter = (name: string): Projection => ({
      name,
      collections: [name],
      async apply(event, store) {
        const { n, double } = eventData(schema, event);
        await store.put(name, String(n), { id: String(n), userId: 'u1', double }, event.position);
      },
    });
    // Batches of 4: the full ones are read once and shared, the tail too (one wake-up).
    const bus = new InProcessBus(events, { batchSize: 4 });
    closing.push(bus);
    const progress = new ProjectionProgress();
    const subscriptions = [
      await runProjection({ projection: counter('counter-a'), bus, store: reads, progress }),
      await runProjection({ projection: counter('counter-b'), bus, store: reads, progress }),
    ];
    expect(await progress.waitFor(total, 10_000)).toBe(true);
    for (const subscription of subscriptions) await subscription.stop();
    expect(schema.parses).toBe(total);
    for (const name of ['counter-a', 'counter-b']) {
      expect(await reads.count(name, { userId: 'u1' })).toBe(total);
      expect(await reads.get(name, '17')).toEqual({ id: '17', userId: 'u1', double: 34 });
    }
  });
});

/*
 * Event data is checked by zod's compiled parser of the same schema
 * (docs/decisions/144-compiled-event-checks.md): it must answer exactly what `schema.parse` answers
 * (the same values, the same keys in the same order, the same defaults for older events) and refuse
 * exactly what it refuses, with the same error.
 */
const CATCH_LOGGED = {
  catchId: '6c1eefbc-dad6-487c-ac59-62ae1deff09a',
  userId: '423a1290-a25a-460f-b11b-519dff73a6ce',
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
  season: null,
  seasonSubType: null,
  waterTemp: 61.5,
  waterTempChange: null,
  waterLevel: null,
  waterClarity: 'Stained',
  airTemp: null,
  airTempChange: null,
  skies: null,
  wind: null,
  windSpeed: 10,
  windDirection: 'SW',
  barometer: null,
  barometerChange: null,
  current: null,
  biteType: null,
  cover: null,
  locationSubType: null,
  depth: null,
  bait: 'Senko',
  rig: null,
  color: null,
  baitWeight: null,
  retrieve: null,
  estimated: { waterTemp: true, airTempChange: false },
  weatherObservedAt: '2026-05-01T06:00:00.000Z',
  tripId: null,
  biteTimes: {
    date: '2026-05-01',
    coordinates: { lat: 32.88, lon: -95.57 },
    utcOffsetMinutes: -300,
    sunrise: '2026-05-01T11:34:50.641Z',
    sunset: '2026-05-02T01:04:17.234Z',
    moonrise: '2026-05-02T01:26:01.830Z',
    moonset: '2026-05-01T11:11:48.927Z',
    moonTransit: '2026-05-01T05:52:25.953Z',
    moonUnderfoot: '2026-05-01T18:14:56.998Z',
    moonPhase: { name: 'Full Moon', angle: 179.8, illumination: 0.998 },
    periods: [
      { kind: 'major', event: 'Moon overhead', start: '2026-05-01T04:52:25.953Z', peak: '2026-05-01T05:52:25.953Z', end: '2026-05-01T06:52:25.953Z' },
      { kind: 'minor', event: 'Moonset', start: '2026-05-01T10:41:48.927Z', peak: '2026-05-01T11:11:48.927Z', end: '2026-05-01T11:41:48.927Z' },
    ],
    rating: 4,
    ratingLabel: 'Excellent',
    ratingReasons: ['Full Moon: strongest solunar pull'],
  },
  loggedAt: '2026-11-27T04:34:11.084Z',
};

const GEAR_ADDED = {
  gearId: 'f6fb29bf-e156-41a6-9997-d91d677314ea',
  userId: '423a1290-a25a-460f-b11b-519dff73a6ce',
  name: 'Bench rod',
  typeId: 1,
  brand: 'Shimano',
  model: 'Zodias',
  purchaseDate: null,
  condition: 'new',
  retailCost: 249.99,
  purchaseCost: null,
  notes: 'seeded',
  imageUrl: null,
  consumables: [],
  rodDetails: null,
  reelDetails: null,
  lureDetails: null,
  addedAt: '2026-11-27T04:34:10.885Z',
};

const CONSUMABLE_ADDED = {
  consumableId: '64a06a47-99f2-4da5-940c-e74ec6cd028a',
  userId: '423a1290-a25a-460f-b11b-519dff73a6ce',
  name: 'Worms',
  description: null,
  category: 'soft plastic',
  unit: 'pieces',
  initialQuantity: 20,
  minStockLevel: 5,
  cost: null,
  size: '6.5',
  brand: 'Zoom',
  model: 'Trick Worm',
  color: null,
  notes: null,
  purchaseDate: null,
  expiryDate: null,
  imageUrl: null,
  gearTypeIds: [],
  addedAt: '2026-11-27T04:34:10.993Z',
};

/** What `parse` does with `data`: its answer (as JSON, which keeps the key order) or its error. */
function outcome(parse: () => unknown): { json: string; value: unknown } | { error: string } {
  try {
    const value = parse();
    return { json: JSON.stringify(value), value };
  } catch (error) {
    return { error: error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error) };
  }
}

/** Values a field is set to: other types, out of range, too long, malformed dates and ids. */
const WRONG_VALUES: unknown[] = [undefined, null, '', 'x', 'x'.repeat(6000), -1, 0, 1.5, 1e12, Number.NaN, true, {}, [], [1], { lat: 'n' }, '2026-13-45', 'not-a-uuid'];

describe('eventData with the contracts\' event schemas (compiled)', () => {
  const schemaOf = (type: string) => EVENT_TYPES.find((entry) => entry.type === type)!.data;
  const samples: Array<[string, Record<string, unknown>]> = [
    ['CatchLogged', CATCH_LOGGED],
    ['GearAdded', GEAR_ADDED],
    ['ConsumableAdded', CONSUMABLE_ADDED],
  ];

  it('answers what parse answers, key order included, for events of today and older ones', () => {
    const older = { ...CATCH_LOGGED } as Record<string, unknown>;
    for (const key of ['estimated', 'weatherObservedAt', 'biteTimes', 'tripId', 'quantity']) delete older[key];
    for (const [type, data] of [...samples, ['CatchLogged', older] as [string, Record<string, unknown>]]) {
      const schema = schemaOf(type);
      const expected = outcome(() => schema.parse(structuredClone(data)));
      const answered = outcome(() => eventData(schema, recorded(structuredClone(data))));
      expect('json' in expected).toBe(true);
      expect(answered).toEqual(expected);
    }
  });

  it('refuses what parse refuses, with the same error, and accepts what it accepts, field by field', () => {
    let refused = 0;
    for (const [type, data] of samples) {
      const schema = schemaOf(type);
      for (const key of [...Object.keys(data), 'unknownField']) {
        for (const wrong of WRONG_VALUES) {
          const changed = structuredClone(data);
          if (wrong === undefined) delete changed[key];
          else changed[key] = wrong;
          const expected = outcome(() => schema.parse(structuredClone(changed)));
          expect(outcome(() => eventData(schema, recorded(structuredClone(changed)))), `${type}.${key} = ${JSON.stringify(wrong)}`).toEqual(expected);
          if ('error' in expected) refused += 1;
        }
      }
      // Nested values too: the bite times' periods and the estimate flags.
      for (const change of [
        (d: Record<string, unknown>) => ((d.biteTimes as { periods: Array<Record<string, unknown>> }).periods[1]!.start = 'soon'),
        (d: Record<string, unknown>) => ((d.biteTimes as { periods: unknown[] }).periods.push(null)),
        (d: Record<string, unknown>) => ((d.estimated as Record<string, unknown>).waterTemp = 'yes'),
        (d: Record<string, unknown>) => ((d.coordinates as Record<string, unknown>).lat = 200),
      ]) {
        if (type !== 'CatchLogged') continue;
        const changed = structuredClone(data);
        change(changed);
        const expected = outcome(() => schema.parse(structuredClone(changed)));
        expect('error' in expected).toBe(true);
        expect(outcome(() => eventData(schema, recorded(structuredClone(changed))))).toEqual(expected);
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  it('every event schema of the catalog is compiled whole (none is left to the runtime parser)', () => {
    for (const { type, data: schema } of EVENT_TYPES) expect(() => compile(schema, { strict: true }), type).not.toThrow();
  });

  it('every event type of the catalog answers as parse does on data of another type', () => {
    for (const { type, data: schema } of EVENT_TYPES) {
      for (const data of [{}, { ...CATCH_LOGGED }, { ...GEAR_ADDED }, { ...CONSUMABLE_ADDED }]) {
        expect(outcome(() => eventData(schema, recorded(structuredClone(data)))), type).toEqual(outcome(() => schema.parse(structuredClone(data))));
      }
    }
  });
});
