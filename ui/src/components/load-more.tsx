import { useEffect, useRef } from 'react';
import { Button } from './button';
import { Spinner } from './feedback';
import { LoadError } from './list-page';
import { errorMessage } from '../runtime/api';
import { formatNumber } from '../lib/numbers';

export interface LoadMoreProps {
  /** What the list holds, as the screen says it ('catches'). */
  noun: string;
  /** Items on screen and in the whole list. */
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  onLoadMore: () => void;
}

/** How far ahead of the list's end the next page is asked for, so scrolling seldom waits. */
const AHEAD = '1200px 0px';

/**
 * The end of a list read in pages (docs/decisions/135-catch-log-in-pages.md): the next page is read
 * when this row comes within reach of the viewport, or when 'Show more' is pressed (keyboard, or a
 * browser without IntersectionObserver); a spinner while it loads; the reason and 'Try again' when it
 * fails. Nothing once the whole list is on screen.
 */
export function LoadMore({ noun, shown, total, hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    }, { rootMargin: AHEAD });
    observer.observe(row);
    return () => observer.disconnect();
  }, [hasMore, loading, error, onLoadMore]);
  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex flex-col items-center gap-3 py-4">
      {error ? (
        <LoadError title={`Could not load more ${noun}`} message={errorMessage(error, `Failed to load ${noun}`)} onRetry={onLoadMore} />
      ) : loading ? (
        <Spinner label={`Loading more ${noun}`} showLabel />
      ) : (
        <Button variant="outline" onClick={onLoadMore}>
          Show more {noun}
        </Button>
      )}
      <p className="text-sm text-muted-foreground">
        Showing {formatNumber(shown, 0)} of {formatNumber(total, 0)}
      </p>
    </div>
  );
}
