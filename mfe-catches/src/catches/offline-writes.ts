import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CatchInput } from '@tackle/contracts';
import {
  discardChange,
  isOffline,
  isPendingId,
  pendingIdOf,
  remember,
  rewriteQueuedChange,
  sendOrQueue,
  useOutbox,
  useSession,
  useUnits,
  type QueuedChange,
} from '@tackle/ui';
import { statsKeys } from '../stats/queries';
import { catchLabel, waitingEditOf } from './pending';
import { catchKeys } from './queries';
import { memoryAfter, QUICK_CATCH_MEMORY } from './quick-catch';

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

/**
 * How a save went: on the server, or kept on this device waiting to sync (`landed: false`, which
 * the kit's saveWithToast answers with its 'Saved offline' toast).
 */
export type CatchSaveResult = { landed: boolean };

/** The catch's time with the browser's offset, for the weather of its hour (decision 115). */
export function weatherTimeOf(date: string, now = Date.now()): string | undefined {
  const at = new Date(date.length === 10 ? `${date}T12:00` : date);
  if (Number.isNaN(at.getTime()) || at.getTime() > now + 5 * 60_000) return undefined;
  // Logged now: the form's 'Get Current Weather' is the angler's; a later sync asks for this hour.
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

export function useCatchWrites() {
  const session = useSession();
  const queryClient = useQueryClient();
  // The sync list names a waiting catch in the angler's units.
  const { system } = useUnits();
  const labelOf = useCallback((input: CatchInput) => catchLabel(input, system), [system]);
  const scope = session?.user.id ?? null;
  const { changes } = useOutbox(scope);
  const [pending, setPending] = useState(false);
  const queued = useMemo(() => new Map(changes.map((change) => [pendingIdOf(change), change])), [changes]);

  const run = useCallback(
    async (make: () => Promise<boolean>): Promise<CatchSaveResult> => {
      setPending(true);
      try {
        const landed = await make();
        if (landed) await Promise.all([catchKeys.all, statsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return { landed };
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );

  const send = useCallback(
    async (change: Omit<Parameters<typeof sendOrQueue>[0], 'scope' | 'entity'>) => {
      if (!session || !scope) throw new Error('Sign in to log catches');
      const result = await sendOrQueue({ ...change, scope, entity: 'catch' }, () => session.getAccessToken());
      return result.landed;
    },
    [session, scope],
  );

  /** A new catch; `photo` is one the form could not upload yet (no signal). */
  const log = useCallback(
    (input: CatchInput, photo?: { blob: Blob; name: string }) =>
      run(() => {
        // The next Quick Catch carries this one's setup, bait, rig and place.
        if (scope) void remember(scope, QUICK_CATCH_MEMORY, memoryAfter(input)).catch(() => undefined);
        const weatherAt = weatherTimeOf(input.date);
        return send({
          method: 'POST',
          path: CATCHES_PATH,
          body: input as unknown as Record<string, unknown>,
          targetId: null,
          label: labelOf(input),
          ...(photo ? { photo } : {}),
          // Without signal, or logged later: the weather of its own hour when it syncs.
          ...(weatherAt && (loggedLater(weatherAt) || isOffline()) ? { weatherAt } : {}),
        });
      }),
    [run, send, scope, labelOf],
  );

  /** An edit (with the revision edited); of a catch still waiting to be created, its waiting body. */
  const update = useCallback(
    (variables: { id: string; input: CatchInput; expectedRevision: number }, photo?: { blob: Blob; name: string }) =>
      run(async () => {
        const waiting: QueuedChange | undefined = queued.get(variables.id);
        if (waiting) {
          await rewriteQueuedChange(waiting, variables.input as unknown as Record<string, unknown>, labelOf(variables.input));
          return false;
        }
        if (isPendingId(variables.id)) throw new Error('This catch has just been synced: reload and edit it again');
        const earlierEdit = waitingEditOf(changes, variables.id);
        if (earlierEdit) {
          const body = { ...(variables.input as unknown as Record<string, unknown>), expectedRevision: earlierEdit.body?.expectedRevision };
          await rewriteQueuedChange(earlierEdit, body, labelOf(variables.input));
          return false;
        }
        return send({
          method: 'PUT',
          path: `${CATCHES_PATH}/${encodeURIComponent(variables.id)}`,
          body: { ...(variables.input as unknown as Record<string, unknown>), expectedRevision: variables.expectedRevision },
          targetId: variables.id,
          label: labelOf(variables.input),
          ...(photo ? { photo } : {}),
        });
      }),
    [run, send, queued, changes, labelOf],
  );

  /** A delete; of a catch still waiting to be created, it never reaches the server. */
  const remove = useCallback(
    (id: string, label: string) =>
      run(async () => {
        const waiting = queued.get(id);
        if (waiting) {
          await discardChange(waiting);
          return false;
        }
        return send({ method: 'DELETE', path: `${CATCHES_PATH}/${encodeURIComponent(id)}`, targetId: id, label });
      }),
    [run, send, queued],
  );

  return { log, update, remove, pending, changes };
}
