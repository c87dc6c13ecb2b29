import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, type TokenGetter } from '@tackle/ui';

let currentTokenGetter: TokenGetter | null = null;

/** The session's token getter, used by the default query function (set by the auth provider). */
export function setQueryTokenGetter(getter: TokenGetter | null): void {
  currentTokenGetter = getter;
}

export function getQueryTokenGetter(): TokenGetter | null {
  return currentTokenGetter;
}

/**
 * Default query function: a query key that starts with an API path is fetched from that path,
 * so `useQuery({ queryKey: ['/api/gear'] })` works anywhere under the shell.
 */
async function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const [path] = queryKey;
  if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`No query function for key ${JSON.stringify(queryKey)}`);
  return apiRequest(currentTokenGetter, path, { signal });
}

/** Spec §9: no retry, stale time 0, cache retention 0, no refetch on window focus; mutations no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      retry: false,
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      // Without a network the call still runs: it is answered from the copy kept in the browser
      // (docs/decisions/117-offline-first-writes.md) instead of waiting, paused, for ever.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
