import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Api, Parser } from './api';

/**
 * A remote's read: the query options of GET `path`, its answer parsed with the contract's schema,
 * the request cancelled with the query. The key comes from the feature's key factory in its
 * queries.ts (CONVENTIONS.md 8: query keys are never written by hand).
 */
export function apiQuery<T, K extends QueryKey>(api: Api, queryKey: K, path: string, schema: Parser<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get(path, schema, { signal }) });
}
