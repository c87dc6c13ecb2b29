import { useSyncExternalStore } from 'react';
import { pageSingleton } from '../lib/utils';
import { clearSnapshots, getSnapshot, putSnapshot } from './store';

/*
 * Reading without a network (docs/decisions/117-offline-first-writes.md): every API list the
 * signed-in angler reads is kept, per account, as it last came from the server; when the network is
 * down, the last copy is answered instead, and the page says how old it is.
 */

interface ReadState {
  /** The account whose copies are read and written (the token's subject); null when signed out. */
  scope: string | null;
  /** The oldest copy shown since the network last answered (ISO), or null while online. */
  offlineSince: string | null;
  listeners: Set<() => void>;
}

const state = pageSingleton<ReadState>('offlineReads', () => ({ scope: null, offlineSince: null, listeners: new Set() }));

function notify(): void {
  for (const listener of state.listeners) listener();
}

/** The signed-in account (null on sign-out): whose copies are kept and answered. */
export function setOfflineScope(scope: string | null): void {
  state.scope = scope;
}

export function offlineScope(): string | null {
  return state.scope;
}

/** Paths whose answers are kept: the angler's own data, not the upstream proxies or the docs. */
const KEPT = /^\/api\/(?!weather|geocode|openapi|asyncapi|docs)/;

function keptPath(path: string): boolean {
  return KEPT.test(path) && typeof indexedDB !== 'undefined';
}

/** Keeps a successful answer (best effort: a full disk never fails the read itself). */
export function keepAnswer(path: string, data: unknown): void {
  const scope = state.scope;
  if (!scope || !keptPath(path)) return;
  if (state.offlineSince !== null) {
    state.offlineSince = null;
    notify();
  }
  void putSnapshot({ scope, path, data, fetchedAt: new Date().toISOString() }).catch(() => undefined);
}

/** The last kept answer of `path` when the network failed, or undefined when there is none. */
export async function keptAnswer(path: string): Promise<{ data: unknown; fetchedAt: string } | undefined> {
  const scope = state.scope;
  if (!scope || !keptPath(path)) return undefined;
  const snapshot = await getSnapshot(scope, path).catch(() => undefined);
  if (!snapshot) return undefined;
  if (state.offlineSince === null || snapshot.fetchedAt < state.offlineSince) {
    state.offlineSince = snapshot.fetchedAt;
    notify();
  }
  return { data: snapshot.data, fetchedAt: snapshot.fetchedAt };
}

/** Forgets the account's kept answers (sign-out); queued changes stay until they are sent. */
export async function forgetKeptAnswers(scope: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clearSnapshots(scope).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** When the data on screen was fetched, while it comes from the kept copies; null when live. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(subscribe, () => state.offlineSince, () => null);
}

