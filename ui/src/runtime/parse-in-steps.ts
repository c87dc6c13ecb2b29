import { nextTask } from './next-task';

/*
 * A list answer parsed a few items per task (docs/decisions/142-kit-in-steps.md). Parsing a page of
 * 100 catches or pieces of gear with its zod schema is one task of tens of milliseconds on a phone,
 * in the middle of the first screen; item by item, with a task boundary every PARSE_STEP_ITEMS, the
 * browser can paint and answer input in between. The outcome is the schema's own: the same parsed
 * items, and on any invalid item the schema's own error for the whole list (it is parsed whole
 * again to throw it).
 */

/** Items parsed per task. */
export const PARSE_STEP_ITEMS = 20;

/** What this needs to know of a zod array schema (zod's documented internals, `_zod.def`). */
interface ArraySchemaLike {
  parse(data: unknown): unknown;
  _zod?: { def?: { type?: string; checks?: readonly unknown[] } };
  element?: { parse(data: unknown): unknown };
}

/** The element schema of a plain zod array (no length or other checks of its own), else null. */
function elementOf(schema: ArraySchemaLike): { parse(data: unknown): unknown } | null {
  const def = schema._zod?.def;
  if (def?.type !== 'array' || (def.checks?.length ?? 0) > 0 || typeof schema.element?.parse !== 'function') return null;
  return schema.element;
}

export async function parseInSteps<T>(schema: { parse(data: unknown): T }, data: unknown): Promise<T> {
  const element = elementOf(schema as ArraySchemaLike);
  if (!element || !Array.isArray(data) || data.length <= PARSE_STEP_ITEMS) return schema.parse(data);
  const items: unknown[] = new Array(data.length);
  for (let start = 0; start < data.length; start += PARSE_STEP_ITEMS) {
    if (start > 0) await nextTask();
    const end = Math.min(data.length, start + PARSE_STEP_ITEMS);
    for (let index = start; index < end; index += 1) {
      try {
        items[index] = element.parse(data[index]);
      } catch {
        // The whole list's own error (its paths name the item).
        return schema.parse(data);
      }
    }
  }
  return items as T;
}
