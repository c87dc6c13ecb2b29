import { z } from 'zod';
import { categoryTabs, checkContent, pageContentSchema, slugSchema, textListSchema, textSchema, uniqueList, type PageCopy } from './common';
import knotsJson from './knots.json';

export const knotCategorySchema = z.enum(['Terminal', 'Line-to-Line']);
export type KnotCategory = z.infer<typeof knotCategorySchema>;

export const KNOT_TABS = categoryTabs(knotCategorySchema.options);
export type KnotTab = (typeof KNOT_TABS)[number];

export const knotDifficultySchema = z.enum(['Easy', 'Medium', 'Hard']);
export type KnotDifficulty = z.infer<typeof knotDifficultySchema>;

/**
 * What the step diagram draws. A terminal knot ties line to a hook eye (optionally with the line
 * doubled, or leaving an open loop); a line-to-line knot joins a main line to a leader in one of four
 * ways. `wraps` is how many turns the diagram shows.
 */
export const knotDiagramSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('eye'),
    wraps: z.number().int().min(1).max(8),
    doubledLine: z.boolean(),
    openLoop: z.boolean(),
  }),
  z.object({
    kind: z.literal('join'),
    style: z.enum(['double-uni', 'blood', 'albright', 'surgeons']),
    wraps: z.number().int().min(1).max(8),
  }),
]);
export type KnotDiagram = z.infer<typeof knotDiagramSchema>;

export const knotSchema = z.object({
  id: slugSchema,
  name: textSchema,
  category: knotCategorySchema,
  /** Share of the line's rated breaking strength the tied knot keeps, in percent. */
  strength: z.number().int().min(1).max(100),
  difficulty: knotDifficultySchema,
  summary: textSchema,
  uses: textListSchema(2),
  steps: textListSchema(3),
  pros: textListSchema(2),
  cons: textListSchema(1),
  diagram: knotDiagramSchema,
});
export type Knot = z.infer<typeof knotSchema>;

export const knotListSchema = uniqueList(knotSchema, { min: 1 });

export type StrengthTone = 'green' | 'yellow' | 'red';

/** The colour a knot strength is shown in: green at 90% or more, yellow at 85% or more, red below. */
export function strengthTone(strength: number): StrengthTone {
  if (strength >= 90) return 'green';
  if (strength >= 85) return 'yellow';
  return 'red';
}

/** What knots.json holds: the page's copy and the knots it shows. */
export const knotsContentSchema = pageContentSchema({ knots: knotListSchema });

const { page, knots } = checkContent(knotsContentSchema, knotsJson, 'knots');
export const KNOTS: readonly Knot[] = knots;
export const KNOTS_PAGE: PageCopy = page;
