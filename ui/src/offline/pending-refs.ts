import { isPendingId, pendingIdOf } from './pending';
import type { QueuedChange } from './store';

/*
 * Changes that name an item still waiting to be created (docs/decisions/126-trip-screens.md): a trip
 * started without signal is ended, or a catch joins it, before the trip has reached the server. Such
 * a change names the item by its pending id (`pending:<change id>`) — in its path, its target or a
 * value of its body — and waits behind the change that creates it. When the create lands, the
 * server's id replaces the pending id in every change that names it.
 */

type Naming = Pick<QueuedChange, 'path' | 'targetId' | 'body'>;

const PENDING_IN_PATH = /pending(?::|%3A)([0-9A-Za-z-]+)/gi;

/** The pending ids a change names (its path, its target, or a text value of its body). */
export function pendingRefsOf(change: Naming): string[] {
  const refs = new Set<string>();
  for (const match of change.path.matchAll(PENDING_IN_PATH)) refs.add(pendingIdOf({ id: match[1] ?? '' }));
  if (change.targetId && isPendingId(change.targetId)) refs.add(change.targetId);
  for (const value of Object.values(change.body ?? {})) if (typeof value === 'string' && isPendingId(value)) refs.add(value);
  return [...refs];
}

/** The change with `pendingId` replaced by the server's `id` wherever it names it (the same object when it does not). */
export function resolvePendingRef<T extends Naming>(change: T, pendingId: string, id: string): T {
  if (!pendingRefsOf(change).includes(pendingId)) return change;
  const path = [pendingId, encodeURIComponent(pendingId)].reduce((at, named) => at.split(named).join(encodeURIComponent(id)), change.path);
  const body = change.body
    ? Object.fromEntries(Object.entries(change.body).map(([key, value]) => [key, value === pendingId ? id : value]))
    : undefined;
  return {
    ...change,
    path,
    targetId: change.targetId === pendingId ? id : change.targetId,
    ...(body ? { body } : {}),
  };
}

/**
 * The change once the item `pendingId` names will never be created (its create was dropped): a body
 * value naming it is left out (the server decides as if it had not been named); a change of the item
 * itself (its path or target) answers null: there is nothing on the server to change.
 */
export function withoutPendingRef<T extends Naming>(change: T, pendingId: string): T | null {
  if (change.targetId === pendingId || pendingRefsOf({ path: change.path, targetId: null }).includes(pendingId)) return null;
  if (!change.body) return change;
  const body = Object.fromEntries(Object.entries(change.body).filter(([, value]) => value !== pendingId));
  return { ...change, body };
}
