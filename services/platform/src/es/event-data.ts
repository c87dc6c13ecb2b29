import type { RecordedEvent } from '../ports';
import { compiledParser, type ParseSchema } from './compiled-parser';

/** What an event's schema offers: a parse that answers the checked value (defaults filled) or throws. */
export type EventDataSchema<T> = ParseSchema<T>;

/**
 * Parsed event data, by the data object and the schema (docs/decisions/129). Projections catching
 * up together are handed the same event objects (the bus reads a batch once and shares it), so a
 * catch's data is checked by `catchLoggedSchema` once, not once per projection.
 */
const parsed = new WeakMap<object, Map<EventDataSchema<unknown>, unknown>>();

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
  if (typeof data !== 'object' || data === null) return compiledParser(schema).parse(data);
  let bySchema = parsed.get(data);
  if (bySchema?.has(schema)) return bySchema.get(schema) as T;
  // Zod's compiled parser of the schema (docs/decisions/144): the same answer, a fraction of the time.
  const value = compiledParser(schema).parse(data);
  if (freezeShared) deepFreeze(value);
  if (!bySchema) parsed.set(data, (bySchema = new Map()));
  bySchema.set(schema, value);
  return value;
}
