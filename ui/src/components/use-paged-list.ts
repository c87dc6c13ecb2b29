import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Api, Paged, Parser } from '../runtime/api';

/** `path?limit=N` for the first page, `&cursor=…` after it (docs/decisions/006-list-paging.md). */
export function pagePath(path: string, limit: number, cursor: string | null): string {
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
}

export interface PagedListOptions<T> {
  api: Api;
  /** From the feature's key factory; it starts with the list's path, so invalidating the list refreshes the pages. */
  queryKey: QueryKey;
  /** The list's GET path, with any filter it needs (`/api/catches`). */
  path: string;
  /** Items per page (1–500). */
  limit: number;
  /** The schema of one page's items (the list's response schema). */
  schema: Parser<T[]>;
}

/**
 * A list read page by page from the server (docs/decisions/135-catch-log-in-pages.md): the first page
 * shows at once, `loadMore` asks for the next one (the kit's `LoadMore` calls it as the end of the
 * list comes near). `items` is every page read so far, in the server's order; `total` is the
 * whole list's count as the server gave it with the first page.
 */
export function usePagedList<T>({ api, queryKey, path, limit, schema }: PagedListOptions<T>) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => api.page(pagePath(path, limit, pageParam), schema, { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    /** For the list page's loading and error states: a failed next page is the `LoadMore` row's to show, not the page's. */
    status: { isError: query.isError && !isFetchNextPageError, error: query.error, refetch: query.refetch },
    items,
    total: data?.pages[0]?.total,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreError: isFetchNextPageError ? query.error : null,
    loadMore,
  };
}

/**
 * Reads a whole list page by page (from the first, `limit` a page) and hands each page over as it
 * comes, with how many items have come and the list's count: an export of a long list
 * (docs/decisions/135-catch-log-in-pages.md) that never holds it all as objects.
 */
export async function readAllPages<T>(
  api: Api,
  path: string,
  schema: Parser<T[]>,
  onPage: (items: T[], read: number, total: number) => void,
  limit = 500,
): Promise<void> {
  let cursor: string | null = null;
  let read = 0;
  do {
    const page: Paged<T> = await api.page(pagePath(path, limit, cursor), schema);
    read += page.items.length;
    onPage(page.items, read, page.total);
    cursor = page.nextCursor;
  } while (cursor);
}

/** What `usePagedList` gives a page. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
