import { z } from 'zod';
import {
  checkContent,
  pageContentSchema,
  seasonNameSchema,
  slugSchema,
  temperatureRangeSchema,
  textListSchema,
  textSchema,
  uniqueList,
  type PageCopy,
} from './common';
import guideJson from './guide.json';

/** The tabs of the guide, in order. */
export const GUIDE_TABS = ['Fish Species', 'Weather Conditions', 'Seasonal Tips'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

export const speciesSchema = z.object({
  id: slugSchema,
  name: textSchema,
  scientificName: textSchema,
  summary: textSchema,
  habitat: textSchema,
  /** Water temperatures in which the species feeds most actively. */
  temperature: temperatureRangeSchema,
  temperatureNote: textSchema,
  weather: textSchema,
  bestTimes: textSchema,
  techniques: textListSchema(3),
  baits: textListSchema(3),
  tips: textListSchema(2),
});
export type Species = z.infer<typeof speciesSchema>;

export const weatherConditionSchema = z.object({
  id: slugSchema,
  name: z.enum(['Sunny & Clear', 'Overcast', 'Rainy', 'Windy']),
  summary: textSchema,
  fishBehavior: textSchema,
  approach: textListSchema(2),
  baits: textListSchema(2),
  tips: textListSchema(2),
});
export type WeatherCondition = z.infer<typeof weatherConditionSchema>;

export const seasonSchema = z.object({
  id: slugSchema,
  name: seasonNameSchema,
  waterTemperature: temperatureRangeSchema,
  summary: textSchema,
  whereToFish: textListSchema(2),
  techniques: textListSchema(3),
  tips: textListSchema(2),
});
export type Season = z.infer<typeof seasonSchema>;

export const guideSchema = z.object({
  species: uniqueList(speciesSchema, { min: 1 }),
  weather: uniqueList(weatherConditionSchema, { min: 1 }),
  seasons: uniqueList(seasonSchema, { min: 4, max: 4 }),
});
export type Guide = z.infer<typeof guideSchema>;

/** What guide.json holds: the page's copy and the guide's three parts. */
export const guideContentSchema = pageContentSchema(guideSchema.shape);

const { page, ...guide } = checkContent(guideContentSchema, guideJson, 'guide');
export const GUIDE: Guide = guide;
export const GUIDE_PAGE: PageCopy = page;
