import {
  BRAND_EXISTS_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  MODEL_EXISTS_MESSAGE,
  modelDisplayName,
  type Brand,
  type CatalogEvent,
  type Model,
  type ModelSpecs,
} from '@tackle/contracts';
import { AppError, deciderOf } from '@tackle/platform';

// Each brand and each model is its own stream named after its slug, so the stream is also the
// name's reservation: the first append expects 'no_stream' and a second one with the same name fails.

/** A brand and whose it is (null: the built-in catalog everyone shares). */
export type BrandState = { status: 'none' } | { status: 'exists'; brand: Brand; ownerId: string | null };

export type BrandCommand = {
  type: 'AddBrand';
  data: { brandId: string; name: string; category: string; popular: boolean; ownerId: string | null };
  now: string;
};

/** Whether `userId` (null: the seed) may see and use an entry owned by `ownerId`. */
export const visibleTo = (ownerId: string | null, userId: string | null) => ownerId === null || ownerId === userId;

export const brandDecider = deciderOf<BrandCommand, BrandState, CatalogEvent>({
  evolve: {
    BrandAdded: (state, event) => {
      const { brandId, name, category, popular, ownerId } = event.data;
      return { status: 'exists', brand: { id: brandId, name, category, popular }, ownerId };
    },
    ModelAdded: (state) => state,
    ModelSpecsRecorded: (state) => state,
    CatalogSeeded: (state) => state,
  },

  decide: {
    AddBrand: (command, state) => {
      // The conflict names the brand that holds the name, so a picker can select it instead.
      if (state.status === 'exists') throw new AppError('conflict', BRAND_EXISTS_MESSAGE, { existing: state.brand });
      return [{ type: 'BrandAdded', data: { ...command.data, addedAt: command.now } }];
    },
  },
});

type ModelState = { status: 'none' } | { status: 'exists'; model: Model; ownerId: string | null };

export type ModelCommand =
  | {
      type: 'AddModel';
      data: { modelId: string; brandId: string; name: string; gearTypeId: number | null; popular: boolean; ownerId: string | null };
      /** The brand's state, read from its stream by the caller (deciders do no I/O). */
      brand: BrandState;
      now: string;
    }
  | { type: 'RecordModelSpecs'; data: { modelId: string; specs: ModelSpecs }; now: string };

const sameSpecs = (a: ModelSpecs | null, b: ModelSpecs) =>
  a !== null && (Object.keys(b) as Array<keyof ModelSpecs>).every((key) => a[key] === b[key]);

export const modelDecider = deciderOf<ModelCommand, ModelState, CatalogEvent>({
  evolve: {
    ModelAdded: (state, event) => {
      const { modelId, brandId, name, displayName, gearTypeId, popular, ownerId } = event.data;
      return { status: 'exists', model: { id: modelId, brandId, name, displayName, gearTypeId, popular, specs: null }, ownerId };
    },
    ModelSpecsRecorded: (state, event) => state.status === 'exists' ? { ...state, model: { ...state.model, specs: event.data.specs } } : state,
    BrandAdded: (state) => state,
    CatalogSeeded: (state) => state,
  },

  decide: {
    AddModel: (command, state) => {
      // Another angler's brand is not found: entries they added are theirs (decision 099).
      if (command.brand.status !== 'exists' || command.brand.brand.id !== command.data.brandId || !visibleTo(command.brand.ownerId, command.data.ownerId)) {
        throw new AppError('not_found', BRAND_NOT_FOUND_MESSAGE);
      }
      if (state.status === 'exists') throw new AppError('conflict', MODEL_EXISTS_MESSAGE, { existing: state.model });
      const displayName = modelDisplayName(command.brand.brand.name, command.data.name);
      return [{ type: 'ModelAdded', data: { ...command.data, displayName, addedAt: command.now } }];
    },
    RecordModelSpecs: (command, state) => {
      if (state.status !== 'exists' || state.model.id !== command.data.modelId) throw new AppError('not_found', 'Model not found');
      // The same facts again (a seed run twice) change nothing.
      if (sameSpecs(state.model.specs, command.data.specs)) return [];
      return [{ type: 'ModelSpecsRecorded', data: { ...command.data, recordedAt: command.now } }];
    },
  },
});
