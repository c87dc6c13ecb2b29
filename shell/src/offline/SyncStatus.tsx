import { useState, useSyncExternalStore } from 'react';
import { CloudOff, CloudUpload, RefreshCw, TriangleAlert } from 'lucide-react';
import {
  Badge,
  Button,
  discardChange,
  formatDateTime,
  keepMine,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  useOfflineSince,
  useOutbox,
  useSession,
  type QueuedChange,
} from '@tackle/ui';
import { syncNow, useSyncActivity } from './sync-controller';

/*
 * The top bar's word on the outbox (docs/decisions/117-offline-first-writes.md): how many changes
 * wait to sync, which need the angler's decision, and "Sync now".
 */

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's view of the network (false: surely offline; true: maybe online). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** The list a change belongs to: `/api/catches/123` -> `/api/catches`. */
const collectionOf = (change: QueuedChange) => change.path.replace(/\?.*$/, '').replace(/\/[^/]+$/, '') || change.path;

function reasonOf(change: QueuedChange): string {
  if (change.refusedStatus === 409) return 'Changed elsewhere since you edited it.';
  if (change.refusedStatus === 404) return change.method === 'DELETE' ? 'Already deleted elsewhere.' : 'Deleted elsewhere since you edited it.';
  return change.lastError ?? 'The server refused this change.';
}

function Decision({ change }: { change: QueuedChange }) {
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <li className="rounded-lg border border-destructive/40 p-3">
      <p className="font-medium">{change.label}</p>
      <p className="text-sm text-muted-foreground">{reasonOf(change)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => act(() => keepMine(change, collectionOf(change)))}>
          Keep mine
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(() => discardChange(change))}>
          Keep theirs
        </Button>
      </div>
    </li>
  );
}

export function SyncStatus() {
  const session = useSession();
  const { changes } = useOutbox(session?.user.id ?? null);
  const online = useOnline();
  const { syncing, problem } = useSyncActivity();
  const [open, setOpen] = useState(false);
  const waiting = changes.filter((change) => change.state === 'pending');
  const decisions = changes.filter((change) => change.state !== 'pending');
  if (online && changes.length === 0) return null;

  const summary = decisions.length > 0 ? `${decisions.length} need${decisions.length === 1 ? 's' : ''} your decision` : waiting.length > 0 ? `${waiting.length} waiting to sync` : 'Offline';
  const Icon = decisions.length > 0 ? TriangleAlert : waiting.length > 0 ? CloudUpload : CloudOff;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        variant={decisions.length > 0 ? 'destructive' : 'outline'}
        size="sm"
        className="h-10 gap-1.5 px-3"
        onClick={() => setOpen(true)}
        aria-label={`${summary}${online ? '' : ', offline'}: open sync`}
        data-testid="sync-status"
      >
        <Icon aria-hidden="true" />
        <span className="hidden sm:inline">{summary}</span>
        <span className="sm:hidden">{decisions.length || waiting.length || ''}</span>
      </Button>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Sync</SheetTitle>
          <SheetDescription>
            {online
              ? 'Changes made on this device are sent to your account in the order you made them.'
              : 'Offline — your changes are kept on this device and sent when the signal returns.'}
          </SheetDescription>
        </SheetHeader>
        <Button onClick={() => void syncNow(true)} disabled={syncing}>
          <RefreshCw aria-hidden="true" className={syncing ? 'animate-spin' : undefined} />
          Sync now
        </Button>
        {problem && waiting.length > 0 ? <p className="text-sm text-muted-foreground">Last try: {problem}</p> : null}
        {decisions.length > 0 ? (
          <section aria-labelledby="sync-decisions">
            <h3 id="sync-decisions" className="mb-2 font-semibold">
              Needs your decision
            </h3>
            <ul className="flex flex-col gap-2">
              {decisions.map((change) => (
                <Decision key={change.id} change={change} />
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="sync-waiting">
          <h3 id="sync-waiting" className="mb-2 font-semibold">
            Waiting to sync
          </h3>
          {waiting.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing is waiting: everything is on your account.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {waiting.map((change) => (
                <li key={change.id} className="rounded-lg border border-border p-3">
                  <p className="font-medium">{change.label}</p>
                  <p className="text-sm text-muted-foreground">
                    {change.method === 'DELETE' ? 'Delete' : change.method === 'PUT' ? 'Edit' : 'New'} · made {formatDateTime(change.createdAt)}
                    {change.attempts > 0 ? ` · tried ${change.attempts}×` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </SheetContent>
    </Sheet>
  );
}

/** 'Offline — showing data from {time}' while the lists on screen are the copies kept offline. */
export function OfflineNotice() {
  const since = useOfflineSince();
  if (!since) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      <Badge variant="outline" className="mr-2 border-amber-400 text-amber-900">
        Offline
      </Badge>
      <span>Offline — showing data from {formatDateTime(since)}</span>
    </div>
  );
}
