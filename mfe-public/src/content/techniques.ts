import { z } from 'zod';
import { categoryTabs, checkContent, pageContentSchema, seasonNameSchema, slugSchema, textListSchema, textSchema, uniqueList, type PageCopy } from './common';
import techniquesJson from './techniques.json';

export const techniqueCategorySchema = z.enum(['Finesse', 'Power Fishing', 'Bottom Fishing', 'Topwater']);
export type TechniqueCategory = z.infer<typeof techniqueCategorySchema>;

export const TECHNIQUE_TABS = categoryTabs(techniqueCategorySchema.options);
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
export const techniquesContentSchema = pageContentSchema({ techniques: techniqueListSchema });

const { page, techniques } = checkContent(techniquesContentSchema, techniquesJson, 'techniques');
export const TECHNIQUES: readonly Technique[] = techniques;
export const TECHNIQUES_PAGE: PageCopy = page;
