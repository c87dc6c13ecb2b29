import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  commandResultSchema,
  DEFAULT_UNIT_SYSTEM,
  displayNumber,
  formatMeasure,
  settingsSchema,
  storedFromField,
  unitOf,
  type Quantity,
  type SettingsInput,
  type UnitSystem,
} from '@tackle/contracts';
import { useApi } from './api';
import { useCommandMutation } from './command-mutation';
import { useSession } from './session';

/*
 * The angler's settings for every screen (docs/decisions/121-units.md): GET /api/settings, read
 * once and shared by the shell and the remotes through the one query cache; the units values are
 * shown and typed in come from here.
 */

export const settingsKey = ['/api/settings'] as const;

/** The signed-in angler's settings (the defaults until they load, and while signed out). */
export function useSettings() {
  const api = useApi();
  const session = useSession();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get('/api/settings', settingsSchema, { signal }),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/settings, then every screen reads the new settings. */
export function useSaveSettings() {
  return useCommandMutation({
    send: (api, input: SettingsInput) => api.put('/api/settings', input, commandResultSchema),
    refresh: [settingsKey],
  });
}

export interface Units {
  system: UnitSystem;
  /** '1.59 kg', '68 °F'; null for no value. */
  format: (quantity: Quantity, stored: number | null | undefined) => string | null;
  /** The unit's symbol for a label: 'kg', '°C'. */
  symbol: (quantity: Quantity) => string;
  /** The number a field shows for a stored value ('' for none). */
  field: (quantity: Quantity, stored: number | null | undefined) => string;
  /** The value to store for a field's number (an unchanged field keeps `original` exactly). */
  stored: (quantity: Quantity, field: number | null, original?: number | null) => number | null;
}

export function unitsFor(system: UnitSystem): Units {
  return {
    system,
    format: (quantity, stored) => formatMeasure(system, quantity, stored),
    symbol: (quantity) => unitOf(system, quantity).symbol,
    field: (quantity, stored) => displayNumber(system, quantity, stored),
    stored: (quantity, field, original) => storedFromField(system, quantity, field, original),
  };
}

/** The units the signed-in angler chose (imperial until their settings load). */
export function useUnits(): Units {
  const system = useSettings().data?.units ?? DEFAULT_UNIT_SYSTEM;
  return useMemo(() => unitsFor(system), [system]);
}
