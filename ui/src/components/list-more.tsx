// The end of a paged list (docs/decisions/133-server-side-lists.md): the next page is asked for
// when the reader nears the end, with a loading row while it comes and 'Try again' when it fails.
import { useEffect, useRef } from 'react';
import { Button } from './button';
import { Spinner } from './feedback';
import { LoadError } from './list-page';
import { errorMessage } from '../runtime/api';
import { formatNumber } from '../lib/numbers';

/** How far below the viewport the end of the list starts the next page (about two screens of a phone). */
const AHEAD = '0px 0px 1600px 0px';

export interface ListMoreProps {
  /** What the list holds, as the page says it ('gear'). */
  noun: string;
  /** `useServerList`'s `more`. */
  more: { has: boolean; loading: boolean; error: unknown; load: () => void };
  /** How many items are on screen and in the list: 'Showing 200 of 20,000' under the button. */
  count?: { shown: number; total: number };
  /**
   * The page renders its items from a deferred copy that has not caught up yet (`useDeferredList`):
   * shown as loading, and the next page is not asked for until the last one is on screen.
   */
  behind?: boolean;
}

/**
 * Under a paged list: nothing at its end; the loading row while the next page loads; the error
 * with 'Try again'; otherwise 'Load more' (for the keyboard, and browsers without
 * IntersectionObserver), which the page presses itself as the reader scrolls near it.
 */
export function ListMore({ noun, more, count, behind = false }: ListMoreProps) {
  const marker = useRef<HTMLDivElement>(null);
  const { has, error, load } = more;
  const loading = more.loading || behind;
  const failed = error !== null && error !== undefined;
  useEffect(() => {
    const element = marker.current;
    if (!has || loading || failed || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [has, loading, failed, load]);
  if (!has && !failed) return null;
  return (
    <div ref={marker} className="flex flex-col items-center gap-3 py-6">
      {failed ? (
        <LoadError title={`Could not load more ${noun}`} message={errorMessage(error, `Failed to load ${noun}`)} onRetry={load} />
      ) : loading ? (
        <Spinner label={`Loading more ${noun}`} showLabel />
      ) : (
        <Button variant="outline" onClick={load}>
          Load more
        </Button>
      )}
      {count ? (
        <p className="text-sm text-muted-foreground">
          Showing {formatNumber(count.shown, 0)} of {formatNumber(count.total, 0)}
        </p>
      ) : null}
    </div>
  );
}
