import {
  BRAND_EXISTS_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  CATALOG_SEED_STREAM,
  CATALOG_SEED_USER,
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
  type Model,
} from '@tackle/contracts';
import { AppError, ConcurrencyError, handleCommand, loadState, type Actor, type EventStore, parseInput } from '@tackle/platform';
import { createHash } from 'node:crypto';
import { brandDecider, modelDecider, visibleTo, type BrandState } from './decider';
import { CATALOG_SEED_VERSION, SEED_BRANDS, SEED_MODEL_SPECS } from './seed-data';

const now = () => new Date().toISOString();

/** Catalog ids in URLs are slugs; anything that is not one cannot name a brand. */
const SLUG = /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u;

export function brandIdParam(raw: string | undefined): string {
  if (!raw || raw.length > 120 || !SLUG.test(raw)) throw new AppError('not_found', BRAND_NOT_FOUND_MESSAGE);
  return raw;
}

async function loadBrand(store: EventStore, brandId: string): Promise<BrandState> {
  return (await loadState(store, brandStreamName(brandId), brandDecider)).state;
}

async function loadModel(store: EventStore, modelId: string) {
  return (await loadState(store, modelStreamName(modelId), modelDecider)).state;
}

/**
 * Appends the creation of a brand or a model. Its stream is its name's reservation: when another
 * request took the name meanwhile, the append fails on the revision, and the answer is the same 409
 * `message` as for a name taken before, with the entry that won (`winner`).
 */
async function createNamed<T>(create: () => Promise<T>, message: string, winner: () => Promise<Brand | Model | null>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    const existing = await winner();
    throw new AppError('conflict', message, existing ? { existing } : undefined);
  }
}

/**
 * The id of an angler's own entry: the shared slug plus a key made from their user id (a hash: the
 * id names no one). Entries an angler adds are theirs (decision 099); the built-in ones keep the
 * plain slug every installation shares.
 */
function ownId(sharedId: string, ownerId: string | null): string {
  return ownerId === null ? sharedId : `${sharedId}-u-${createHash('sha256').update(ownerId).digest('hex').slice(0, 12)}`;
}

/**
 * POST /api/brands: a brand of the angler's own. A name the built-in catalog (or the angler) has
 * already is "already exists" with that entry; other anglers' entries are never seen. Two requests
 * creating the same name at once both pass the decider; the slower append finds the stream there.
 */
export async function addBrand(store: EventStore, actor: Actor, body: unknown, options: { popular?: boolean; builtIn?: boolean } = {}) {
  const input = parseInput(createBrandInputSchema, body);
  const ownerId = options.builtIn ? null : actor.userId;
  const sharedId = brandIdFor(input.name);
  const shared = await loadBrand(store, sharedId);
  if (shared.status === 'exists' && visibleTo(shared.ownerId, ownerId)) {
    throw new AppError('conflict', BRAND_EXISTS_MESSAGE, { existing: shared.brand });
  }
  const brandId = ownId(sharedId, ownerId);
  const data = { brandId, name: input.name, category: input.category, popular: options.popular ?? false, ownerId };
  const result = await createNamed(
    () => handleCommand(store, brandStreamName(brandId), brandDecider, { type: 'AddBrand', data, now: now() }, actor),
    BRAND_EXISTS_MESSAGE,
    async () => {
      const state = await loadBrand(store, brandId);
      return state.status === 'exists' ? state.brand : null;
    },
  );
  const brand: Brand = { id: brandId, name: data.name, category: data.category, popular: data.popular };
  return { ...brand, position: result.position, revision: result.revision };
}

/** POST /api/brands/:brandId/models: the brand must exist; names are unique per brand. */
export async function addModel(
  store: EventStore,
  actor: Actor,
  brandId: string,
  body: unknown,
  options: { popular?: boolean; builtIn?: boolean } = {},
) {
  const input = parseInput(createModelInputSchema, body);
  const ownerId = options.builtIn ? null : actor.userId;
  const brand = await loadBrand(store, brandId);
  const sharedId = modelIdFor(brandId, input.name);
  if (brand.status === 'exists' && visibleTo(brand.ownerId, ownerId)) {
    const shared = await loadModel(store, sharedId);
    if (shared.status === 'exists' && visibleTo(shared.ownerId, ownerId)) {
      throw new AppError('conflict', MODEL_EXISTS_MESSAGE, { existing: shared.model });
    }
  }
  // The angler's own model under their own brand is already theirs by the brand's id.
  const modelId = brand.status === 'exists' && brand.ownerId === ownerId ? sharedId : ownId(sharedId, ownerId);
  const data = { modelId, brandId, name: input.name, gearTypeId: input.gearTypeId, popular: options.popular ?? false, ownerId };
  const result = await createNamed(
    () => handleCommand(store, modelStreamName(modelId), modelDecider, { type: 'AddModel', data, brand, now: now() }, actor),
    MODEL_EXISTS_MESSAGE,
    async () => {
      const state = await loadModel(store, modelId);
      return state.status === 'exists' ? state.model : null;
    },
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

const SEED_ACTOR: Actor = { userId: CATALOG_SEED_USER, correlationId: 'catalog-seed' };

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
    if (await attempt(() => addBrand(store, SEED_ACTOR, { name: seed.name }, { popular: true, builtIn: true }))) brands += 1;
    const brandId = brandIdFor(seed.name);
    const lines: Array<[readonly string[] | undefined, number]> = [
      [seed.rods, GEAR_TYPE_IDS.rod],
      [seed.reels, GEAR_TYPE_IDS.reel],
      [seed.lures, GEAR_TYPE_IDS.lure],
    ];
    for (const [names, gearTypeId] of lines) {
      for (const name of names ?? []) {
        if (await attempt(() => addModel(store, SEED_ACTOR, brandId, { name, gearTypeId }, { popular: true, builtIn: true }))) models += 1;
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
