import { useCallback } from 'react';
import type { CatchInput } from '@tackle/contracts';
import { isOffline, remember, tripsKey, useOutboxWrites, useUnits, type OutboxUpdate } from '@tackle/ui';
import { statsKeys } from '../stats/queries';
import { catchLabel } from './pending';
import { catchKeys } from './queries';
import { memoryAfter, QUICK_CATCH_MEMORY, withOffset } from './quick-catch';

/*
 * Logging, editing and deleting catches through the outbox (docs/decisions/117-offline-first-writes.md):
 * with signal they go straight to the server as before (the form shows the server's refusals);
 * without, they are kept on the device and sent when the signal returns. Either way nothing is lost.
 */

const CATCHES_PATH = '/api/catches';
/** Within this much of now a catch is "being logged now": its weather is the current weather. */
const LOGGED_NOW_MS = 60 * 60_000;

/** True for a catch time (weatherTimeOf) more than an hour ago: its weather is that of its own hour. */
export function loggedLater(at: string | undefined, now = Date.now()): at is string {
  return at !== undefined && now - Date.parse(at) > LOGGED_NOW_MS;
}

/** The catch's time with the browser's offset, for the weather of its hour (decision 115). */
export function weatherTimeOf(date: string, now = Date.now()): string | undefined {
  const at = new Date(date.length === 10 ? `${date}T12:00` : date);
  if (Number.isNaN(at.getTime()) || at.getTime() > now + 5 * 60_000) return undefined;
  // Logged now: the form's 'Get Current Weather' is the angler's; a later sync asks for this hour.
  return withOffset(at);
}

/**
 * The list, the statistics built from it, and the trips (a trip's list entry and page count its
 * catches; the trips list is not asked for again within seconds of the last answer, decision 173).
 */
const CATCH_REFRESH = [catchKeys.all, statsKeys.all, tripsKey] as const;

export function useCatchWrites() {
  // The sync list names a waiting catch in the angler's units.
  const { system } = useUnits();
  const label = useCallback((input: CatchInput) => catchLabel(input, system), [system]);
  const writes = useOutboxWrites<CatchInput>({ entity: 'catch', path: CATCHES_PATH, refresh: CATCH_REFRESH, label, signedOut: 'Sign in to log catches' });
  const { create, update: updateItem, scope } = writes;

  /** A new catch; `photo` is one the form could not upload yet (no signal). */
  const log = useCallback(
    (input: CatchInput, photo?: { blob: Blob; name: string }) => {
      // The next Quick Catch carries this one's setup, bait, rig and place.
      if (scope) void remember(scope, QUICK_CATCH_MEMORY, memoryAfter(input)).catch(() => undefined);
      const weatherAt = weatherTimeOf(input.date);
      return create(input, {
        ...(photo ? { photo } : {}),
        // Without signal, or logged later: the weather of its own hour when it syncs.
        ...(weatherAt && (loggedLater(weatherAt) || isOffline()) ? { weatherAt } : {}),
      });
    },
    [create, scope],
  );

  /** An edit (with the revision edited); of a catch still waiting to be created, its waiting body. */
  const update = useCallback(
    (variables: OutboxUpdate<CatchInput>, photo?: { blob: Blob; name: string }) => updateItem(variables, photo ? { photo } : {}),
    [updateItem],
  );

  return { log, update, remove: writes.remove, pending: writes.pending, changes: writes.changes };
}
