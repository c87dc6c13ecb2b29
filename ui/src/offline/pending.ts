import { useMemo } from 'react';
import { useSession } from '../runtime/session';
import { useOutbox } from './outbox';
import type { QueuedChange } from './store';

/*
 * A list as the angler should see it while changes wait in the outbox
 * (docs/decisions/117-offline-first-writes.md): an item made offline shows at once, a changed one
 * shows its new values, a deleted one is gone, each waiting one marked. One rule for every list
 * (catches, gear, consumables); each list says only how its own changes read.
 */

/** How a listed item stands with the server. */
export type SyncMark = 'waiting' | 'decision';

/** An item of a list, with the mark of a change of it that waits in the outbox. */
export type Listed<T> = T & {
  sync?: SyncMark;
  /** The outbox change that creates this item (it has no server id yet). */
  pendingChange?: QueuedChange;
};

/** Ids of items that only exist in the outbox: `pending:<change id>`. */
export const PENDING_PREFIX = 'pending:';

export const isPendingId = (id: string) => id.startsWith(PENDING_PREFIX);

/** The id a list shows for the item a waiting create makes. */
export const pendingIdOf = (change: Pick<QueuedChange, 'id'>) => `${PENDING_PREFIX}${change.id}`;

/** Waiting to be sent, or refused and waiting for the angler ("Needs your decision"). */
export const syncMarkOf = (change: Pick<QueuedChange, 'state'>): SyncMark => (change.state === 'pending' ? 'waiting' : 'decision');

export interface PendingRules<T> {
  /** The outbox entity whose changes bear on this list ('catch', 'gear', 'consumable-usage'). */
  entity: string;
  /** The item a waiting create (no target yet) would be, with the given id; null when its body does not read. */
  created?: (change: QueuedChange, id: string) => T | null;
  /** The item as a waiting change of it (an edit, some usage) leaves it. */
  changed?: (item: T, change: QueuedChange) => T;
}

/** The server's items with the outbox's changes applied, in the server's order, new ones last. */
export function withPending<T extends { id: string }>(
  items: readonly T[],
  changes: readonly QueuedChange[],
  rules: PendingRules<T>,
): Array<Listed<T>> {
  const listed = new Map<string, Listed<T>>(items.map((item) => [item.id, { ...item }]));
  for (const change of changes) {
    if (change.entity !== rules.entity) continue;
    if (change.targetId === null) {
      const id = pendingIdOf(change);
      const item = rules.created?.(change, id);
      if (item) listed.set(id, { ...item, sync: syncMarkOf(change), pendingChange: change });
      continue;
    }
    const current = listed.get(change.targetId);
    if (!current) continue;
    if (change.method === 'DELETE') {
      // Waiting to be deleted: gone from the list; a refused delete shows again, marked.
      if (change.state === 'pending') listed.delete(current.id);
      else listed.set(current.id, { ...current, sync: 'decision' });
      continue;
    }
    const next = rules.changed ? rules.changed(current, change) : current;
    listed.set(current.id, { ...next, ...(current.pendingChange ? { pendingChange: current.pendingChange } : {}), sync: worst(current.sync, syncMarkOf(change)) });
  }
  return [...listed.values()];
}

/** Of two marks, the one that asks more of the angler. */
function worst(a: SyncMark | undefined, b: SyncMark): SyncMark {
  return a === 'decision' || b === 'decision' ? 'decision' : 'waiting';
}

/**
 * A list of the signed-in angler (undefined while loading) with their waiting changes applied, kept
 * up to date as the outbox changes in any tab. `rulesFor` should be a stable function.
 */
export function usePendingList<T extends { id: string }>(
  items: readonly T[] | undefined,
  rulesFor: (userId: string) => PendingRules<T>,
): ReadonlyArray<Listed<T>> | undefined {
  const userId = useSession()?.user.id ?? null;
  const { changes } = useOutbox(userId);
  return useMemo(() => (items && userId ? withPending(items, changes, rulesFor(userId)) : items), [items, changes, userId, rulesFor]);
}
