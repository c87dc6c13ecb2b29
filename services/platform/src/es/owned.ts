import { AppError } from '../errors';
import type { ReadStore } from '../ports';

/*
 * The rules every aggregate one user owns shares (gear, consumables, storage locations, setups,
 * catches): it is created once, only its owner acts on it while it is live, and another user's
 * item is answered exactly like a missing one (ARCHITECTURE.md, "Security": isolation by user id).
 */

/**
 * An owned aggregate's state: nothing yet, live (status `L`, by default `active`) or gone (status
 * `G`, by default `removed`), and while it exists, its owner and what the aggregate keeps (`K`).
 */
export type OwnedState<K extends object, L extends string = 'active', G extends string = 'removed'> =
  | { status: 'none' }
  | ({ status: L; ownerId: string } & K)
  | ({ status: G; ownerId: string } & K);

/**
 * The state after the item's creation event: live (status `live`, by default `active`), owned by the
 * user who created it (`userId` of the event), keeping `known`.
 */
export function createdState<K extends object, L extends string = 'active'>(userId: string, known: K, live: L = 'active' as L) {
  return { status: live, ownerId: userId, ...known };
}

/** The state with `changes` after an event that edits the item; nothing when it never existed. */
export function changedState<S extends { status: string }>(state: S, changes: Partial<Exclude<S, { status: 'none' }>>): S {
  return state.status === 'none' ? state : { ...state, ...changes };
}

/** Refuses a create on a stream that already holds its item: 409 `This <what> already exists`. */
export function assertNew(state: { status: string }, what: string): void {
  if (state.status !== 'none') throw new AppError('conflict', `This ${what} already exists`);
}

/**
 * The item a command of `userId` acts on: live (status `live`, by default `active`) and theirs.
 * Anything else (missing, removed, another user's) is 404 `notFound`.
 */
export function ownedLive<S extends { status: string }, L extends S['status'] = 'active'>(
  state: S,
  userId: string,
  notFound: string,
  live: L = 'active' as L,
): Extract<S, { status: L }> {
  if (state.status !== live || (state as { ownerId?: unknown }).ownerId !== userId) throw new AppError('not_found', notFound);
  return state as Extract<S, { status: L }>;
}

/** The state after the item's removal event (status `gone`, by default `removed`); nothing when it never existed. */
export function removedState<S extends { status: string }>(state: S, gone = 'removed'): S {
  return state.status === 'none' ? state : { ...state, status: gone };
}

/**
 * The documents of `ids` in `collection` that belong to `userId` (their top-level `userId`), by id:
 * what a list reads of the items it names, without reading all of them (an angler may own
 * thousands). Another user's document is left out as a missing one is.
 */
export async function ownedDocuments<D extends { id: string; userId: string }>(
  store: ReadStore,
  collection: string,
  userId: string,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, D>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const docs = await Promise.all(unique.map((id) => store.get<D>(collection, id)));
  return new Map(docs.flatMap((doc) => (doc && doc.userId === userId ? [[doc.id, doc] as const] : [])));
}
