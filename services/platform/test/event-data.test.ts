import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
