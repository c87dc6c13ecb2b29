import { compile, type ZodType } from 'zod';
import type { RecordedEvent } from '../ports';

/** What an event's schema offers: a parse that answers the checked value (defaults filled) or throws. */
export interface EventDataSchema<T> {
  parse(data: unknown): T;
}

/**
 * Parsed event data, by the data object and the schema (docs/decisions/129). Projections catching
 * up together are handed the same event objects (the bus reads a batch once and shares it), so a
 * catch's data is checked by `catchLoggedSchema` once, not once per projection.
 */
const parsed = new WeakMap<object, Map<EventDataSchema<unknown>, unknown>>();

/**
 * Each zod schema's compiled parser (docs/decisions/144-compiled-event-checks.md): zod's own
 * `compile`, generated from the same schema, answers what `parse` answers in a fraction of the time;
 * whatever its fast path cannot accept (a malformed event among them) it hands to zod's runtime
 * parser, so a malformed event is refused with the same error as before. A schema that is not a zod
 * schema is used as it is.
 */
const compiled = new WeakMap<EventDataSchema<unknown>, EventDataSchema<unknown>>();

function compiledOf<T>(schema: EventDataSchema<T>): EventDataSchema<T> {
  let parser = compiled.get(schema);
  if (!parser) {
    parser = isZodSchema(schema) ? (compile(schema) as EventDataSchema<unknown>) : schema;
    compiled.set(schema, parser);
  }
  return parser as EventDataSchema<T>;
}

function isZodSchema(schema: EventDataSchema<unknown>): schema is EventDataSchema<unknown> & ZodType {
  return typeof (schema as { _zod?: unknown })._zod === 'object';
}

/**
 * Under the tests the shared values are frozen, so a projection that changed what another one is
 * handed fails there instead of corrupting a read model. (Vitest sets `VITEST`.)
 */
const freezeShared = process.env.VITEST !== undefined;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const nested of Object.values(value)) deepFreeze(nested);
}

/**
 * `schema.parse(event.data)`, parsed once per event and schema and shared by every projection that
 * asks: the answer is read-only (copy it to change it). A failing parse is not remembered: it
 * throws again for the next projection, and on a retry.
 */
export function eventData<T>(schema: EventDataSchema<T>, event: RecordedEvent): T {
  const data = event.data;
  if (typeof data !== 'object' || data === null) return compiledOf(schema).parse(data);
  let bySchema = parsed.get(data);
  if (bySchema?.has(schema)) return bySchema.get(schema) as T;
  const value = compiledOf(schema).parse(data);
  if (freezeShared) deepFreeze(value);
  if (!bySchema) parsed.set(data, (bySchema = new Map()));
  bySchema.set(schema, value);
  return value;
}
