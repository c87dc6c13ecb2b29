import {
  brandAddedSchema,
  isCatalogEventType,
  modelAddedSchema,
  modelSpecsRecordedSchema,
  type Brand,
  type Model,
} from '@tackle/contracts';
import { changeDocument, type Projection, type ReadStore, type RecordedEvent, eventData } from '@tackle/platform';

export const BRANDS_COLLECTION = 'catalog-brands';
export const MODELS_COLLECTION = 'catalog-models';

/** Who may see an entry: everyone (the built-in catalog) or the one angler who added it (decision 099). */
export const EVERYONE = '*';
export type Visible<T> = T & { visibleTo: string; userId?: string };

/**
 * An angler's own entry also carries `userId`, the owner mark every store knows: deleting the
 * account removes it with the rest of their documents (decision 122). Not part of the answers.
 */
const owned = (ownerId: string | null | undefined) => (ownerId ? { userId: ownerId } : {});

/**
 * The brand and model catalog behind the pickers: one document per brand and per model, each
 * marked with who may see it. Named catalog-v2 since entries became their adders' own: the
 * documents of the first version had no mark, so this one builds anew from the first event.
 */
export const catalogProjection: Projection = {
  name: 'catalog-v2',
  collections: [BRANDS_COLLECTION, MODELS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isCatalogEventType(event.type)) return;
    switch (event.type) {
      case 'BrandAdded': {
        const { brandId, name, category, popular, ownerId } = eventData(brandAddedSchema, event);
        const doc: Visible<Brand> = { id: brandId, name, category, popular, visibleTo: ownerId ?? EVERYONE, ...owned(ownerId) };
        await store.put(BRANDS_COLLECTION, brandId, doc, event.position);
        return;
      }
      case 'ModelAdded': {
        const { modelId, brandId, name, displayName, gearTypeId, popular, ownerId } = eventData(modelAddedSchema, event);
        // A replayed ModelAdded keeps specs recorded later (the store ignores it by position anyway).
        const existing = await store.get<Model>(MODELS_COLLECTION, modelId);
        const doc: Visible<Model> = { id: modelId, brandId, name, displayName, gearTypeId, popular, specs: existing?.specs ?? null, visibleTo: ownerId ?? EVERYONE, ...owned(ownerId) };
        await store.put(MODELS_COLLECTION, modelId, doc, event.position);
        return;
      }
      case 'ModelSpecsRecorded': {
        const { modelId, specs } = eventData(modelSpecsRecordedSchema, event);
        await changeDocument<Model>(store, MODELS_COLLECTION, modelId, event, (existing) => ({ ...existing, specs }));
        return;
      }
      case 'CatalogSeeded':
        return;
    }
  },
};
