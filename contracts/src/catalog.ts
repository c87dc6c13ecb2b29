import { z } from 'zod';
import { optionalChoice, optionalText, requiredText, streamNames, tagGuard, userIdSchema, type TaggedUnion } from './common';
import { GEAR_TYPE_IDS, LURE_TYPE_VALUES, REEL_TYPES, ROD_TYPES, bearingsSchema } from './gear';

/** New brands are filed under 'fishing' unless told otherwise. */
export const DEFAULT_BRAND_CATEGORY = 'fishing';

export const CATALOG_MESSAGES = {
  brandNameRequired: 'Brand name is required',
  modelNameRequired: 'Model name is required',
  brandRequired: 'Select a brand first',
} as const;
export const CATALOG_NO_LETTERS_MESSAGE = 'Names need at least one letter or digit';
export const BRAND_EXISTS_MESSAGE = 'Brand already exists';
export const MODEL_EXISTS_MESSAGE = 'Model already exists for this brand';
export const BRAND_NOT_FOUND_MESSAGE = 'Brand not found';

/**
 * Catalog ids are strings but not necessarily UUIDs: the seeded catalog uses stable slugs so
 * the same brand has the same id on every installation.
 */
export const catalogIdSchema = z.string().trim().min(1).max(250);

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

/**
 * What the catalog knows about every item of a product line (decision 039): only facts that hold
 * for the whole line (a Stradic FL is a spinning reel with 6+1 bearings whatever its size), so a
 * line sold in several gear ratios has none. Choosing the model in the gear form fills these in.
 */
export const modelSpecsSchema = z.object({
  rodType: optionalChoice(ROD_TYPES, `Rod type must be one of: ${ROD_TYPES.join(', ')}`),
  reelType: optionalChoice(REEL_TYPES, `Reel type must be one of: ${REEL_TYPES.join(', ')}`),
  gearRatio: optionalText(50, 'Gear ratio'),
  bearings: bearingsSchema,
  lureType: optionalChoice(LURE_TYPE_VALUES, `Lure type must be one of: ${LURE_TYPE_VALUES.join(', ')}`),
});
export type ModelSpecs = z.infer<typeof modelSpecsSchema>;
/** What a seed entry or a caller writes: any of the facts, the rest unknown. */
export type ModelSpecsInput = z.input<typeof modelSpecsSchema>;

export function hasModelSpecs(specs: ModelSpecs | null | undefined): specs is ModelSpecs {
  return specs != null && Object.values(specs).some((value) => value !== null);
}

export const modelSchema = z.object({
  id: catalogIdSchema,
  brandId: catalogIdSchema,
  name: z.string(),
  /** Usually 'Brand Model', what pickers show. */
  displayName: z.string(),
  gearTypeId: z.number().int().nullable(),
  popular: z.boolean().default(false),
  /** Known facts about the line; null when the catalog knows none (and on entries read before decision 039). */
  specs: modelSpecsSchema.nullish().transform((specs) => specs ?? null),
});
export type Model = z.infer<typeof modelSchema>;
export const modelListResponseSchema = z.array(modelSchema);

/**
 * Body of POST /api/brands. Brand names are unique across the catalog, ignoring case, accents and
 * punctuation (see catalogSlug).
 */
export const createBrandInputSchema = z.object({
  name: requiredText(100, CATALOG_MESSAGES.brandNameRequired, 'Brand name').refine(
    (name) => name === '' || catalogSlug(name) !== '',
    CATALOG_NO_LETTERS_MESSAGE,
  ),
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
  name: requiredText(100, CATALOG_MESSAGES.modelNameRequired, 'Model name').refine(
    (name) => name === '' || catalogSlug(name) !== '',
    CATALOG_NO_LETTERS_MESSAGE,
  ),
  gearTypeId: optionalGearTypeId,
});
export type CreateModelInput = z.output<typeof createModelInputSchema>;

