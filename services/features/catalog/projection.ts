import {
  brandAddedSchema,
  isCatalogEventType,
  modelAddedSchema,
  modelSpecsRecordedSchema,
  type Brand,
  type Model,
} from '@tackle/contracts';
import type { Projection, ReadStore, RecordedEvent } from '@tackle/platform';

export const BRANDS_COLLECTION = 'catalog-brands';
export const MODELS_COLLECTION = 'catalog-models';

/** The shared brand and model catalog behind the pickers: one document per brand and per model. */
export const catalogProjection: Projection = {
  name: 'catalog',
  collections: [BRANDS_COLLECTION, MODELS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    if (!isCatalogEventType(event.type)) return;
    switch (event.type) {
      case 'BrandAdded': {
        const { brandId, name, category, popular } = brandAddedSchema.parse(event.data);
        const doc: Brand = { id: brandId, name, category, popular };
        await store.put(BRANDS_COLLECTION, brandId, doc, event.position);
        return;
      }
      case 'ModelAdded': {
        const { modelId, brandId, name, displayName, gearTypeId, popular } = modelAddedSchema.parse(event.data);
        // A replayed ModelAdded keeps specs recorded later (the store ignores it by position anyway).
        const existing = await store.get<Model>(MODELS_COLLECTION, modelId);
        const doc: Model = { id: modelId, brandId, name, displayName, gearTypeId, popular, specs: existing?.specs ?? null };
        await store.put(MODELS_COLLECTION, modelId, doc, event.position);
        return;
      }
      case 'ModelSpecsRecorded': {
        const { modelId, specs } = modelSpecsRecordedSchema.parse(event.data);
        const existing = await store.get<Model>(MODELS_COLLECTION, modelId);
        if (!existing) return;
        await store.put(MODELS_COLLECTION, modelId, { ...existing, specs }, event.position);
        return;
      }
      case 'CatalogSeeded':
        return;
    }
  },
};
