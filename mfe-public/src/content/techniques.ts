import { z } from 'zod';
import { checkContent, pageCopySchema, seasonNameSchema, slugSchema, textListSchema, textSchema, uniqueList, type PageCopy } from './common';
import techniquesJson from './techniques.json';

export const techniqueCategorySchema = z.enum(['Finesse', 'Power Fishing', 'Bottom Fishing', 'Topwater']);
export type TechniqueCategory = z.infer<typeof techniqueCategorySchema>;

/** The tabs of the page, in order: everything, then one per category. */
export const TECHNIQUE_TABS = ['All', ...techniqueCategorySchema.options] as const;
export type TechniqueTab = (typeof TECHNIQUE_TABS)[number];

export const techniqueDifficultySchema = z.enum(['Beginner', 'Intermediate', 'Advanced']);
export type TechniqueDifficulty = z.infer<typeof techniqueDifficultySchema>;

export const techniqueSchema = z.object({
  id: slugSchema,
  name: textSchema,
  category: techniqueCategorySchema,
  difficulty: techniqueDifficultySchema,
  summary: textSchema,
  species: textListSchema(1),
  seasons: z.array(seasonNameSchema).min(1),
  equipment: z.array(z.object({ item: textSchema, detail: textSchema })).min(3),
  steps: textListSchema(4),
  tips: textListSchema(2),
});
export type Technique = z.infer<typeof techniqueSchema>;

export const techniqueListSchema = uniqueList(techniqueSchema, { min: 1 });

/** What techniques.json holds: the page's copy and the techniques it shows. */
export const techniquesContentSchema = z.object({ page: pageCopySchema, techniques: techniqueListSchema });

const content = checkContent(techniquesContentSchema, techniquesJson, 'techniques');
export const TECHNIQUES: readonly Technique[] = content.techniques;
export const TECHNIQUES_PAGE: PageCopy = content.page;

/** The techniques shown under a tab. */
export function techniquesIn(tab: TechniqueTab, list: readonly Technique[] = TECHNIQUES): readonly Technique[] {
  return tab === 'All' ? list : list.filter((technique) => technique.category === tab);
}
