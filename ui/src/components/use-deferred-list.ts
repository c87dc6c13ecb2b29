// A list page's items rendered from a deferred copy (docs/decisions/103-shorter-main-thread-tasks-on-gear.md and
// docs/decisions/152-list-renders-in-slices.md).
import { useDeferredValue } from 'react';

export interface DeferredList<T> {
  /** The copy on screen: the last value React has finished rendering the list with. */
  value: T;
  /**
   * The data has moved on and its list is still being rendered: the page's `ListMore` shows it
   * as loading and does not ask for the next page (the page just read is not on screen yet).
   */
  behind: boolean;
}

/**
 * When a list's data arrives (a query's answer reaches React through `useSyncExternalStore`, which
 * React renders in one go), the page first commits as it was, then renders the list in the
 * background in slices of a few milliseconds instead of one long task that blocks input.
 */
export function useDeferredList<T>(value: T): DeferredList<T> {
  const deferred = useDeferredValue(value);
  return { value: deferred, behind: deferred !== value };
}
