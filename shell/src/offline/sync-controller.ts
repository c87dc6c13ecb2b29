import { useSyncExternalStore } from 'react';
import { announceOutboxChange, createHttpSend, createSyncEngine, onOutboxChange, toast, type SyncEngine, type SyncReport, type TokenGetter } from '@tackle/ui';
import { queryClient } from '../queryClient';

/*
 * When the outbox is sent (docs/decisions/117-offline-first-writes.md): as soon as the angler is
 * signed in, whenever a change is queued, when the browser says the network is back, when a
 * waiting change is due again, and on "Sync now". After changes land, the lists are read again.
 */

interface Activity {
  syncing: boolean;
  /** Why the last run stopped short (no connection ...), or null. */
  problem: string | null;
}

let activity: Activity = { syncing: false, problem: null };
const listeners = new Set<() => void>();
function setActivity(next: Activity): void {
  activity = next;
  for (const listener of listeners) listener();
}

let engine: SyncEngine | null = null;
let changedInRun = false;
let currentScope: string | null = null;

/** Runs the outbox of the signed-in angler now; `force` sends what waits for its retry time too. */
export async function syncNow(force = false): Promise<void> {
  if (!engine || !currentScope) return;
  const scope = currentScope;
  setActivity({ ...activity, syncing: true });
  try {
    const run = () => engine!.run(scope, { force });
    // One tab sends at a time (another tab's run would only send the same keys again).
    const report: SyncReport =
      typeof navigator !== 'undefined' && 'locks' in navigator ? await navigator.locks.request('tackle-outbox-sync', run) : await run();
    // The lists and counts of every tab follow; a run that changed nothing announces nothing.
    if (changedInRun) announceOutboxChange();
    changedInRun = false;
    setActivity({ syncing: false, problem: report.waiting?.lastError ?? null });
    // Saved, but a part of it (a photo) did not make it: the angler hears it, with the item's name.
    for (const { change, message } of report.warnings) toast({ title: change.label, description: message, variant: 'destructive' });
    // The lists read again; the session's own user is not a list.
    if (report.landed.length > 0) await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/user' });
    if (report.waiting && scope === currentScope) schedule(report.waiting.nextAttemptAt);
  } catch (error) {
    setActivity({ syncing: false, problem: error instanceof Error ? error.message : String(error) });
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;
function schedule(at: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void syncNow(), Math.max(0, at - Date.now()));
}

/** Starts syncing the outbox of `scope` (the signed-in account); the returned function stops it. */
export function startSync(scope: string, getToken: TokenGetter): () => void {
  engine = createSyncEngine({
    send: createHttpSend(getToken),
    onChanged: () => {
      changedInRun = true;
    },
  });
  currentScope = scope;
  const onOnline = () => void syncNow(true);
  window.addEventListener('online', onOnline);
  const stopListening = onOutboxChange(() => void syncNow());
  void syncNow();
  return () => {
    window.removeEventListener('online', onOnline);
    stopListening();
    if (timer) clearTimeout(timer);
    timer = null;
    engine = null;
    currentScope = null;
    setActivity({ syncing: false, problem: null });
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncActivity(): Activity {
  return useSyncExternalStore(subscribe, () => activity, () => activity);
}
