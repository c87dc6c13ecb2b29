import { z } from 'zod';

/** A line of copy: never blank, never padded. */
export const textSchema = z.string().trim().min(1);

/** A url-safe identifier, used for keys and heading ids. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

/** A list of lines of copy with at least `min` entries. */
export function textListSchema(min = 1) {
  return z.array(textSchema).min(min);
}

export const seasonNameSchema = z.enum(['Spring', 'Summer', 'Fall', 'Winter']);
export type SeasonName = z.infer<typeof seasonNameSchema>;

/** A water temperature range in °F (the unit bass anglers read on their graphs). */
export const temperatureRangeSchema = z
  .object({ minF: z.number().int(), maxF: z.number().int() })
  .refine((range) => range.minF < range.maxF, 'minF must be below maxF');
export type TemperatureRange = z.infer<typeof temperatureRangeSchema>;

/** What a page tells the browser and search engines about itself, and what it shows on top. */
export const pageCopySchema = z.object({
  /** document.title while the page is shown. */
  documentTitle: textSchema,
  /** The description meta tag while the page is shown (search-result snippet length). */
  description: z.string().trim().min(50).max(160),
  heading: textSchema,
  intro: textSchema,
  /** An optional paragraph under the introduction (e.g. how to read the page). */
  note: textSchema.optional(),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A content file: the page's copy (`page`) beside what the page shows. */
export function pageContentSchema<S extends z.ZodRawShape>(shape: S) {
  return z.object({ page: pageCopySchema, ...shape });
}

/** The tabs of a page that lists entries by category, in order: everything, then one per category. */
export function categoryTabs<C extends string>(categories: readonly C[]): readonly ['All', ...C[]] {
  return ['All', ...categories];
}

/** The entries shown under a category tab: every one under 'All', else those of its category. */
export function entriesUnderTab<T extends { category: string }>(
  tab: 'All' | NoInfer<T['category']>,
  entries: readonly T[],
): readonly T[] {
  return tab === 'All' ? entries : entries.filter((entry) => entry.category === tab);
}

/** A list whose items must not share a name (duplicates would also collide as React keys). */
export function uniqueList<T extends z.ZodType<{ id: string; name: string }>>(
  item: T,
  length: { min: number; max?: number },
) {
  const list = length.max === undefined ? z.array(item).min(length.min) : z.array(item).min(length.min).max(length.max);
  return list
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'ids must be unique')
    .refine((items) => new Set(items.map((i) => i.name)).size === items.length, 'names must be unique');
}

/**
 * Returns a content file (`*.json` beside its module) as its schema's type. The check runs wherever a
 * mistake should be loud (dev server, unit tests); production builds trust the file the unit tests
 * have checked, so visitors never pay for parsing it. A JSON import is typed only loosely (a string
 * where the schema wants one of a few words), so this check is what keeps the file honest.
 */
export function checkContent<T>(schema: z.ZodType<T>, content: unknown, name: string): T {
  if (process.env.NODE_ENV !== 'production') {
    const result = schema.safeParse(content);
    if (!result.success)
      throw new Error(`The ${name} content does not match its schema:\n${z.prettifyError(result.error)}`);
  }
  return content as T;
}

/** °F to °C, rounded to a whole degree, for readers outside the US. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9);
}

/** '45–65°F (7–18°C)'. */
export function formatTemperatureRange({ minF, maxF }: TemperatureRange): string {
  return `${minF}–${maxF}°F (${fahrenheitToCelsius(minF)}–${fahrenheitToCelsius(maxF)}°C)`;
}
