import { useEffect, useState } from 'react';
import type { TokenGetter } from '../runtime/api';
import { createHttpSend } from './http-send';
import { isOffline } from './network';
import { pendingRefsOf } from './pending-refs';
import { putChange, putPhoto, queuedChanges, removeChange, type QueuedChange } from './store';

/*
 * Making changes through the outbox (docs/decisions/117-offline-first-writes.md): a change is
 * stored in the browser first, with the id that becomes its Idempotency-Key, and shows at once as
 * "waiting to sync"; the sync engine sends it. Every tab of the app hears of every change.
 */

const CHANNEL = 'tackle-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function ensureChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    for (const listener of listeners) listener();
  };
}

/** Tells this tab's and the other tabs' views that the outbox changed. */
export function announceOutboxChange(): void {
  ensureChannel();
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

export function onOutboxChange(listener: () => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastSeq = 0;
/** Milliseconds, made strictly increasing within the page. */
function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return lastSeq;
}

export interface NewChange {
  scope: string;
  method: QueuedChange['method'];
  path: string;
  body?: Record<string, unknown>;
  entity: string;
  targetId: string | null;
  label: string;
  /** A photo to upload before the change (its URL goes into `body.imageUrl`), or after it with `photoAfter`. */
  photo?: { blob: Blob; name: string };
  photoAfter?: QueuedChange['photoAfter'];
  weatherAt?: string;
}

/**
 * The outbox record of a new change: waiting ('pending'), never tried. `id` becomes its
 * Idempotency-Key; `photoId` names its photo in the photos store.
 */
export function newQueuedChange(
  input: Omit<NewChange, 'photo'>,
  made: { id: string; seq: number; createdAt: string; photoId?: string | undefined; holdUntil?: number | undefined },
): QueuedChange {
  return {
    id: made.id,
    scope: input.scope,
    seq: made.seq,
    method: input.method,
    path: input.path,
    ...(input.body ? { body: input.body } : {}),
    entity: input.entity,
    targetId: input.targetId,
    label: input.label,
    ...(made.photoId ? { photoId: made.photoId } : {}),
    ...(made.photoId && input.photoAfter ? { photoAfter: input.photoAfter } : {}),
    ...(input.weatherAt ? { weatherAt: input.weatherAt } : {}),
    createdAt: made.createdAt,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: made.holdUntil ?? 0,
  };
}

/** Stores a change (and its photo) for sending; resolves once it is safe in IndexedDB. */
export async function queueChange(input: NewChange, options: { holdUntil?: number; quiet?: boolean } = {}): Promise<QueuedChange> {
  const id = crypto.randomUUID();
  const photoId = input.photo ? `${id}-photo` : undefined;
  if (input.photo && photoId) await putPhoto({ id: photoId, scope: input.scope, blob: input.photo.blob, name: input.photo.name });
  const change = newQueuedChange(input, { id, seq: nextSeq(), createdAt: new Date().toISOString(), photoId, holdUntil: options.holdUntil });
  await putChange(change);
  if (!options.quiet) announceOutboxChange();
  return change;
}

/** How long a change being sent directly is left alone by the sync engine. */
const DIRECT_SEND_HOLD_MS = 30_000;

export type SendOrQueueResult =
  | { landed: true; id: string | undefined; position: number | undefined; warning?: string }
  | { landed: false; change: QueuedChange };

/**
 * A change made with the screen open: stored in the outbox first (so a closed tab or a lost
 * connection loses nothing), then sent at once when the browser is online. It landed: gone from the
 * outbox. The server refused it (a validation message, 404, 409): gone from the outbox and thrown
 * as the API's error, so the form says why as it always has. It could not be sent: it stays, marked
 * "waiting to sync", for the sync engine. A change that names an item still waiting to be created
 * (docs/decisions/126-trip-screens.md) is not sent at once: it waits behind that item's create.
 */
export async function sendOrQueue(input: NewChange, getToken: TokenGetter): Promise<SendOrQueueResult> {
  // A change naming an item still waiting to be created waits behind it: the engine sends both in order.
  if (pendingRefsOf(input).length > 0) return { landed: false, change: await queueChange(input) };
  const change = await queueChange(input, { holdUntil: Date.now() + DIRECT_SEND_HOLD_MS, quiet: true });
  const outcome = !isOffline() ? await createHttpSend(getToken)(change) : ({ kind: 'retry', reason: 'No connection' } as const);
  if (outcome.kind === 'landed') {
    await removeChange(change);
    return { landed: true, id: outcome.id, position: outcome.position, ...(outcome.warning ? { warning: outcome.warning } : {}) };
  }
  if (outcome.kind === 'refused') {
    await removeChange(change);
    throw outcome.error ?? new Error(outcome.reason);
  }
  // The engine takes it from here, at once.
  const waiting: QueuedChange = { ...((await queuedChanges(change.scope)).find((c) => c.id === change.id) ?? change), nextAttemptAt: 0, lastError: outcome.reason };
  await putChange(waiting);
  announceOutboxChange();
  return { landed: false, change: waiting };
}

/**
 * An edit of an item that is itself still waiting to be created: the waiting create takes the new
 * body (it has not reached the server, so there is nothing to update there yet).
 */
export async function rewriteQueuedChange(change: QueuedChange, body: Record<string, unknown>, label: string): Promise<void> {
  await putChange({ ...change, body, label, state: 'pending', attempts: 0, nextAttemptAt: 0 });
  announceOutboxChange();
}

/** The angler dropped the change ("Keep theirs", or deleting an item that never reached the server). */
export async function discardChange(change: QueuedChange): Promise<void> {
  await removeChange(change);
  announceOutboxChange();
}

/**
 * "Keep mine": the change is sent again so that it wins. An edit that met a newer version is sent
 * without the revision it was made against; an edit of an item deleted elsewhere creates it again;
 * a delete that met a newer version deletes without the revision. A new key: it is a new request.
 */
export async function keepMine(change: QueuedChange, collectionPath: string): Promise<void> {
  const body = change.body ? { ...change.body } : undefined;
  if (body) delete body.expectedRevision;
  const gone = change.refusedStatus === 404;
  if (gone && change.method === 'DELETE') return discardChange(change);
  const path = gone && change.method === 'PUT' ? collectionPath : change.path.replace(/\?.*$/, '');
  const method = gone && change.method === 'PUT' ? 'POST' : change.method;
  await removeChange({ id: change.id });
  await putChange({
    ...change,
    id: crypto.randomUUID(),
    seq: nextSeq(),
    method,
    path,
    ...(body ? { body } : {}),
    targetId: method === 'POST' ? null : change.targetId,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  });
  announceOutboxChange();
}

/** The account's outbox, kept up to date with every change in any tab (empty while loading). */
export function useOutbox(scope: string | null): { changes: QueuedChange[]; loaded: boolean } {
  const [state, setState] = useState<{ changes: QueuedChange[]; loaded: boolean }>({ changes: [], loaded: false });
  useEffect(() => {
    if (!scope || typeof indexedDB === 'undefined') return undefined;
    let active = true;
    const load = () =>
      void queuedChanges(scope)
        .then((changes) => active && setState({ changes, loaded: true }))
        .catch(() => active && setState((previous) => ({ ...previous, loaded: true })));
    load();
    const stop = onOutboxChange(load);
    return () => {
      active = false;
      stop();
    };
  }, [scope]);
  return state;
}
