import {
  BRAND_EXISTS_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  CATALOG_SEED_STREAM,
  GEAR_TYPE_IDS,
  MODEL_EXISTS_MESSAGE,
  brandIdFor,
  brandStreamName,
  createBrandInputSchema,
  createModelInputSchema,
  modelDisplayName,
  modelIdFor,
  modelStreamName,
  modelSpecsSchema,
  type Brand,
  type CatalogEvent,
  type Model,
} from '@tackle/contracts';
import { AppError, ConcurrencyError, handleCommand, type EventStore } from '@tackle/platform';
import { brandDecider, modelDecider, type BrandState } from './decider';
import { CATALOG_SEED_VERSION, SEED_BRANDS, SEED_MODEL_SPECS } from './seed-data';

export interface Actor {
  userId: string;
  correlationId: string;
}

const now = () => new Date().toISOString();

/** Catalog ids in URLs are slugs; anything that is not one cannot name a brand. */
const SLUG = /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u;

export function brandIdParam(raw: string | undefined): string {
  if (!raw || raw.length > 120 || !SLUG.test(raw)) throw new AppError('not_found', BRAND_NOT_FOUND_MESSAGE);
  return raw;
}

async function loadBrand(store: EventStore, brandId: string): Promise<BrandState> {
  const history = await store.readStream(brandStreamName(brandId));
  return history.reduce((state, event) => brandDecider.evolve(state, event as unknown as CatalogEvent), brandDecider.initialState);
}

async function loadModel(store: EventStore, modelId: string) {
  const history = await store.readStream(modelStreamName(modelId));
  return history.reduce((state, event) => modelDecider.evolve(state, event as unknown as CatalogEvent), modelDecider.initialState);
}

/**
 * POST /api/brands. Two people creating the same name at once both pass the decider; the slower
 * append finds the stream already there, which is the same "already exists" answer.
 */
export async function addBrand(store: EventStore, actor: Actor, body: unknown, options: { popular?: boolean } = {}) {
  const input = createBrandInputSchema.parse(body);
  const brandId = brandIdFor(input.name);
  const data = { brandId, name: input.name, category: input.category, popular: options.popular ?? false };
  try {
    const result = await handleCommand(store, brandStreamName(brandId), brandDecider, { type: 'AddBrand', data, now: now() }, actor);
    const brand: Brand = { id: brandId, name: data.name, category: data.category, popular: data.popular };
    return { ...brand, position: result.position, revision: result.revision };
  } catch (error) {
    if (error instanceof ConcurrencyError) {
      const state = await loadBrand(store, brandId);
      throw new AppError('conflict', BRAND_EXISTS_MESSAGE, state.status === 'exists' ? { existing: state.brand } : undefined);
    }
    throw error;
  }
}

/** POST /api/brands/:brandId/models: the brand must exist; names are unique per brand. */
export async function addModel(
  store: EventStore,
  actor: Actor,
  brandId: string,
  body: unknown,
  options: { popular?: boolean } = {},
) {
  const input = createModelInputSchema.parse(body);
  const brand = await loadBrand(store, brandId);
  const modelId = modelIdFor(brandId, input.name);
  const data = { modelId, brandId, name: input.name, gearTypeId: input.gearTypeId, popular: options.popular ?? false };
  try {
    const result = await handleCommand(
      store,
      modelStreamName(modelId),
      modelDecider,
      { type: 'AddModel', data, brand, now: now() },
      actor,
    );
    // The decider accepted, so the brand exists; the name shown in pickers is 'Brand Model'.
    const brandName = brand.status === 'exists' ? brand.brand.name : '';
    const model: Model = {
      id: modelId,
      brandId,
      name: data.name,
      displayName: modelDisplayName(brandName, data.name),
      gearTypeId: data.gearTypeId,
      popular: data.popular,
      specs: null,
    };
    return { ...model, position: result.position, revision: result.revision };
  } catch (error) {
    if (error instanceof ConcurrencyError) {
      const state = await loadModel(store, modelId);
      throw new AppError('conflict', MODEL_EXISTS_MESSAGE, state.status === 'exists' ? { existing: state.model } : undefined);
    }
    throw error;
  }
}

