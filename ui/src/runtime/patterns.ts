import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { patternsQueryParams, patternsResponseSchema, type FishingConditionField, type UnitSystem } from '@tackle/contracts';
import { useApi } from './api';
import { apiQuery } from './api-query';
import { useSession } from './session';
import { useUnits } from './units';

/*
 * "What to tie on today" for any screen that knows the day's conditions: /fish-spots, and a trip
 * that is starting (docs/decisions/124-patterns.md). In the kit because screens of more than one
 * remote show it; the answer is worded on the server in the angler's units, so they are in the key.
 */

/** The day's conditions as a form holds them (text, numbers in the stored units; empty = not given). */
export interface DayConditions {
  conditions: Partial<Record<FishingConditionField, string>>;
  /** The water temperature is an estimate (air − 2 °F), not a reading. */
  waterTempEstimated?: boolean;
  /** The season's phase was assumed (weather never tells it). */
  seasonSubTypeAssumed?: boolean;
}

export const patternsKey = (params: Record<string, string>, units: UnitSystem) => ['/api/patterns', params, units] as const;

/** GET /api/patterns for the day's conditions; a change of conditions keeps the last answer on screen until the new one is in. */
export function usePatterns({ conditions, waterTempEstimated, seasonSubTypeAssumed }: DayConditions) {
  const api = useApi();
  const session = useSession();
  const units = useUnits();
  const params = patternsQueryParams(conditions, {
    ...(waterTempEstimated ? { waterTempEstimated } : {}),
    ...(seasonSubTypeAssumed ? { seasonSubTypeAssumed } : {}),
  });
  return useQuery({
    ...apiQuery(api, patternsKey(params, units.system), `/api/patterns?${new URLSearchParams(params).toString()}`, patternsResponseSchema),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}
