// @vitest-environment jsdom
// A list page's data when the list may be long (docs/decisions/133-server-side-lists.md).
import '@testing-library/jest-dom/vitest';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Api, ListPageAnswer, Parser } from '../runtime/api';
import { ListMore } from './list-more';
import { serverListPath, useServerList, type ServerListParams } from './use-server-list';

afterEach(cleanup);

type Item = { id: string; name: string };
const items = (count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: `i${String(index).padStart(3, '0')}`, name: `Item ${count - index}` }));
const asItems: Parser<Item[]> = { parse: (data) => data as Item[] };

/**
 * A server in memory with the list API's rules: `q` a substring of the name, `sort=name`, pages of
 * `limit` after `cursor` (here the index of the next item), X-Total-Count the number that match.
 * `failNext` makes the next page request after the first fail once.
 */
function fakeServer(all: Item[]) {
  const requests: string[] = [];
  const state = { failNext: false };
  const getPage = async <T,>(path: string, schema: Parser<T[]>): Promise<ListPageAnswer<T>> => {
    requests.push(path);
    const url = new URL(path, 'http://localhost');
    const q = url.searchParams.get('q')?.toLowerCase() ?? '';
    let matches = all.filter((item) => item.name.toLowerCase().includes(q));
    if (url.searchParams.get('sort') === 'name') matches = [...matches].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
    if (url.searchParams.get('dir') === 'desc') matches.reverse();
    const start = Number(url.searchParams.get('cursor') ?? 0);
    if (start > 0 && state.failNext) {
      state.failNext = false;
      throw new Error('Network down');
    }
    const limit = Number(url.searchParams.get('limit'));
    const page = matches.slice(start, start + limit);
    return { items: schema.parse(page), total: matches.length, nextCursor: start + limit < matches.length ? String(start + limit) : null };
  };
  const api = { getPage } as unknown as Api;
  return { api, requests, state };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const plain: ServerListParams<'name'> = { search: '', filters: {}, sort: null };

describe('useServerList', () => {
  it('treats a list that fits in the first page as the whole list (the spec\'s client-side search)', async () => {
    const { api, requests } = fakeServer(items(4));
    const { result } = renderHook(() => useServerList({ api, queryKey: ['/api/things'], path: '/api/things', schema: asItems, pageSize: 5, params: plain }), { wrapper });
    await waitFor(() => expect(result.current.mode).toBe('client'));
    expect(result.current.whole?.map((item) => item.name)).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1']);
    expect(result.current.items).toBeUndefined();
    expect(result.current.total).toBe(4);
    expect(result.current.more.has).toBe(false);
    expect(requests).toEqual(['/api/things?limit=5']);
  });

  it('pages a longer list, and sends the search (once it rests), the filters and the sort to the server', async () => {
    const { api, requests } = fakeServer(items(12));
    let params: ServerListParams<'name'> = plain;
    const { result, rerender } = renderHook(() => useServerList({ api, queryKey: ['/api/things'], path: '/api/things', schema: asItems, pageSize: 5, params }), { wrapper });
    await waitFor(() => expect(result.current.mode).toBe('server'));
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.total).toBe(12);
    expect(result.current.matching).toBe(12);
    expect(result.current.more.has).toBe(true);

    act(() => result.current.more.load());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.items?.[5]?.name).toBe('Item 7');
    expect(requests).toContain('/api/things?limit=5&cursor=5');

    params = { search: ' item 1', filters: { kind: '2' }, sort: { key: 'name', direction: 'asc' } };
    rerender();
    expect(result.current.updating).toBe(true);
    await waitFor(() => expect(result.current.matching).toBe(4));
    expect(result.current.items?.map((item) => item.name)).toEqual(['Item 1', 'Item 10', 'Item 11', 'Item 12']);
    expect(result.current.total).toBe(12);
    expect(result.current.updating).toBe(false);
    expect(requests).toContain('/api/things?q=item+1&kind=2&sort=name&dir=asc&limit=5');
    // The search text went to the server once, when it had rested.
    expect(requests.filter((path) => path.includes('q='))).toHaveLength(1);
  });

  it('shows a loading row for the next page and Try again when it fails', async () => {
    const { api, state } = fakeServer(items(8));
    const user = userEvent.setup();
    function Page() {
      const list = useServerList({ api, queryKey: ['/api/things'], path: '/api/things', schema: asItems, pageSize: 5, params: plain });
      return (
        <>
          <ul>{list.items?.map((item) => <li key={item.id}>{item.name}</li>)}</ul>
          <ListMore noun="things" more={list.more} />
        </>
      );
    }
    render(<Page />, { wrapper });
    state.failNext = true;
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more things')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    // The end of the list: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('serverListPath', () => {
  it('writes the search, the filters that are set, the sort, the page size and the cursor', () => {
    expect(serverListPath('/api/gear', { search: '  Shimano ', filters: { typeId: '2', other: null }, sort: { key: 'name', direction: 'desc' } }, 100, 'abc')).toBe(
      '/api/gear?q=Shimano&typeId=2&sort=name&dir=desc&limit=100&cursor=abc',
    );
    expect(serverListPath('/api/gear', plain, 100)).toBe('/api/gear?limit=100');
    expect(serverListPath('/api/gear', plain, null)).toBe('/api/gear');
  });
});