/**
 * Records what the catalog knows about a model (built-in seed only; no HTTP route). Returns false
 * when the model already has exactly these facts.
 */
export async function recordModelSpecs(store: EventStore, actor: Actor, modelId: string, specs: unknown): Promise<boolean> {
  const parsed = modelSpecsSchema.parse(specs);
  const state = await loadModel(store, modelId);
  if (state.status === 'exists' && state.model.specs && JSON.stringify(state.model.specs) === JSON.stringify(parsed)) return false;
  try {
    await handleCommand(store, modelStreamName(modelId), modelDecider, { type: 'RecordModelSpecs', data: { modelId, specs: parsed }, now: now() }, actor);
  } catch (error) {
    // Recorded by someone else between the check above and the command: the decider appended nothing.
    if (error instanceof AppError && error.code === 'bad_request') return false;
    throw error;
  }
  return true;
}

const SEED_ACTOR: Actor = { userId: 'system', correlationId: 'catalog-seed' };

const isConflict = (error: unknown) => error instanceof AppError && error.code === 'conflict';

/**
 * Appends the built-in catalog once per CATALOG_SEED_VERSION. Every brand and model goes through
 * the same commands as a user's, so an entry that already exists (seeded earlier, or created by a
 * user under the same name) is skipped by its reservation, and several processes starting at once
 * cannot seed twice. Returns how many entries this call appended.
 */
export async function seedCatalog(store: EventStore): Promise<{ brands: number; models: number }> {
  const history = await store.readStream(CATALOG_SEED_STREAM);
  const seededVersion = history.reduce((version, event) => {
    const data = event.data as { version?: unknown };
    return event.type === 'CatalogSeeded' && typeof data.version === 'number' ? Math.max(version, data.version) : version;
  }, 0);
  if (seededVersion >= CATALOG_SEED_VERSION) return { brands: 0, models: 0 };

  let brands = 0;
  let models = 0;
  const attempt = async (append: () => Promise<unknown>) => {
    try {
      await append();
      return true;
    } catch (error) {
      if (isConflict(error)) return false;
      throw error;
    }
  };
  for (const seed of SEED_BRANDS) {
    if (await attempt(() => addBrand(store, SEED_ACTOR, { name: seed.name }, { popular: true }))) brands += 1;
    const brandId = brandIdFor(seed.name);
    const lines: Array<[readonly string[] | undefined, number]> = [
      [seed.rods, GEAR_TYPE_IDS.rod],
      [seed.reels, GEAR_TYPE_IDS.reel],
      [seed.lures, GEAR_TYPE_IDS.lure],
    ];
    for (const [names, gearTypeId] of lines) {
      for (const name of names ?? []) {
        if (await attempt(() => addModel(store, SEED_ACTOR, brandId, { name, gearTypeId }, { popular: true }))) models += 1;
      }
    }
    for (const [name, specs] of Object.entries(SEED_MODEL_SPECS[seed.name] ?? {})) {
      // A concurrent seeding process may record the same facts first: its append wins, ours conflicts.
      try {
        await recordModelSpecs(store, SEED_ACTOR, modelIdFor(brandId, name), specs);
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
  }

  const lastRevision = history.length === 0 ? 'no_stream' : history[history.length - 1]!.revision;
  try {
    await store.append(
      CATALOG_SEED_STREAM,
      [
        {
          id: crypto.randomUUID(),
          type: 'CatalogSeeded',
          data: { version: CATALOG_SEED_VERSION, brands, models, seededAt: now() },
          metadata: { userId: SEED_ACTOR.userId, correlationId: SEED_ACTOR.correlationId, causationId: null, schemaVersion: 1 },
        },
      ],
      { expectedRevision: lastRevision },
    );
  } catch (error) {
    // Another process recorded the same version first: the catalog is complete either way.
    if (!(error instanceof ConcurrencyError)) throw error;
  }
  return { brands, models };
}
