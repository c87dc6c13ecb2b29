import Router from '@koa/router';
import {
  BRAND_NOT_FOUND_MESSAGE,
  brandsQuerySchema,
  modelsQuerySchema,
  type Brand,
  type Model,
} from '@tackle/contracts';
import { AppError, currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { BRANDS_COLLECTION, EVERYONE, MODELS_COLLECTION, type Visible } from './projection';

/** Pickers show a short list; the search narrows it. */
const BRAND_LIST_LIMIT = 100;
const MODEL_LIST_LIMIT = 50;

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** How well `text` matches the search: 0 exact, 1 prefix, 2 a word's prefix, 3 anywhere, 4 ignoring spaces and punctuation. */
export function searchRank(text: string, query: string): number | null {
  const haystack = text.toLowerCase();
  const needle = query.trim().toLowerCase();
  if (needle === '') return 3;
  if (haystack === needle) return 0;
  if (haystack.startsWith(needle)) return 1;
  if (haystack.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle))) return 2;
  if (haystack.includes(needle)) return 3;
  const compact = (value: string) => value.replace(/[^\p{L}\p{N}]+/gu, '');
  if (compact(needle) !== '' && compact(haystack).includes(compact(needle))) return 4;
  return null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Best match first, then popular entries, then alphabetical. */
function ranked<T extends { popular: boolean }>(items: readonly T[], query: string | undefined, texts: (item: T) => string[]) {
  return items
    .map((item) => {
      const ranks = texts(item)
        .map((text) => searchRank(text, query ?? ''))
        .filter((rank): rank is number => rank !== null);
      return { item, rank: ranks.length > 0 ? Math.min(...ranks) : null, label: texts(item)[0] ?? '' };
    })
    .filter((entry): entry is { item: T; rank: number; label: string } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || Number(b.item.popular) - Number(a.item.popular) || collator.compare(a.label, b.label))
    .map((entry) => entry.item);
}

/** The entries `userId` may see: the built-in catalog and their own (decision 099), without the mark. */
async function visible<T>(store: ReadStore, collection: string, userId: string | null, filter: Record<string, string> = {}): Promise<T[]> {
  const [everyone, own] = await Promise.all([
    store.find<Visible<T>>(collection, { ...filter, visibleTo: EVERYONE }),
    userId === null ? [] : store.find<Visible<T>>(collection, { ...filter, visibleTo: userId }),
  ]);
  return [...everyone, ...own].map(({ visibleTo: _visibleTo, userId: _owner, ...entry }) => entry as T);
}

async function searchBrands(store: ReadStore, userId: string, query: string | undefined): Promise<Brand[]> {
  const brands = await visible<Brand>(store, BRANDS_COLLECTION, userId);
  return ranked(brands, query, (brand) => [brand.name]).slice(0, BRAND_LIST_LIMIT);
}

async function searchModels(
  store: ReadStore,
  userId: string,
  filter: { brandId?: string | undefined; gearTypeId?: number | undefined; query?: string | undefined },
): Promise<Model[]> {
  const models = await visible<Model>(store, MODELS_COLLECTION, userId, filter.brandId ? { brandId: filter.brandId } : {});
  // A model without a known type can belong to any type, so it stays in a typed list.
  const typed = filter.gearTypeId
    ? models.filter((model) => model.gearTypeId === null || model.gearTypeId === filter.gearTypeId)
    : models;
  return ranked(typed, filter.query, (model) => [model.name, model.displayName]).slice(0, MODEL_LIST_LIMIT);
}

/** The catalog `userId` sees (built-in entries and their own; null: the built-in ones), for Smart Capture's matcher. */
export async function loadCatalog(store: ReadStore, userId: string | null = null) {
  const [brands, models] = await Promise.all([visible<Brand>(store, BRANDS_COLLECTION, userId), visible<Model>(store, MODELS_COLLECTION, userId)]);
  return { brands, models };
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

/** GET /api/brands, GET /api/brands/:brandId/models, GET /api/models: the built-in catalog and the caller's own entries. */
export function catalogQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/brands', async (ctx) => {
    const user = currentUser(ctx);
    const { query } = brandsQuerySchema.parse(ctx.query);
    ctx.body = await searchBrands(store, user.id, query);
  });

  router.get('/api/brands/:brandId/models', async (ctx) => {
    const user = currentUser(ctx);
    const brandId = ctx.params.brandId ?? '';
    const brand = await store.get<Visible<Brand>>(BRANDS_COLLECTION, brandId);
    // Another angler's brand is not found, like one that does not exist.
    if (!brand || (brand.visibleTo !== EVERYONE && brand.visibleTo !== user.id)) throw new AppError('not_found', BRAND_NOT_FOUND_MESSAGE);
    const { gearTypeId, query } = modelsQuerySchema.parse(ctx.query);
    ctx.body = await searchModels(store, user.id, { brandId, gearTypeId, query });
  });

  router.get('/api/models', async (ctx) => {
    const user = currentUser(ctx);
    const { brandId, gearTypeId, query } = modelsQuerySchema.parse(ctx.query);
    ctx.body = await searchModels(store, user.id, { brandId, gearTypeId, query });
  });

  return router;
}
