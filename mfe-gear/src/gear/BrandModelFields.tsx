import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, Label, toast, useApi } from '@tackle/ui';
import { brandConflictDetailsSchema, catalogSlug, type Brand, type Model } from '@tackle/contracts';
import { CatalogPicker, type CatalogPickerProps } from './CatalogPicker';
import { errorMessage } from '@tackle/ui';
import { useCreateBrand, useCreateModel } from './mutations';
import { catalogQueries } from './queries';

/** Waits until typing pauses before searching the catalog. */
export function useDebounced<T>(value: T, delayMs = 200): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const sameName = (a: string, b: string) => catalogSlug(a) !== '' && catalogSlug(a) === catalogSlug(b);

/** What an angler types into a picker, and the same text once typing pauses (what is searched). */
function useCatalogSearch() {
  const [search, setSearch] = useState('');
  return { search, setSearch, query: useDebounced(search) };
}

/**
 * A picker's list from a catalog search: loading until the typed text has been searched, the
 * reason when it fails. Every entry of the built-in catalog is flagged popular, so a 'Popular' hint
 * said nothing: the hint marks instead what an angler added to the catalog ('Custom'; decision 112).
 */
function catalogList(
  entries: UseQueryResult<ReadonlyArray<Brand | Model>>,
  { search, setSearch, query }: ReturnType<typeof useCatalogSearch>,
  failure: string,
) {
  return {
    options: (entries.data ?? []).map((entry) => ({ id: entry.id, label: entry.name, hint: entry.popular ? undefined : 'Custom' })),
    loading: entries.isFetching || search !== query,
    error: entries.isError ? errorMessage(entries.error, failure) : null,
    search,
    onSearchChange: setSearch,
  };
}

/** A labelled catalog picker ('Brand', 'Model'). */
function CatalogField(props: CatalogPickerProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.noun}</Label>
      <CatalogPicker {...props} />
    </div>
  );
}

/**
 * The catalog id of the brand named in the form: the one just picked, else looked up by name
 * (editing, copying, a photo's suggestion). Null when the name is not in the catalog.
 */
function useBrandId(brandName: string, picked: Brand | null): string | null {
  const api = useApi();
  const name = brandName.trim();
  const pickedMatches = picked !== null && sameName(picked.name, name);
  const lookup = useQuery({ ...catalogQueries.brands(api, name), enabled: name !== '' && !pickedMatches });
  if (pickedMatches) return picked.id;
  if (name === '') return null;
  // By name: an angler's own brand has an id of its own (decision 099), not the bare slug.
  return lookup.data?.find((brand) => sameName(brand.name, name))?.id ?? null;
}

export interface BrandModelFieldsProps {
  brandFieldId: string;
  modelFieldId: string;
  brand: string;
  model: string;
  typeId: number | null;
  onBrandChange: (brand: string) => void;
  onModelChange: (model: string) => void;
  /** A model was chosen from the catalog (not typed or created): its type and known specs can fill the form. */
  onModelPicked?: (model: Model) => void;
}

/** Brand and model pickers over the shared catalog, with on-the-fly creation. */
export function BrandModelFields({
  brandFieldId,
  modelFieldId,
  brand,
  model,
  typeId,
  onBrandChange,
  onModelChange,
  onModelPicked,
}: BrandModelFieldsProps) {
  const api = useApi();
  const [picked, setPicked] = useState<Brand | null>(null);
  const brandId = useBrandId(brand, picked);

  const brandSearch = useCatalogSearch();
  const brands = useQuery({ ...catalogQueries.brands(api, brandSearch.query), placeholderData: keepPreviousData });

  const modelSearch = useCatalogSearch();
  const models = useQuery({
    ...catalogQueries.models(api, brandId ?? '', { gearTypeId: typeId, query: modelSearch.query }),
    enabled: brandId !== null,
    // While a new search loads, keep showing the last list, but never another brand's models.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === brandId ? previous : undefined),
  });

  const createBrand = useCreateBrand();
  const createModel = useCreateModel();

  const selectBrand = useCallback(
    (next: Brand) => {
      setPicked(next);
      // A model belongs to its brand: picking another brand clears it.
      if (!sameName(next.name, brand)) onModelChange('');
      onBrandChange(next.name);
    },
    [brand, onBrandChange, onModelChange],
  );

  const onCreateBrand = async (text: string) => {
    try {
      const created = await createBrand.mutateAsync(text);
      toast({ title: 'Success', description: `Brand "${created.name}" has been created.` });
      selectBrand(created);
    } catch (error) {
      // Someone already created it (or it differs only in case/punctuation): use that one.
      const existing = error instanceof ApiError && error.status === 409 ? brandConflictDetailsSchema.safeParse((error.body as { details?: unknown })?.details) : null;
      if (existing?.success) {
        selectBrand(existing.data.existing);
        return;
      }
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create brand'), variant: 'destructive' });
    }
  };

  const onCreateModel = async (text: string) => {
    if (!brandId) {
      toast({ title: 'Error', description: 'Select a brand first', variant: 'destructive' });
      return;
    }
    try {
      const created = await createModel.mutateAsync({ brandId, name: text, gearTypeId: typeId });
      toast({ title: 'Success', description: `Model "${created.name}" has been created.` });
      onModelChange(created.name);
    } catch (error) {
      const existing =
        error instanceof ApiError && error.status === 409
          ? ((error.body as { details?: { existing?: { name?: unknown } } })?.details?.existing?.name ?? null)
          : null;
      if (typeof existing === 'string') {
        onModelChange(existing);
        return;
      }
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create model'), variant: 'destructive' });
    }
  };

  return (
    <>
      <CatalogField
        id={brandFieldId}
        noun="Brand"
        value={brand}
        placeholder="Select brand..."
        {...catalogList(brands, brandSearch, 'Could not load brands')}
        onSelect={(option) => {
          const entry = brands.data?.find((candidate) => candidate.id === option.id);
          if (entry) selectBrand(entry);
        }}
        onCreate={onCreateBrand}
        creating={createBrand.isPending}
        onClear={() => {
          setPicked(null);
          onModelChange('');
          onBrandChange('');
        }}
        sameName={sameName}
      />
      <CatalogField
        id={modelFieldId}
        noun="Model"
        value={model}
        placeholder="Select model..."
        disabled={brandId === null}
        disabledText={model && brand ? model : 'Select brand first'}
        {...catalogList(models, modelSearch, 'Could not load models')}
        onSelect={(option) => {
          onModelChange(option.label);
          const entry = models.data?.find((candidate) => candidate.id === option.id);
          if (entry) onModelPicked?.(entry);
        }}
        onCreate={onCreateModel}
        creating={createModel.isPending}
        onClear={() => onModelChange('')}
        sameName={sameName}
      />
    </>
  );
}
