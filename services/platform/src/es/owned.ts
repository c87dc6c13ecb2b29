import { AppError } from '../errors';

/*
 * The rules every aggregate one user owns shares (gear, consumables, storage locations, setups,
 * catches): it is created once, only its owner acts on it while it is live, and another user's
 * item is answered exactly like a missing one (ARCHITECTURE.md, "Security": isolation by user id).
 */

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
