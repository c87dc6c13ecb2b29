import { z } from 'zod';
import { requiredText } from './common';
import { GEAR_TYPE_IDS } from './gear';

/** New brands are filed under 'fishing' unless told otherwise. */
export const DEFAULT_BRAND_CATEGORY = 'fishing';

export const CATALOG_MESSAGES = {
  brandNameRequired: 'Brand name is required',
  modelNameRequired: 'Model name is required',
  brandRequired: 'Select a brand first',
} as const;

/**
 * Catalog ids are strings but not necessarily UUIDs: the seeded catalog uses stable slugs so
 * the same brand has the same id on every installation.
 */
export const catalogIdSchema = z.string().trim().min(1).max(200);

const optionalGearTypeId = z
  .number({ error: 'Please select a gear type' })
  .int('Please select a gear type')
  .min(GEAR_TYPE_IDS.rod, 'Please select a gear type')
  .max(GEAR_TYPE_IDS.lure, 'Please select a gear type')
  .nullish()
  .transform((id) => id ?? null);

export const brandSchema = z.object({
  id: catalogIdSchema,
  name: z.string(),
  category: z.string().default(DEFAULT_BRAND_CATEGORY),
  popular: z.boolean().default(false),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListResponseSchema = z.array(brandSchema);

export const modelSchema = z.object({
  id: catalogIdSchema,
  brandId: catalogIdSchema,
  name: z.string(),
  /** Usually 'Brand Model', what pickers show. */
  displayName: z.string(),
  gearTypeId: z.number().int().nullable(),
  popular: z.boolean().default(false),
});
export type Model = z.infer<typeof modelSchema>;
export const modelListResponseSchema = z.array(modelSchema);

/** Body of POST /api/brands. Brand names are unique across the catalog, ignoring case. */
export const createBrandInputSchema = z.object({
  name: requiredText(100, CATALOG_MESSAGES.brandNameRequired, 'Brand name'),
  category: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((category) => category || DEFAULT_BRAND_CATEGORY),
});
export type CreateBrandInput = z.output<typeof createBrandInputSchema>;

/** Body of POST /api/brands/:brandId/models (the brand comes from the path). */
export const createModelInputSchema = z.object({
  name: requiredText(100, CATALOG_MESSAGES.modelNameRequired, 'Model name'),
  gearTypeId: optionalGearTypeId,
});
export type CreateModelInput = z.output<typeof createModelInputSchema>;

/** 'Shimano' + 'Curado' -> 'Shimano Curado'. */
export function modelDisplayName(brandName: string, modelName: string): string {
  return `${brandName.trim()} ${modelName.trim()}`.trim();
}

/** Case-insensitive key behind the uniqueness of brand names (and brand+model names). */
export function catalogNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const optionalSearchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((text) => (text ? text : undefined));

/** GET /api/brands?query= */
export const brandsQuerySchema = z.object({ query: optionalSearchText });

/** GET /api/models?brandId=&gearTypeId=&query= and GET /api/brands/:brandId/models. */
export const modelsQuerySchema = z.object({
  brandId: catalogIdSchema.optional(),
  gearTypeId: z
    .string()
    .regex(/^[1-3]$/, 'Please select a gear type')
    .transform(Number)
    .optional(),
  query: optionalSearchText,
});
export type ModelsQuery = z.output<typeof modelsQuerySchema>;
