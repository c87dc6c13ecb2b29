import { describe, expect, it, vi } from 'vitest';
import type { Api } from './api';
import { apiQuery } from './api-query';

describe('apiQuery', () => {
  it('reads its path with the schema and the query signal, under the key it is given', async () => {
    const schema = { parse: (data: unknown) => data as Array<{ id: string }> };
    const get = vi.fn(async () => [{ id: 'a' }]);
    const api = { get } as unknown as Api;
    const signal = new AbortController().signal;

    const options = apiQuery(api, ['/api/gear', 'recommendations'] as const, '/api/gear/recommendations', schema);

    expect(options.queryKey).toEqual(['/api/gear', 'recommendations']);
    const answer = await options.queryFn!({ signal } as never);
    expect(answer).toEqual([{ id: 'a' }]);
    expect(get).toHaveBeenCalledWith('/api/gear/recommendations', schema, { signal });
  });
});