/** 'Shimano' + 'Curado' -> 'Shimano Curado'. */
export function modelDisplayName(brandName: string, modelName: string): string {
  return `${brandName.trim()} ${modelName.trim()}`.trim();
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

// ---------------------------------------------------------------------------------------------
// Identity and uniqueness
// ---------------------------------------------------------------------------------------------

/**
 * The key behind a catalog name's uniqueness and its id: lower case, accents folded, every run of
 * anything that is not a letter or digit turned into one '-' ("St. Croix" and "st croix" are the
 * same brand: 'st-croix'; apostrophes vanish, so "Lew's" is 'lews'). Empty when the name has no letter or digit.
 */
export function catalogSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** A brand's id is its slug: the same brand has the same id on every installation. */
export function brandIdFor(name: string): string {
  return catalogSlug(name);
}

/** A model's id: brand id and model slug joined by '--' (slugs never contain '--', so it is unambiguous). */
export function modelIdFor(brandId: string, name: string): string {
  return `${brandId}--${catalogSlug(name)}`;
}

/** Brand stream, also its name reservation: appended with expected revision 'no_stream'. */
export const brandStreamName = streamNames('brand-');

/** Model stream, also the reservation of the name under its brand. */
export const modelStreamName = streamNames('model-');

/** Records which version of the built-in catalog has been appended (start-up seeding runs once per version). */
export const CATALOG_SEED_STREAM = 'catalogseed-builtin';


// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export const brandAddedSchema = z.object({
  brandId: catalogIdSchema,
  name: z.string().min(1).max(100),
  category: z.string().min(1).max(50),
  popular: z.boolean(),
  /** Whose entry it is: null for the built-in catalog everyone shares (version 2; decision 099). */
  ownerId: userIdSchema.nullable(),
  addedAt: z.iso.datetime({ offset: true }),
});
export type BrandAdded = z.infer<typeof brandAddedSchema>;

export const modelAddedSchema = z.object({
  modelId: catalogIdSchema,
  brandId: catalogIdSchema,
  name: z.string().min(1).max(100),
  displayName: z.string().min(1).max(201),
  gearTypeId: z.number().int().nullable(),
  popular: z.boolean(),
  /** Whose entry it is: null for the built-in catalog everyone shares (version 2; decision 099). */
  ownerId: userIdSchema.nullable(),
  addedAt: z.iso.datetime({ offset: true }),
});
export type ModelAdded = z.infer<typeof modelAddedSchema>;

/** The catalog learned facts about a model (the built-in seed, version 2 on). */
export const modelSpecsRecordedSchema = z.object({
  modelId: catalogIdSchema,
  specs: modelSpecsSchema,
  recordedAt: z.iso.datetime({ offset: true }),
});
export type ModelSpecsRecorded = z.infer<typeof modelSpecsRecordedSchema>;

export const catalogSeededSchema = z.object({
  version: z.number().int().min(1),
  brands: z.number().int().min(0),
  models: z.number().int().min(0),
  seededAt: z.iso.datetime({ offset: true }),
});
export type CatalogSeeded = z.infer<typeof catalogSeededSchema>;

export const catalogEventSchemas = {
  BrandAdded: brandAddedSchema,
  ModelAdded: modelAddedSchema,
  ModelSpecsRecorded: modelSpecsRecordedSchema,
  CatalogSeeded: catalogSeededSchema,
} as const;
export type CatalogEvent = TaggedUnion<typeof catalogEventSchemas>;
export const isCatalogEventType = tagGuard(catalogEventSchemas);

// ---------------------------------------------------------------------------------------------
// Answers of the create endpoints: the created entry plus what read-your-writes needs
// ---------------------------------------------------------------------------------------------

const commandFields = { position: z.number().int().min(0), revision: z.number().int().min(0) };

/** POST /api/brands (201). */
export const createdBrandResponseSchema = brandSchema.extend(commandFields);
export type CreatedBrandResponse = z.infer<typeof createdBrandResponseSchema>;

/** POST /api/brands/:brandId/models (201). */
export const createdModelResponseSchema = modelSchema.extend(commandFields);
export type CreatedModelResponse = z.infer<typeof createdModelResponseSchema>;

/** Body of a 409 from POST /api/brands: the brand that already holds the name, so the picker can select it. */
export const brandConflictDetailsSchema = z.object({ existing: brandSchema });
