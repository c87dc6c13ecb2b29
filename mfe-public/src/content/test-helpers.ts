import { expect } from 'vitest';

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
