// A list page's data when the list may be long (docs/decisions/133-server-side-lists.md): the first
// page first; a list that fits in it is the whole list, searched, filtered and sorted on the client
// as the spec says; a longer one is paged, searched, filtered and sorted by the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Api, ListPageAnswer, Parser } from '../runtime/api';
import type { SortState } from '../lib/list';

/** How long the first page stands for the list's own order before it is asked for again. */
const FIRST_PAGE_FRESH_MS = 5_000;

/** How long the search text rests before it goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the page asks of the server for a long list. */
export interface ServerListParams<K extends string = string> {
  /** The search text (trimmed, and debounced here). */
  search: string;
  /** The list's filters, by URL parameter of the list's route; null: not filtered. */
  filters: Record<string, string | null>;
  /** The table's sort (`?sort=` and `?dir=`), or null for the list's own order. */
  sort: SortState<K>;
}

export interface ServerListOptions<T, K extends string> {
  api: Api;
  /** The feature's key of the whole list: the pages' keys start with it, so invalidating it refreshes them. */
  queryKey: QueryKey;
  /** The list's GET path, without parameters. */
  path: string;
  schema: Parser<T[]>;
  /** Items a page; a list with no more than this many is whole after the first page. */
  pageSize: number;
  params: ServerListParams<K>;
}

/**
 * The list's path for one page of the search, filters and sort (`cursor`: the page after the one
 * that gave it); with `limit` null, for all of it at once (the server answers every match).
 */
export function serverListPath<K extends string>(path: string, params: ServerListParams<K>, limit: number | null, cursor: string | null = null): string {
  const query = new URLSearchParams();
  const search = params.search.trim();
  if (search !== '') query.set('q', search);
  for (const [name, value] of Object.entries(params.filters)) if (value !== null) query.set(name, value);
  if (params.sort) {
    query.set('sort', params.sort.key);
    query.set('dir', params.sort.direction);
  }
  if (limit !== null) query.set('limit', String(limit));
  if (cursor !== null) query.set('cursor', cursor);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The query of a list's first page, as `useServerList` reads it: also what the shell prefetches
 * after sign-in for the gear screen (spec §9; docs/decisions/137-prefetch-the-first-page.md), so
 * the screen opens on it.
 */
export function firstPageQuery<T>({ api, queryKey, path, schema, pageSize }: Pick<ServerListOptions<T, string>, 'api' | 'queryKey' | 'path' | 'schema' | 'pageSize'>) {
  return queryOptions({
    queryKey: [...queryKey, 'page', { limit: pageSize }],
    queryFn: ({ signal }) => api.getPage(`${path}?limit=${pageSize}`, schema, { signal, whole: path }),
  });
}

function useDebounced<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface ServerList<T> {
  /** null while the first page loads (or failed); 'client': the whole list is here; 'server': it is paged. */
  mode: 'client' | 'server' | null;
  /** For the list page's loading and error states, and 'Try again'. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The first page's items, in either mode (undefined while it loads). */
  firstItems: T[] | undefined;
  /** Client mode: the whole list, in its own order. */
  whole: T[] | undefined;
  /** Server mode: the items of the search, filters and sort loaded so far, in the server's order. */
  items: T[] | undefined;
  /** Server mode: how many items the search and filters match (`X-Total-Count`). */
  matching: number | undefined;
  /** How many items the whole list holds (the first page's `X-Total-Count`). */
  total: number | undefined;
  /** Server mode: the search text, filters or sort changed and their first page is on its way. */
  updating: boolean;
  /** Server mode: a next page. */
  more: { has: boolean; loading: boolean; error: unknown; load: () => void };
}

/**
 * The list's first page (`?limit=pageSize`), then either mode (`ServerList.mode`). In server mode
 * the pages of the current search, filters and sort come from `useInfiniteQuery`; `more.load`
 * asks for the next one (the page calls it when the reader nears the end: `ListMore`). The search
 * waits `SEARCH_DEBOUNCE_MS` of rest; while a new search loads, the last answer stays on screen.
 */
export function useServerList<T, K extends string>({ api, queryKey, path, schema, pageSize, params }: ServerListOptions<T, K>): ServerList<T> {
  const first = useQuery(firstPageQuery({ api, queryKey, path, schema, pageSize }));
  // The whole list is here when no page follows and the page holds every item (also when, without a
  // network, the kept copy of the whole list answered for the first page).
  const mode = !first.data ? null : first.data.nextCursor === null && first.data.items.length >= first.data.total ? 'client' : 'server';
  const search = useDebounced(params.search.trim(), SEARCH_DEBOUNCE_MS);
  const settled = useMemo<ServerListParams<K>>(() => ({ search, filters: params.filters, sort: params.sort }), [search, params.filters, params.sort]);
  const plain = search === '' && Object.values(params.filters).every((value) => value === null) && !params.sort;
  const firstPage = first.data;
  const pages = useInfiniteQuery({
    queryKey: [...queryKey, 'pages', { limit: pageSize, search, filters: params.filters, sort: params.sort }],
    enabled: mode === 'server',
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }): Promise<ListPageAnswer<T>> => api.getPage(serverListPath(path, settled, pageSize, pageParam), schema, { signal }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    // The list's own order starts with the first page already here (fresh: it was just asked for).
    staleTime: plain ? FIRST_PAGE_FRESH_MS : 0,
    ...(plain && firstPage ? { initialData: { pages: [firstPage], pageParams: [null] }, initialDataUpdatedAt: first.dataUpdatedAt } : {}),
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const load = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  // An error of the search's first page shows as the list's error; one of a later page under the list.
  const pagesFailed = mode === 'server' && pages.isError && !isFetchNextPageError;
  return {
    mode,
    query: pagesFailed ? { isError: true, error: pages.error, refetch: pages.refetch } : { isError: first.isError, error: first.error, refetch: first.refetch },
    firstItems: firstPage?.items,
    whole: mode === 'client' ? firstPage?.items : undefined,
    items: mode === 'server' ? items : undefined,
    matching: mode === 'server' ? pages.data?.pages[0]?.total : firstPage?.total,
    total: firstPage?.total,
    updating: mode === 'server' && (pages.isPlaceholderData || search !== params.search.trim()),
    more: {
      has: mode === 'server' && hasNextPage,
      loading: isFetchingNextPage,
      error: isFetchNextPageError ? pages.error : null,
      load,
    },
  };
}

/** The list's own order, unsearched and unfiltered: the catch log's, and what an export of a whole list reads. */
export const WHOLE_LIST: ServerListParams = { search: '', filters: {}, sort: null };

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
    const page: ListPageAnswer<T> = await api.getPage(serverListPath(path, WHOLE_LIST, limit, cursor), schema);
    read += page.items.length;
    onPage(page.items, read, page.total);
    cursor = page.nextCursor;
  } while (cursor);
}
