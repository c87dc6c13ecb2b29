import { expect } from 'vitest';
import { z } from 'zod';

/**
 * Asserts that a content file (its JSON as imported) matches its schema. On failure the message is
 * zod's, naming the entry and the field, so a content editor sees what to fix.
 */
export function expectMatchesSchema(schema: z.ZodType, content: unknown) {
  const result = schema.safeParse(content);
  expect(result.success ? 'matches its schema' : z.prettifyError(result.error)).toBe('matches its schema');
}

/** Asserts that every entry has at least `minimum[list]` items in each of the named lists. */
export function expectListsOfAtLeast<T extends { name: string }>(
  entries: readonly T[],
  minimum: Partial<Record<keyof T, number>>,
) {
  for (const entry of entries) {
    for (const [list, least] of Object.entries(minimum) as Array<[keyof T, number]>) {
      expect((entry[list] as readonly unknown[]).length, `${entry.name}: ${String(list)}`).toBeGreaterThanOrEqual(least);
    }
  }
}
