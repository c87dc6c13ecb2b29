import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { GEAR_TYPES, type Gear } from '@tackle/contracts';
import { useApi } from '@tackle/ui';
import { gearQueries } from './queries';
import { ALL_TYPES, capitalise, resolveTypeFilter, withTypeParam, type GearTypeOption } from './view';

/** The fixed seed types, used until (or if) GET /api/gear-types answers. */
const FALLBACK_GEAR_TYPES: readonly GearTypeOption[] = GEAR_TYPES;

/**
 * The gear types and the type filter, which lives in the URL (?type=rod) so links and the back
 * button keep it. An unknown type in the URL shows all gear (with a warning once the types are known).
 */
export function useGearTypeFilter() {
  const api = useApi();
  const typesQuery = useQuery(gearQueries.types(api));
  const gearTypes: readonly GearTypeOption[] = typesQuery.data?.length ? typesQuery.data : FALLBACK_GEAR_TYPES;

  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const resolution = useMemo(() => resolveTypeFilter(typeParam, gearTypes), [typeParam, gearTypes]);
  const typesSettled = !typesQuery.isPending;
  useEffect(() => {
    if (resolution.unknown && typesSettled) {
      console.warn(`Unknown gear type "${resolution.requested}" in the URL; showing all gear.`);
    }
  }, [resolution, typesSettled]);

  const setTypeFilter = (value: string) =>
    setSearchParams((params) => withTypeParam(params, value, gearTypes), { replace: true });

  const typeLabelById = useMemo(() => new Map(gearTypes.map((type) => [type.id, capitalise(type.name)])), [gearTypes]);
  const typeFilter = resolution.filter;
  const activeTypeLabel = typeFilter === ALL_TYPES ? null : (typeLabelById.get(Number(typeFilter)) ?? null);
  const typeName = useCallback(
    (gear: Gear) => capitalise(gear.type?.name ?? '') || typeLabelById.get(gear.typeId) || 'Unknown',
    [typeLabelById],
  );
  return { gearTypes, typeFilter, setTypeFilter, typeLabelById, activeTypeLabel, typeName };
}
